/** Screen: The chat list (/chats). */
import { screenHandle } from "../app/screen-handle.ts";
import { ChatsPage } from "../features/chat/chats-page.tsx";

export const handle = screenHandle("chats");

export function Component() {
  return <ChatsPage selection={null} />;
}
