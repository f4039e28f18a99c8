/**
 * Money given back on a paid payment (decision 040): a refund from the back office through the provider, and
 * the chargebacks and direct-debit reversals the provider reports. Each takes back the credits of the
 * purchase that the member has not spent, through the ledger:
 *
 *   after this row, the payment has given back `back` of its `amount` cents (all rows done, this one included,
 *   capped at the amount); the credits due back in all are floor(credits × back / amount); this row takes
 *   what is due and not yet taken by the earlier rows, but never more than the member's balance (so never
 *   below 0). A full refund takes min(credits, balance); a later row catches up what an earlier one could
 *   not take when the balance has grown since.
 *
 * A refund is two steps around the provider's call, so no lock is held while the provider answers: the
 * amount is first reserved (a `requested` row, under the payment's row lock, so a second click finds it),
 * then the provider refunds, then the credits are taken under the lock again. A reported chargeback is one
 * step; its provider id is unique, so a replayed webhook takes nothing twice.
 */
import type { ServerEvent } from "@amora/contract/events";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { PaymentProvider } from "../../lib/payments/payment-provider.ts";
import { type Addressed, appendEventsIn } from "../../lib/realtime/event-log.ts";
import { blockDirectDebit, lockPayment, type PaymentRow } from "./payments.queries.ts";
import {
  deleteRefund,
  insertRefund,
  lockBalance,
  type RefundRow,
  selectRefundByClientKey,
  selectRefundDays,
  selectRefundTotals,
  takeBackCredits,
  updateRefund,
} from "./refunds.queries.ts";

export type { RefundRow };
export type RefundKind = RefundRow["kind"];

const DAY_MS = 86_400_000;

/**
 * The credits a row giving back `cents` takes (the rule above): `before` is what the payment's earlier done
 * rows gave back and took.
 */
export function creditsToTake(
  payment: { credits: number; amountCents: number },
  before: { cents: number; credits: number },
  cents: number,
  balance: number,
): number {
  if (payment.amountCents <= 0 || payment.credits <= 0) return 0;
  const back = Math.min(payment.amountCents, before.cents + cents);
  const due = Number((BigInt(payment.credits) * BigInt(back)) / BigInt(payment.amountCents));
  return Math.max(0, Math.min(due - before.credits, balance));
}

/** A row's amount as finance reads it in an error ("12.34 EUR"). */
function amountText(cents: number, currency: string): string {
  const digits = String(cents).padStart(3, "0");
  return `${digits.slice(0, -2)}.${digits.slice(-2)} ${currency}`;
}

/** When the refund period of a payment ends (its site's refund_days after it was paid). */
export function refundDeadline(payment: PaymentRow, refundDays: number): Date | null {
  return payment.completedAt ? new Date(payment.completedAt.getTime() + refundDays * DAY_MS) : null;
}

interface TakeInput {
  payment: PaymentRow;
  refund: RefundRow;
  staffId: number | null;
  note: string | null;
  now: Date;
}

/** Takes the row's credits (under the payment's lock, in the caller's transaction); answers the live events. */
async function takeCredits(
  tx: Db,
  input: TakeInput,
): Promise<{ taken: number; events: Addressed<ServerEvent>[] }> {
  const { payment, refund } = input;
  const totals = await selectRefundTotals(tx, payment.id);
  // The totals count this row when it is done already (a chargeback is inserted done).
  const before =
    refund.state === "done"
      ? { cents: totals.doneCents - refund.amountCents, credits: totals.doneCredits - refund.creditsTaken }
      : { cents: totals.doneCents, credits: totals.doneCredits };
  const account = payment.userId === null ? undefined : await lockBalance(tx, payment.userId);
  const taken = account ? creditsToTake(payment, before, refund.amountCents, account.credits) : 0;
  await updateRefund(tx, refund.id, { state: "done", creditsTaken: taken });
  if (!account || payment.userId === null) return { taken, events: [] };
  if (refund.kind === "reversal") await blockDirectDebit(tx, payment.userId, input.now);
  if (taken === 0) return { taken, events: [] };
  const credits = await takeBackCredits(tx, {
    userId: payment.userId,
    credits: taken,
    reason: refund.kind,
    paymentId: payment.id,
    staffId: input.staffId,
    note: input.note,
  });
  const events = await appendEventsIn(
    tx,
    [{ profileId: account.profileId, event: { type: "credits", credits, paid_user: account.paidUser } }],
    input.now,
  );
  return { taken, events };
}

export interface RefundRequest {
  paymentId: number;
  amountCents: number;
  staffId: number;
  /** Finance's reason: on the ledger row and the refund. */
  note: string;
  /** The click's id: the same id twice is refused as a duplicate. */
  clientKey: string;
  /** Refund after the site's refund period (the note says why). */
  overrideWindow: boolean;
}

export interface RefundOutcome {
  refund: RefundRow;
  payment: PaymentRow;
  /** The payment was past its refund period and finance overrode it. */
  overridden: boolean;
  events: Addressed<ServerEvent>[];
}

