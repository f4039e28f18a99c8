/**
 * The statement of reasons (issue 17): the mail that tells a reported member what a moderator decided and
 * why, and how to appeal once (a signed link that works without logging in, appeal-link.ts); and the mail
 * with the appeal's decision, whose link shows it. In the member's language, in the
 * layout every mail shares, queued for the mail worker.
 */
import { isSupportedLocale, type SupportedLocale } from "@amora/contract/locales";
import { APPEAL_LINK_MONTHS } from "@amora/contract/reports";
import type { Db } from "../../db/client.ts";
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

export const STATEMENT_MAIL_TEXTS: Record<SupportedLocale, Record<StatementMailKind, Texts>> = {
  en: {
    report_decision: {
      subject: "A decision about your {site} account",
      heading: "Our moderators took a decision",
      actions: {
        warn: "After a report about your profile, a moderator has given you a warning.",
        remove_photo: "After a report about your profile, a moderator has removed one of your photos.",
        suspend: "After a report about your profile, a moderator has suspended your account.",
        ban: "After a report about your profile, a moderator has blocked your account.",
      },
      lead: "The reasons for this decision:",
      appeal:
        "If you think this decision is wrong, you can appeal it once with the button below, within {months} months, even if you cannot log in, or from your account's settings (My reports). Another moderator will decide.",
      outcomes: { upheld: "", reversed: "" },
      button: "See the decision and appeal",
      reason: "You are receiving this e-mail because a moderator took a decision about your {site} account.",
    },
    appeal_decision: {
      subject: "Your appeal to {site} was decided",
      heading: "Your appeal was decided",
      actions: { warn: "", remove_photo: "", suspend: "", ban: "" },
      lead: "Another moderator has looked at your appeal. Their reasons:",
      appeal: "",
      outcomes: {
        upheld: "The decision stays as it was.",
        reversed: "The decision has been reversed.",
      },
      button: "See the decision",
      reason: "You are receiving this e-mail because you appealed a decision about your {site} account.",
    },
  },
  fr: {
    report_decision: {
      subject: "Une décision concernant votre compte {site}",
      heading: "Nos modérateurs ont pris une décision",
      actions: {
        warn: "À la suite d'un signalement de votre profil, un modérateur vous a adressé un avertissement.",
        remove_photo:
          "À la suite d'un signalement de votre profil, un modérateur a retiré l'une de vos photos.",
        suspend: "À la suite d'un signalement de votre profil, un modérateur a suspendu votre compte.",
        ban: "À la suite d'un signalement de votre profil, un modérateur a bloqué votre compte.",
      },
      lead: "Les motifs de cette décision :",
      appeal:
        "Si vous pensez que cette décision est injustifiée, vous pouvez la contester une fois avec le bouton ci-dessous, dans les {months} mois, même si vous ne pouvez pas vous connecter, ou depuis les paramètres de votre compte (Mes signalements). Un autre modérateur en décidera.",
      outcomes: { upheld: "", reversed: "" },
      button: "Voir la décision et la contester",
      reason: "Vous recevez cet e-mail car un modérateur a pris une décision concernant votre compte {site}.",
    },
    appeal_decision: {
      subject: "Votre contestation auprès de {site} a été examinée",
      heading: "Votre contestation a été examinée",
      actions: { warn: "", remove_photo: "", suspend: "", ban: "" },
      lead: "Un autre modérateur a examiné votre contestation. Ses motifs :",
      appeal: "",
      outcomes: {
        upheld: "La décision est maintenue.",
        reversed: "La décision a été annulée.",
      },
      button: "Voir la décision",
      reason: "Vous recevez cet e-mail car vous avez contesté une décision concernant votre compte {site}.",
    },
  },
};

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
