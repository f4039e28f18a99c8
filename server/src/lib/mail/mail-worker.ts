/** Sends the mail queue: claims due mail, hands it to the transport, records the outcome. Mail that fails is retried, not lost. */
import type { Db } from "../../db/client.ts";
import { createPollingLoop } from "../jobs/polling-loop.ts";
import {
  claimDueMails,
  markMailSent,
  type QueuedMail,
  recordMailFailure,
  toOutgoingMail,
} from "./mail-queue.ts";
import type { MailTransport } from "./mail-transport.ts";

/** The slice of pino (app.log) the worker writes to. */
export interface MailLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface MailWorkerOptions {
  db: Db;
  /** Owned by the worker from now on: stop() closes it. */
  transport: MailTransport;
  /** The From header for a site's mail (see sender.ts). */
  senderFor: (siteId: number | null) => Promise<string>;
  log: MailLog;
  /** How often to look for due mail: retries, and mail whose kick was lost (enqueued by another process, say). */
  pollMs?: number;
  /** Mails claimed, and sent in parallel, at a time. */
  batchSize?: number;
  /** Failed attempts after which a mail is given up as `failed`. */
  maxAttempts?: number;
  /** Delay before the next attempt after `attempts` failed ones. */
  retryDelayMs?: (attempts: number) => number;
}

export interface MailWorker {
  /** Sends what is due now, then polls every pollMs. */
  start(): void;
  /** Stops polling, waits for the mail being sent, closes the transport. Later kicks are ignored. */
  stop(): Promise<void>;
  /** Sends due mail now; call it after the transaction that enqueued a mail has committed. */
  kick(): void;
  /** Sends everything due, including what a kick has under way, and resolves when done (tests, scripts). */
  drain(): Promise<void>;
}

/** 30 s, 1 min, 2 min, ... capped at an hour: ten attempts span about three hours of an SMTP outage. */
export function exponentialBackoff(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
}

/**
 * How long a claimed row stays away from other workers. Well beyond what a batch can take with the SMTP
 * transport's timeouts (2 min to connect, 1 min of silence), so no mail is claimed again while being sent.
 */
const CLAIM_LEASE_MS = 15 * 60_000;

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, senderFor, log } = options;
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? 10;
  const retryDelayMs = options.retryDelayMs ?? exponentialBackoff;

  async function deliver(mail: QueuedMail): Promise<void> {
    const fields = { mailId: mail.id, kind: mail.kind };
    try {
      await transport.send(toOutgoingMail(mail, await senderFor(mail.siteId)));
    } catch (error) {
      const attempts = mail.attempts + 1;
      const isGivenUp = attempts >= maxAttempts;
      const retryInMs = isGivenUp ? null : retryDelayMs(attempts);
      await recordMailFailure(db, mail.id, { attempts, error: String(error), retryInMs });
      if (isGivenUp) log.error({ ...fields, attempts, err: error }, "mail could not be sent; given up");
      else log.warn({ ...fields, attempts, retryInMs, err: error }, "mail could not be sent; will retry");
      return;
    }
    // Should this write fail, the lease runs out and the mail goes again: twice rather than never.
    await markMailSent(db, mail.id);
    log.info(fields, "mail sent");
  }

  async function sendDue(): Promise<void> {
    while (!loop.isStopped()) {
      const batch = await claimDueMails(db, batchSize, CLAIM_LEASE_MS);
      if (batch.length === 0) return;
      // allSettled: stop() must find no send still under way once the batch is over.
      for (const outcome of await Promise.allSettled(batch.map(deliver))) {
        if (outcome.status === "rejected") {
          log.error({ err: outcome.reason }, "mail outcome not recorded; it goes again when its lease ends");
        }
      }
    }
  }

  const loop = createPollingLoop({
    pollMs,
    work: sendDue,
    onError: (error) => log.error({ err: error }, "mail queue run failed; the next poll tries again"),
  });

  return {
    start: loop.start,
    async stop() {
      await loop.stop();
      transport.close();
    },
    kick: loop.kick,
    drain: loop.drain,
  };
}
