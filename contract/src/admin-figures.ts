/**
 * The back office's figures (issue 15, item 9; decision 041): per site and UTC day over a chosen range, the
 * visits to landers, signups, activations, first purchases, revenue by method and country (per currency,
 * never added across currencies), messages per hour (members vs operators) and active members.
 */
import { z } from "zod";

/** The longest range one call may ask for, in days (both ends included). */
export const FIGURES_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "not a calendar date");

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const rangeFields = {
  site_id: z.coerce.number().int().min(1).max(2_147_483_647),
  from: isoDay,
  to: isoDay,
};

/** `from` ≤ `to`, at most FIGURES_MAX_DAYS days. */
function inRange<T extends { from: string; to: string }>(schema: z.ZodType<T>) {
  return schema
    .refine((q) => q.from <= q.to, { path: ["to"], message: "the range ends before it starts" })
    .refine((q) => q.from > q.to || daysInRange(q.from, q.to) <= FIGURES_MAX_DAYS, {
      path: ["to"],
      message: `at most ${FIGURES_MAX_DAYS} days`,
    });
}

/** GET /api/admin/figures: a site and a range of UTC days, `from` ≤ `to`, at most 366 days. */
export const FiguresQuerySchema = inRange(z.object(rangeFields));
export type FiguresQuery = z.infer<typeof FiguresQuerySchema>;

export const FIGURES_CSV_TABLES = ["days", "landers", "revenue", "hours"] as const;
export type FiguresCsvTable = (typeof FIGURES_CSV_TABLES)[number];
/** GET /api/admin/figures/csv: one of the figures' tables as text/csv. */
export const FiguresCsvQuerySchema = inRange(z.object({ ...rangeFields, table: z.enum(FIGURES_CSV_TABLES) }));

/** What is counted per day, and over the range. */
const counts = {
  lander_visits: z.number().int(),
  signups: z.number().int(),
  activations: z.number().int(),
  first_purchases: z.number().int(),
  active_members: z.number().int(),
  messages_members: z.number().int(),
  messages_operators: z.number().int(),
};

/** One UTC day of a site. */
export const FiguresDaySchema = z.object({ day: z.string(), ...counts });
export type FiguresDay = z.infer<typeof FiguresDaySchema>;

export const RevenueRowSchema = z.object({
  /** The payment method (by_method), the country (by_country) or "" (by_currency). */
  key: z.string(),
  currency: z.string(),
  payments: z.number().int(),
  amount_cents: z.number().int(),
});
export type RevenueRow = z.infer<typeof RevenueRowSchema>;

export const FiguresResponseSchema = z.object({
  site: z.object({ id: z.number().int(), name: z.string(), domain: z.string() }),
  from: z.string(),
  to: z.string(),
  /** The range's sums; active_members counts distinct members active on at least one day. */
  totals: z.object({
    ...counts,
    /** activations / signups and first purchases / signups; null without signups. */
    activation_rate: z.number().nullable(),
    conversion_rate: z.number().nullable(),
  }),
  /** Every day of the range, in order, zeros included. */
  days: z.array(FiguresDaySchema),
  /**
   * Per lander and A/B variant (issue 16): the visits and bounces of the range, and the members who signed
   * up from it in the range (users.tracking lander/variant) with how many of them are active and paid once.
   * `conversion_rate` is signups per visit; `median_seconds` the median stay of the bounces.
   */
  landers: z.array(
    z.object({
      lander: z.string(),
      variant: z.string(),
      visits: z.number().int(),
      bounces: z.number().int(),
      median_seconds: z.number().nullable(),
      signups: z.number().int(),
      activations: z.number().int(),
      first_purchases: z.number().int(),
      conversion_rate: z.number().nullable(),
    }),
  ),
  /** Paid payments completed in the range, per currency: amounts of two currencies are never added. */
  revenue: z.object({
    by_currency: z.array(RevenueRowSchema),
    by_method: z.array(RevenueRowSchema),
    by_country: z.array(RevenueRowSchema),
  }),
  /** Messages by UTC hour of the day (0–23) over the range. */
  hours: z.array(
    z.object({ hour: z.number().int(), members: z.number().int(), operators: z.number().int() }),
  ),
});
export type FiguresResponse = z.infer<typeof FiguresResponseSchema>;

/** GET /api/admin/figures/sites: the sites to choose from. */
export const FiguresSitesResponseSchema = z.object({
  sites: z.array(z.object({ id: z.number().int(), name: z.string(), domain: z.string() })),
});
