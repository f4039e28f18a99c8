/**
 * Every field rule of spec §5 in one place, for both sides: the server answers a rule's code as a
 * VALIDATION_FAILED issue, and the web forms show the spec's text for the same code before anything is sent.
 * Each rule is a pure function answering an issue code or null; the zod schemas below wrap those functions,
 * with the code as the issue's message, so a form resolver and the server cannot disagree.
 */
import { z } from "zod";
import {
  CITY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  type FieldIssue,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  OLDEST_AGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./field-limits.ts";

// The codes and limits are their own module, so a bundle that needs only them (the account schemas the web
// app loads first) does not carry the rules' schemas too.
export * from "./field-limits.ts";

/** Deliberately plain: one @, a dot in the domain, no spaces; the activation mail proves the rest. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** Letters of any script, digits, spaces and . _ - ; a name is shown to others, so no control or markup. */
const NAME = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} ._-]*$/u;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The form an address is compared and stored in. */
export function normaliseEmail(email: string): string {
  return email.normalize("NFC").trim();
}

export function emailIssue(email: string): FieldIssue | null {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email) ? null : "email_invalid";
}

/** Spec §5: the username may not be the e-mail address nor start with @; others see it, so letters only. */
export function nameIssue(name: string, email: string): FieldIssue | null {
  if (name.length === 0) return "required";
  if (name.toLowerCase() === email.toLowerCase()) return "username_is_email";
  if (name.startsWith("@")) return "username_starts_with_at";
  if (name.length < NAME_MIN_LENGTH || name.length > NAME_MAX_LENGTH || !NAME.test(name)) {
    return "username_invalid";
  }
  return null;
}

export function passwordIssue(password: string): FieldIssue | null {
  if (password.length < PASSWORD_MIN_LENGTH) return "password_too_short";
  if (password.length > PASSWORD_MAX_LENGTH) return "password_too_long";
  return null;
}

/** The town a member lives in: named like a username (letters, digits, spaces and . _ -). */
export function cityIssue(city: string): FieldIssue | null {
  if (city.length === 0) return "required";
  return city.length <= CITY_MAX_LENGTH && NAME.test(city) ? null : "city_invalid";
}

/** A day of the calendar, without a time zone: the server counts in UTC, the web in the member's own. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export function utcDay(date: Date): CalendarDay {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function localDay(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Whole years between a birth date and a day. */
export function ageOn(birth: CalendarDay, today: CalendarDay): number {
  const years = today.year - birth.year;
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return beforeBirthday ? years - 1 : years;
}

/** The day of an ISO date ("1990-04-03"), or null when it names no real day (31 February). */
export function parseIsoDate(value: string): CalendarDay | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

export type DateOfBirthIssue = Extract<
  FieldIssue,
  "date_of_birth_required" | "date_of_birth_invalid" | "too_young"
>;

/** Required, a real day, at most OLDEST_AGE years ago and at least the site's minimum age. */
export function dateOfBirthIssue(value: string, minAge: number, today: CalendarDay): DateOfBirthIssue | null {
  if (value.trim() === "") return "date_of_birth_required";
  const birth = parseIsoDate(value);
  if (!birth) return "date_of_birth_invalid";
  const age = ageOn(birth, today);
  if (age < 0 || age > OLDEST_AGE) return "date_of_birth_invalid";
  return age < minAge ? "too_young" : null;
}

/** A rule as a zod string schema: the rule's code becomes the issue's message. */
export function ruleSchema(rule: (value: string) => string | null) {
  return z.string().superRefine((value, ctx) => {
    const code = rule(value);
    if (code) ctx.addIssue({ code: "custom", message: code });
  });
}

export const EmailFieldSchema = ruleSchema((email) => emailIssue(normaliseEmail(email)));
export const PasswordFieldSchema = ruleSchema(passwordIssue);

export function dateOfBirthFieldSchema(minAge: number, today: CalendarDay) {
  return ruleSchema((value) => dateOfBirthIssue(value, minAge, today));
}

/** The account's own fields of signup: the name is checked against the e-mail address, as the server does. */
export function accountFieldsSchema(minAge: number, today: CalendarDay) {
  return z
    .object({
      email: EmailFieldSchema,
      name: z.string(),
      password: PasswordFieldSchema,
      date_of_birth: dateOfBirthFieldSchema(minAge, today),
    })
    .superRefine((fields, ctx) => {
      const code = nameIssue(fields.name.normalize("NFC").trim(), normaliseEmail(fields.email));
      if (code) ctx.addIssue({ code: "custom", message: code, path: ["name"] });
    });
}

/**
 * The text of a chat message counts in characters as members see them (code points, an emoji is one),
 * without the spaces around it, which are not sent.
 */
export function messageLength(text: string): number {
  return [...text.trim()].length;
}

/** An empty text is no message; a longer one than the site allows is MESSAGE_TOO_LONG (spec §9). */
export function messageTextIssue(text: string, maxLength: number): "required" | "MESSAGE_TOO_LONG" | null {
  if (text.trim() === "") return "required";
  return messageLength(text) > maxLength ? "MESSAGE_TOO_LONG" : null;
}

/** The first code per field of a schema's verdict; empty when the value passes. */
export function fieldIssuesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const issues: Record<string, string> = {};
  if (result.success) return issues;
  for (const issue of result.error.issues) issues[issue.path.join(".")] ??= issue.message;
  return issues;
}
