/** Screen: Confirming a new e-mail address (/mail-change/do). */
import { screenHandle } from "../app/screen-handle.ts";
import { MailChangeDoPage } from "../features/account/mail-change-do-page.tsx";

export const handle = screenHandle("mailChangeDo");

export function Component() {
  return <MailChangeDoPage />;
}
