/**
 * Spending limits (issue 17 item 5; contract/src/spending-limits.ts). The rules:
 *
 * - A PUT is compared period by period with the limits in force: a lower limit (or one where there was none)
 *   is in force at once; a higher one (or none where there was one) waits 24 hours as `pending`, while the
 *   period keeps its old limit. The raise restarts its 24 hours with each PUT (that is the cooling-off).
 * - A purchase is checked inside the transaction that records it, under the member's limits row lock: two
 *   purchases started together queue, and the second sees the first. Open payments count (they may still
 *   be paid), failed, cancelled and expired ones do not.
 * - Limits are in one currency (the member's purchase currency when set). Should the member's currency
 *   change, purchases in another currency are refused until they set their limits again — in the new
 *   currency, which counts as a raise (cooling-off), since amounts in two currencies cannot be compared.
 */
import {
  SPENDING_LIMIT_COOLING_OFF_HOURS,
  SPENDING_PERIOD_DAYS,
  SPENDING_PERIODS,
  type SpendingLimits,
  type SpendingLimitsResponse,
  type SpendingPeriod,
  type SpendingSummaryResponse,
} from "@amora/contract/spending-limits";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  dismissPrompt,
  lockLimits,
  type SpendingLimitsRow,
  selectLimits,
  selectMonthlySpending,
  selectPaidSince,
  selectSpentSince,
  upsertLimits,
} from "./spending-limits.queries.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * "Large spending in a short time", after which a member without limits is asked once whether to set one:
 * this many completed purchases within `LARGE_SPENDING_WINDOW_HOURS`, or at least the amount below in one
 * currency — about €100 (a week's top-ups for a heavy chatter) in each currency the product sells in.
 */
export const LARGE_SPENDING_PURCHASES = 3;
export const LARGE_SPENDING_WINDOW_HOURS = 24;
export const LARGE_SPENDING_CENTS: Record<string, number> = {
  EUR: 10_000,
  USD: 11_000,
  GBP: 9_000,
  CAD: 15_000,
  AUD: 16_000,
  NZD: 17_000,
  CHF: 10_000,
  PLN: 43_000,
  DKK: 75_000,
  NOK: 110_000,
  SEK: 110_000,
};

const NO_PENDING = {
  pendingCurrency: null,
  pendingDailyCents: null,
  pendingWeeklyCents: null,
  pendingMonthlyCents: null,
  pendingEffectiveAt: null,
};

function limitsOf(row: SpendingLimitsRow | undefined): SpendingLimits {
  return {
    daily_cents: row?.dailyCents ?? null,
    weekly_cents: row?.weeklyCents ?? null,
    monthly_cents: row?.monthlyCents ?? null,
  };
}

/** The row as it stands at `now`: a raise whose cooling-off has passed is in force. */
function inForce(row: SpendingLimitsRow | undefined, now: Date): SpendingLimitsRow | undefined {
  if (!row?.pendingEffectiveAt || row.pendingEffectiveAt > now) return row;
  return {
    ...row,
    currency: row.pendingCurrency ?? row.currency,
    dailyCents: row.pendingDailyCents,
    weeklyCents: row.pendingWeeklyCents,
    monthlyCents: row.pendingMonthlyCents,
    ...NO_PENDING,
  };
}

/** Whether `next` is no looser than `current` (null is no limit, the loosest). */
function noLooser(next: number | null, current: number | null): boolean {
  return next !== null && (current === null || next <= current);
}

function periodStarts(now: Date): Date[] {
  return SPENDING_PERIODS.map((period) => new Date(now.getTime() - SPENDING_PERIOD_DAYS[period] * DAY_MS));
}

async function spentIn(db: Db, userId: number, currency: string, now: Date) {
  const [daily = 0, weekly = 0, monthly = 0] = await selectSpentSince(
    db,
    userId,
    currency,
    periodStarts(now),
  );
  return { daily_cents: daily, weekly_cents: weekly, monthly_cents: monthly };
}

function hasLimit(limits: SpendingLimits): boolean {
  return SPENDING_PERIODS.some((period) => limits[`${period}_cents`] !== null);
}

/** Whether the member spent a lot lately: the trigger of the one-time question. */
async function spentALot(db: Db, userId: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LARGE_SPENDING_WINDOW_HOURS * HOUR_MS);
  const paid = await selectPaidSince(db, userId, since);
  const purchases = paid.reduce((total, row) => total + row.purchases, 0);
  return (
    purchases >= LARGE_SPENDING_PURCHASES ||
    paid.some((row) => row.cents >= (LARGE_SPENDING_CENTS[row.currency] ?? Number.POSITIVE_INFINITY))
  );
}

/** The member's limits, a waiting raise, what they spent, and whether to ask them to set a limit. */
export async function spendingLimitsOf(
  db: Db,
  userId: number,
  currency: string,
  now = new Date(),
): Promise<SpendingLimitsResponse> {
  const row = inForce(await selectLimits(db, userId), now);
  const limits = limitsOf(row);
  const pending = row?.pendingEffectiveAt
    ? {
        daily_cents: row.pendingDailyCents,
        weekly_cents: row.pendingWeeklyCents,
        monthly_cents: row.pendingMonthlyCents,
        currency: row.pendingCurrency ?? row.currency,
        effective_at: row.pendingEffectiveAt.toISOString(),
      }
    : null;
  // Limits in force are in their own currency; without any, amounts are in the member's purchase currency.
  const shownCurrency = row && hasLimit(limits) ? row.currency : currency;
  const unlimited = !hasLimit(limits) && !(pending && hasLimit(pending));
  return {
    currency: shownCurrency,
    limits,
    pending,
    spent: await spentIn(db, userId, shownCurrency, now),
    ask: unlimited && !row?.promptDismissedAt && (await spentALot(db, userId, now)),
  };
}

