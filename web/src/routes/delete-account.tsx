/** Screen: a logged-out member asks to delete their account by e-mail (/delete-account, issue 17). */
import { screenHandle } from "../app/screen-handle.ts";
import { MailedRequestPage } from "../features/account/mailed-request-page.tsx";

export const handle = screenHandle("deleteAccount");

export function Component() {
  return <MailedRequestPage kind="deletion" />;
}
