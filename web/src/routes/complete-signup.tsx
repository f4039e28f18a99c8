/** Screen: Completing the signup (/complete-signup). */
import { screenHandle } from "../app/screen-handle.ts";
import { CompleteSignupPage } from "../features/account/complete-signup-page.tsx";

export const handle = screenHandle("completeSignup");

export function Component() {
  return <CompleteSignupPage />;
}
