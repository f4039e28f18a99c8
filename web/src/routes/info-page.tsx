/** Screen: An information page found by its token (/:token). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("info");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
