/** Screen: Activation failed (/activate/error). */
import { screenHandle } from "../app/screen-handle.ts";
import { ActivateErrorPage } from "../features/account/activate-error-page.tsx";

export const handle = screenHandle("activateError");

export function Component() {
  return <ActivateErrorPage />;
}
