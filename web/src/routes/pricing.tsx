/** Screen: Pricing (/pricing): the bundles for members, what credits pay for, the refund period. */
import { screenHandle } from "../app/screen-handle.ts";
import { PricingPage } from "../features/credits/pricing-page.tsx";

export const handle = screenHandle("pricing");

export function Component() {
  return <PricingPage />;
}
