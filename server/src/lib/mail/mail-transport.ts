/**
 * Where mail goes, as the mail worker sees it: an SMTP server (smtp-transport.ts) or .eml files in the data
 * directory's outbox (outbox-transport.ts); create-mail-transport.ts picks one from the configuration.
 */

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** Resolves once the mail is handed over (accepted by the SMTP server, written to disk); rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  /** Lets go of connections; called once, when the mail worker stops. */
  close(): void;
}
