/** Accounts: signup, login, the current user, settings, deletion (spec §3 User, §4, §5, §7). */
import { z } from "zod";
import { LOCALE_COOKIE, TRACKING_KEYS } from "./constants.ts";
import { CITY_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "./field-limits.ts";
import { SUPPORTED_LOCALES } from "./locales.ts";
import { GenderSchema } from "./profile-card.ts";
import { CountrySchema } from "./settings.ts";
import { DismissibleAlertSchema, NotificationTypeSchema, SeekingSchema } from "./user.ts";

export const SESSION_COOKIE = "sid";

// The field rules (spec §5) live in field-rules.ts; their codes and limits are part of this domain's contract.
export {
  EMAIL_MAX_LENGTH,
  FIELD_ISSUES,
  type FieldIssue,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./field-limits.ts";

export {
  AccountStatusSchema,
  DISMISSIBLE_ALERTS,
  DismissibleAlertSchema,
  NOTIFICATION_TYPES,
  NotificationsDisabledReasonSchema,
  type NotificationType,
  NotificationTypeSchema,
  OwnProfileSchema,
  type Seeking,
  SeekingSchema,
  type User,
  UserResponseSchema,
  UserSchema,
} from "./user.ts";
export { LOCALE_COOKIE, TRACKING_KEYS };

const trimmed = (max: number) => z.string().trim().max(max);

export const TrackingSchema = z.object({
  network: trimmed(100).optional(),
  ref: trimmed(100).optional(),
  sub1: trimmed(200).optional(),
  sub2: trimmed(200).optional(),
  sub3: trimmed(200).optional(),
  /** The lander the visitor signed up from and its A/B variant (issue 16; the boot data's LanderVisit). */
  lander: trimmed(40).optional(),
  variant: trimmed(20).optional(),
});
export type Tracking = z.infer<typeof TrackingSchema>;

/**
 * Shapes only; the rules with the spec's texts (field-rules.ts) are checked by the service, which answers
 * their codes, and by the web form before sending.
 */
export const SignupRequestSchema = z.object({
  email: trimmed(EMAIL_MAX_LENGTH),
  name: trimmed(NAME_MAX_LENGTH + 20),
  password: z.string().max(PASSWORD_MAX_LENGTH + 1),
  date_of_birth: z.string().max(20),
  gender: GenderSchema,
  seeking: SeekingSchema,
  country: CountrySchema,
  region: trimmed(20),
  city: trimmed(CITY_MAX_LENGTH),
  language: z.enum(SUPPORTED_LOCALES).optional(),
  /** Signup from a profile (/members/{id}/signup): the first message, delivered once the account is active. */
  signup_profile_id: z.number().int().positive().optional(),
  signup_message: trimmed(2000).optional(),
  tracking: TrackingSchema.optional(),
  /**
   * The explicit consent to processing special-category data (a dating profile reveals sexual orientation,
   * GDPR art. 9(2)(a)); the server refuses a signup without it (issue `consent_required`).
   */
  special_category_consent: z.boolean().optional(),
});
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

/** POST /api/terms.php: the member accepts this terms version (the ISO date of the user's `terms_to_accept`). */
export const TermsAcceptRequestSchema = z.object({ version: z.string().max(40) });

export const LoginRequestSchema = z.object({
  email: trimmed(EMAIL_MAX_LENGTH),
  password: z.string().max(PASSWORD_MAX_LENGTH + 1),
});

export const LanguageRequestSchema = z.object({ language: z.enum(SUPPORTED_LOCALES) });

export const EmailRequestSchema = z.object({ email: trimmed(EMAIL_MAX_LENGTH) });
export const TokenRequestSchema = z.object({ token: z.string().min(10).max(200) });

export const PasswordResetRequestSchema = z.object({
  token: z.string().min(10).max(200),
  password: z.string().max(PASSWORD_MAX_LENGTH + 1),
  password_confirmation: z.string().max(PASSWORD_MAX_LENGTH + 1),
});

export const PasswordChangeRequestSchema = z.object({
  old_password: z.string().max(PASSWORD_MAX_LENGTH + 1),
  password: z.string().max(PASSWORD_MAX_LENGTH + 1),
});

export const AccountUpdateRequestSchema = z
  .object({
    invisible: z.boolean(),
    typing_indicators: z.boolean(),
    read_receipts: z.boolean(),
    country: CountrySchema,
    region: trimmed(20),
    city: trimmed(CITY_MAX_LENGTH),
    email_notifications: z.partialRecord(NotificationTypeSchema, z.boolean()),
    push_notifications: z.partialRecord(NotificationTypeSchema, z.boolean()),
    /** One mail a day instead of each notification mail. */
    email_digest: z.boolean(),
  })
  .partial();

export const AccountDeleteRequestSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH + 1),
  reason: trimmed(500).optional(),
});

/**
 * The company's delete_discount, offered once in the deletion flow (issue 17): the percentage off the next
 * credit purchase, or null when there is none to offer (none configured, or already answered).
 */
export const DeleteOfferResponseSchema = z.object({ offer: z.object({ percentage: z.int() }).nullable() });
export const DeleteOfferAnswerRequestSchema = z.object({ accept: z.boolean() });
/** A taken offer: the member's own discount code; null when declined or no longer on offer. */
export const DeleteOfferAnswerResponseSchema = z.object({
  discount: z.object({ code: z.string(), percentage: z.int(), expires_at: z.iso.datetime() }).nullable(),
});
/** Deletion by a mailed link (logged out): the link's token, and the optional reason. */
export const MailedDeletionRequestSchema = z.object({
  token: z.string().min(10).max(200),
  reason: trimmed(500).optional(),
});
export const MailedDeleteOfferRequestSchema = z.object({
  token: z.string().min(10).max(200),
  accept: z.boolean(),
});

export const AlertDismissRequestSchema = z.object({ alert: DismissibleAlertSchema });

/** Where the mailed links lead (the server answers them with a redirect to the app's result page). */
export const ACCOUNT_LINK_PATHS = {
  activate: "/api/activate.php",
  reactivate: "/api/reactivate.php",
  resetPassword: "/reset-password/do",
  mailChange: "/mail-change/do",
} as const;
