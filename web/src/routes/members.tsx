/** Screen: Member search (/members). */
import { screenHandle } from "../app/screen-handle.ts";
import { MembersPage } from "../features/members/members-page.tsx";

export const handle = screenHandle("members");

export function Component() {
  return <MembersPage />;
}
