/** Screen: The transaction list or one transaction (/transactions/:id?), the id being a payment's public id. */
import { useParams } from "react-router";
import { screenHandle } from "../app/screen-handle.ts";
import { PaymentStatusPage } from "../features/credits/payment-status-page.tsx";
import { TransactionsPage } from "../features/credits/transactions-page.tsx";

export const handle = screenHandle("transactions");

export function Component() {
  const { id } = useParams();
  return id ? <PaymentStatusPage key={id} id={id} /> : <TransactionsPage />;
}