/** Refunds part or all of a paid payment through its provider and takes back the unspent credits. */
export async function refundPayment(
  db: Db,
  provider: PaymentProvider,
  request: RefundRequest,
  now = new Date(),
): Promise<RefundOutcome> {
  const reserved = await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, request.paymentId);
    if (!payment) throw new AppError(404, "NOT_FOUND", "This payment does not exist.");
    if (payment.status !== "paid" || !payment.providerPaymentId || payment.provider !== provider.name) {
      throw new AppError(409, "PAYMENT_NOT_REFUNDABLE", "Only a paid payment can be refunded.");
    }
    const days = await selectRefundDays(tx, payment.siteId);
    const deadline = refundDeadline(payment, days);
    const overridden = deadline !== null && now > deadline;
    if (overridden && !request.overrideWindow) {
      throw new AppError(409, "REFUND_WINDOW_PASSED", `The refund period of ${days} days has passed.`, {
        params: { days },
      });
    }
    if (await selectRefundByClientKey(tx, payment.id, request.clientKey)) {
      throw new AppError(409, "REFUND_DUPLICATE", "This refund was already sent.");
    }
    const left = payment.amountCents - (await selectRefundTotals(tx, payment.id)).reservedCents;
    if (request.amountCents > left) {
      const text = amountText(Math.max(0, left), payment.currency);
      throw new AppError(409, "REFUND_TOO_LARGE", `More than what is left to refund (${text}).`, {
        params: { left: text, left_cents: Math.max(0, left) },
      });
    }
    const refund = await insertRefund(tx, {
      paymentId: payment.id,
      kind: "refund",
      state: "requested",
      amountCents: request.amountCents,
      currency: payment.currency,
      clientKey: request.clientKey,
      staffId: request.staffId,
      note: request.note,
      createdAt: now,
    });
    if (!refund) throw new Error("refund insert returned nothing");
    return { payment, refund, overridden, providerPaymentId: payment.providerPaymentId };
  });

  let refunded: Awaited<ReturnType<PaymentProvider["refund"]>>;
  try {
    refunded = await provider.refund(
      reserved.providerPaymentId,
      { cents: request.amountCents, currency: reserved.payment.currency },
      { description: `Refund ${reserved.payment.publicId}`, idempotencyKey: request.clientKey },
    );
  } catch (error) {
    // Nothing was refunded: the reservation goes, so the amount can be refunded again.
    await deleteRefund(db, reserved.refund.id);
    throw Object.assign(
      new AppError(502, "REFUND_PROVIDER_FAILED", "The payment provider did not accept the refund."),
      { cause: error },
    );
  }

  return db.transaction(async (tx) => {
    const payment = (await lockPayment(tx, request.paymentId)) ?? reserved.payment;
    const refund =
      (await updateRefund(tx, reserved.refund.id, {
        providerRef: refunded.id,
        providerStatus: refunded.status,
      })) ?? reserved.refund;
    const { taken, events } = await takeCredits(tx, {
      payment,
      refund,
      staffId: request.staffId,
      note: request.note,
      now,
    });
    return {
      refund: { ...refund, state: "done" as const, creditsTaken: taken },
      payment,
      overridden: reserved.overridden,
      events,
    };
  });
}

/**
 * Applies the chargebacks the provider has on a paid payment that are not recorded yet (a chargeback of a
 * direct debit is a reversal, which also blocks the member's direct debits). Answers the rows it recorded and
 * the live events to publish once committed.
 */
export async function applyChargebacks(
  db: Db,
  provider: PaymentProvider,
  row: PaymentRow,
  now = new Date(),
): Promise<{ recorded: RefundRow[]; events: Addressed<ServerEvent>[] }> {
  if (row.status !== "paid" || !row.providerPaymentId || row.provider !== provider.name) {
    return { recorded: [], events: [] };
  }
  const reported = await provider.chargebacks(row.providerPaymentId);
  const recorded: RefundRow[] = [];
  const events: Addressed<ServerEvent>[] = [];
  for (const chargeback of reported) {
    if (chargeback.reversed) continue;
    if (chargeback.amount.currency !== row.currency) {
      throw new Error(`payment ${row.publicId}: a chargeback in ${chargeback.amount.currency}`);
    }
    await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, row.id);
      if (!payment) return;
      const kind: RefundKind = payment.method === "sdd" ? "reversal" : "chargeback";
      const note =
        kind === "reversal" ? "Direct debit reversed by the bank" : "Chargeback by the payer's bank";
      const refund = await insertRefund(tx, {
        paymentId: payment.id,
        kind,
        state: "done",
        amountCents: chargeback.amount.cents,
        currency: payment.currency,
        providerRef: chargeback.id,
        note,
        createdAt: now,
      });
      // Recorded before: a replayed webhook.
      if (!refund) return;
      const taken = await takeCredits(tx, { payment, refund, staffId: null, note, now });
      recorded.push({ ...refund, creditsTaken: taken.taken });
      events.push(...taken.events);
    });
  }
  return { recorded, events };
}
