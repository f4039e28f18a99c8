/** Screen: Credit purchase (/credits): the bundles, the discount code, the refund period. */
import { screenHandle } from "../app/screen-handle.ts";
import { CreditsPage } from "../features/credits/credits-page.tsx";

export const handle = screenHandle("credits");

export function Component() {
  return <CreditsPage />;
}
