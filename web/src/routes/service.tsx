/** Screen: Information page: customer service (/service). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("service");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
