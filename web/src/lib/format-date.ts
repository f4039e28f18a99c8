/**
 * The one place dates and times are formatted, in the reader's format locale (useFormatLocale, formatLocale
 * in contract/locales.ts): English shows "22:42" and "15 Mar 2024", not the US "10:42 PM"; spec §1's
 * default date locale, nl, applies where no interface language is known.
 */
import { DEFAULT_DATE_LOCALE } from "@amora/contract/locales";

const DEFAULT_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: "medium" };
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = DEFAULT_OPTIONS,
  locale: string = DEFAULT_DATE_LOCALE,
): string {
  return new Intl.DateTimeFormat(locale, options).format(toDate(value));
}

/** The hour and minute, as the locale writes them ("22:42" in en-GB, "10:42 PM" only in en-US). */
export function formatTime(value: Date | string | number, locale: string = DEFAULT_DATE_LOCALE): string {
  return formatDate(value, TIME_OPTIONS, locale);
}
