/** Screen: Likes (/likes, /likes/:type): the members who liked you, whom you liked, and matches. */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("likes");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
