/**
 * One table of good and bad field values, fed to the server (through its real endpoints) and to the web's
 * form schemas by the field-rules tests, which expect the same verdict from both. `issue` is the rule's code
 * (null: the value passes); `shape` marks values the request's shape already refuses (a wrong type, a
 * size no field takes, an empty required field), where the server answers the schema's code and the form
 * its rule's.
 */
import { type CalendarDay, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "./field-rules.ts";

export type RuledField =
  | "email"
  | "name"
  | "password"
  | "date_of_birth"
  | "city"
  | "iban"
  | "phone"
  | "message";

export interface FieldCase {
  field: RuledField;
  value: unknown;
  issue: string | null;
  shape?: true;
  /**
   * The form's own code where its text says more than the server's: what to fill in for an empty field,
   * the limit for a long name, "iban_checksum" for a typo (only the server knows the banks).
   */
  webIssue?: string;
  /** What the case is about, for the test's name. */
  about: string;
}

/** The site's minimum age the table assumes (the seeded default site's). */
export const TABLE_MIN_AGE = 18;
/** The message length the table assumes: the server test sets it on the site, the web test passes it. */
export const TABLE_MESSAGE_LENGTH = 200;
/** Phone numbers without a calling code are read as national numbers of the member's country: this one. */
export const TABLE_PHONE_COUNTRY = "NL";

/** The ISO date of the day someone turned `age` today; `dayAfter` makes them one year younger. */
function bornYearsAgo(today: CalendarDay, age: number, dayAfter = false): string {
  const date = new Date(Date.UTC(today.year - age, today.month - 1, today.day + (dayAfter ? 1 : 0)));
  return date.toISOString().slice(0, 10);
}

const email = (value: unknown, issue: string | null, about: string, shape?: true): FieldCase => ({
  field: "email",
  value,
  issue,
  about,
  ...(shape && { shape }),
});

/** An IBAN the server refuses and the form calls a typo. */
const iban = (value: string, about: string): FieldCase => ({
  field: "iban",
  value,
  issue: "iban_invalid",
  webIssue: "iban_checksum",
  about,
});

/** The cases on a given day (the ages count from it). */
export function fieldCases(today: CalendarDay): FieldCase[] {
  const age = (years: number, issue: string | null, about: string, dayAfter = false): FieldCase => ({
    field: "date_of_birth",
    value: bornYearsAgo(today, years, dayAfter),
    issue,
    about,
  });
  const cases: FieldCase[] = [
    email("anna@example.com", null, "a plain address"),
    email("a.b-c+tag@mail.example.co.uk", null, "dots, a tag and a long domain"),
    email("  spaced@example.com  ", null, "spaces around it"),
    email("a@b..c", "email_invalid", "two dots in a row in the domain"),
    email("a@.b.c", "email_invalid", "a domain starting with a dot"),
    email("a@b", "email_invalid", "a domain without a dot"),
    email("no-at.example.com", "email_invalid", "no @"),
    email("two@@example.com", "email_invalid", "two @"),
    email("a b@example.com", "email_invalid", "a space inside"),
    { ...email("", "email_invalid", "empty"), webIssue: "email_required" },
    email(`${"a".repeat(250)}@b.co`, "email_invalid", "longer than 254", true),
    email(`${"a".repeat(10_000)}@b.co`, "email_invalid", "huge", true),
    email(42, "email_invalid", "a number", true),
    email(null, "email_invalid", "null", true),

    { field: "name", value: "Anna", issue: null, about: "a plain name" },
    { field: "name", value: "Zoë", issue: null, about: "a letter with a diacritic" },
    { field: "name", value: "李小龙", issue: null, about: "another script" },
    { field: "name", value: "jean-luc_2.0", issue: null, about: "digits and . _ -" },
    { field: "name", value: "Al", issue: null, about: "two letters" },
    { field: "name", value: "a".repeat(NAME_MAX_LENGTH), issue: null, about: "the longest name" },
    { field: "name", value: "A", issue: "username_invalid", about: "one letter" },
    { field: "name", value: "<b>hi</b>", issue: "username_invalid", about: "markup" },
    { field: "name", value: "Anna 😀", issue: "username_invalid", about: "an emoji" },
    { field: "name", value: "@anna", issue: "username_starts_with_at", about: "starting with @" },
    { field: "name", value: "", issue: "required", webIssue: "username_required", about: "empty" },
    {
      field: "name",
      value: "a".repeat(NAME_MAX_LENGTH + 1),
      issue: "username_invalid",
      webIssue: "username_too_long",
      about: "one letter too long",
    },
    {
      field: "name",
      value: "a".repeat(5_000),
      issue: "username_invalid",
      webIssue: "username_too_long",
      about: "huge",
      shape: true,
    },
    { field: "name", value: ["Anna"], issue: "required", about: "a list", shape: true },

    { field: "password", value: "12345678", issue: null, about: "eight characters" },
    {
      field: "password",
      value: "p".repeat(PASSWORD_MAX_LENGTH),
      issue: null,
      about: "the longest password",
    },
    { field: "password", value: "1234567", issue: "password_too_short", about: "seven characters" },
    {
      field: "password",
      value: "",
      issue: "password_too_short",
      webIssue: "password_required",
      about: "empty",
    },
    {
      field: "password",
      value: "p".repeat(PASSWORD_MAX_LENGTH + 1),
      issue: "password_too_long",
      about: "one character too long",
    },
    {
      field: "password",
      value: "p".repeat(100_000),
      issue: "password_too_long",
      about: "huge",
      shape: true,
    },
    { field: "password", value: 12345678, issue: "password_too_short", about: "a number", shape: true },

    age(TABLE_MIN_AGE, null, "the minimum age today"),
    age(TABLE_MIN_AGE, "too_young", "the minimum age tomorrow", true),
    age(30, null, "thirty"),
    age(100, null, "a hundred"),
    age(101, null, "a hundred and one"),
    age(119, null, "a hundred and nineteen"),
    age(120, null, "the oldest age"),
    age(121, "date_of_birth_invalid", "older than anyone signing up"),
    { field: "date_of_birth", value: "1992-02-29", issue: null, about: "29 February of a leap year" },
    { field: "date_of_birth", value: "1991-02-29", issue: "date_of_birth_invalid", about: "no such day" },
    { field: "date_of_birth", value: "15/06/1990", issue: "date_of_birth_invalid", about: "not ISO" },
    { field: "date_of_birth", value: "", issue: "date_of_birth_required", about: "empty" },
    {
      field: "date_of_birth",
      value: `${today.year + 1}-01-01`,
      issue: "date_of_birth_invalid",
      about: "in the future",
    },
    {
      field: "date_of_birth",
      value: "1".repeat(1_000),
      issue: "date_of_birth_invalid",
      about: "huge",
      shape: true,
    },
    {
      field: "date_of_birth",
      value: 19900615,
      issue: "date_of_birth_invalid",
      about: "a number",
      shape: true,
    },

    { field: "city", value: "Amsterdam", issue: null, about: "a town" },
    { field: "city", value: "Saint-Étienne", issue: null, about: "a town with a hyphen and an accent" },
    { field: "city", value: "<b>Paris</b>", issue: "city_invalid", about: "markup" },
    { field: "city", value: "", issue: "required", webIssue: "city_invalid", about: "empty" },
    { field: "city", value: "x".repeat(5_000), issue: "city_invalid", about: "huge", shape: true },

    { field: "iban", value: "NL91ABNA0417164300", issue: null, about: "a Dutch IBAN" },
    { field: "iban", value: "nl91 abna 0417 1643 00", issue: null, about: "lower case in groups" },
    { field: "iban", value: "DE89 3704 0044 0532 0130 00", issue: null, about: "a German IBAN" },
    iban("NL91ABNA0417164301", "a wrong check digit"),
    iban("NL91ABNA04171643", "too short"),
    iban("hello", "not an IBAN"),
    { field: "iban", value: "", issue: "required", about: "empty", shape: true },
    { ...iban("NL".repeat(5_000), "huge"), shape: true },

    { field: "phone", value: "06 12 34 56 78", issue: null, about: "a Dutch mobile, as typed at home" },
    { field: "phone", value: "+31 6-1234 5678", issue: null, about: "a Dutch mobile, international" },
    { field: "phone", value: "0031 6 12345678", issue: null, about: "with the 00 prefix" },
    { field: "phone", value: "+32 470 12 34 56", issue: null, about: "a Belgian mobile" },
    { field: "phone", value: "+33 6 12 34 56 78", issue: null, about: "a French mobile" },
    { field: "phone", value: "+1 (415) 555-2671", issue: null, about: "a North American number" },
    { field: "phone", value: "020 123 4567", issue: "phone_invalid", about: "a Dutch fixed line" },
    { field: "phone", value: "+32 2 123 45 67", issue: "phone_invalid", about: "a Brussels fixed line" },
    { field: "phone", value: "+33 1 23 45 67 89", issue: "phone_invalid", about: "a Paris fixed line" },
    { field: "phone", value: "+39 06 1234 5678", issue: "phone_invalid", about: "a Rome fixed line" },
    { field: "phone", value: "06 1234", issue: "phone_invalid", about: "too short" },
    { field: "phone", value: "+55 11 91234 5678", issue: "phone_invalid", about: "an unserved country" },
    { field: "phone", value: "06 12 34 56 7a", issue: "phone_invalid", about: "a letter" },
    { field: "phone", value: "", issue: "required", about: "empty", shape: true },
    { field: "phone", value: "6".repeat(5_000), issue: "phone_invalid", about: "huge", shape: true },

    { field: "message", value: "Hello!", issue: null, about: "a short message" },
    { field: "message", value: "x".repeat(TABLE_MESSAGE_LENGTH), issue: null, about: "at the limit" },
    {
      field: "message",
      value: `  ${"x".repeat(TABLE_MESSAGE_LENGTH)}  `,
      issue: null,
      about: "at the limit with spaces around",
    },
    {
      field: "message",
      value: "😀".repeat(TABLE_MESSAGE_LENGTH),
      issue: null,
      about: "emoji at the limit, each one character",
    },
    {
      field: "message",
      value: "x".repeat(TABLE_MESSAGE_LENGTH + 1),
      issue: "MESSAGE_TOO_LONG",
      about: "one over the limit",
    },
    { field: "message", value: "   ", issue: "required", about: "spaces only" },
    {
      field: "message",
      value: "x".repeat(20_000),
      issue: "MESSAGE_TOO_LONG",
      about: "huge",
      shape: true,
    },
  ];
  return cases;
}
