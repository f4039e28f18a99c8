/** Screen: The first matches after signing up (/signup-matches). */
import { screenHandle } from "../app/screen-handle.ts";
import { SignupMatchesPage } from "../features/account/signup-matches-page.tsx";

export const handle = screenHandle("signupMatches");

export function Component() {
  return <SignupMatchesPage />;
}
