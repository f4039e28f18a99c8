/** The mail_queue table: callers enqueue rendered mail (inside their own transaction); the worker claims and settles it. */
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailQueue } from "../../db/schema.ts";
import type { OutgoingMail } from "./mail-transport.ts";

export type QueuedMail = typeof mailQueue.$inferSelect;

export interface NewMail {
  /** The site whose name and domain the mail goes out under; null for the default site. */
  siteId: number | null;
  to: string;
  /** What the mail is (activation, password_reset, ...); names the outbox file and shows on the mailbox page. */
  kind: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on notification mail). */
  headers?: Record<string, string>;
}

/** The headers that tie a sent message back to its queue row (outbox file names, bounce handling). */
export const MAIL_ID_HEADER = "X-Mail-Id";
export const MAIL_KIND_HEADER = "X-Mail-Kind";

/**
 * Queues one mail and answers its id. `db` may be a transaction (drizzle's PgTransaction is a PgDatabase,
 * so it is a Db): then the mail exists only if the caller's transaction commits.
 */
export async function enqueueMail(db: Db, mail: NewMail): Promise<number> {
  const [row] = await db
    .insert(mailQueue)
    .values({
      siteId: mail.siteId,
      toAddress: mail.to,
      kind: mail.kind,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers ?? {},
    })
    .returning({ id: mailQueue.id });
  if (!row) throw new Error("mail_queue insert returned no row");
  return row.id;
}

const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * Takes up to `limit` due mails for this worker. One statement: SKIP LOCKED lets concurrent workers (other
 * processes on PostgreSQL) pass each other's rows, and pushing next_attempt_at out by `leaseMs` keeps the rows
 * away from every worker while they are being sent, without holding a transaction open across SMTP. A worker
 * that dies mid-send leaves its rows pending: they come due again when the lease ends.
 */
export function claimDueMails(db: Db, limit: number, leaseMs: number): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(eq(mailQueue.status, "pending"), lte(mailQueue.nextAttemptAt, sql`now()`)))
    .orderBy(mailQueue.nextAttemptAt, mailQueue.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailQueue)
    .set({ nextAttemptAt: sql`now() + ${seconds(leaseMs)}` })
    .where(inArray(mailQueue.id, due))
    .returning();
}

/** last_error stays: the mailbox shows what a mail that went out late had run into. */
export async function markMailSent(db: Db, id: number): Promise<void> {
  await db.update(mailQueue).set({ status: "sent", sentAt: sql`now()` }).where(eq(mailQueue.id, id));
}

export interface MailFailure {
  /** Failed attempts so far, this one included. */
  attempts: number;
  error: string;
  /** When set, the mail is retried after this delay; when null, it is given up as failed. */
  retryInMs: number | null;
}

export async function recordMailFailure(db: Db, id: number, failure: MailFailure): Promise<void> {
  await db
    .update(mailQueue)
    .set({
      attempts: failure.attempts,
      lastError: failure.error.slice(0, 2000),
      status: failure.retryInMs === null ? "failed" : "pending",
      nextAttemptAt: sql`now() + ${seconds(failure.retryInMs ?? 0)}`,
    })
    .where(eq(mailQueue.id, id));
}

/** The message a queue row becomes, from the sender its site mails as. */
export function toOutgoingMail(mail: QueuedMail, from: string): OutgoingMail {
  return {
    from,
    to: mail.toAddress,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: {
      ...mail.headers,
      [MAIL_ID_HEADER]: String(mail.id),
      [MAIL_KIND_HEADER]: mail.kind,
      // RFC 3834: out-of-office and other auto-responders must not answer it.
      "Auto-Submitted": "auto-generated",
    },
  };
}
