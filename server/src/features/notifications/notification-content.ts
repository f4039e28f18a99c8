/**
 * What a notification says, gathered for the templates (notification-mail.ts) and the push payload: the
 * member concerned with their photo and the site's disclosure of fictional profiles, and the exact page
 * it leads to on the site's own origin. Links never carry a login: the page asks for one when needed.
 */
import type { NotificationType } from "@amora/contract/accounts";
import { isSupportedLocale, type SupportedLocale } from "@amora/contract/locales";
import type { PushPayload } from "@amora/contract/push";
import { siteTextIn } from "@amora/contract/site-texts";
import type { Config } from "../../config.ts";
import { publicOrigin } from "../accounts/request-origin.ts";
import type { AboutRow, NotificationRow, Recipient } from "./dispatch.queries.ts";
import type { AboutMember, NotificationItem, NotificationMailInput, PushText } from "./notification-mail.ts";
import { signUnsubscribeToken, type UnsubscribeScope, unsubscribeUrls } from "./unsubscribe-token.ts";

/** The site's icon while no member's photo fits (the web app's favicon, served from the root). */
export const SITE_ICON_PATH = "/icons/app-192.png";
/** The settings page where the switches are (web/src/app/paths.ts `notifications`). */
const SETTINGS_PATH = "/notifications";

export type OriginConfig = Pick<Config, "publicUrl" | "env" | "port">;

/** The site's origin for links in mail and push: PUBLIC_URL, else the site's own domain. */
export function siteOrigin(config: OriginConfig, recipient: Recipient): string {
  return publicOrigin(config, recipient.site, "");
}

export function languageOf(recipient: Recipient): SupportedLocale {
  return isSupportedLocale(recipient.language) ? recipient.language : "en";
}

/** The site's own language (first two letters of `domain_language`, spec §1), when the app has it. */
function siteLanguage(recipient: Recipient): { language?: SupportedLocale } {
  const code = recipient.site.domainLanguage.slice(0, 2).toLowerCase();
  return isSupportedLocale(code) ? { language: code } : {};
}

/** The site's disclosure in the recipient's language, else the site's own (decision 056). */
function fictionalWarningFor(recipient: Recipient): string {
  const { fictionalWarning, textsByLanguage } = recipient.site;
  return siteTextIn("fictional_warning", fictionalWarning, textsByLanguage, languageOf(recipient));
}

/**
 * The page a notification leads to (the app's routes, contract/src/app-routes.ts): the conversation, the
 * likes tab (received, or matches), the inbox, the credits, the search, the member's own profile, the
 * transactions.
 */
export function pagePath(row: Pick<NotificationRow, "type" | "payload" | "conversationId">): string {
  const type = row.type as NotificationType;
  switch (type) {
    case "new_conversations":
    case "new_messages":
      return row.conversationId === null ? "/chats" : `/chats/${row.conversationId}`;
    case "like":
      return (row.payload as { match?: boolean }).match ? "/likes/matches" : "/likes/received";
    case "unread_message_reminders":
      return "/chats";
    case "promotions":
      return "/credits";
    case "weekly_updates":
      return "/members";
    case "news":
      return "/";
    case "reminders":
      return "/profile";
    case "spending_summary":
      return "/transactions";
  }
}

export function aboutMember(row: AboutRow, recipient: Recipient, origin: string): AboutMember {
  const photoUrl =
    row.thumbFilename === null
      ? null
      : new URL(
          /^(https?:)?\/\//.test(row.thumbFilename)
            ? row.thumbFilename
            : `${recipient.site.cdnPrefix}${row.thumbFilename}`,
          `${origin}/`,
        ).toString();
  return {
    profileId: row.id,
    name: row.name,
    age: row.age,
    city: row.city,
    photoUrl,
    fictionalWarning: row.disclosed ? fictionalWarningFor(recipient) : null,
  };
}

export function notificationItem(
  row: NotificationRow,
  about: AboutMember | null,
  members: AboutMember[],
  origin: string,
): NotificationItem {
  return {
    type: row.type,
    payload: row.payload,
    count: row.count,
    about,
    members,
    link: `${origin}${pagePath(row)}`,
  } as NotificationItem;
}

export function mailInput(
  recipient: Recipient,
  items: NotificationItem[],
  scope: UnsubscribeScope,
  origin: string,
  unsubscribeKey: string,
): NotificationMailInput {
  return {
    site: {
      name: recipient.site.name,
      supportEmail: recipient.site.supportEmail,
      fictionalIcon: recipient.site.fictionalIcon,
      ...siteLanguage(recipient),
      domainLanguage: recipient.site.domainLanguage,
    },
    language: languageOf(recipient),
    timeZone: recipient.timeZone,
    name: recipient.name,
    items,
    settingsUrl: `${origin}${SETTINGS_PATH}`,
    unsubscribe: unsubscribeUrls(origin, signUnsubscribeToken(unsubscribeKey, recipient.userId, scope)),
  };
}

/** The push message: the member's picture (or the site's icon), one tag per conversation or like. */
export function pushPayload(
  row: NotificationRow,
  item: NotificationItem,
  text: PushText,
  recipient: Recipient,
  origin: string,
  now: Date,
): PushPayload {
  const path = pagePath(row);
  return {
    type: item.type,
    title: text.title,
    body: text.body,
    icon: item.about?.photoUrl ?? `${origin}${SITE_ICON_PATH}`,
    badge: `${origin}${SITE_ICON_PATH}`,
    tag: row.dedupeKey,
    checkUrl: item.link,
    openUrl: `${origin}/login?${new URLSearchParams({ next: path })}`,
    attention: recipient.attention,
    sentAt: now.toISOString(),
  };
}
