/** Screen: The swipe game (/swipe-game). */
import { SWIPE_LIKES_PER_DAY } from "@amora/contract/constants";
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("swipeGame");

export function Component() {
  return <ScreenIntro page={handle.page} values={{ likes: SWIPE_LIKES_PER_DAY }} />;
}
