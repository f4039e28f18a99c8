/** The field rules' issue codes and limits (spec §5); the rules themselves are in field-rules.ts. */

/** Field-level problems answered in `issues[].code`; the web app shows the spec's text for each. */
export const FIELD_ISSUES = [
  "email_invalid",
  "email_taken",
  "email_deleted_pending",
  "username_is_email",
  "username_starts_with_at",
  "username_invalid",
  "date_of_birth_required",
  "date_of_birth_invalid",
  "too_young",
  "password_too_short",
  "password_too_long",
  "passwords_differ",
  "old_password_wrong",
  "region_invalid",
  "city_invalid",
  "country_not_served",
  "required",
  // The signup's consent to processing special-category data (GDPR art. 9(2)(a)) was not given.
  "consent_required",
  // A NUL character, which no text field accepts (decision 018).
  "invalid_character",
] as const;
export type FieldIssue = (typeof FIELD_ISSUES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;
export const CITY_MAX_LENGTH = 100;
/** Nobody signing up is older than this; an earlier year is a typing mistake. */
export const OLDEST_AGE = 120;
