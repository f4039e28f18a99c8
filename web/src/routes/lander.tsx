/** Screen: the named landers of spec §2 (/landers/<name>/:slug?). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("lander");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
