/** The date of birth of the signup form: day, month and year pickers checked against the site's minimum age (spec §5). */

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export type DateOfBirthIssue = "date_of_birth_required" | "date_of_birth_invalid" | "too_young";

/** Nobody signing up is older than this; an earlier year is a typing mistake. */
const MAX_AGE = 100;

/** The ISO date of the parts, or null when they do not name a real day (31 February). */
export function toIsoDate({ day, month, year }: DateParts): string | null {
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  if (!Number.isInteger(d) || !Number.isInteger(m) || !Number.isInteger(y)) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** Age in whole years on `today` (a local calendar day). */
export function ageOn(isoDate: string, today: Date): number {
  const [y = 0, m = 0, d = 0] = isoDate.split("-").map(Number);
  const hadBirthday = today.getMonth() + 1 > m || (today.getMonth() + 1 === m && today.getDate() >= d);
  return today.getFullYear() - y - (hadBirthday ? 0 : 1);
}

export function checkDateOfBirth(parts: DateParts, minAge: number, today: Date): DateOfBirthIssue | null {
  if (!parts.day || !parts.month || !parts.year) return "date_of_birth_required";
  const iso = toIsoDate(parts);
  if (iso === null) return "date_of_birth_invalid";
  const age = ageOn(iso, today);
  if (age > MAX_AGE || age < 0) return "date_of_birth_invalid";
  if (age < minAge) return "too_young";
  return null;
}

/** The years the year picker offers: from the youngest allowed down to MAX_AGE years ago. */
export function birthYears(minAge: number, today: Date): number[] {
  const newest = today.getFullYear() - minAge;
  return Array.from({ length: MAX_AGE - minAge + 1 }, (_, index) => newest - index);
}
