/** The database schema (Drizzle): one file so that drizzle-kit sees every table and migrations stay one history. */
import type { SiteTextsByLanguage } from "@amora/contract/site-texts";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  char,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** When the row was made. */
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** The row this one belongs to: required, and deleting it deletes this row too. */
const belongsTo = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: "cascade" });

export const companies = pgTable("companies", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  address: text("address").notNull(),
  kvk: text("kvk").notNull(),
  city: text("city").notNull(),
  country: text("country").notNull(),
  tradenames: text("tradenames").array().notNull().default(sql`'{}'`),
  vatNumbers: text("vat_numbers").array().notNull().default(sql`'{}'`),
  supportPhone: text("support_phone").notNull(),
  deleteDiscount: smallint("delete_discount").notNull().default(0),
  added: timestamp("added", { withTimezone: true }).notNull().defaultNow(),
  /**
   * When an admin last published a change of the terms that members must accept again (issue 16). The terms
   * version is the latest of 2023-12-01T12:00:00Z (spec §9), `added` and this.
   */
  termsChangedAt: timestamp("terms_changed_at", { withTimezone: true }),
});

/** One row per white-label site; the request host picks the row (see features/sites). */
export const sites = pgTable(
  "sites",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    isDefault: boolean("is_default").notNull().default(false),
    name: text("name").notNull(),
    /** The canonical host, lower case, without port or www. */
    domain: text("domain").notNull(),
    /** Further hosts that serve this site (staging names, old domains). */
    aliases: text("aliases").array().notNull().default(sql`'{}'`),
    domainLanguage: text("domain_language").notNull(),
    cdnPrefix: text("cdn_prefix").notNull().default("/media/"),
    niche: smallint("niche").notNull().default(1),
    signups: text("signups", { enum: ["all", "with_trafficsource", "closed"] })
      .notNull()
      .default("all"),
    loggedOutSearch: boolean("logged_out_search").notNull().default(true),
    loggedOutSearchTrafficsource: boolean("logged_out_search_trafficsource").notNull().default(true),
    /** Minimum message cost per country: { NL: { costs: 0.99, currency: "EUR" } }. */
    minimumMessageCosts: jsonb("minimum_message_costs")
      .$type<Record<string, { costs: number; currency: string }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    supportPhone: text("support_phone").notNull(),
    supportEmail: text("support_email").notNull(),
    fictionalIcon: text("fictional_icon").notNull().default("✱"),
    enableSiteEntryPopup: text("enable_site_entry_popup", { enum: ["yes", "no"] })
      .notNull()
      .default("yes"),
    /** The countries the site serves, the first being its home country. */
    countries: text("countries").array().notNull(),
    /** Overrides of the country-to-language map of spec §9 for this site. */
    countryLanguages: jsonb("country_languages")
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    indexTitle: text("index_title").notNull(),
    description: text("description").notNull(),
    visibleProfileFields: text("visible_profile_fields").array().notNull().default(sql`'{}'`),
    visibleProfileNotes: boolean("visible_profile_notes").notNull().default(true),
    messageCredits: integer("message_credits").notNull().default(1),
    signupCredits: integer("signup_credits").notNull().default(0),
    photoCredits: integer("photo_credits").notNull().default(2),
    giftCredits: integer("gift_credits").notNull().default(5),
    messageLength: integer("message_length").notNull().default(1000),
    searchFields: text("search_fields").array().notNull().default(sql`'{}'`),
    fictionalWarning: text("fictional_warning").notNull(),
    fictionalSingular: text("fictional_singular").notNull(),
    fictionalPlural: text("fictional_plural").notNull(),
    /**
     * The site texts above (index title, description, fictional_*) in other languages than the site's own:
     * { en: { fictional_warning: "…" } }; a missing one falls back to the site's own (decision 056).
     */
    textsByLanguage: jsonb("texts_by_language")
      .$type<SiteTextsByLanguage>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    refundDays: integer("refund_days").notNull().default(14),
    memberResell: boolean("member_resell").notNull().default(false),
    mailName: text("mail_name").notNull(),
    minAge: smallint("min_age").notNull().default(18),
    showLanguageDropdown: boolean("show_language_dropdown").notNull().default(true),
    usFooter: boolean("us_footer").notNull().default(false),
    /** The interests offered; empty means all of spec §3. */
    interests: text("interests").array().notNull().default(sql`'{}'`),
    /** New member photos wait for a moderator before others see them (issue 15); off: shown, reviewed after. */
    photoPremoderation: boolean("photo_premoderation").notNull().default(false),
  },
  (t) => [
    uniqueIndex("sites_domain_key").on(t.domain),
    uniqueIndex("sites_single_default").on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);

/** What members see of each other. Fictional, cam and resell profiles have no account behind them. */
export const profiles = pgTable(
  "profiles",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    gender: text("gender", { enum: ["male", "female"] }).notNull(),
    sexuality: text("sexuality", { enum: ["hetero", "gay", "lesbian", "bi"] }).notNull(),
    dateOfBirth: date("date_of_birth").notNull(),
    country: char("country", { length: 2 }).notNull(),
    region: text("region").notNull(),
    city: text("city").notNull(),
    about: text("about").notNull().default(""),
    status: text("status", { enum: ["active", "disabled"] })
      .notNull()
      .default("active"),
    hairColour: text("hair_colour"),
    eyeColour: text("eye_colour"),
    bodyType: text("body_type", { enum: ["slim", "normal", "fat"] }),
    relationshipStatus: text("relationship_status", {
      enum: ["divorced", "living_together", "married", "single", "widowed", "unmarried"],
    }),
    heightCm: smallint("height_cm"),
    interests: text("interests").array().notNull().default(sql`'{}'`),
    isFictional: boolean("is_fictional").notNull().default(false),
    isCam: boolean("is_cam").notNull().default(false),
    isResell: boolean("is_resell").notNull().default(false),
    isInvisible: boolean("is_invisible").notNull().default(false),
    mainPhotoId: integer("main_photo_id"),
    /**
     * Whether the profile has a main photo: a stored column (not an expression index) so that the
     * search-page index below stays index-only while it ranks profiles with a photo first (decision 022).
     */
    hasPhoto: boolean("has_photo").notNull().generatedAlwaysAs(sql`main_photo_id is not null`),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // A search within a region (spec §3 Search filter): as profiles_search_page_idx below with the region
    // after the country, so its page and capped count are ordered index-only scans too. Without it a
    // prepared search's generic plan read every match of the country and gender (decision 030).
    index("profiles_search_region_idx")
      .on(t.country, t.region, t.gender, t.hasPhoto, t.lastActiveAt, t.id, t.dateOfBirth)
      .where(sql`${t.status} = 'active' and not ${t.isInvisible}`),
    index("profiles_recent_idx")
      .on(t.hasPhoto, t.lastActiveAt)
      .where(sql`${t.status} = 'active' and not ${t.isInvisible}`),
    // Search pages are ordered photos first, then by activity, within a country and gender; with the id
    // and birth date in the index too, a page of ids comes from an index-only scan that filters ages
    // without the table.
    index("profiles_search_page_idx")
      .on(t.country, t.gender, t.hasPhoto, t.lastActiveAt, t.id, t.dateOfBirth)
      .where(sql`${t.status} = 'active' and not ${t.isInvisible}`),
  ],
);

