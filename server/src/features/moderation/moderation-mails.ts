/**
 * The mails of the moderation queues, in the recipient's language, in the layout every mail shares: a photo
 * or "about" text rejected (with the moderator's reason), and staff's reply to a complaint.
 */
import { isSupportedLocale, type SupportedLocale } from "@amora/contract/locales";
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

export const MODERATION_MAIL_TEXTS: Record<SupportedLocale, Record<ModerationMailKind, KindTexts>> = {
  en: {
    photo_rejected: {
      subject: "Your photo on {site} was not approved",
      heading: "Your photo was not approved",
      lead: "A moderator looked at a photo you added to your profile and did not approve it. The reason:",
      after: ["The photo has been removed from your profile. You are welcome to add another one."],
      button: "Go to my profile",
      reason: "You are receiving this e-mail because a photo of your {site} profile was reviewed.",
    },
    text_rejected: {
      subject: "Your profile text on {site} was not approved",
      heading: "Your profile text was not approved",
      lead: "A moderator read the new text of your profile and did not approve it. The reason:",
      after: ["Your profile shows your previous text again. You are welcome to write a new one."],
      button: "Go to my profile",
      reason: "You are receiving this e-mail because the text of your {site} profile was reviewed.",
    },
    complaint_reply: {
      subject: "Your complaint {reference} to {site}",
      heading: "Our answer to your complaint",
      lead: "Thank you for writing to us. About your complaint {reference}:",
      after: ["If you would like to add anything, reply to this e-mail and quote {reference}."],
      button: "Go to {site}",
      reason: "You are receiving this e-mail because you sent a complaint to {site}.",
    },
  },
  fr: {
    photo_rejected: {
      subject: "Votre photo sur {site} n'a pas été approuvée",
      heading: "Votre photo n'a pas été approuvée",
      lead: "Un modérateur a examiné une photo ajoutée à votre profil et ne l'a pas approuvée. Motif :",
      after: ["La photo a été retirée de votre profil. Vous pouvez en ajouter une autre."],
      button: "Aller à mon profil",
      reason: "Vous recevez cet e-mail car une photo de votre profil {site} a été examinée.",
    },
    text_rejected: {
      subject: "Le texte de votre profil sur {site} n'a pas été approuvé",
      heading: "Le texte de votre profil n'a pas été approuvé",
      lead: "Un modérateur a lu le nouveau texte de votre profil et ne l'a pas approuvé. Motif :",
      after: ["Votre profil affiche de nouveau votre texte précédent. Vous pouvez en écrire un nouveau."],
      button: "Aller à mon profil",
      reason: "Vous recevez cet e-mail car le texte de votre profil {site} a été examiné.",
    },
    complaint_reply: {
      subject: "Votre réclamation {reference} auprès de {site}",
      heading: "Notre réponse à votre réclamation",
      lead: "Merci de nous avoir écrit. Au sujet de votre réclamation {reference} :",
      after: ["Pour ajouter quelque chose, répondez à cet e-mail en citant {reference}."],
      button: "Aller sur {site}",
      reason: "Vous recevez cet e-mail car vous avez envoyé une réclamation à {site}.",
    },
  },
};

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
