/** Screen: Paying for credits with a method (/credits/:id/:paymentmethod?). */
import { screenHandle } from "../app/screen-handle.ts";
import { ScreenIntro } from "../components/screen-intro.tsx";

export const handle = screenHandle("creditsPayment");

export function Component() {
  return <ScreenIntro page={handle.page} />;
}
