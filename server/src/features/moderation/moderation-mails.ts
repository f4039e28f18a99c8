/**
 * The mails of the moderation queues, in the recipient's language, in the layout every mail shares: a photo
 * or "about" text rejected (with the moderator's reason), and staff's reply to a complaint.
 */
import { isSupportedLocale } from "@amora/contract/locales";
import { serverTexts } from "../../lib/locale-files.ts";
import { textFiller } from "../../lib/mail/templates/fill.ts";
import { renderHtml, renderText } from "../../lib/mail/templates/layout.ts";
import { MAIL_TEXTS } from "../../lib/mail/templates/render-mail.ts";

export const MODERATION_MAIL_KINDS = ["photo_rejected", "text_rejected", "complaint_reply"] as const;
export type ModerationMailKind = (typeof MODERATION_MAIL_KINDS)[number];

interface KindTexts {
  subject: string;
  heading: string;
  /** Before the moderator's words ({reason} or the reply, as paragraphs of their own). */
  lead: string;
  /** After them. */
  after: string[];
  button: string;
  reason: string;
}

export const MODERATION_MAIL_TEXTS = serverTexts<Record<ModerationMailKind, KindTexts>>("moderation");

export interface ModerationMailParams {
  language: string;
  site: { name: string; supportEmail: string };
  name: string;
  /** The moderator's reason, or the reply to the complaint: the recipient reads it as written. */
  words: string;
  link: string;
  reference?: string;
}

export function renderModerationMail(kind: ModerationMailKind, params: ModerationMailParams) {
  const language = isSupportedLocale(params.language) ? params.language : "en";
  const shared = MAIL_TEXTS[language];
  const texts = MODERATION_MAIL_TEXTS[language][kind];
  const fill = textFiller(language, {
    name: params.name,
    site: params.site.name,
    reference: params.reference ?? "",
  });
  const words = params.words
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== "");
  const content = {
    language,
    subject: fill(texts.subject),
    siteName: params.site.name,
    heading: fill(texts.heading),
    greeting: fill(shared.greeting),
    paragraphs: [fill(texts.lead), ...words, ...texts.after.map((text) => fill(text))],
    button: fill(texts.button),
    link: params.link,
    linkHint: fill(shared.linkHint),
    notes: [],
    signOff: fill(shared.signOff),
    reason: fill(texts.reason),
    supportLead: fill(shared.supportLead),
    supportEmail: params.site.supportEmail,
  };
  return { subject: content.subject, html: renderHtml(content), text: renderText(content) };
}
