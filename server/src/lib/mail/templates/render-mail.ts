/** renderMail(kind, params): a mail's subject, HTML and plain text in the member's language, for one site. */
import { REACTIVATION_DAYS } from "@amora/contract/constants";
import type { SupportedLocale } from "@amora/contract/locales";
import { serverTexts } from "../../locale-files.ts";
import { textFiller } from "./fill.ts";
import { renderHtml, renderText } from "./layout.ts";
import type { MailKind, MailTexts } from "./mail-texts.ts";

export type { MailKind } from "./mail-texts.ts";

/**
 * locales/<language>/server/mail.json: the account mails' texts. The notification mails share its greeting,
 * sign-off and support lead.
 */
export const MAIL_TEXTS = serverTexts<MailTexts>("mail");

/** The site fields a mail shows (a Site row fits). */
export interface MailSite {
  name: string;
  supportEmail: string;
}

export interface MailParams {
  site: MailSite;
  language: SupportedLocale;
  /** The member's name, as the greeting says it. */
  name: string;
  /** Where the button leads: the activation, reset, confirmation or reactivation link; the site for `reactivated`. */
  link: string;
  /** The complaint's reference, for `complaint_receipt`. */
  reference?: string;
  /** A kind's own placeholders: `new_sign_in`'s {device} {place} {time}. */
  details?: Record<string, string>;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export function renderMail(kind: MailKind, params: MailParams): RenderedMail {
  const texts = MAIL_TEXTS[params.language];
  const fill = textFiller(params.language, {
    name: params.name,
    site: params.site.name,
    days: String(REACTIVATION_DAYS),
    reference: params.reference ?? "",
    ...params.details,
  });
  const kindTexts = texts.kinds[kind];
  const content = {
    language: params.language,
    subject: fill(kindTexts.subject),
    siteName: params.site.name,
    heading: fill(kindTexts.heading),
    greeting: fill(texts.greeting),
    paragraphs: kindTexts.paragraphs.map((text) => fill(text)),
    button: fill(kindTexts.button),
    link: params.link,
    linkHint: fill(texts.linkHint),
    notes: kindTexts.notes.map((text) => fill(text)),
    signOff: fill(texts.signOff),
    reason: fill(kindTexts.reason),
    supportLead: fill(texts.supportLead),
    supportEmail: params.site.supportEmail,
  };
  return { subject: content.subject, html: renderHtml(content), text: renderText(content) };
}
