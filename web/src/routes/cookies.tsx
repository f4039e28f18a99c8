/** Screen: Information page: cookie policy (/cookies). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("cookies");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
