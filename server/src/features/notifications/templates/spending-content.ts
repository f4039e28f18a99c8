/**
 * The monthly spending summary's own parts, in the member's language: each currency's total, the purchases
 * and credits, the month against the one before, and the limits in force or the invitation to set one.
 * Prices and months go through Intl in the member's format locale (formatLocale); a sum in two currencies
 * is never made.
 */
import type { SupportedLocale } from "@amora/contract/locales";
import { SPENDING_PERIODS } from "@amora/contract/spending-limits";
import { textFiller } from "../../../lib/mail/templates/fill.ts";
import {
  type MonthReport,
  type MonthTotal,
  monthStart,
} from "../../spending-limits/spending-limits.service.ts";
import type { SpendingTexts } from "./notification-texts.ts";

/** The settings section where limits are set (web spending-limits LIMITS_SECTION_ID), on the mail's origin. */
const LIMITS_PATH = "/notifications#settings-limits";

/** A sentence after the figures, maybe ending with a link. */
export interface Note {
  text: string;
  link: { label: string; url: string } | null;
}

const sum = (totals: MonthTotal[], key: "purchases" | "credits") =>
  totals.reduce((total, row) => total + row[key], 0);

function formats(locale: string) {
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  const month = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  return {
    price: (cents: number, currency: string) =>
      new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100),
    list: (parts: string[]) => list.format(parts),
    month: (key: string, offset = 0) => month.format(monthStart(key, offset)),
  };
}

/** The sentence for one currency: a currency new this month has no previous amount worth naming. */
function compared(texts: SpendingTexts["compare"], paidBefore: boolean, spent: number, previous: number) {
  if (!paidBefore) return texts.fromNothing;
  if (spent === previous) return texts.same;
  return spent > previous ? texts.more : texts.less;
}

/** The numbers the kind's plural texts count by. */
export function spendingNumbers(report: MonthReport): Record<string, number> {
  return { purchases: sum(report.totals, "purchases"), credits: sum(report.totals, "credits") };
}

/** The placeholders of the kind's subject, heading, paragraphs and push: {month} and {total}. */
export function spendingValues(report: MonthReport, locale: string): Record<string, string> {
  const format = formats(locale);
  return {
    month: format.month(report.month),
    total: format.list(report.totals.map((row) => format.price(row.amount_cents, row.currency))),
  };
}

/** The figures: each currency's total, then the purchases and the credits bought. */
export function spendingStats(
  report: MonthReport,
  locale: string,
  texts: SpendingTexts,
  say: (text: SpendingTexts["purchases"]) => string,
) {
  const format = formats(locale);
  const number = new Intl.NumberFormat(locale);
  const numbers = spendingNumbers(report);
  return [
    ...report.totals.map((row) => ({
      value: format.price(row.amount_cents, row.currency),
      label: texts.spent,
    })),
    { value: number.format(numbers.purchases ?? 0), label: say(texts.purchases) },
    { value: number.format(numbers.credits ?? 0), label: say(texts.credits) },
  ];
}

/** The comparison with the month before (one sentence per currency), then the limits' sentence and link. */
export function spendingNotes(
  report: MonthReport,
  { language, locale }: { language: SupportedLocale; locale: string },
  texts: SpendingTexts,
  link: string,
): Note[] {
  const format = formats(locale);
  const fill = textFiller(language, { previousMonth: format.month(report.month, -1) });
  const amounts = (totals: MonthTotal[]) => new Map(totals.map((row) => [row.currency, row.amount_cents]));
  const now = amounts(report.totals);
  const before = amounts(report.previous);
  const comparison =
    before.size === 0
      ? [fill(texts.compare.none)]
      : [...new Set([...now.keys(), ...before.keys()])].map((currency) => {
          const spent = now.get(currency) ?? 0;
          const previous = before.get(currency) ?? 0;
          return fill(compared(texts.compare, before.has(currency), spent, previous), {
            difference: format.price(Math.abs(spent - previous), currency),
            previous: format.price(previous, currency),
          });
        });
  const url = new URL(LIMITS_PATH, link).toString();
  const { limits } = report;
  const limitsNote: Note = limits
    ? {
        text: fill(texts.limits, {
          limits: format.list(
            SPENDING_PERIODS.flatMap((period) => {
              const cents = limits[`${period}_cents`];
              return cents === null
                ? []
                : [fill(texts.periods[period], { amount: format.price(cents, limits.currency) })];
            }),
          ),
        }),
        link: { label: fill(texts.limitsLink), url },
      }
    : { text: fill(texts.noLimits), link: { label: fill(texts.noLimitsLink), url } };
  return [...comparison.map((text) => ({ text, link: null })), limitsNote];
}
