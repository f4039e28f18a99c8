/** Screen: Sign up (/signup), the signup modal's steps as a page. */
import { screenHandle } from "../app/screen-handle.ts";
import { SignupPage } from "../features/signup/signup-page.tsx";

export const handle = screenHandle("signup");

export function Component() {
  return <SignupPage />;
}
