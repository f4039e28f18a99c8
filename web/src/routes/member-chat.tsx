/** Screen: Starting a chat from a profile (/members/:id/chat). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("memberChat");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
