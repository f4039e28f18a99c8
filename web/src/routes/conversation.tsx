/** Screen: One conversation (/chats/:id; the id is the conversation's). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("conversation");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
