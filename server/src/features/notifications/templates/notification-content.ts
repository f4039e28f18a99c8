/**
 * What one notification says, in the member's language: its subject, heading, paragraphs, button and push
 * body, with the numbers in the right plural form and the dates in the member's language and time zone.
 * The layout (render-notification-mail.ts) turns this into HTML and text.
 */
import type { SupportedLocale } from "@amora/contract/locales";
import { serverTexts } from "../../../lib/locale-files.ts";
import { textFiller } from "../../../lib/mail/templates/fill.ts";
import type { AboutMember, NotificationItem } from "../notification-mail.ts";
import type { NotificationKind, NotificationTexts, Text } from "./notification-texts.ts";
import {
  type Note,
  spendingNotes,
  spendingNumbers,
  spendingStats,
  spendingValues,
} from "./spending-content.ts";

/** locales/<language>/server/notifications.json: the mails' and pushes' texts of each kind. */
export const NOTIFICATION_TEXTS = serverTexts<NotificationTexts>("notifications");

export interface ItemContent {
  kind: NotificationKind;
  subject: string;
  heading: string;
  paragraphs: string[];
  button: string;
  push: string;
  /** The weekly or monthly numbers: a figure and its label. */
  stats: { value: string; label: string }[];
  /** Sentences after the numbers (the spending summary's comparison and limits). */
  notes: Note[];
  /** An offer's code. */
  code: string | null;
}

export interface ContentContext {
  language: SupportedLocale;
  siteName: string;
  /** The site's own language, the news' second choice. */
  siteLanguage?: SupportedLocale | undefined;
  /** The Intl locale of dates, numbers and prices (formatLocale: the language with the site's region). */
  locale: string;
  /** IANA zone the member lives in, for an offer's end. */
  timeZone: string;
}

function kindOf(item: NotificationItem): NotificationKind {
  switch (item.type) {
    case "like":
      return item.payload.match ? "match" : "like";
    case "promotions":
      return item.payload.offer;
    case "reminders":
      return item.payload.reminder;
    default:
      return item.type;
  }
}

/** The numbers a kind's texts may name, by placeholder. */
function numbersOf(item: NotificationItem): Record<string, number> {
  switch (item.type) {
    case "unread_message_reminders":
      return { count: item.count, ...item.payload };
    case "weekly_updates":
      return { count: item.payload.new_member_count, likes: item.payload.likes, unread: item.payload.unread };
    case "spending_summary":
      return { count: item.count, ...spendingNumbers(item.payload) };
    default:
      return { count: item.count };
  }
}

/** Picks a Plural's form with the language's plural rules and fills it; a plain text is just filled. */
export function speaker(
  language: SupportedLocale,
  values: Record<string, string>,
  numbers: Record<string, number>,
) {
  const fill = textFiller(language, values);
  const rules = new Intl.PluralRules(language);
  return (text: Text): string => {
    if (typeof text === "string") return fill(text);
    const n = numbers[text.by];
    if (n === undefined) throw new Error(`plural text counts an unknown number {${text.by}}`);
    return fill(text[rules.select(n)] ?? text.other);
  };
}

/** The staff's news in the member's language, else the site's, else English, else whichever exists. */
function newsText(item: NotificationItem & { type: "news" }, context: ContentContext) {
  const { texts } = item.payload;
  const chosen =
    texts[context.language] ??
    (context.siteLanguage && texts[context.siteLanguage]) ??
    texts.en ??
    Object.values(texts)[0];
  if (!chosen) throw new Error("a news notification carries no text in any language");
  const paragraphs = chosen.body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
  return { subject: chosen.subject, paragraphs };
}

export function memberValues(member: AboutMember | null): Record<string, string> {
  return member ? { name: member.name, age: String(member.age), city: member.city } : {};
}

export function itemContent(item: NotificationItem, context: ContentContext): ItemContent {
  const texts = NOTIFICATION_TEXTS[context.language];
  const kind = kindOf(item);
  const numbers = numbersOf(item);
  const number = new Intl.NumberFormat(context.locale);
  const values: Record<string, string> = {
    site: context.siteName,
    ...memberValues(item.about),
    ...Object.fromEntries(Object.entries(numbers).map(([key, n]) => [key, number.format(n)])),
  };
  let code: string | null = null;
  if (item.type === "promotions") {
    const { percentage, ends_at } = item.payload;
    code = item.payload.code;
    values.code = code;
    values.percentage = new Intl.NumberFormat(context.locale, { style: "percent" }).format(percentage / 100);
    const end = new Date(ends_at);
    const zone = { timeZone: context.timeZone };
    values.day = new Intl.DateTimeFormat(context.locale, { dateStyle: "long", ...zone }).format(end);
    values.date = new Intl.DateTimeFormat(context.locale, {
      dateStyle: "long",
      timeStyle: "short",
      ...zone,
    }).format(end);
  }
  if (item.type === "spending_summary") Object.assign(values, spendingValues(item.payload, context.locale));
  const say = speaker(context.language, values, numbers);
  const words = texts.kinds[kind];
  const content: ItemContent = {
    kind,
    subject: say(words.subject),
    heading: say(words.heading),
    paragraphs: words.paragraphs.map(say),
    button: say(words.button),
    push: say(words.push),
    stats: [],
    notes: [],
    code,
  };
  if (item.type === "weekly_updates") {
    const { new_member_count, likes, unread } = item.payload;
    content.stats = [
      { value: number.format(new_member_count), label: say(texts.weekly.newMembers) },
      { value: number.format(likes), label: say(texts.weekly.likes) },
      { value: number.format(unread), label: say(texts.weekly.unread) },
    ];
  }
  if (item.type === "spending_summary") {
    content.stats = spendingStats(item.payload, context.locale, texts.spending, say);
    content.notes = spendingNotes(item.payload, context, texts.spending, item.link);
  }
  if (item.type === "news") {
    const news = newsText(item, context);
    content.subject = news.subject;
    content.heading = news.subject;
    content.paragraphs = news.paragraphs;
    content.push = news.subject;
  }
  return content;
}
