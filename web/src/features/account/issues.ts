/**
 * What account forms show for a failed call: the spec's text for each field issue (spec §5), the
 * translated error code (spec §8, with its values such as the minutes of ACCOUNT_LOCKED), or the
 * connection message. Shared by signup, login, password reset and the settings.
 */
import {
  FIELD_ISSUES,
  type FieldIssue,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@amora/contract/accounts";
import type { ErrorCode } from "@amora/contract/errors";
import { useTranslation } from "react-i18next";
import { errorValues } from "../../i18n/error-messages.ts";
import { ApiError, NetworkError } from "../../lib/api-errors.ts";

/** Codes the forms check themselves before sending, next to the server's FIELD_ISSUES. */
const CLIENT_ISSUES = [
  "email_required",
  "email_invalid_new",
  "username_required",
  "username_too_long",
  "password_required",
  "gender_required",
  "seeking_required",
] as const;
export type ClientIssue = (typeof CLIENT_ISSUES)[number];

export type IssueCode = FieldIssue | ClientIssue;

export type IssueValues = Record<string, string | number>;

/** The request field an issue's path names: "body.email" → "email", "body.email_notifications.news" → "email_notifications". */
export function issueField(path: string): string {
  const [first = "", second] = path.split(".");
  return first === "body" || first === "query" ? (second ?? "") : first;
}

/** The first issue per field of a VALIDATION_FAILED answer; empty for any other error. */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.code !== "VALIDATION_FAILED") return {};
  const issues: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issueField(issue.path);
    issues[field] ??= issue.code;
  }
  return issues;
}

const KNOWN_ISSUES = new Set<string>([...FIELD_ISSUES, ...CLIENT_ISSUES]);

function isKnownIssue(code: string): code is IssueCode {
  return KNOWN_ISSUES.has(code);
}

/**
 * The value each counted issue counts, and the contract's limit it is unless a caller says otherwise: its
 * text has plural forms, picked by `count`.
 */
const COUNTED_ISSUE_VALUE: Partial<Record<IssueCode, [name: string, limit: number]>> = {
  username_too_long: ["max", NAME_MAX_LENGTH],
  password_too_short: ["min", PASSWORD_MIN_LENGTH],
  password_too_long: ["max", PASSWORD_MAX_LENGTH],
};

/** The text for an issue code; a code this version does not know yet reads as "please fill in this field". */
export function useIssueText(): (code: string, values?: IssueValues) => string {
  const { t } = useTranslation("account");
  return (code, values = {}) => {
    const issue = isKnownIssue(code) ? code : "required";
    const counted = COUNTED_ISSUE_VALUE[issue];
    if (counted === undefined) return t(`issues.${issue}`, values);
    const [name, limit] = counted;
    const count = values[name] ?? limit;
    return t(`issues.${issue}`, { ...values, [name]: count, count });
  };
}

/**
 * The text for an action that failed (a form, a toast, an alert next to what the member just did): the
 * code's text, the connection text, or spec §8's short "An error has occurred." when nothing more specific
 * is known (the server's INTERNAL, or an answer the app could not read): the member can try again at once.
 * The longer "An error occurred, please try again later." is for a page that could not load (the error
 * page); decision 020.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation("errors");
  return (error) => {
    if (error instanceof ApiError && error.code !== "INTERNAL") {
      return t(`codes.${error.code satisfies ErrorCode}`, errorValues(error.code, error.params));
    }
    if (error instanceof NetworkError) return t("network");
    return t("occurred");
  };
}

/** Whether a call ended in one of these codes. */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code);
}
