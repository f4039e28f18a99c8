/** Screen: The direct debit payment form (/directdebit?bundle={id}&code={code}). */
import { screenHandle } from "../app/screen-handle.ts";
import { DirectDebitPage } from "../features/credits/direct-debit-page.tsx";

export const handle = screenHandle("directDebit");

export function Component() {
  return <DirectDebitPage />;
}
