/** Dates of the chat screens, in the date locale (lib/format-date.ts). */
import { formatTime as formatClockTime, formatDate } from "../../lib/format-date.ts";

/** The local calendar day of an ISO time, as "YYYY-M-D" (for day separators). */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** `locale` here and below is the format locale (useFormatLocale), not the bare interface language. */
export function formatTime(iso: string, locale: string): string {
  return formatClockTime(iso, locale);
}

/** A day separator's label: today, yesterday, or the date (with the year when it is not this year's). */
export function dayLabel(
  iso: string,
  locale: string,
  words: { today: string; yesterday: string },
  now: Date = new Date(),
): string {
  const date = new Date(iso);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(iso) === dayKey(now.toISOString())) return words.today;
  if (dayKey(iso) === dayKey(yesterday.toISOString())) return words.yesterday;
  return formatDate(
    date,
    {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: date.getFullYear() === now.getFullYear() ? undefined : "numeric",
    },
    locale,
  );
}

/** The list's time: the hour today, the day within a week, else the date. */
export function formatListTime(iso: string, locale: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (dayKey(iso) === dayKey(now.toISOString())) return formatTime(iso, locale);
  const days = (now.getTime() - date.getTime()) / 86_400_000;
  if (days < 6) return formatDate(date, { weekday: "short" }, locale);
  return formatDate(
    date,
    {
      day: "numeric",
      month: "short",
      year: date.getFullYear() === now.getFullYear() ? undefined : "2-digit",
    },
    locale,
  );
}
