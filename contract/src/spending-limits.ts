/**
 * A member's own spending limits (issue 17 item 5), in the currency their purchases are priced in:
 *
 * - `GET /api/spending-limits.php` → the limits in force, a raise waiting out its cooling-off, what has been
 *   spent in each period, and whether to ask the member (once) to set a limit after large spending.
 * - `PUT /api/spending-limits.php` → new limits. A limit lowered (or set where there was none) applies at
 *   once; a limit raised (or removed) applies `SPENDING_LIMIT_COOLING_OFF_HOURS` later — the answer says when.
 *   Each PUT is the member's whole wish: it replaces any raise still waiting.
 * - `POST /api/spending-limits-prompt.php` → the member closed the "set a limit?" question: never again.
 * - `GET /api/spending-summary.php` → completed purchases per calendar month (UTC), the last 12 months.
 *
 * Periods are rolling: the last 24 hours, 7 days and 30 days (no time zone and no "reset at midnight" to
 * game). The limits need not be ordered (a daily limit above the weekly one is allowed): the strictest
 * one refuses first, and a member may want only a monthly cap.
 */
import { z } from "zod";

export const SPENDING_PERIODS = ["daily", "weekly", "monthly"] as const;
export type SpendingPeriod = (typeof SPENDING_PERIODS)[number];

/** Days each rolling period covers. */
export const SPENDING_PERIOD_DAYS: Record<SpendingPeriod, number> = { daily: 1, weekly: 7, monthly: 30 };
export const SPENDING_LIMIT_COOLING_OFF_HOURS = 24;
/** One million in the currency's units: above anything a member means, and far inside a 32-bit integer. */
export const SPENDING_LIMIT_MAX_CENTS = 100_000_000;

/** A limit in minor units; null = no limit. */
const LimitCents = z.number().int().min(0).max(SPENDING_LIMIT_MAX_CENTS).nullable();

export const SpendingLimitsSchema = z.object({
  daily_cents: LimitCents,
  weekly_cents: LimitCents,
  monthly_cents: LimitCents,
});
export type SpendingLimits = z.infer<typeof SpendingLimitsSchema>;

export const SpendingLimitsRequestSchema = SpendingLimitsSchema.strict();

export const SpendingLimitsResponseSchema = z.object({
  /**
   * The currency of the limits in force and of `spent`: the member's purchase currency, unless their limits
   * were set in another one (their country changed; see the service) and still apply.
   */
  currency: z.string().length(3),
  limits: SpendingLimitsSchema,
  /** The limits as they will be after a raise, in their currency, and when (null when nothing waits). */
  pending: SpendingLimitsSchema.extend({
    currency: z.string().length(3),
    effective_at: z.string(),
  }).nullable(),
  /** Spent (completed and still open purchases) in each rolling period, in `currency`. */
  spent: z.object({
    daily_cents: z.number().int(),
    weekly_cents: z.number().int(),
    monthly_cents: z.number().int(),
  }),
  /** Ask the member once whether to set a limit (large spending lately, no limit, not asked before). */
  ask: z.boolean(),
});
export type SpendingLimitsResponse = z.infer<typeof SpendingLimitsResponseSchema>;

export const SpendingSummaryResponseSchema = z.object({
  months: z.array(
    z.object({
      /** "2026-11" (UTC). */
      month: z.string().regex(/^\d{4}-\d{2}$/),
      currency: z.string().length(3),
      amount_cents: z.number().int(),
      purchases: z.number().int(),
    }),
  ),
});
export type SpendingSummaryResponse = z.infer<typeof SpendingSummaryResponseSchema>;
