/**
 * The mail that tells a member they were suspended or banned, and why, in their language (decision 037):
 * the account mails' layout and greeting, queued like them for the mail worker.
 */
import { isSupportedLocale, type SupportedLocale } from "@amora/contract/locales";
import type { Db } from "../../db/client.ts";
import { serverTexts } from "../../lib/locale-files.ts";
import { enqueueMail } from "../../lib/mail/mail-queue.ts";
import { textFiller } from "../../lib/mail/templates/fill.ts";
import { renderHtml, renderText } from "../../lib/mail/templates/layout.ts";
import { MAIL_TEXTS } from "../../lib/mail/templates/render-mail.ts";

export type SanctionKind = "suspended" | "banned";

interface SanctionTexts {
  subject: string;
  heading: string;
  paragraphs: string[];
  button: string;
  reason: string;
}

/** Placeholders: {name} {site} {until} {reason}. */
export const SANCTION_TEXTS = serverTexts<Record<SanctionKind, SanctionTexts>>("sanctions");

export interface SanctionMail {
  kind: SanctionKind;
  site: { id: number; name: string; supportEmail: string };
  to: string;
  name: string;
  language: string;
  reason: string;
  /** The suspension's end, already written in the member's language and time zone. */
  until?: string;
}

export async function queueSanctionMail(db: Db, mail: SanctionMail): Promise<void> {
  const language: SupportedLocale = isSupportedLocale(mail.language) ? mail.language : "en";
  const shared = MAIL_TEXTS[language];
  const texts = SANCTION_TEXTS[language][mail.kind];
  // Typography (fr's no-break spaces) runs on the templates; the values stay as staff wrote them.
  const fill = textFiller(language, {
    name: mail.name,
    site: mail.site.name,
    until: mail.until ?? "",
    reason: mail.reason,
  });
  const content = {
    language,
    subject: fill(texts.subject),
    siteName: mail.site.name,
    heading: fill(texts.heading),
    greeting: fill(shared.greeting),
    paragraphs: texts.paragraphs.map((text) => fill(text)),
    button: fill(texts.button),
    link: `mailto:${mail.site.supportEmail}`,
    linkHint: fill(shared.linkHint),
    notes: [],
    signOff: fill(shared.signOff),
    reason: fill(texts.reason),
    supportLead: fill(shared.supportLead),
    supportEmail: mail.site.supportEmail,
  };
  await enqueueMail(db, {
    siteId: mail.site.id,
    to: mail.to,
    kind: `account_${mail.kind}`,
    subject: content.subject,
    html: renderHtml(content),
    text: renderText(content),
  });
}
