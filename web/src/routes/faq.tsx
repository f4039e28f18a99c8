/** Screen: Information page: frequently asked questions (/faq). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("faq");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
