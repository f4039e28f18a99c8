/** Screen: Choosing a new password from the reset e-mail (/reset-password/do). */
import { screenHandle } from "../app/screen-handle.ts";
import { ResetDoPage } from "../features/account/reset-do-page.tsx";

export const handle = screenHandle("resetPasswordDo");

export function Component() {
  return <ResetDoPage />;
}
