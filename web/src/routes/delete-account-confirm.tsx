/** Screen: where a mailed deletion link lands (/delete-account/confirm, issue 17). */
import { screenHandle } from "../app/screen-handle.ts";
import { DeleteAccountConfirmPage } from "../features/account/delete-account-confirm-page.tsx";

export const handle = screenHandle("deleteAccountConfirm");

export function Component() {
  return <DeleteAccountConfirmPage />;
}
