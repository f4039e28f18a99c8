/** Every field issue and error code the API can answer has its text, and issues find their field. */
import { FIELD_ISSUES } from "@amora/contract/accounts";
import { describe, expect, it } from "vitest";
import en from "../../../../locales/en/account.json";
import fr from "../../../../locales/fr/account.json";
import { ApiError } from "../../lib/api-errors.ts";
import { fieldIssues, issueField } from "./issues.ts";

describe("field issue texts", () => {
  it.each(FIELD_ISSUES)("exist for %s in every language", (code) => {
    // A text with a count has its plural forms instead (code_one, code_other, …).
    for (const issues of [en.issues, fr.issues]) {
      expect(Object.keys(issues).some((key) => key === code || key.startsWith(`${code}_`))).toBe(true);
    }
  });

  it("use the spec's English wording", () => {
    expect(en.issues).toMatchObject({
      email_invalid: "Invalid email",
      email_invalid_new: "New email adress is invalid.",
      email_taken: "This email address already owns an account on this website.",
      email_deleted_pending:
        "Deleted account pending: reactivate via e-mail link or contact customer service.",
      username_is_email: "Username may not be the same as your e-mail address",
      username_starts_with_at: "Username may not start with @",
      date_of_birth_required: "Enter your date of birth ({{min_age}}+)",
      date_of_birth_invalid: "Invalid date of birth.",
      passwords_differ: "The entered passwords are not the same.",
      old_password_wrong: "Please check your old password.",
    });
  });
});

describe("issues of an answer", () => {
  it("are keyed by the request field they name, first one per field", () => {
    const error = new ApiError(400, "VALIDATION_FAILED", "Invalid.", [
      { path: "body.email", code: "email_taken" },
      { path: "body.email", code: "email_invalid" },
      { path: "body.email_notifications.news", code: "required" },
      { path: "name", code: "username_invalid" },
    ]);
    expect(fieldIssues(error)).toEqual({
      email: "email_taken",
      email_notifications: "required",
      name: "username_invalid",
    });
  });

  it("are none for other errors", () => {
    expect(fieldIssues(new ApiError(401, "LOGIN_FAILED", "No."))).toEqual({});
    expect(fieldIssues(new Error("boom"))).toEqual({});
  });

  it("name the field of a query issue too", () => {
    expect(issueField("query.token")).toBe("token");
  });
});
