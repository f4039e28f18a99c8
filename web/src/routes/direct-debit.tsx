/** Screen: The direct debit payment form (/directdebit). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("directDebit");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
