/** Dates and prices of the chat screens, in the interface language. */

/** The local calendar day of an ISO time, as "YYYY-M-D" (for day separators). */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

export function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}

/** A day separator's label: today, yesterday, or the date (with the year when it is not this year's). */
export function dayLabel(
  iso: string,
  language: string,
  words: { today: string; yesterday: string },
  now: Date = new Date(),
): string {
  const date = new Date(iso);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(iso) === dayKey(now.toISOString())) return words.today;
  if (dayKey(iso) === dayKey(yesterday.toISOString())) return words.yesterday;
  return new Intl.DateTimeFormat(language, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: date.getFullYear() === now.getFullYear() ? undefined : "numeric",
  }).format(date);
}

/** The list's time: the hour today, the day within a week, else the date. */
export function formatListTime(iso: string, language: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (dayKey(iso) === dayKey(now.toISOString())) return formatTime(iso, language);
  const days = (now.getTime() - date.getTime()) / 86_400_000;
  if (days < 6) return new Intl.DateTimeFormat(language, { weekday: "short" }).format(date);
  return new Intl.DateTimeFormat(language, {
    day: "numeric",
    month: "short",
    year: date.getFullYear() === now.getFullYear() ? undefined : "2-digit",
  }).format(date);
}

export function formatPrice(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: "currency", currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}