export const photos = pgTable(
  "photos",
  {
    id: serial("id").primaryKey(),
    profileId: belongsTo("profile_id", () => profiles.id),
    /** Paths relative to the media root, served behind the site's cdn_prefix. */
    filename: text("filename").notNull(),
    thumbFilename: text("thumb_filename").notNull(),
    matchFilename: text("match_filename").notNull(),
    position: smallint("position").notNull().default(0),
    /**
     * The back office's review (issue 15): a member's new photo is `unreviewed` (shown to others unless
     * the member's site pre-moderates photos), then `approved` or `rejected` (shown to nobody, the
     * member is told why). Fictional profiles' photos and those from before moderation are `approved`.
     */
    moderation: text("moderation", { enum: ["unreviewed", "approved", "rejected"] })
      .notNull()
      .default("approved"),
    rejectReason: text("reject_reason"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: integer("reviewed_by").references((): AnyPgColumn => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("photos_profile_idx").on(t.profileId, t.position),
    // The photo queue: the photos waiting for a review, oldest first.
    index("photos_review_idx").on(t.createdAt).where(sql`${t.moderation} = 'unreviewed'`),
  ],
);

/** A member's account on one site: the login, the money and the preferences behind their profile. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id),
    /** Stored as given (trimmed); compared lower case through the unique index. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    status: text("status", { enum: ["not_confirmed", "active"] })
      .notNull()
      .default("not_confirmed"),
    seeking: text("seeking", { enum: ["male", "female", "both"] }).notNull(),
    language: text("language").notNull().default("en"),
    credits: integer("credits").notNull().default(0),
    paidUser: boolean("paid_user").notNull().default(false),
    signupDate: timestamp("signup_date", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the member deleted the account; it can be reactivated for 14 days, then it is purged. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deleteReason: text("delete_reason"),
    /** Why mail to this member stopped (spam_complaint, bounce, unsubscribe); empty when mail flows. */
    notificationsDisabled: text("notifications_disabled").array().notNull().default(sql`'{}'`),
    /** E-mail notification types the member switched off. */
    emailNotificationsOff: text("email_notifications_off").array().notNull().default(sql`'{}'`),
    /** Web push notification types the member switched off (push and e-mail are chosen apart). */
    pushNotificationsOff: text("push_notifications_off").array().notNull().default(sql`'{}'`),
    /** One mail a day gathering what would have gone one by one (features/notifications). */
    emailDigest: boolean("email_digest").notNull().default(false),
    dismissedAlerts: jsonb("dismissed_alerts")
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    tracking: jsonb("tracking").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** Signup from a profile: the first message, delivered to that profile once the account is active. */
    signupProfileId: integer("signup_profile_id").references(() => profiles.id),
    signupMessage: text("signup_message"),
    /**
     * When the member gave the explicit consent of GDPR art. 9(2)(a) to the special-category data a dating
     * profile reveals (sexual orientation), at signup (issue 16); the consent record beside terms_acceptances.
     */
    specialCategoryConsentAt: timestamp("special_category_consent_at", { withTimezone: true }),
    failedLogins: smallint("failed_logins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /** The browser's IANA zone, last seen; the swipe game's day runs from the member's own midnight. */
    timeZone: text("time_zone").notNull().default("UTC"),
    /** Chat privacy: show others when I type / when I have read; off also hides theirs from me. */
    typingIndicators: boolean("typing_indicators").notNull().default(true),
    readReceipts: boolean("read_receipts").notNull().default(true),
    /** When a fictional profile last liked the member by GET /api/auto-like.php (at most once a day). */
    lastAutoLikeAt: timestamp("last_auto_like_at", { withTimezone: true }),
    /** The payment provider's customer for this member (stored cards and mandates hang off it). */
    providerCustomerId: text("provider_customer_id"),
    /** Set when a direct debit of the member bounced: no more direct-debit payments (decision 014). */
    directDebitBlockedAt: timestamp("direct_debit_blocked_at", { withTimezone: true }),
    /*
     * Members in the back office (issue 15; decision 037). A suspension (until a time) or a ban refuses the
     * login with `sanctionReason`; either, or a staff hiding, keeps the profile `disabled`.
     */
    suspendedUntil: timestamp("suspended_until", { withTimezone: true }),
    bannedAt: timestamp("banned_at", { withTimezone: true }),
    sanctionReason: text("sanction_reason"),
    /** Hidden by staff (not the member's own invisible mode): the profile is disabled until shown again. */
    hiddenByStaffAt: timestamp("hidden_by_staff_at", { withTimezone: true }),
    /**
     * When the member answered the company's delete_discount offer in the deletion flow (issue 17): it is
     * offered once per member, whether taken or declined.
     */
    deleteOfferAnsweredAt: timestamp("delete_offer_answered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_site_email_key").on(t.siteId, sql`lower(${t.email})`),
    uniqueIndex("users_profile_key").on(t.profileId),
    index("users_deleted_idx").on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
    // Figures: signups per site and day (decision 041).
    index("users_site_signup_idx").on(t.siteId, t.signupDate),
    // The balance never goes negative, whatever a bug elsewhere tries (the chat charges check it first).
    check("users_credits_non_negative", sql`${t.credits} >= 0`),
  ],
);

/** Server-side sessions; the cookie holds a random token, the row only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    /** The site the session was made on: on another site's host it is no session (decision 019). */
    siteId: belongsTo("site_id", () => sites.id),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expiry_idx").on(t.expiresAt)],
);

