/** Screen: The account was activated (/activate/done). */
import { screenHandle } from "../app/screen-handle.ts";
import { ActivateDonePage } from "../features/account/activate-done-page.tsx";

export const handle = screenHandle("activateDone");

export function Component() {
  return <ActivateDonePage />;
}
