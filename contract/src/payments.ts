/**
 * Credits, payments and discounts (spec §2, §3, §4, §5, §7, §8, §9). Calls the spec does not show are
 * designed in its family:
 *
 * - `GET /api/credits.php` → the site's bundles in the member's currency, the methods for their payment
 *   country, the refund period and the last order (for /credits/repeat-order).
 * - `GET /api/discountcode.php?code=…&bundle=…&method=…` → a code checked for this member and order;
 *   `GET /api/discountcode.php?welcome=true` → the member's welcome code while the time bonus runs (404
 *   otherwise; the web ignores that failure).
 * - `POST /api/payment.php` → creates a payment; the server computes amount and currency from the bundle,
 *   the member's country and the discount, whatever the client sends. Answers where to pay.
 * - `GET /api/payment.php?id=…` → one payment of the member, refreshed from the provider while open.
 * - `POST /api/repeat-order.php` → the last order again with its stored method.
 * - `GET /api/transactions.php?before=…` → the member's payments, newest first, paged.
 * - `POST /api/directdebit.php` then `POST /api/directdebit-confirm.php` → a SEPA direct-debit payment
 *   after an SMS code.
 */
import { z } from "zod";

const Id = z.number().int().positive().max(2_147_483_647);
const IdParam = z.coerce.number().int().positive().max(2_147_483_647);

export const PAYMENT_METHODS = [
  "ideal",
  "bancontact",
  "creditcard",
  "paypal",
  "sdd",
  "sct",
  "blik",
  "eps",
  "przelewy24",
  "trustly",
  "twint",
  "mbway",
  "multibanco",
] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** Currency of each country the product serves (payment country → bundle prices). */
export const COUNTRY_CURRENCY: Record<string, string> = {
  US: "USD",
  NL: "EUR",
  BE: "EUR",
  FR: "EUR",
  IT: "EUR",
  ES: "EUR",
  DE: "EUR",
  AT: "EUR",
  IE: "EUR",
  FI: "EUR",
  GB: "GBP",
  CA: "CAD",
  PL: "PLN",
  AU: "AUD",
  NZ: "NZD",
  CH: "CHF",
  DK: "DKK",
  NO: "NOK",
  SE: "SEK",
};

export const BundleSchema = z.object({
  id: z.number().int(),
  credits: z.number().int(),
  price_cents: z.number().int(),
  currency: z.string().length(3),
  /** Marks on the credits page: one "most popular", one "best value". */
  badge: z.enum(["popular", "best_value"]).nullable(),
  /** Price of one credit in hundredths of a cent, for "€0.27 per credit". */
  price_per_credit_centicents: z.number().int(),
});
export type Bundle = z.infer<typeof BundleSchema>;

export const CreditsResponseSchema = z.object({
  bundles: z.array(BundleSchema),
  currency: z.string().length(3),
  /** The payment country the bundles and methods are for. */
  country: z.string().length(2),
  methods: z.array(PaymentMethodSchema),
  refund_days: z.number().int(),
  /** What /credits/repeat-order would buy again (null before a first completed order). */
  last_order: z
    .object({ bundle: BundleSchema, method: PaymentMethodSchema, stored_method: z.boolean() })
    .nullable(),
});
export type CreditsResponse = z.infer<typeof CreditsResponseSchema>;

export const DiscountSchema = z.object({
  code: z.string(),
  percentage: z.number().int().min(1).max(100),
  /** The order's currency the code is for, when it is for one. */
  currency: z.string().length(3).nullable(),
  minimum_order_cents: z.number().int().nullable(),
  country: z.string().length(2).nullable(),
  payment_methods: z.array(PaymentMethodSchema).nullable(),
  expires_at: z.string().nullable(),
});
export type Discount = z.infer<typeof DiscountSchema>;

export const DiscountQuerySchema = z.object({
  code: z.string().trim().max(40).optional(),
  welcome: z.enum(["true", "false"]).optional(),
  bundle: IdParam.optional(),
  method: PaymentMethodSchema.optional(),
});
export const DiscountResponseSchema = z.object({
  discount: DiscountSchema,
  /** The bundle's price after the discount, when a bundle was named. */
  price_cents: z.number().int().nullable(),
});
export type DiscountResponse = z.infer<typeof DiscountResponseSchema>;

/** The states of spec §4 as the pages show them (loading is the page's own state before the answer). */
export const PaymentStatusSchema = z.enum(["pending", "completed", "failed", "cancelled"]);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const PaymentSchema = z.object({
  /** Public id (not guessable), used in /transactions/{id}. */
  id: z.string(),
  status: PaymentStatusSchema,
  credits: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string().length(3),
  discount_code: z.string().nullable(),
  discount_cents: z.number().int(),
  method: PaymentMethodSchema,
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const CreatePaymentRequestSchema = z.object({
  bundle: Id,
  method: PaymentMethodSchema,
  discount_code: z.string().trim().max(40).optional(),
});
export type CreatePaymentRequest = z.infer<typeof CreatePaymentRequestSchema>;

export const PaymentAnswerSchema = z.object({
  payment: PaymentSchema,
  /** Where to send the member to pay; null when nothing is left for them to do. */
  checkout_url: z.string().nullable(),
});
export type PaymentAnswer = z.infer<typeof PaymentAnswerSchema>;

export const PaymentQuerySchema = z.object({ id: z.string().min(1).max(64) });
export const PaymentResponseSchema = z.object({
  payment: PaymentSchema,
  /** The member's balance and premium state now (the shell updates at once on completion). */
  credits: z.number().int(),
  paid_user: z.boolean(),
  /** This payment is the member's first completed purchase: the one that made them premium. */
  first_purchase: z.boolean(),
});
export type PaymentResponse = z.infer<typeof PaymentResponseSchema>;

export const TRANSACTIONS_PAGE_SIZE = 20;
export const TransactionsQuerySchema = z.object({ before: z.string().datetime().optional() });
export const TransactionsResponseSchema = z.object({
  payments: z.array(PaymentSchema),
  next_before: z.string().nullable(),
});

export const DirectDebitRequestSchema = z.object({
  bundle: Id,
  discount_code: z.string().trim().max(40).optional(),
  account_holder: z.string().trim().min(1).max(100),
  iban: z.string().trim().min(1).max(64),
  street: z.string().trim().min(1).max(100),
  house_number: z.string().trim().min(1).max(20),
  postcode: z.string().trim().min(1).max(20),
  city: z.string().trim().min(1).max(100),
  phone: z.string().trim().min(6).max(32),
  consent: z.literal(true),
});
export type DirectDebitRequest = z.infer<typeof DirectDebitRequestSchema>;
export const DirectDebitAnswerSchema = z.object({
  request: z.string(),
  /** The phone number the code went to, masked ("+31 6 •••• 78"). */
  phone_hint: z.string(),
});
export const DirectDebitConfirmSchema = z.object({
  request: z.string().min(1).max(64),
  code: z.string().trim().min(1).max(12),
});
