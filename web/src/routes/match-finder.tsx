/** Screen: The match finder (/match-finder). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("matchFinder");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
