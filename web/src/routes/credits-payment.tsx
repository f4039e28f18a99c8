/** Screen: Paying for credits with a method (/credits/:id/:paymentmethod?). */
import { useParams } from "react-router";
import { screenHandle } from "../app/screen-handle.ts";
import { PaymentPage } from "../features/credits/payment-page.tsx";

export const handle = screenHandle("creditsPayment");

export function Component() {
  const { id, paymentmethod } = useParams();
  // A bundle id that is not a number names no bundle: the page says so.
  const bundleId = /^\d+$/.test(id ?? "") ? Number(id) : 0;
  return <PaymentPage key={bundleId} bundleId={bundleId} method={paymentmethod} />;
}
