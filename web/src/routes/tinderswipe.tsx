/** Screen: The swipe lander (/landers/tinderswipe). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("tinderswipe");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
