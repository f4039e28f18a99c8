/** The accounts' mailer: renders the mail in the member's language and queues it for the mail worker. */
import { enqueueMail } from "../../lib/mail/mail-queue.ts";
import { renderMail } from "../../lib/mail/templates/render-mail.ts";
import type { AccountMailer } from "./account-mailer.ts";

export const queuedAccountMailer: AccountMailer = {
  async queue(db, mail) {
    const rendered = renderMail(mail.kind, {
      site: mail.site,
      language: mail.language,
      name: mail.name,
      link: mail.link,
      ...(mail.details ? { details: mail.details } : {}),
    });
    await enqueueMail(db, { siteId: mail.site.id, to: mail.to, kind: mail.kind, ...rendered });
  },
};
