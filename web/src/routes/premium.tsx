/** Screen: Premium (/premium): what premium gives and how any credit purchase gets it. */
import { screenHandle } from "../app/screen-handle.ts";
import { PremiumPage } from "../features/credits/premium-page.tsx";

export const handle = screenHandle("premium");

export function Component() {
  return <PremiumPage />;
}
