/** Screen: The account was deleted (/account-deleted). */
import { screenHandle } from "../app/screen-handle.ts";
import { AccountDeletedPage } from "../features/account/account-deleted-page.tsx";

export const handle = screenHandle("accountDeleted");

export function Component() {
  return <AccountDeletedPage />;
}