/** Applies the member's new limits: lowering at once, raising after the cooling-off (see the file's head). */
export async function setSpendingLimits(
  db: Db,
  userId: number,
  currency: string,
  wanted: SpendingLimits,
  now = new Date(),
): Promise<SpendingLimitsResponse> {
  await db.transaction(async (tx) => {
    const current = inForce(await lockLimits(tx, userId), now);
    // Limits of another currency cannot be compared with these: the new ones are all a raise.
    const sameCurrency = !current || !hasLimit(limitsOf(current)) || current.currency === currency;
    const next = { ...limitsOf(current) };
    let raised = !sameCurrency;
    for (const period of SPENDING_PERIODS) {
      const key = `${period}_cents` as const;
      const value = wanted[key];
      if (sameCurrency && noLooser(value, next[key])) next[key] = value;
      else if (value !== next[key]) raised = true;
    }
    await upsertLimits(tx, userId, {
      currency: sameCurrency ? currency : (current?.currency ?? currency),
      dailyCents: next.daily_cents,
      weeklyCents: next.weekly_cents,
      monthlyCents: next.monthly_cents,
      // Answering the question by setting limits is answering it.
      promptDismissedAt: current?.promptDismissedAt ?? now,
      updatedAt: now,
      ...(raised
        ? {
            pendingCurrency: currency,
            pendingDailyCents: wanted.daily_cents,
            pendingWeeklyCents: wanted.weekly_cents,
            pendingMonthlyCents: wanted.monthly_cents,
            pendingEffectiveAt: new Date(now.getTime() + SPENDING_LIMIT_COOLING_OFF_HOURS * HOUR_MS),
          }
        : NO_PENDING),
    });
  });
  return spendingLimitsOf(db, userId, currency, now);
}

export async function dismissLimitPrompt(db: Db, userId: number, currency: string, now = new Date()) {
  await dismissPrompt(db, userId, currency, now);
}

function refused(period: SpendingPeriod, limit: number, spent: number, currency: string): AppError {
  return new AppError(
    409,
    "SPENDING_LIMIT_REACHED",
    `This purchase would go over your ${period} spending limit.`,
    {
      params: { period, limit_cents: limit, remaining_cents: Math.max(0, limit - spent), currency },
    },
  );
}

/**
 * Refuses a purchase that would take the member over a limit; call inside the transaction that records the
 * payment (`tx`), before the provider is asked. Takes the member's limits row lock until that commits.
 */
export async function assertWithinSpendingLimits(
  tx: Db,
  userId: number,
  amount: { cents: number; currency: string },
  now = new Date(),
): Promise<void> {
  const row = inForce(await lockLimits(tx, userId), now);
  const limits = limitsOf(row);
  if (!row || !hasLimit(limits)) return;
  if (row.currency !== amount.currency) {
    throw new AppError(409, "SPENDING_LIMIT_CURRENCY", "Your spending limits are in another currency.", {
      params: { currency: row.currency },
    });
  }
  const spent = await spentIn(tx, userId, row.currency, now);
  for (const period of SPENDING_PERIODS) {
    const limit = limits[`${period}_cents`];
    const already = spent[`${period}_cents`];
    if (limit !== null && already + amount.cents > limit) throw refused(period, limit, already, row.currency);
  }
}

/** Completed purchases per month, the last 12 calendar months (UTC) including this one. */
export async function spendingSummary(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<SpendingSummaryResponse> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const rows = await selectMonthlySpending(db, userId, since);
  return {
    months: rows.map((row) => ({
      month: row.month,
      currency: row.currency,
      amount_cents: row.cents,
      purchases: row.purchases,
    })),
  };
}

/** One currency's completed purchases in a month. */
export interface MonthTotal {
  currency: string;
  amount_cents: number;
  purchases: number;
  credits: number;
}

/** A month's spending (the monthly summary mail), from the same figures as the transactions page. */
export interface MonthReport {
  /** `2026-10`. */
  month: string;
  totals: MonthTotal[];
  /** The month before, for the comparison. */
  previous: MonthTotal[];
  /** The limits in force when the report is made, with their currency; null when none is set. */
  limits: (SpendingLimits & { currency: string }) | null;
}

/** The first instant (UTC) of the month `offset` months after `month` (`2026-10`). */
export function monthStart(month: string, offset = 0): Date {
  const [year = 0, number = 1] = month.split("-").map(Number);
  return new Date(Date.UTC(year, number - 1 + offset, 1));
}

/** The members who completed a purchase in [from, to), as a subquery for other features' set-based SQL. */
export { buyersIn } from "./spending-limits.queries.ts";

/** The member's spending in `month` and the month before, and their limits in force at `now`. */
export async function monthReport(
  db: Db,
  userId: number,
  month: string,
  now = new Date(),
): Promise<MonthReport> {
  const previousMonth = monthStart(month, -1).toISOString().slice(0, 7);
  const rows = await selectMonthlySpending(db, userId, monthStart(month, -1));
  const totalsOf = (wanted: string) =>
    rows
      .filter((row) => row.month === wanted)
      .map((row) => ({
        currency: row.currency,
        amount_cents: row.cents,
        purchases: row.purchases,
        credits: row.credits,
      }));
  const row = inForce(await selectLimits(db, userId), now);
  const limits = limitsOf(row);
  return {
    month,
    totals: totalsOf(month),
    previous: totalsOf(previousMonth),
    limits: row && hasLimit(limits) ? { ...limits, currency: row.currency } : null,
  };
}
