/**
 * The date of birth of the signup form: day, month and year pickers, checked by the contract's rule (a real
 * day, at most OLDEST_AGE years ago, the site's minimum age) on the member's own calendar day.
 */
import {
  ageOn as ageOnDay,
  type DateOfBirthIssue,
  dateOfBirthIssue,
  localDay,
  OLDEST_AGE,
  parseIsoDate,
} from "@amora/contract/field-rules";

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** The ISO date of the parts, or null when they do not name a real day (31 February). */
export function toIsoDate({ day, month, year }: DateParts): string | null {
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  if (!Number.isInteger(d) || !Number.isInteger(m) || !Number.isInteger(y)) return null;
  const iso = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  return parseIsoDate(iso) ? iso : null;
}

/** Age in whole years on `today` (a local calendar day). */
export function ageOn(isoDate: string, today: Date): number {
  const [year = 0, month = 0, day = 0] = isoDate.split("-").map(Number);
  return ageOnDay({ year, month, day }, localDay(today));
}

export function checkDateOfBirth(parts: DateParts, minAge: number, today: Date): DateOfBirthIssue | null {
  if (!parts.day || !parts.month || !parts.year) return "date_of_birth_required";
  const iso = toIsoDate(parts);
  if (iso === null) return "date_of_birth_invalid";
  return dateOfBirthIssue(iso, minAge, localDay(today));
}

/** The years the year picker offers: from the youngest allowed down to the oldest age the rule accepts. */
export function birthYears(minAge: number, today: Date): number[] {
  const newest = today.getFullYear() - minAge;
  return Array.from({ length: OLDEST_AGE - minAge + 1 }, (_, index) => newest - index);
}