/**
 * Single-use links mailed to members: activation, password reset, e-mail change, reactivation, and turning
 * notification mail back on after a bounce, complaint or unsubscribe (the click proves the address works).
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    idHash: text("id_hash").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    kind: text("kind", {
      enum: [
        "activation",
        "password_reset",
        "mail_change",
        "reactivation",
        "notifications_reenable",
        // Issue 17: a logged-out member proves the address before an export is built or the account deleted.
        "data_export",
        "deletion",
      ],
    }).notNull(),
    /** The new address of a mail change. */
    email: text("email"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("account_tokens_user_kind_idx").on(t.userId, t.kind, t.createdAt),
    // Figures: activations per day, the day an activation link was used (decision 041).
    index("account_tokens_activation_used_idx")
      .on(t.usedAt)
      .where(sql`${t.kind} = 'activation' and ${t.usedAt} is not null`),
  ],
);

/** Failed logins per client address, for the per-IP limit that sits beside the per-account lock. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    ip: text("ip").notNull(),
    email: text("email").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_attempts_ip_idx").on(t.ip, t.at)],
);

/** Outgoing mail: written in the request's transaction, sent (and retried) by the mail worker, never lost. */
export const mailQueue = pgTable(
  "mail_queue",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").references(() => sites.id),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** What the mail is (activation, password_reset, ...), for the outbox page and tests. */
    kind: text("kind").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: smallint("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** Extra headers of this mail (List-Unsubscribe of notification mail, RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_queue_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

/** Who blocked whom (spec §6): neither sees nor contacts the other, in either direction. */
export const blocks = pgTable(
  "blocks",
  {
    blockerProfileId: belongsTo("blocker_profile_id", () => profiles.id),
    blockedProfileId: belongsTo("blocked_profile_id", () => profiles.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("blocks_pair_key").on(t.blockerProfileId, t.blockedProfileId),
    index("blocks_blocked_idx").on(t.blockedProfileId),
  ],
);

/** A like from one profile to another (spec §3 Liked-by); both directions make a match. */
export const likes = pgTable(
  "likes",
  {
    likerProfileId: belongsTo("liker_profile_id", () => profiles.id),
    likedProfileId: belongsTo("liked_profile_id", () => profiles.id),
    /** Where it was given; "auto" is a fictional profile's like by GET /api/auto-like.php. */
    source: text("source", { enum: ["profile", "swipe", "finder", "likes", "auto"] }).notNull(),
    /** Until the liked member opens the liker (like_new). */
    isNew: boolean("is_new").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("likes_pair_key").on(t.likerProfileId, t.likedProfileId),
    // "Who liked me", newest first.
    index("likes_liked_idx").on(t.likedProfileId, t.createdAt),
    // The badge's count of new ones (user.php): only the unopened likes, with the liker, index-only.
    index("likes_new_idx").on(t.likedProfileId, t.likerProfileId).where(sql`${t.isNew}`),
    index("likes_liker_idx").on(t.likerProfileId, t.createdAt),
  ],
);

/** One row per mutual like, the lower profile id first: the match happens exactly once. */
export const matches = pgTable(
  "matches",
  {
    lowProfileId: belongsTo("low_profile_id", () => profiles.id),
    highProfileId: belongsTo("high_profile_id", () => profiles.id),
    /** Whose like completed it: they saw the match modal. */
    completedByProfileId: integer("completed_by_profile_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("matches_pair_key").on(t.lowProfileId, t.highProfileId)],
);

/** "Not interested" (swipe left, match finder): not suggested again for PASS_DAYS. */
export const passes = pgTable(
  "passes",
  {
    profileId: belongsTo("profile_id", () => profiles.id),
    passedProfileId: belongsTo("passed_profile_id", () => profiles.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("passes_pair_key").on(t.profileId, t.passedProfileId)],
);

/**
 * The swipe game's ledger: every swipe, so the daily like limit counts swipes made (an unlike elsewhere
 * gives none back) and the last one can be taken back within 10 seconds.
 */
export const swipes = pgTable(
  "swipes",
  {
    id: serial("id").primaryKey(),
    profileId: belongsTo("profile_id", () => profiles.id),
    targetProfileId: belongsTo("target_profile_id", () => profiles.id),
    liked: boolean("liked").notNull(),
    createdAt: createdAt(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [index("swipes_profile_idx").on(t.profileId, t.createdAt)],
);

/** A conversation between two profiles (one per pair), the lower id first. */
export const conversations = pgTable(
  "conversations",
  {
    id: serial("id").primaryKey(),
    lowProfileId: belongsTo("low_profile_id", () => profiles.id),
    highProfileId: belongsTo("high_profile_id", () => profiles.id),
    /** Who sent the first message: free members may start 2 conversations (spec §9). */
    startedByProfileId: integer("started_by_profile_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("conversations_pair_key").on(t.lowProfileId, t.highProfileId),
    index("conversations_started_by_idx").on(t.startedByProfileId),
  ],
);

/**
 * Each side's view of a conversation: unread count, last activity (the list's order), and whether the
 * member deleted it from their list (it comes back with the next message).
 */
export const conversationMembers = pgTable(
  "conversation_members",
  {
    conversationId: belongsTo("conversation_id", () => conversations.id),
    profileId: belongsTo("profile_id", () => profiles.id),
    otherProfileId: belongsTo("other_profile_id", () => profiles.id),
    unread: integer("unread").notNull().default(0),
    /** The newest message id this member has read here: the other side's "Seen" marks, after a reload too. */
    readUpTo: integer("read_up_to").notNull().default(0),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("conversation_members_key").on(t.conversationId, t.profileId),
    // The list: a member's visible conversations, newest activity first.
    index("conversation_members_list_idx")
      .on(t.profileId, t.lastMessageAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    conversationId: belongsTo("conversation_id", () => conversations.id),
    senderProfileId: belongsTo("sender_profile_id", () => profiles.id),
    kind: text("kind", { enum: ["text", "photo", "gift"] }).notNull(),
    text: text("text").notNull().default(""),
    photoFilename: text("photo_filename"),
    photoThumbFilename: text("photo_thumb_filename"),
    gift: text("gift"),
    /** The sender's id for this message: a retry with the same id is the same message. */
    clientId: uuid("client_id"),
    credits: integer("credits").notNull().default(0),
    /** The operator who wrote this as a fictional, cam or resell profile (issue 15); null for members. */
    staffId: integer("staff_id").references((): AnyPgColumn => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.id),
    uniqueIndex("messages_client_key").on(t.senderProfileId, t.clientId),
    // Figures: messages per hour over a range of days (decision 041).
    index("messages_created_idx").on(t.createdAt),
  ],
);

/** Every change of a member's credits with its reason; users.credits is the running balance (≥ 0). */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: serial("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    delta: integer("delta").notNull(),
    reason: text("reason", {
      enum: [
        "message",
        "photo",
        "gift",
        "purchase",
        "signup",
        "refund",
        "demo",
        "adjustment",
        "chargeback",
        "reversal",
      ],
    }).notNull(),
    /** The member of staff behind a back-office change (adjustment, refund), and their reason. */
    staffId: integer("staff_id").references((): AnyPgColumn => staff.id),
    note: text("note"),
    messageId: integer("message_id").references(() => messages.id, { onDelete: "set null" }),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
    balanceAfter: integer("balance_after").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("credit_ledger_user_idx").on(t.userId, t.createdAt),
    // What a conversation has cost its member (GET chat.php), and the "set null" when messages are deleted
    // with their member, which would otherwise scan the whole ledger.
    index("credit_ledger_message_idx").on(t.messageId).where(sql`${t.messageId} is not null`),
    // A payment's credits are granted once, whatever races the webhook and the return page run.
    uniqueIndex("credit_ledger_purchase_key").on(t.paymentId).where(sql`${t.reason} = 'purchase'`),
  ],
);

/** The credit bundles each site sells, per currency (prices are the site's; the spec shows none). */
export const creditBundles = pgTable(
  "credit_bundles",
  {
    id: serial("id").primaryKey(),
    siteId: belongsTo("site_id", () => sites.id),
    currency: char("currency", { length: 3 }).notNull(),
    credits: integer("credits").notNull(),
    priceCents: integer("price_cents").notNull(),
    badge: text("badge", { enum: ["popular", "best_value"] }),
    position: smallint("position").notNull(),
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("credit_bundles_site_idx").on(t.siteId, t.currency, t.position)],
);

/**
 * Discount codes (spec §3). `kind` welcome is TIMEBONUS25: valid for a member who has not paid, within
 * 4 hours of their signup. `validity`: once per member, or a single use in all.
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    kind: text("kind", { enum: ["standard", "welcome"] })
      .notNull()
      .default("standard"),
    /** Only on this site (null: every site). */
    siteId: integer("site_id").references(() => sites.id, { onDelete: "cascade" }),
    /** Only for members paying from this country. */
    country: char("country", { length: 2 }),
    /** Only for this member. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    percentage: smallint("percentage").notNull(),
    /** The minimum order is in this currency; orders in others do not qualify. */
    currency: char("currency", { length: 3 }),
    minimumOrderCents: integer("minimum_order_cents"),
    status: text("status", { enum: ["active", "inactive"] })
      .notNull()
      .default("active"),
    validity: text("validity", { enum: ["once_per_member", "single_use"] })
      .notNull()
      .default("once_per_member"),
    paymentMethods: text("payment_methods").array(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("discount_codes_code_key").on(sql`upper(${t.code})`),
    check("discount_codes_percentage", sql`${t.percentage} between 1 and 100`),
  ],
);

/** Payments for credit bundles; `status` is only ever what the provider reported. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    /** The id members see and use in URLs: random, so ids cannot be walked. */
    publicId: text("public_id").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id),
    bundleId: integer("bundle_id").references(() => creditBundles.id, { onDelete: "set null" }),
    credits: integer("credits").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    discountCodeId: integer("discount_code_id").references(() => discountCodes.id, { onDelete: "set null" }),
    discountCode: text("discount_code"),
    discountCents: integer("discount_cents").notNull().default(0),
    method: text("method").notNull(),
    country: char("country", { length: 2 }).notNull(),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id"),
    status: text("status", { enum: ["open", "pending", "paid", "failed", "canceled", "expired"] })
      .notNull()
      .default("open"),
    /** A card token or mandate the provider stored with this payment (repeat order). */
    storedMethodId: text("stored_method_id"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_public_key").on(t.publicId),
    uniqueIndex("payments_provider_key").on(t.provider, t.providerPaymentId),
    index("payments_user_idx").on(t.userId, t.createdAt),
    // Figures: revenue and first purchases per site and day (decision 041).
    index("payments_site_paid_idx").on(t.siteId, t.completedAt).where(sql`${t.status} = 'paid'`),
  ],
);

/** Who used which discount code; written when the payment completes. */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    codeId: belongsTo("code_id", () => discountCodes.id),
    userId: belongsTo("user_id", () => users.id),
    paymentId: belongsTo("payment_id", () => payments.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("discount_redemptions_key").on(t.codeId, t.userId),
    index("discount_redemptions_code_idx").on(t.codeId),
  ],
);

/**
 * A direct-debit order waiting for, or confirmed by, the SMS code sent to the member (spec §3, §5). The IBAN
 * is kept for the mandate the provider needs; the code only as its keyed hash.
 */
export const directDebitRequests = pgTable(
  "direct_debit_requests",
  {
    id: serial("id").primaryKey(),
    publicId: text("public_id").notNull(),
    userId: belongsTo("user_id", () => users.id),
    bundleId: belongsTo("bundle_id", () => creditBundles.id),
    discountCode: text("discount_code"),
    accountHolder: text("account_holder").notNull(),
    iban: text("iban").notNull(),
    street: text("street").notNull(),
    houseNumber: text("house_number").notNull(),
    postcode: text("postcode").notNull(),
    city: text("city").notNull(),
    phone: text("phone").notNull(),
    otpHash: text("otp_hash"),
    otpExpiresAt: timestamp("otp_expires_at", { withTimezone: true }),
    otpAttempts: smallint("otp_attempts").notNull().default(0),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("direct_debit_requests_public_key").on(t.publicId),
    index("direct_debit_requests_user_idx").on(t.userId, t.createdAt),
  ],
);

/** The sandbox provider's payments (lib/payments/sandbox-provider.ts): in the database, so any node serves its checkout. */
export const sandboxPayments = pgTable("sandbox_payments", {
  id: text("id").primaryKey(),
  amountCents: integer("amount_cents").notNull(),
  currency: char("currency", { length: 3 }).notNull(),
  method: text("method").notNull(),
  description: text("description").notNull(),
  status: text("status", { enum: ["open", "pending", "paid", "failed", "canceled", "expired"] })
    .notNull()
    .default("open"),
  redirectUrl: text("redirect_url").notNull(),
  webhookUrl: text("webhook_url").notNull(),
  reference: text("reference").notNull(),
  storedMethodId: text("stored_method_id"),
  createdAt: createdAt(),
});

/** Each member's newest live event id: the row lock that numbers their events, kept when old events are pruned. */
export const liveCursors = pgTable("live_cursors", {
  profileId: integer("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  lastId: integer("last_id").notNull(),
});

/**
 * The live connection's recent events per member (features/live): a tab that reconnects replays what it
 * missed from here. `id` counts up per member from their live_cursors row; typing is never stored.
 * Pruned by age and count.
 */
export const liveEvents = pgTable(
  "live_events",
  {
    profileId: belongsTo("profile_id", () => profiles.id),
    id: integer("id").notNull(),
    type: text("type").notNull(),
    /** The event without id, type and at. */
    payload: jsonb("payload").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("live_events_key").on(t.profileId, t.id),
    index("live_events_created_idx").on(t.createdAt),
  ],
);

/**
 * Keys generated once and shared by every node (VAPID keys for web push, the key that signs unsubscribe
 * links): the first node to start makes them, the others read them (lib/server-keys.ts).
 */
export const serverKeys = pgTable("server_keys", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * The notifications waiting to go out, and what became of them (features/notifications). A trigger (a
 * message, a like, a scheduled job) inserts a pending row due a little later; the dispatcher decides at
 * due time, by the member's presence, switches, daily cap, quiet hours and digest choice, whether it goes
 * by e-mail, by push, both, later (held) or not at all (skipped, with the reason). A pending row with the
 * same user, type and key takes further events in (`count`): one mail per conversation per window.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    /** One of the types of contract NOTIFICATION_TYPES: the eight of spec §3 and the spending summary. */
    type: text("type").notNull(),
    /** What batches events together: `conversation:12`, `like:34`, `reminder:photo`, `news:5`. */
    dedupeKey: text("dedupe_key").notNull(),
    /** The other member concerned (the writer, the liker); null for site news, reminders, promotions. */
    aboutProfileId: integer("about_profile_id").references(() => profiles.id, { onDelete: "cascade" }),
    conversationId: integer("conversation_id"),
    /** Events folded into this row (messages in the window). */
    count: integer("count").notNull().default(1),
    /** Type-specific details the mail shows (the news text, the offer's code and end). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    status: text("status", { enum: ["pending", "held", "sent", "skipped"] })
      .notNull()
      .default("pending"),
    /** Why it was held or skipped (present, switched_off, blocked, daily_cap, quiet_hours, digest, stale, ...). */
    reason: text("reason"),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    emailSentAt: timestamp("email_sent_at", { withTimezone: true }),
    pushSentAt: timestamp("push_sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notifications_open_key")
      .on(t.userId, t.type, t.dedupeKey)
      .where(sql`${t.status} in ('pending', 'held')`),
    // The dispatcher's claim: pending rows, and held ones (quiet hours, cap, digest) whose time has come.
    index("notifications_due_idx").on(t.dueAt).where(sql`${t.status} in ('pending', 'held')`),
    index("notifications_user_sent_idx").on(t.userId, t.emailSentAt),
  ],
);

/** A member's web push subscriptions, one per browser or device (features/notifications). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    endpoint: text("endpoint").notNull(),
    /** The subscription's keys (base64url): the browser's P-256 public key and the auth secret. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

/**
 * The member's open tabs and whether each is visible (features/notifications presence): a live socket
 * makes a row, visibility frames and the page-hidden beacon flip it, each node refreshes `seen_at` of its
 * sockets; a row not seen for a while (its node died) no longer counts.
 */
export const presenceTabs = pgTable(
  "presence_tabs",
  {
    id: text("id").primaryKey(),
    profileId: belongsTo("profile_id", () => profiles.id),
    /** The session's id hash: the page-hidden beacon knows the session, not the tab. */
    sessionIdHash: text("session_id_hash").notNull(),
    visible: boolean("visible").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("presence_tabs_profile_idx").on(t.profileId),
    index("presence_tabs_session_idx").on(t.sessionIdHash),
  ],
);

/** Mail-provider webhook events already handled: a replayed delivery changes nothing. */
export const mailWebhookEvents = pgTable("mail_webhook_events", {
  id: text("id").primaryKey(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The back office's staff (issue 15): accounts apart from members, on no site. The password is set through
 * the one-time setup link; the TOTP secret never leaves the server after that link's enrolment.
 */
export const staff = pgTable(
  "staff",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    passwordHash: text("password_hash"),
    roles: text("roles").array().notNull(),
    language: text("language").notNull().default("en"),
    /** Base32; kept apart from every view (features/staff selects it only to check a code). */
    totpSecret: text("totp_secret").notNull(),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code is good once. */
    totpLastStep: integer("totp_last_step"),
    failedLogins: integer("failed_logins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_email_key").on(sql`lower(${t.email})`)],
);

/** Staff sessions: the cookie's token hashed; `password` until the second factor is given. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    staffId: belongsTo("staff_id", () => staff.id),
    stage: text("stage", { enum: ["password", "full"] }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last time the password or a code was given (login's second step, or POST /reauth). */
    reauthAt: timestamp("reauth_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId)],
);

/** One-time recovery codes, hashed; each opens the second step once. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial("id").primaryKey(),
    staffId: belongsTo("staff_id", () => staff.id),
    hash: text("hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_recovery_codes_staff_idx").on(t.staffId)],
);

/** The one-time setup links (npm run staff:create): hashed, valid a day, used once. */
export const staffSetupTokens = pgTable("staff_setup_tokens", {
  hash: text("hash").primaryKey(),
  staffId: belongsTo("staff_id", () => staff.id),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/**
 * Every state-changing staff call and every staff login, success or not. Append-only: no route changes it,
 * and a trigger (migration 0015) refuses UPDATE and DELETE. No foreign key: staff are disabled, never
 * deleted, and the e-mail and roles are copied so a line reads alone.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    staffId: integer("staff_id"),
    staffEmail: text("staff_email"),
    roles: text("roles").array().notNull().default(sql`'{}'::text[]`),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_action_idx").on(t.action, t.at),
    index("audit_log_staff_idx").on(t.staffEmail, t.at),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);

/**
 * The operator inbox's lock (issue 15): one row per conversation an operator has claimed, until it expires
 * or they answer. The primary key makes two claims of one conversation impossible.
 */
export const operatorClaims = pgTable(
  "operator_claims",
  {
    conversationId: integer("conversation_id")
      .primaryKey()
      .references(() => conversations.id, { onDelete: "cascade" }),
    staffId: belongsTo("staff_id", () => staff.id),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("operator_claims_staff_idx").on(t.staffId)],
);

/** Operators' notes on a conversation, kept for the next operator (never shown to the member). */
export const operatorNotes = pgTable(
  "operator_notes",
  {
    id: serial("id").primaryKey(),
    conversationId: belongsTo("conversation_id", () => conversations.id),
    staffId: belongsTo("staff_id", () => staff.id),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("operator_notes_conversation_idx").on(t.conversationId, t.id)],
);

// Figures (issue 15, item 9; decision 041).

/**
 * Views of the landers (spec §2) per site, UTC day and lander: counted in memory by each process and added
 * here every few seconds (`visits = visits + excluded.visits`), so several processes add up.
 */
export const landerVisits = pgTable(
  "lander_visits",
  {
    siteId: belongsTo("site_id", () => sites.id),
    day: date("day").notNull(),
    lander: text("lander").notNull(),
    /** The A/B variant the visitor was shown (`lander_variants`; "a" when the lander has none). */
    variant: text("variant").notNull().default("a"),
    visits: integer("visits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.lander, t.variant] })],
);

/**
 * Members who made at least one signed-in call on a UTC day, per site (noted in memory, written every few
 * seconds). No foreign key to users: a purged account stays counted on the days it was active.
 */
export const activeMembers = pgTable(
  "active_members",
  {
    siteId: belongsTo("site_id", () => sites.id),
    day: date("day").notNull(),
    userId: integer("user_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.userId] })],
);

// --- money (issue 15, item 8): refunds, chargebacks and direct-debit reversals -----------------------

/**
 * Money given back on a payment: a refund made in the back office, or a chargeback or direct-debit reversal
 * the provider reported (decision 040). A back-office refund is `requested` (its amount reserved, so a second
 * click cannot refund it again) until the provider accepted it, then `done` with the provider's id; a
 * provider's report is `done` at once. `provider_ref` is unique: a replayed webhook takes nothing twice.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: serial("id").primaryKey(),
    paymentId: belongsTo("payment_id", () => payments.id),
    kind: text("kind", { enum: ["refund", "chargeback", "reversal"] }).notNull(),
    state: text("state", { enum: ["requested", "done"] })
      .notNull()
      .default("done"),
    amountCents: integer("amount_cents").notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    /** Credits taken back from the member through the ledger for this row. */
    creditsTaken: integer("credits_taken").notNull().default(0),
    providerRef: text("provider_ref"),
    /** The provider's status of a refund when it was made (Mollie: queued, pending, refunded…). */
    providerStatus: text("provider_status"),
    /** The back office's id for the click: the same click twice is one refund (and Mollie's idempotency key). */
    clientKey: uuid("client_key"),
    staffId: integer("staff_id").references((): AnyPgColumn => staff.id),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_refunds_payment_idx").on(t.paymentId, t.id),
    uniqueIndex("payment_refunds_provider_key").on(t.providerRef),
    uniqueIndex("payment_refunds_client_key").on(t.paymentId, t.clientKey),
    check("payment_refunds_amount_positive", sql`${t.amountCents} > 0`),
    check("payment_refunds_credits_non_negative", sql`${t.creditsTaken} >= 0`),
  ],
);

/** The sandbox provider's refunds and simulated chargebacks (lib/payments/sandbox-provider.ts). */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => sandboxPayments.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["refund", "chargeback"] }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("sandbox_refunds_payment_idx").on(t.paymentId),
    uniqueIndex("sandbox_refunds_idempotency_key").on(t.idempotencyKey),
  ],
);

// ---- Operator inbox (issue 15, item 3) ----

/**
 * One row per operator answer: who answered which conversation, and since when the member had been
 * waiting (their oldest message not answered yet). The figures per operator (answered, median response
 * time) read this table instead of reconstructing the waits from the messages.
 */
export const operatorAnswers = pgTable(
  "operator_answers",
  {
    messageId: integer("message_id")
      .primaryKey()
      .references(() => messages.id, { onDelete: "cascade" }),
    conversationId: belongsTo("conversation_id", () => conversations.id),
    staffId: belongsTo("staff_id", () => staff.id),
    waitingSince: timestamp("waiting_since", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("operator_answers_period_idx").on(t.answeredAt, t.staffId)],
);

// ---- Moderation queues (issue 15, item 6) ----

/**
 * A member's "about" text under review: the text others read is `profiles.about` (shown at once), the last
 * one a moderator passed is kept here; a rejection puts it back. One row per profile, only while a changed
 * text waits or was last rejected (decision 038).
 */
export const profileTextReviews = pgTable(
  "profile_text_reviews",
  {
    profileId: integer("profile_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** The last approved text ("" when none was). */
    approvedAbout: text("approved_about").notNull().default(""),
    /** When the waiting text was written; null when nothing waits. */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    rejectReason: text("reject_reason"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: integer("reviewed_by").references(() => staff.id),
  },
  (t) => [index("profile_text_reviews_queue_idx").on(t.submittedAt).where(sql`${t.submittedAt} is not null`)],
);

/** What a visitor or member sent through /complaints (issue 16 makes the form), and the answer. */
export const complaints = pgTable(
  "complaints",
  {
    id: serial("id").primaryKey(),
    /** The public reference the complainant quotes, e.g. "C-7KQ2-M9XD". */
    reference: text("reference").notNull(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull(),
    /** The language the complainant wrote in; the reply mail's frame is in it. */
    language: text("language").notNull().default("en"),
    profileId: integer("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    conversationId: integer("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    status: text("status", { enum: ["open", "answered", "closed"] })
      .notNull()
      .default("open"),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    repliedBy: integer("replied_by").references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("complaints_reference_key").on(t.reference),
    index("complaints_status_idx").on(t.status, t.createdAt),
    index("complaints_email_idx").on(sql`lower(${t.email})`),
  ],
);

// Fictional profiles (issue 15, item 4)

/**
 * The sites a fictional, cam or resell profile is limited to. A profile without rows is shown by every site
 * of its country, as every other profile; with rows, only by those sites. Each site's cache holds the ids it
 * must leave out (sites.service), which search binds with the viewer's blocks (decision 036).
 */
export const profileSites = pgTable(
  "profile_sites",
  {
    profileId: belongsTo("profile_id", () => profiles.id),
    siteId: belongsTo("site_id", () => sites.id),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.siteId] })],
);

/*
 * Members in the back office (issue 15, item 5; decision 037): the logins and staff notes (the sanction
 * columns are on `users`).
 */

/** Each successful member login: when, from where, with what (one insert per login). */
export const memberLogins = pgTable(
  "member_logins",
  {
    id: serial("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("member_logins_user_idx").on(t.userId, t.at)],
);

/**
 * A member's authenticator for two-step sign-in (issue 17, decision 052). The secret is kept as the staff's
 * is (staff.totp_secret): the server must read it to check codes, so it cannot be a hash. A row without
 * `enabled_at` is an enrolment the member has not confirmed with a code yet: sign-in ignores it.
 */
export const memberTotp = pgTable("member_totp", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code is good once. */
  lastStep: integer("last_step"),
  createdAt: createdAt(),
});

/** A member's one-time recovery codes, hashed; each opens the second step once. */
export const memberRecoveryCodes = pgTable(
  "member_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    hash: text("hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("member_recovery_codes_user_idx").on(t.userId)],
);

/**
 * A sign-in waiting for its second step: the right password was given, no session exists yet. The client
 * holds the token, the row its SHA-256; used once, for minutes, and closed after a few wrong codes.
 */
export const twoStepChallenges = pgTable(
  "two_step_challenges",
  {
    idHash: text("id_hash").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failures: smallint("failures").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  // By member: the wrong codes of their last hour (TWO_STEP_LOCKED) and the dropping of their old rows.
  (t) => [
    index("two_step_challenges_expiry_idx").on(t.expiresAt),
    index("two_step_challenges_user_idx").on(t.userId, t.createdAt),
  ],
);

/** Staff notes on a member, never shown to the member. */
export const memberNotes = pgTable(
  "member_notes",
  {
    id: serial("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    staffId: integer("staff_id").references((): AnyPgColumn => staff.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("member_notes_user_idx").on(t.userId, t.id)],
);

/*
 * Content (issue 16): the information and legal pages per site and language, edited in the back office with a
 * version history; the members' acceptances of the terms; the landers' A/B variants and bounces.
 */

/**
 * One page of one site in one language: the information pages of spec §2 (terms, privacy, cookies, ban,
 * return-policy, service, faq) and any `/{token}` page staff create. The body is Markdown with `{placeholders}`
 * filled from the site and company settings when it is shown; raw HTML in it is never rendered.
 */
export const contentPages = pgTable(
  "content_pages",
  {
    id: serial("id").primaryKey(),
    siteId: belongsTo("site_id", () => sites.id),
    language: text("language").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** A draft token page is only seen in the back office's preview. */
    published: boolean("published").notNull().default(true),
    /** The number of the version the page shows (`content_page_versions.version`). */
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references((): AnyPgColumn => staff.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("content_pages_site_language_slug_key").on(t.siteId, t.language, t.slug)],
);

/** Every saved version of a page, never changed: the history staff read and restore from. */
export const contentPageVersions = pgTable(
  "content_page_versions",
  {
    id: serial("id").primaryKey(),
    pageId: belongsTo("page_id", () => contentPages.id),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Null for the default text the install wrote. */
    staffId: integer("staff_id").references((): AnyPgColumn => staff.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("content_page_versions_page_version_key").on(t.pageId, t.version)],
);

/** A member's acceptance of a version of the terms: the consent record (at signup and after a change). */
export const termsAcceptances = pgTable(
  "terms_acceptances",
  {
    id: serial("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    /** The terms version date accepted. */
    version: timestamp("version", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
    ip: text("ip"),
    language: text("language").notNull(),
  },
  (t) => [index("terms_acceptances_user_idx").on(t.userId, t.version)],
);

/**
 * The A/B variants of a lander on a site, each with its weight and its own headline per language. A lander
 * without rows has the one variant "a". A visitor keeps the variant they were first given.
 */
export const landerVariants = pgTable(
  "lander_variants",
  {
    id: serial("id").primaryKey(),
    siteId: belongsTo("site_id", () => sites.id),
    lander: text("lander").notNull(),
    variant: text("variant").notNull(),
    /** Relative weight, 0 (paused) to 100. */
    weight: smallint("weight").notNull().default(50),
    /** Language → headline shown instead of the lander's own; empty uses the lander's. */
    headline: jsonb("headline").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("lander_variants_site_lander_variant_key").on(t.siteId, t.lander, t.variant)],
);

/** A visitor who left a lander without acting, when the visit asked for it (`lb`, spec §4), sent by beacon. */
export const landerBounces = pgTable(
  "lander_bounces",
  {
    id: serial("id").primaryKey(),
    siteId: belongsTo("site_id", () => sites.id),
    lander: text("lander").notNull(),
    variant: text("variant").notNull(),
    slug: text("slug"),
    /** Time on the page, whole seconds. */
    seconds: integer("seconds").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lander_bounces_site_created_idx").on(t.siteId, t.createdAt)],
);

// Member safety (issue 17)

/**
 * "Is this a real person?" questions and the answer given (issue 17, item 2): the back office sees which
 * profiles members doubt. The asker is null for a visitor (and once their account is gone).
 */
export const realPersonQuestions = pgTable(
  "real_person_questions",
  {
    id: serial("id").primaryKey(),
    siteId: belongsTo("site_id", () => sites.id),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    profileId: belongsTo("profile_id", () => profiles.id),
    kind: text("kind", { enum: ["member", "fictional", "cam", "resell"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("real_person_questions_profile_idx").on(t.profileId, t.createdAt),
    // The back office's log, newest first, by day (decision 053).
    index("real_person_questions_created_idx").on(t.createdAt, t.id),
    // An account's deletion sets its questions' asker to null, and its data export lists them.
    index("real_person_questions_user_idx").on(t.userId).where(sql`${t.userId} is not null`),
  ],
);

/**
 * A member's own spending limits (issue 17): daily, weekly and monthly caps on purchases in `currency` (the
 * currency their payments are priced in), null where unset. A lowered limit is written at once; a raised or
 * removed one waits in `pending*` until `pendingEffectiveAt` (24-hour cooling-off). The row also remembers
 * that the member answered the one-time "set a limit?" question, and is the per-member lock purchases take.
 */
export const spendingLimits = pgTable("spending_limits", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  currency: char("currency", { length: 3 }).notNull(),
  dailyCents: integer("daily_cents"),
  weeklyCents: integer("weekly_cents"),
  monthlyCents: integer("monthly_cents"),
  /** The limits after a raise, all three as they will be (null = none); set together with the time. */
  pendingCurrency: char("pending_currency", { length: 3 }),
  pendingDailyCents: integer("pending_daily_cents"),
  pendingWeeklyCents: integer("pending_weekly_cents"),
  pendingMonthlyCents: integer("pending_monthly_cents"),
  pendingEffectiveAt: timestamp("pending_effective_at", { withTimezone: true }),
  /** When the member closed the "set a spending limit?" prompt; it is never shown again. */
  promptDismissedAt: timestamp("prompt_dismissed_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Data exports (issue 17): a member's archive of everything held about them (GDPR art. 15 and 20)

/** Raw bytes: an export's zip is kept in the database, so any node can serve it and deletion takes it along. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  // pg answers a Buffer, PGlite a Uint8Array.
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One export a member asked for: `pending` until a worker claims it (`claimed_until` is the lease), then
 * `ready` with the archive and the download link's token (its SHA-256 only), valid until `expires_at`.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: serial("id").primaryKey(),
    userId: belongsTo("user_id", () => users.id),
    status: text("status", { enum: ["pending", "ready", "failed"] })
      .notNull()
      .default("pending"),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    attempts: smallint("attempts").notNull().default(0),
    /** Where the ready mail's link leads: the origin of the request that asked (request-origin.ts). */
    origin: text("origin").notNull(),
    tokenHash: text("token_hash"),
    archive: bytea("archive"),
    archiveBytes: integer("archive_bytes"),
    createdAt: createdAt(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("data_exports_user_idx").on(t.userId, t.createdAt),
    index("data_exports_pending_idx").on(t.id).where(sql`${t.status} = 'pending'`),
    uniqueIndex("data_exports_token_key").on(t.tokenHash),
  ],
);

// Member reports (issue 17, item 1)

/**
 * A member's report of another member (their profile, a photo or messages), handled by a moderator in the
 * back office. The decision's statement of reasons is what the reported member reads (mail and account
 * alerts) when action is taken; they may appeal once, and another moderator decides the appeal.
 */
export const memberReports = pgTable(
  "member_reports",
  {
    id: serial("id").primaryKey(),
    reporterUserId: belongsTo("reporter_user_id", () => users.id),
    reportedProfileId: belongsTo("reported_profile_id", () => profiles.id),
    photoId: integer("photo_id").references(() => photos.id, { onDelete: "set null" }),
    reason: text("reason", {
      enum: ["fake_profile", "scam", "harassment", "underage", "explicit_content", "spam", "other"],
    }).notNull(),
    details: text("details").notNull().default(""),
    /** The reporter blocked the member in the same step. */
    blocked: boolean("blocked").notNull().default(false),
    status: text("status", { enum: ["open", "actioned", "dismissed"] })
      .notNull()
      .default("open"),
    action: text("action", { enum: ["warn", "remove_photo", "suspend", "ban", "dismiss"] }),
    /** The statement of reasons: what the reported member is told (and the reporter, of the outcome). */
    statement: text("statement"),
    decidedBy: integer("decided_by").references(() => staff.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The reported member's one appeal, and its decision by another moderator. */
    appealText: text("appeal_text"),
    appealedAt: timestamp("appealed_at", { withTimezone: true }),
    appealOutcome: text("appeal_outcome", { enum: ["upheld", "reversed"] }),
    appealStatement: text("appeal_statement"),
    appealDecidedBy: integer("appeal_decided_by").references(() => staff.id),
    appealDecidedAt: timestamp("appeal_decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("member_reports_status_idx").on(t.status, t.createdAt),
    index("member_reports_reporter_idx").on(t.reporterUserId, t.createdAt),
    index("member_reports_reported_idx").on(t.reportedProfileId, t.createdAt),
    // The appeals waiting for a decision.
    index("member_reports_appeal_idx")
      .on(t.appealedAt)
      .where(sql`${t.appealedAt} is not null and ${t.appealOutcome} is null`),
  ],
);

/** The messages a reporter attached, copied as they were (the evidence outlives an edit or a deletion). */
export const memberReportMessages = pgTable(
  "member_report_messages",
  {
    reportId: belongsTo("report_id", () => memberReports.id),
    messageId: integer("message_id").references(() => messages.id, { onDelete: "set null" }),
    senderProfileId: integer("sender_profile_id").notNull(),
    kind: text("kind").notNull(),
    text: text("text").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("member_report_messages_report_idx").on(t.reportId)],
);
