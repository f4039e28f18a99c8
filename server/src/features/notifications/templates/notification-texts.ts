/**
 * The shape of one language's notification texts. Placeholders in braces are filled by the renderer:
 * {name} {age} {city} (the member concerned), {site}, {count} (events folded in), {messages}
 * {conversations} (unread reminder), {percentage} {code} {day} {date} (an offer: its end as a date, and with the time), {first} {more} (the digest),
 * {month} {total} {purchases} {credits} {previousMonth} {previous} {difference} {amount} {limits} (the monthly
 * spending summary: amounts are prices already formatted in the member's language).
 * A text that depends on a number is a Plural: one form per Intl.PluralRules category of the language,
 * picked by the number named in `by` (never "message(s)").
 */
import type { NotificationType } from "@amora/contract/accounts";

export interface Plural {
  by: string;
  /** Required by every language (its only form in some). */
  other: string;
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
}

export type Text = string | Plural;

/** The words of one kind of notification (a type, or one case of a type: a match, a reminder). */
export interface KindTexts {
  subject: Text;
  heading: Text;
  paragraphs: Text[];
  button: Text;
  /** A push message's body; its title is the member concerned or the site. */
  push: Text;
}

export const NOTIFICATION_KINDS = [
  "new_conversations",
  "new_messages",
  "like",
  "match",
  "unread_message_reminders",
  "welcome_discount",
  "come_back",
  "weekly_updates",
  "news",
  "confirm_email",
  "add_photo",
  "finish_profile",
  "spending_summary",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The monthly spending summary's words beside its kind's (a sentence may end with a link: `…Link`). */
export interface SpendingTexts {
  /** The labels under the figures: each currency's total, the purchases, the credits. */
  spent: string;
  purchases: Plural;
  credits: Plural;
  /**
   * The month against the one before, per currency; `fromNothing` for a currency not paid in the month
   * before; `none` when nothing was bought the month before.
   */
  compare: { more: string; less: string; same: string; fromNothing: string; none: string };
  /** The limits in force ({limits}: the list of `periods`), or the invitation to set one. */
  limits: string;
  limitsLink: string;
  noLimits: string;
  noLimitsLink: string;
  periods: { daily: string; weekly: string; monthly: string };
}

export interface NotificationTexts {
  /** The member concerned, under their photo: "{name}, {age}". */
  memberName: string;
  /** The label over an offer's code. */
  codeLabel: string;
  /** The weekly numbers' labels, by the number shown above them ({count} {likes} {unread}). */
  weekly: { newMembers: Plural; likes: Plural; unread: Plural };
  /** Lead words before the link to the notification settings. */
  settingsLead: string;
  settingsLink: string;
  /** The footer's unsubscribe link: one type's mail, or every notification mail (the digest). */
  unsubscribeOne: string;
  unsubscribeAll: string;
  /** Why the member gets each type's mail. */
  reasons: Record<NotificationType, string>;
  /** Several notifications in one mail, once a day. */
  digest: { subject: Plural; heading: string; intro: string; reason: string };
  spending: SpendingTexts;
  kinds: Record<NotificationKind, KindTexts>;
}
