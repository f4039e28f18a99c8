/**
 * The back office's money (decision 040): the payments of every site, one payment with its ledger rows and
 * what was given back on it, and the refund, which the payments feature makes through the provider.
 */
import {
  MONEY_PAGE_SIZE,
  type MoneyPayment,
  type MoneyPaymentDetail,
  type MoneyPaymentsQuery,
  type MoneyRefund,
  type MoneyRefundRequest,
} from "@amora/contract/admin-money";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { PaymentProvider } from "../../lib/payments/payment-provider.ts";
import { type RefundRow, refundDeadline, refundPayment } from "../payments/refunds.service.ts";
import {
  type ListedPayment,
  selectMemberMoney,
  selectPaymentByPublicId,
  selectPaymentLedger,
  selectPaymentPage,
  selectPaymentRefunds,
  selectRefundDaysOf,
  selectSiteNames,
} from "./money.queries.ts";

const DAY_MS = 86_400_000;

function toMoneyPayment(row: ListedPayment): MoneyPayment {
  const { payment } = row;
  return {
    id: payment.publicId,
    site_id: payment.siteId,
    site_name: row.siteName,
    member:
      payment.userId !== null && row.email !== null && row.profileId !== null
        ? { user_id: payment.userId, profile_id: row.profileId, email: row.email, name: row.name ?? "" }
        : null,
    credits: payment.credits,
    amount_cents: payment.amountCents,
    currency: payment.currency,
    refunded_cents: row.refundedCents,
    method: payment.method,
    country: payment.country,
    provider: payment.provider,
    provider_payment_id: payment.providerPaymentId,
    status: payment.status,
    created_at: payment.createdAt.toISOString(),
    completed_at: payment.completedAt?.toISOString() ?? null,
  };
}

export async function listMoneyPayments(db: Db, query: MoneyPaymentsQuery) {
  const { rows, total } = await selectPaymentPage(
    db,
    {
      q: query.q || undefined,
      site: query.site,
      status: query.status,
      method: query.method,
      country: query.country,
      from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
      before: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
    },
    {
      sort: query.sort,
      order: query.order,
      limit: MONEY_PAGE_SIZE,
      offset: (query.page - 1) * MONEY_PAGE_SIZE,
    },
  );
  return {
    items: rows.map(toMoneyPayment),
    total,
    page: query.page,
    page_size: MONEY_PAGE_SIZE,
    sites: await selectSiteNames(db),
  };
}

function toMoneyRefund(refund: RefundRow, staffEmail: string | null): MoneyRefund {
  return {
    id: refund.id,
    kind: refund.kind,
    state: refund.state,
    amount_cents: refund.amountCents,
    currency: refund.currency,
    credits_taken: refund.creditsTaken,
    provider_ref: refund.providerRef,
    provider_status: refund.providerStatus,
    staff_email: staffEmail,
    note: refund.note,
    created_at: refund.createdAt.toISOString(),
  };
}

async function findPayment(db: Db, publicId: string): Promise<ListedPayment> {
  const row = await selectPaymentByPublicId(db, publicId);
  if (!row) throw new AppError(404, "NOT_FOUND", "This payment does not exist.");
  return row;
}

export async function moneyPaymentDetail(db: Db, publicId: string): Promise<MoneyPaymentDetail> {
  const row = await findPayment(db, publicId);
  const { payment } = row;
  const [days, ledger, refunds, member] = await Promise.all([
    selectRefundDaysOf(db, payment.siteId),
    selectPaymentLedger(db, payment.id),
    selectPaymentRefunds(db, payment.id),
    payment.userId === null ? undefined : selectMemberMoney(db, payment.userId),
  ]);
  const reserved = refunds.reduce((sum, r) => sum + r.refund.amountCents, 0);
  const deadline = payment.status === "paid" ? refundDeadline(payment, days) : null;
  return {
    payment: {
      ...toMoneyPayment(row),
      discount_code: payment.discountCode,
      discount_cents: payment.discountCents,
    },
    refund_days: days,
    refund_deadline: deadline?.toISOString() ?? null,
    refundable_cents: payment.status === "paid" ? Math.max(0, payment.amountCents - reserved) : 0,
    member_credits: member?.credits ?? null,
    direct_debit_blocked: Boolean(member?.directDebitBlockedAt),
    ledger: ledger.map((entry) => ({
      id: entry.id,
      delta: entry.delta,
      reason: entry.reason,
      balance_after: entry.balanceAfter,
      staff_email: entry.staffEmail,
      note: entry.note,
      created_at: entry.createdAt.toISOString(),
    })),
    refunds: refunds.map((r) => toMoneyRefund(r.refund, r.staffEmail)),
  };
}

/** A refund by finance; answers it, the payment after, and what the audit line needs. */
export async function refundFromBackOffice(
  db: Db,
  provider: PaymentProvider,
  publicId: string,
  staffId: number,
  request: Required<MoneyRefundRequest>,
) {
  const before = await findPayment(db, publicId);
  const outcome = await refundPayment(db, provider, {
    paymentId: before.payment.id,
    amountCents: request.amount_cents,
    staffId,
    note: request.reason,
    clientKey: request.client_key,
    overrideWindow: request.override_window,
  });
  const detail = await moneyPaymentDetail(db, publicId);
  return {
    refund:
      detail.refunds.find((refund) => refund.id === outcome.refund.id) ?? toMoneyRefund(outcome.refund, null),
    detail,
    overridden: outcome.overridden,
    refundedBefore: before.refundedCents,
    events: outcome.events,
  };
}
