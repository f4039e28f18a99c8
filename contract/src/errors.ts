/**
 * Every error the API answers is `{ code, message }` with one of these stable codes; the web app translates the code.
 * zod/mini, as the other shapes a visitor's first page parses (settings, user, profile cards): its parser is a
 * fraction of zod's size in the browser's first load (docs/performance.md, "Web weight").
 */
import * as z from "zod/mini";

export const ERROR_CODES = [
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "CLIENT_HEADER_REQUIRED",
  "authentication_required",
  "FORBIDDEN",
  "INTERNAL",
  "SERVICE_UNAVAILABLE",
  // Accounts (spec §8).
  "LOGIN_FAILED",
  "ACCOUNT_LOCKED",
  "ACCOUNT_DELETED_PENDING",
  "EMAIL_NOT_FOUND",
  "RESET_MAIL_LIMIT",
  "LINK_INVALID",
  "ACTIVATION_FAILED",
  "ALREADY_ACTIVE",
  "SIGNUP_CLOSED",
  // Members (spec §8): "You're blocked by {name}, no access to the page."
  "BLOCKED_BY_MEMBER",
  // Profiles and photos.
  "LOCATION_NOT_FOUND",
  "PHOTO_LIMIT_REACHED",
  "PHOTO_NOT_AN_IMAGE",
  "PHOTO_TOO_MANY_PIXELS",
  "PHOTO_FORMAT_UNSUPPORTED",
  // The photo waits for a moderator (the site pre-moderates photos): it cannot be the main one yet.
  "PHOTO_AWAITING_REVIEW",
  // Likes and the swipe game.
  "LIKE_NOT_POSSIBLE",
  "SWIPE_LIMIT_REACHED",
  "SWIPE_UNDO_EXPIRED",
  // Chat (spec §6, §9).
  "INSUFFICIENT_CREDITS",
  "CONVERSATION_LIMIT_REACHED",
  "MESSAGE_TOO_LONG",
  "CHAT_NOT_POSSIBLE",
  "OWN_EMAIL_UNCONFIRMED",
  "THEIR_EMAIL_UNCONFIRMED",
  "DISCOUNT_NOT_FOUND",
  "DISCOUNT_USED",
  "DISCOUNT_EXPIRED",
  "DISCOUNT_FIRST_ORDER",
  "DISCOUNT_COUNTRY",
  "DISCOUNT_MINIMUM_ORDER",
  "DISCOUNT_METHOD",
  "PAYMENT_METHOD_UNAVAILABLE",
  "PAYMENT_PROVIDER_FAILED",
  "NO_LAST_ORDER",
  "STORED_METHOD_FAILED",
  "DIRECT_DEBIT_BLOCKED",
  "DIRECT_DEBIT_LIMIT",
  "OTP_INVALID",
  "OTP_EXPIRED",
  "OTP_TOO_MANY_ATTEMPTS",
  // The member's own spending limits (issue 17): over a limit (params period, limit_cents, remaining_cents,
  // currency); limits kept in another currency than this purchase's (params currency).
  "SPENDING_LIMIT_REACHED",
  "SPENDING_LIMIT_CURRENCY",
  // Notification mail (unsubscribe links, the mail provider's webhook, turning mail back on).
  "UNSUBSCRIBE_LINK_INVALID",
  "NOTIFICATIONS_NOT_DISABLED",
  "REENABLE_MAIL_LIMIT",
  // Member privacy (issue 17): one data export per EXPORT_INTERVAL_HOURS.
  "EXPORT_LIMIT",
  "WEBHOOK_SIGNATURE_INVALID",
  "WEBHOOK_NOT_CONFIGURED",
  // The back office (issue 15): staff sign-in, its second factor, the setup link and re-authentication.
  "STAFF_LOGIN_REQUIRED",
  "STAFF_TOTP_INVALID",
  "STAFF_SETUP_LINK_INVALID",
  "REAUTH_REQUIRED",
  // The operator inbox: a conversation held by another operator's claim; answering without holding one.
  "OPERATOR_CLAIM_TAKEN",
  "OPERATOR_CLAIM_REQUIRED",
  // The back office's money (decision 040): refunds.
  "PAYMENT_NOT_REFUNDABLE",
  "REFUND_WINDOW_PASSED",
  "REFUND_TOO_LARGE",
  "REFUND_DUPLICATE",
  "REFUND_PROVIDER_FAILED",
  // Moderation: the profile text changed after the moderator read it.
  "MODERATION_TEXT_CHANGED",
  // Members in the back office (decision 037): a sanctioned member's login, a credit adjustment.
  "ACCOUNT_SUSPENDED",
  "ACCOUNT_BANNED",
  "CREDITS_BELOW_ZERO",
  // Content pages (issue 16): GET /api/page.php for a slug that is unknown or not published.
  "PAGE_NOT_FOUND",
  // Member reports (issue 17): a decision appealed already; a report decided meanwhile; an appeal decided
  // by the moderator who took the action.
  "APPEAL_NOT_POSSIBLE",
  "REPORT_ALREADY_DECIDED",
  "APPEAL_SAME_MODERATOR",
  // Members' two-step sign-in (decision 052): a wrong or used code; the sign-in's second step expired or was
  // used; too many wrong codes for one sign-in, or for the account within an hour; turning it on when it is on.
  "TWO_STEP_CODE_INVALID",
  "TWO_STEP_EXPIRED",
  "TWO_STEP_TOO_MANY_TRIES",
  "TWO_STEP_LOCKED",
  "TWO_STEP_ALREADY_ON",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ApiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  /** Field-level problems of a VALIDATION_FAILED answer: the path and the code of each. */
  issues: z.optional(z.array(z.object({ path: z.string(), code: z.string() }))),
  /** Values the translated text needs, e.g. `{ minutes: 15 }` for ACCOUNT_LOCKED. */
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The code for an HTTP status when nothing more specific is known (server fallbacks, bodies without a code). */
export function errorCodeForStatus(status: number): ErrorCode {
  if (status === 404) return "NOT_FOUND";
  if (status === 405) return "METHOD_NOT_ALLOWED";
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status === 415) return "UNSUPPORTED_MEDIA_TYPE";
  if (status === 429) return "RATE_LIMITED";
  if (status === 403) return "FORBIDDEN";
  if (status === 503) return "SERVICE_UNAVAILABLE";
  return status >= 500 ? "INTERNAL" : "BAD_REQUEST";
}
