/** Screen: Password reset request (/reset-password). */
import { screenHandle } from "../app/screen-handle.ts";
import { ResetRequestPage } from "../features/account/reset-request-page.tsx";

export const handle = screenHandle("resetPassword");

export function Component() {
  return <ResetRequestPage />;
}
