/**
 * The statement of reasons (issue 17): the mail that tells a reported member what a moderator decided and
 * why, and how to appeal once (a signed link that works without logging in, appeal-link.ts); and the mail
 * with the appeal's decision, whose link shows it. In the member's language, in the
 * layout every mail shares, queued for the mail worker.
 */
import { isSupportedLocale, type SupportedLocale } from "@amora/contract/locales";
import { APPEAL_LINK_MONTHS } from "@amora/contract/reports";
import type { Db } from "../../db/client.ts";
import { serverTexts } from "../../lib/locale-files.ts";
import { enqueueMail } from "../../lib/mail/mail-queue.ts";
import { textFiller } from "../../lib/mail/templates/fill.ts";
import { renderHtml, renderText } from "../../lib/mail/templates/layout.ts";
import { MAIL_TEXTS } from "../../lib/mail/templates/render-mail.ts";
import type { ProfileMember } from "../moderation/moderation.service.ts";

export type StatementAction = "warn" | "remove_photo" | "suspend" | "ban";
export type StatementMailKind = "report_decision" | "appeal_decision";

interface Texts {
  subject: string;
  heading: string;
  /** What was decided, before the moderator's statement. */
  actions: Record<StatementAction, string>;
  lead: string;
  /** After the statement: how to appeal (decision), or the outcome (appeal). */
  appeal: string;
  outcomes: { upheld: string; reversed: string };
  button: string;
  reason: string;
}

export const STATEMENT_MAIL_TEXTS = serverTexts<Record<StatementMailKind, Texts>>("statements");

export interface StatementMail {
  member: ProfileMember;
  link: string;
  statement: string;
  action?: StatementAction;
  outcome?: "upheld" | "reversed";
}

export async function queueStatementMail(db: Db, kind: StatementMailKind, mail: StatementMail) {
  const language: SupportedLocale = isSupportedLocale(mail.member.language) ? mail.member.language : "en";
  const shared = MAIL_TEXTS[language];
  const texts = STATEMENT_MAIL_TEXTS[language][kind];
  const fill = textFiller(language, {
    name: mail.member.name,
    site: mail.member.siteName,
    months: String(APPEAL_LINK_MONTHS),
  });
  // The moderator's words stay as written, one paragraph per blank-line-separated part.
  const words = mail.statement
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== "");
  const paragraphs =
    kind === "report_decision"
      ? [fill(texts.actions[mail.action ?? "warn"]), fill(texts.lead), ...words, fill(texts.appeal)]
      : [fill(texts.outcomes[mail.outcome ?? "upheld"]), fill(texts.lead), ...words];
  const content = {
    language,
    subject: fill(texts.subject),
    siteName: mail.member.siteName,
    heading: fill(texts.heading),
    greeting: fill(shared.greeting),
    paragraphs,
    button: fill(texts.button),
    link: mail.link,
    linkHint: fill(shared.linkHint),
    notes: [],
    signOff: fill(shared.signOff),
    reason: fill(texts.reason),
    supportLead: fill(shared.supportLead),
    supportEmail: mail.member.supportEmail,
  };
  await enqueueMail(db, {
    siteId: mail.member.siteId,
    to: mail.member.email,
    kind,
    subject: content.subject,
    html: renderHtml(content),
    text: renderText(content),
  });
}
