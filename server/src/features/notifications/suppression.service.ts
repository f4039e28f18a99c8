/**
 * Suppression (spec §4, §8): the ways notification mail stops. An unsubscribe link switches its type off for
 * its member (or all notification mail: the `unsubscribe` reason); the mail provider's webhook reports hard
 * bounces, spam complaints and its own list-unsubscribes, each a reason in notifications_disabled. Turning
 * mail back on is an account link (features/accounts, notifications_reenable).
 */
import type { UnsubscribeScope } from "@amora/contract/unsubscribe";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  addDisabledReasonForAddress,
  addDisabledReasonForUser,
  claimMailWebhookEvent,
  type DisabledReason,
  switchEmailTypeOff,
} from "./suppression.queries.ts";
import { unsubscribeKey, verifyUnsubscribeToken } from "./unsubscribe-token.ts";

function linkInvalid(): AppError {
  return new AppError(400, "UNSUBSCRIBE_LINK_INVALID", "This unsubscribe link is not valid.");
}

async function verified(db: Db, token: string | undefined) {
  const found = token ? verifyUnsubscribeToken(await unsubscribeKey(db), token) : null;
  if (!found) throw linkInvalid();
  return found;
}

/** What a link would switch off, without doing it (the page asks first: link scanners open every GET). */
export async function describeUnsubscribeLink(db: Db, token: string | undefined): Promise<UnsubscribeScope> {
  return (await verified(db, token)).type;
}

/** Switches the link's type off (or all notification mail); again is no error: it is off either way. */
export async function unsubscribe(db: Db, token: string | undefined): Promise<UnsubscribeScope> {
  const { userId, type } = await verified(db, token);
  const found =
    type === "all"
      ? await addDisabledReasonForUser(db, userId, "unsubscribe")
      : await switchEmailTypeOff(db, userId, type);
  // A signed link of an account purged since: nothing is mailed to it any more anyway.
  if (!found) throw linkInvalid();
  return type;
}

const MAIL_EVENT_TYPES = ["bounce", "spam_complaint", "unsubscribe"] as const;

/** One event of the webhook's body (docs/mail-webhook.md); fields providers add are ignored. */
export const MailEventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(MAIL_EVENT_TYPES),
  email: z.string().min(3).max(254),
  /** The site's domain the mail came from; absent, every site's account with this address. */
  site: z.string().min(1).max(253).optional(),
  /** Only hard bounces stop mail: a soft one (mailbox full, greylisting) is retried by the provider. */
  bounce_type: z.enum(["hard", "soft"]).optional(),
  occurred_at: z.string().max(64).optional(),
});
export type MailEvent = z.infer<typeof MailEventSchema>;
export const MailEventsBodySchema = z.union([MailEventSchema, z.array(MailEventSchema).min(1).max(500)]);

export type MailEventOutcome = "applied" | "replayed" | "ignored";

function reasonOf(event: MailEvent): DisabledReason | null {
  if (event.type === "bounce") return event.bounce_type === "soft" ? null : "bounce";
  return event.type;
}

/**
 * Applies each event once: its id is claimed in the same transaction as its effect, so a replayed (or
 * retried) delivery finds the id taken and changes nothing, and a failure leaves neither behind.
 * A bounce without bounce_type counts as hard: providers that report soft bounces say so.
 */
export async function applyMailEvents(db: Db, events: MailEvent[]): Promise<MailEventOutcome[]> {
  const outcomes: MailEventOutcome[] = [];
  for (const event of events) {
    outcomes.push(
      await db.transaction(async (tx): Promise<MailEventOutcome> => {
        if (!(await claimMailWebhookEvent(tx, event.id))) return "replayed";
        const reason = reasonOf(event);
        if (!reason) return "ignored";
        await addDisabledReasonForAddress(tx, { email: event.email, siteDomain: event.site }, reason);
        return "applied";
      }),
    );
  }
  return outcomes;
}
