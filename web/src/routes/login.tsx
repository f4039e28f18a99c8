/** Screen: Log in (/login). */
import { screenHandle } from "../app/screen-handle.ts";
import { LoginPage } from "../features/session/login-page.tsx";

export const handle = screenHandle("login");

export function Component() {
  return <LoginPage />;
}
