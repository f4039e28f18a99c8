/** Screen: The swipe game (/swipe-game). */
import { screenHandle } from "../app/screen-handle.ts";
import { SwipeGamePage } from "../features/swipe/swipe-game-page.tsx";

export const handle = screenHandle("swipeGame");

export function Component() {
  return <SwipeGamePage />;
}
