/** Screen: Repeating the last credit order (/credits/repeat-order). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("creditsRepeatOrder");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
