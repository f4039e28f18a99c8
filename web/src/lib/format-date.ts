/** Date formatting with the product's default date locale (spec §1: nl) unless a locale is given. */
import { DEFAULT_DATE_LOCALE } from "@amora/contract/locales";

const DEFAULT_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: "medium" };

export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = DEFAULT_OPTIONS,
  locale: string = DEFAULT_DATE_LOCALE,
): string {
  return new Intl.DateTimeFormat(locale, options).format(value instanceof Date ? value : new Date(value));
}
