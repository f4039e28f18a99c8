/** A payment as the member sees it (contract Payment), from its row. */
import type { Payment, PaymentMethod, PaymentStatus } from "@amora/contract/payments";
import type { PaymentRow } from "./payments.queries.ts";

/** The spec's states (§4) from the provider's. */
export function statusOf(row: PaymentRow): PaymentStatus {
  if (row.status === "paid") return "completed";
  if (row.status === "failed") return "failed";
  if (row.status === "canceled" || row.status === "expired") return "cancelled";
  return "pending";
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.publicId,
    status: statusOf(row),
    credits: row.credits,
    amount_cents: row.amountCents,
    currency: row.currency,
    discount_code: row.discountCode,
    discount_cents: row.discountCents,
    method: row.method as PaymentMethod,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}
