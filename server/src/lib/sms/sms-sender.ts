/**
 * Where text messages go (the SMS code of a direct-debit payment): the interface every sender implements.
 * Only the outbox exists so far (outbox-sms-sender.ts): each SMS is a text file in DATA_DIR/sms-outbox, as mail
 * without SMTP_URL goes to DATA_DIR/outbox. An SMS provider is another implementation of SmsSender, chosen in
 * create-sms-sender.ts from its setting.
 */

export interface OutgoingSms {
  /** E.164, as normalisePhone answers it: "+31612345678". */
  to: string;
  text: string;
}

export interface SmsSender {
  /** Resolves once the SMS is handed over (to the provider, to disk); rejects otherwise. */
  send(sms: OutgoingSms): Promise<void>;
}

/** Shape only ("+", then up to fifteen digits): which numbers are acceptable is normalisePhone's business. */
const E164 = /^\+[1-9]\d{5,14}$/;

/**
 * Refuses what is not an E.164 number: a number as typed would reach nobody (or someone else), and a line break
 * in it would forge lines of the outbox file.
 */
export function assertSmsRecipient(to: string): void {
  if (!E164.test(to)) throw new Error(`SMS recipient must be an E.164 number, got ${JSON.stringify(to)}`);
}
