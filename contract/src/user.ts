/**
 * The logged-in member as GET /api/user.php and every account call answer it (spec §3 User). zod/mini: it is
 * parsed before a visitor's first page renders (errors.ts says why); accounts.ts re-exports it.
 */
import * as z from "zod/mini";
import { SUPPORTED_LOCALES } from "./locales.ts";
import { GenderSchema, MainImageSchema, SexualitySchema } from "./profile-card.ts";
import { CountrySchema } from "./settings.ts";

export const NOTIFICATION_TYPES = [
  "new_conversations",
  "new_messages",
  "like",
  "unread_message_reminders",
  "promotions",
  "weekly_updates",
  "news",
  "reminders",
  "spending_summary",
] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/** Why the site stopped mailing a member (spec §8): their address complained, bounced or unsubscribed. */
export const NotificationsDisabledReasonSchema = z.enum(["spam_complaint", "bounce", "unsubscribe"]);

export const AccountStatusSchema = z.enum(["not_confirmed", "active"]);
export const SeekingSchema = z.enum(["male", "female", "both"]);
export type Seeking = z.infer<typeof SeekingSchema>;

/**
 * The alerts of spec §4 a member can dismiss, and the welcome and time-bonus modals (spec §2, §4), which
 * show until dismissed; the server keeps when.
 */
export const DISMISSIBLE_ALERTS = [
  "activation",
  "photo",
  "push",
  "notifications",
  "welcome_bonus",
  "time_bonus",
] as const;
export const DismissibleAlertSchema = z.enum(DISMISSIBLE_ALERTS);

/** The member's own profile as the account sees it. */
export const OwnProfileSchema = z.object({
  id: z.int(),
  name: z.string(),
  gender: GenderSchema,
  sexuality: SexualitySchema,
  date_of_birth: z.string(),
  country: CountrySchema,
  region: z.string(),
  city: z.string(),
  status: z.enum(["active", "disabled"]),
  main_image: MainImageSchema,
});

export const UserSchema = z.object({
  id: z.int(),
  email: z.string(),
  status: AccountStatusSchema,
  language: z.enum(SUPPORTED_LOCALES),
  credits: z.int(),
  paid_user: z.boolean(),
  signup_date: z.string(),
  seeking: SeekingSchema,
  invisible: z.boolean(),
  /** Chat privacy (each off hides mine from others and theirs from me). */
  typing_indicators: z.boolean(),
  read_receipts: z.boolean(),
  notifications_disabled: z.array(NotificationsDisabledReasonSchema),
  email_notifications: z.record(NotificationTypeSchema, z.boolean()),
  /** Web push per type, chosen apart from e-mail. */
  push_notifications: z.record(NotificationTypeSchema, z.boolean()),
  /** One mail a day gathering the notification mails instead of each. */
  email_digest: z.boolean(),
  dismissed_alerts: z.partialRecord(DismissibleAlertSchema, z.string()),
  /** The site's icon for fictional profiles, so every screen can disclose them. */
  fictional_icon: z.string(),
  unread_messages: z.int(),
  new_likes: z.int(),
  /**
   * The terms version (ISO date, spec §9) the member must accept before going on, or null when the last
   * version they accepted (at signup or by POST /api/terms.php) is the current one.
   */
  terms_to_accept: z.nullable(z.string()),
  profile: OwnProfileSchema,
});
export type User = z.infer<typeof UserSchema>;
export const UserResponseSchema = z.object({ user: z.nullable(UserSchema) });

/** What a code of the second step may be: six digits, or a recovery code as printed (`xxxxx-xxxxx`). */
export const TWO_STEP_CODE_MAX_LENGTH = 32;

/**
 * POST /api/user.php (the login): the member, or, when two-step sign-in is on, no session yet and the
 * token of the second step (POST /api/login-code.php), good for `expires_in` seconds.
 */
export const LoginResponseSchema = z.object({
  user: z.nullable(UserSchema),
  two_step: z.optional(z.object({ token: z.string(), expires_in: z.int() })),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const LoginCodeRequestSchema = z.object({
  token: z.string().check(z.minLength(10), z.maxLength(200)),
  code: z.string().check(z.minLength(1), z.maxLength(TWO_STEP_CODE_MAX_LENGTH)),
});
