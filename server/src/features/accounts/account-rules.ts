/**
 * The field rules of spec §5 for signup and settings, answered as issue codes the web app shows as the spec's
 * texts. The rules themselves are the contract's (field-rules.ts), which the web forms check with too; what
 * stays here needs the server: today's date in UTC and the regions of a country.
 */
import type { Country } from "@amora/contract/countries";
import {
  ageOn as ageOnDay,
  type CalendarDay,
  cityIssue,
  dateOfBirthIssue as dateOfBirthIssueOn,
  type FieldIssue,
  utcDay,
} from "@amora/contract/field-rules";
import { isRegionOf } from "../../lib/regions.ts";

export { emailIssue, nameIssue, normaliseEmail, passwordIssue } from "@amora/contract/field-rules";

/** Whole years between a birth date and today, in UTC. */
export function ageOn(birth: CalendarDay, today: Date): number {
  return ageOnDay(birth, utcDay(today));
}

export function dateOfBirthIssue(value: string, minAge: number, today = new Date()): FieldIssue | null {
  return dateOfBirthIssueOn(value, minAge, utcDay(today));
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
  const city = cityIssue(location.city);
  if (city) issues.push({ field: "city", code: city });
  return issues;
}
