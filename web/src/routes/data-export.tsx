/** Screen: a logged-out member asks for a copy of their data by e-mail (/data-export, issue 17). */
import { screenHandle } from "../app/screen-handle.ts";
import { MailedRequestPage } from "../features/account/mailed-request-page.tsx";

export const handle = screenHandle("dataExport");

export function Component() {
  return <MailedRequestPage kind="export" />;
}
