/** Screen: Starting a chat from a profile (/members/:id/chat): the conversation with that member, or a new one. */
import { useParams } from "react-router";
import { screenHandle } from "../app/screen-handle.ts";
import { ChatsPage } from "../features/chat/chats-page.tsx";

export const handle = screenHandle("memberChat");

export function Component() {
  const id = Number(useParams().id);
  return <ChatsPage selection={Number.isInteger(id) && id > 0 ? { profile: id } : null} />;
}
