/** The shape of one language's mail texts. Placeholders: {name} {site} {days} {reference}, and a kind's own details ({device} {place} {time} for `new_sign_in`); render-mail fills them. */

export const MAIL_KINDS = [
  "activation",
  "password_reset",
  "mail_change",
  "account_deleted",
  "reactivated",
  "notifications_reenable",
  "complaint_receipt",
  "new_sign_in",
  "two_step_on",
  "two_step_off",
  "two_step_locked",
  "data_export_confirm",
  "data_export_ready",
  "deletion_confirm",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface KindTexts {
  subject: string;
  heading: string;
  /** Before the button. */
  paragraphs: string[];
  button: string;
  /** After the raw link, in smaller print. */
  notes: string[];
  /** Why the recipient got this mail, in the footer. */
  reason: string;
}

export interface MailTexts {
  greeting: string;
  linkHint: string;
  signOff: string;
  /** Followed by the site's support address. */
  supportLead: string;
  kinds: Record<MailKind, KindTexts>;
}
