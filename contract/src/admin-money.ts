/**
 * The back office's money (issue 15, item 8; decision 040): the payments of every site, one payment with its
 * ledger rows and what was given back on it, and the refund. Finance may refund; admins may read.
 */
import { z } from "zod";
import { listQuerySchema, pageSchema } from "./admin.ts";
import { PAYMENT_METHODS } from "./payments.ts";

export const MONEY_PAGE_SIZE = 50;
/** A provider's payment states, as stored (a paid payment stays paid when refunded: see `refunded_cents`). */
export const PAYMENT_STATES = ["open", "pending", "paid", "failed", "canceled", "expired"] as const;
export const REFUND_KINDS = ["refund", "chargeback", "reversal"] as const;
export const REFUND_REASON_MAX = 500;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "yyyy-mm-dd");

/** GET /api/admin/payments: search by public id, member e-mail or provider id; filters; newest first. */
export const MoneyPaymentsQuerySchema = listQuerySchema(["created", "amount", "status"], "created").extend({
  site: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  status: z.enum(PAYMENT_STATES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase())
    .optional(),
  /** Created on or after this day, and on or before that one (UTC days, both included). */
  from: day.optional(),
  to: day.optional(),
});
export type MoneyPaymentsQuery = z.infer<typeof MoneyPaymentsQuerySchema>;
export type MoneySort = MoneyPaymentsQuery["sort"];

export const MoneyMemberSchema = z.object({
  user_id: z.number().int(),
  profile_id: z.number().int(),
  email: z.string(),
  name: z.string(),
});

export const MoneyPaymentSchema = z.object({
  id: z.string(),
  site_id: z.number().int(),
  site_name: z.string(),
  /** Null when the account was deleted since. */
  member: MoneyMemberSchema.nullable(),
  credits: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string(),
  /** Given back so far: refunds done, chargebacks and reversals. */
  refunded_cents: z.number().int(),
  method: z.string(),
  country: z.string(),
  provider: z.string(),
  provider_payment_id: z.string().nullable(),
  status: z.enum(PAYMENT_STATES),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type MoneyPayment = z.infer<typeof MoneyPaymentSchema>;

export const MoneyPaymentsResponseSchema = pageSchema(MoneyPaymentSchema).extend({
  /** Every site, for the filter. */
  sites: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type MoneyPaymentsResponse = z.infer<typeof MoneyPaymentsResponseSchema>;

export const MoneyLedgerRowSchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  reason: z.string(),
  balance_after: z.number().int(),
  staff_email: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});

export const MoneyRefundSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REFUND_KINDS),
  /** requested: the provider has not answered yet; done: given back, credits taken. */
  state: z.enum(["requested", "done"]),
  amount_cents: z.number().int(),
  currency: z.string(),
  credits_taken: z.number().int(),
  provider_ref: z.string().nullable(),
  provider_status: z.string().nullable(),
  staff_email: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type MoneyRefund = z.infer<typeof MoneyRefundSchema>;

/** GET /api/admin/payments/:id */
export const MoneyPaymentDetailSchema = z.object({
  payment: MoneyPaymentSchema.extend({
    discount_code: z.string().nullable(),
    discount_cents: z.number().int(),
  }),
  /** The site's refund period, and when it ends for this payment (null: not paid). */
  refund_days: z.number().int(),
  refund_deadline: z.string().nullable(),
  /** What may still be refunded (the amount less what is given back or being refunded). */
  refundable_cents: z.number().int(),
  /** The member's balance now (null: account gone). */
  member_credits: z.number().int().nullable(),
  direct_debit_blocked: z.boolean(),
  ledger: z.array(MoneyLedgerRowSchema),
  refunds: z.array(MoneyRefundSchema),
});
export type MoneyPaymentDetail = z.infer<typeof MoneyPaymentDetailSchema>;

export const MoneyPaymentParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** POST /api/admin/payments/:id/refund */
export const MoneyRefundRequestSchema = z.object({
  amount_cents: z.number().int().min(1).max(2_147_483_647),
  reason: z.string().trim().min(3).max(REFUND_REASON_MAX),
  /** The dialog's id for this refund: sent twice, it refunds once. */
  client_key: z.uuid(),
  /** Refund after the site's refund period; the reason says why. */
  override_window: z.boolean().default(false),
});
export type MoneyRefundRequest = z.input<typeof MoneyRefundRequestSchema>;

export const MoneyRefundResponseSchema = z.object({
  refund: MoneyRefundSchema,
  detail: MoneyPaymentDetailSchema,
});
