/**
 * The contract between the dispatcher (which decides and gathers) and the notification templates (which
 * write): what one notification mail or push message is made from. The dispatcher fills it from the
 * database; the templates turn it into a subject, HTML and text in the member's language, and into the
 * short title and body of a push message.
 */
import type { NotificationType } from "@amora/contract/accounts";
import type { SupportedLocale } from "@amora/contract/locales";
import type { NotificationPayloads } from "./notification-payloads.ts";

/** The member a notification is about (the writer, the liker, a new member in the weekly mail). */
export interface AboutMember {
  profileId: number;
  name: string;
  age: number;
  city: string;
  /** Absolute URL of their main photo, or null (the template draws an initial). */
  photoUrl: string | null;
  /**
   * Set for fictional, cam and resell profiles: the site's `fictional_warning` (in the member's language
   * where the site has one), shown beside them exactly as the site shows it. Never left out.
   */
  fictionalWarning: string | null;
}

export type NotificationItem = {
  [T in NotificationType]: {
    type: T;
    payload: NotificationPayloads[T];
    /** Events folded into this notification (messages in the window). */
    count: number;
    about: AboutMember | null;
    /** Further members shown (the weekly mail's new members). */
    members: AboutMember[];
    /** The exact page this leads to (the conversation, the likes tab), absolute; it never logs anyone in. */
    link: string;
  };
}[NotificationType];

export interface NotificationMailInput {
  /** `language`: the site's own, the news' second choice after the member's (optional: then English). */
  site: {
    name: string;
    supportEmail: string;
    fictionalIcon: string;
    language?: SupportedLocale;
    /** The site's domain language ("en-GB"), whose region dates and prices are written in when it is the member's language's. */
    domainLanguage?: string;
  };
  language: SupportedLocale;
  /** The member's IANA time zone, for the end of an offer (optional: then UTC). */
  timeZone?: string;
  /** The recipient's name, for the greeting. */
  name: string;
  /** One item: that notification's own mail. Several: the daily digest. */
  items: NotificationItem[];
  /** The site's notification settings page, absolute. */
  settingsUrl: string;
  /** Footer link (confirm page) and one-click URL (RFC 8058): the item's type, or `all` for the digest. */
  unsubscribe: { page: string; oneClick: string };
}

export interface RenderedNotificationMail {
  subject: string;
  html: string;
  text: string;
  /** List-Unsubscribe and List-Unsubscribe-Post. */
  headers: Record<string, string>;
}

/** A push message's words (the rest of the payload, links and icons, the dispatcher adds). */
export interface PushText {
  title: string;
  body: string;
}
