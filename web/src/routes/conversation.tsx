/** Screen: One conversation (/chats/:id; the id is the conversation's). */
import { useParams } from "react-router";
import { screenHandle } from "../app/screen-handle.ts";
import { ChatsPage } from "../features/chat/chats-page.tsx";

export const handle = screenHandle("conversation");

export function Component() {
  const id = Number(useParams().id);
  return <ChatsPage selection={Number.isInteger(id) && id > 0 ? { conversation: id } : null} />;
}
