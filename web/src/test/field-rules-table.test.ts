/**
 * The shared table of field values against the checks the web forms make before sending: signup's account
 * step and date of birth, the direct-debit form, the chat composer. The server gets the same table through
 * its endpoints (server/src/features/accounts/field-rules.test.ts) and must give the same verdicts.
 */
import {
  type CalendarDay,
  dateOfBirthFieldSchema,
  fieldIssuesOf,
  messageTextIssue,
  utcDay,
} from "@amora/contract/field-rules";
import {
  type FieldCase,
  fieldCases,
  TABLE_MESSAGE_LENGTH,
  TABLE_MIN_AGE,
  TABLE_PHONE_COUNTRY,
} from "@amora/contract/field-rules.table";
import { describe, expect, it } from "vitest";
import { SignupAccountSchema } from "../features/account/form-rules.ts";
import { locationIssues } from "../features/account/location-fields.tsx";
import { directDebitProblems, EMPTY_DIRECT_DEBIT } from "../features/credits/direct-debit-values.ts";
import { checkDateOfBirth } from "../features/signup/date-of-birth.ts";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The form's code for a value, or null when it passes. A value no form field can hold (not text, a date the
 * pickers cannot give) is checked by the schema it would meet in a request.
 */
function webIssue(test: FieldCase, today: CalendarDay): string | null {
  const value = test.value as string;
  switch (test.field) {
    case "email":
    case "name":
    case "password": {
      const fields = {
        name: "Anna",
        email: "anna@example.com",
        password: "long enough",
        [test.field]: value,
      };
      return fieldIssuesOf(SignupAccountSchema, fields)[test.field] ?? null;
    }
    case "date_of_birth": {
      // The pickers give day, month and year; what they cannot give is checked as the request would carry it.
      const match = typeof value === "string" ? ISO_DATE.exec(value) : null;
      if (!match) return fieldIssuesOf(dateOfBirthFieldSchema(TABLE_MIN_AGE, today), value)[""] ?? null;
      const [, year = "", month = "", day = ""] = match;
      const localToday = new Date(today.year, today.month - 1, today.day);
      return checkDateOfBirth({ day, month, year }, TABLE_MIN_AGE, localToday);
    }
    case "city":
      return locationIssues({ country: "NL", region: "NH", city: value }, undefined).city ?? null;
    case "iban":
    case "phone":
      return (
        directDebitProblems({ ...EMPTY_DIRECT_DEBIT, [test.field]: value }, TABLE_PHONE_COUNTRY)[
          test.field
        ] ?? null
      );
    case "message":
      return messageTextIssue(value, TABLE_MESSAGE_LENGTH);
  }
}

describe("the field rules in the web forms", () => {
  const today = utcDay(new Date());
  const cases = fieldCases(today);

  it.each(cases.map((test) => [`${test.field}: ${test.about}`, test] as const))("%s", (_, test) => {
    const issue = webIssue(test, today);
    expect(issue !== null, `verdict on ${JSON.stringify(test.value).slice(0, 60)}`).toBe(test.issue !== null);
    // Text gets the rule's code; anything else zod's own refusal, whose message is not a code.
    if (typeof test.value === "string") expect(issue).toBe(test.webIssue ?? test.issue);
  });
});
