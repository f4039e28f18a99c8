/** Screen: The chat list (/chats). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("chats");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
