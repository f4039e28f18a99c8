/** The field rules of spec §5 for signup and settings, answered as issue codes the web app shows as the spec's texts. */
import {
  EMAIL_MAX_LENGTH,
  type FieldIssue,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@amora/contract/accounts";
import type { Country } from "@amora/contract/countries";
import { isRegionOf } from "../../lib/regions.ts";

/** Deliberately plain: one @, a dot in the domain, no spaces; the activation mail proves the rest. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** Letters of any script, digits, spaces and . _ - ; a name is shown to others, so no control or markup. */
const NAME = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} ._-]*$/u;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const OLDEST_AGE = 120;

export function normaliseEmail(email: string): string {
  return email.normalize("NFC").trim();
}

export function emailIssue(email: string): FieldIssue | null {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email) ? null : "email_invalid";
}

export function nameIssue(name: string, email: string): FieldIssue | null {
  if (name.length === 0) return "required";
  if (name.toLowerCase() === email.toLowerCase()) return "username_is_email";
  if (name.startsWith("@")) return "username_starts_with_at";
  if (name.length < 2 || name.length > NAME_MAX_LENGTH || !NAME.test(name)) return "username_invalid";
  return null;
}

export function passwordIssue(password: string): FieldIssue | null {
  if (password.length < PASSWORD_MIN_LENGTH) return "password_too_short";
  if (password.length > PASSWORD_MAX_LENGTH) return "password_too_long";
  return null;
}

/** Whole years between a birth date and today, in UTC. */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const years = today.getUTCFullYear() - birth.year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < birth.month ||
    (today.getUTCMonth() + 1 === birth.month && today.getUTCDate() < birth.day);
  return beforeBirthday ? years - 1 : years;
}

export function dateOfBirthIssue(value: string, minAge: number, today = new Date()): FieldIssue | null {
  if (value.trim() === "") return "date_of_birth_required";
  const match = ISO_DATE.exec(value.trim());
  if (!match) return "date_of_birth_invalid";
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return "date_of_birth_invalid";
  }
  const age = ageOn({ year, month, day }, today);
  if (age < 0 || age > OLDEST_AGE) return "date_of_birth_invalid";
  return age < minAge ? "too_young" : null;
}

export function locationIssues(
  location: { country: Country; region: string; city: string },
  servedCountries: readonly string[],
): { field: string; code: FieldIssue }[] {
  const issues: { field: string; code: FieldIssue }[] = [];
  if (!servedCountries.includes(location.country))
    issues.push({ field: "country", code: "country_not_served" });
  else if (!isRegionOf(location.country, location.region))
    issues.push({ field: "region", code: "region_invalid" });
  if (location.city.length === 0) issues.push({ field: "city", code: "required" });
  else if (!NAME.test(location.city)) issues.push({ field: "city", code: "city_invalid" });
  return issues;
}
