/**
 * What the dispatcher does with one due notification (decision 033), as a pure function of what it read:
 * the rules a member would expect, in this order — nothing to a deleted or unconfirmed account, nothing
 * about a blocked or vanished member, nothing stale (read, seen, too old), nothing while the member is on
 * the site; then per channel, by the member's switches: the mail waits for the digest, the end of quiet
 * hours or the daily cap (held, not dropped); push goes at once, except in quiet hours.
 */
import type { NotificationType } from "@amora/contract/accounts";
import type { AboutRow, NotificationRow, Recipient } from "./dispatch.queries.ts";
import { isWithinHours, nextLocalHour } from "./member-clock.ts";
import { DAILY_EMAIL_CAP, DIGEST_HOUR, QUIET_HOURS, STALE_AFTER_MS } from "./notification-rules.ts";

/** The types a member's own visit makes pointless: they see the message or like live. */
export const EVENT_TYPES: readonly string[] = ["new_conversations", "new_messages", "like"];
export const MESSAGE_TYPES: readonly string[] = ["new_conversations", "new_messages"];

export type SkipReason =
  | "deleted"
  | "unconfirmed"
  | "blocked"
  | "gone"
  | "read"
  | "seen"
  | "withdrawn"
  | "stale"
  | "present"
  | "switched_off"
  | "quiet_hours";
export type HoldReason = "digest" | "quiet_hours" | "daily_cap";

export type Decision =
  | { action: "skip"; reason: SkipReason }
  /** The row is the member's digest come due: gather every held digest row into one mail. */
  | { action: "digest" }
  | {
      action: "deliver";
      /** Mail now, held until a time, or none (switched off, disabled). */
      email: "now" | { hold: HoldReason; until: Date } | null;
      push: boolean;
    };

/** Where the conversation or like stands now (read for the message and like types only). */
export interface Freshness {
  /** A scheduled row's reason still holds (schedule.queries.ts isStillRelevant): false once done, read, used or ended. */
  relevant?: boolean;
  unread?: number;
  like?: { liked: boolean; isNew: boolean; likedBack: boolean; matched: boolean };
}

export interface DecisionInput {
  row: Pick<
    NotificationRow,
    "type" | "payload" | "status" | "reason" | "createdAt" | "pushSentAt" | "aboutProfileId"
  >;
  recipient: Recipient | undefined;
  about: AboutRow | undefined;
  freshness: Freshness;
  /** The member's notification mails of the last 24 hours, newest first (selectRecentMailTimes). */
  recentMails: Date[];
  now: Date;
}

/** Confirming the address is the one thing worth a mail to an unconfirmed account. */
function reachesUnconfirmed(row: DecisionInput["row"]): boolean {
  return row.type === "reminders" && (row.payload as { reminder?: string }).reminder === "confirm_email";
}

/** Skipped before any channel is looked at: the account, the member concerned, staleness, presence. */
export function skipReason(input: Omit<DecisionInput, "recentMails">): SkipReason | null {
  const { row, recipient, about, freshness, now } = input;
  if (!recipient || recipient.deletedAt) return "deleted";
  if (recipient.status !== "active" && !reachesUnconfirmed(row)) return "unconfirmed";
  if (row.aboutProfileId !== null) {
    if (about?.blocked) return "blocked";
    if (!about?.active || about.accountGone) return "gone";
  }
  if (MESSAGE_TYPES.includes(row.type) && (freshness.unread ?? 0) === 0) return "read";
  if (row.type === "like" && freshness.like) {
    const { like } = freshness;
    const isMatch = (row.payload as { match?: boolean }).match === true;
    if (isMatch ? !like.matched : !like.liked) return "withdrawn";
    // Opened, or liked back (the match's own notification says the rest).
    if (!isMatch && (!like.isNew || like.likedBack)) return "seen";
  }
  if (freshness.relevant === false) return "stale";
  if (now.getTime() - row.createdAt.getTime() > STALE_AFTER_MS) return "stale";
  if (EVENT_TYPES.includes(row.type) && recipient.present) return "present";
  return null;
}

export function decide(input: DecisionInput): Decision {
  const skip = skipReason(input);
  if (skip) return { action: "skip", reason: skip };
  const { row, now, recentMails } = input;
  const recipient = input.recipient as Recipient;
  const type = row.type as NotificationType;
  const wantsEmail = recipient.notificationsDisabled.length === 0 && !recipient.emailOff.includes(type);
  // Push goes once per row: a row held for its mail has had its push already.
  const wantsPush = recipient.hasPush && !recipient.pushOff.includes(type) && row.pushSentAt === null;
  if (wantsEmail && recipient.emailDigest && row.status === "held" && row.reason === "digest") {
    return { action: "digest" };
  }
  const quiet = isWithinHours(now, recipient.timeZone, QUIET_HOURS);
  const push = wantsPush && !quiet;
  if (!wantsEmail) {
    if (push) return { action: "deliver", email: null, push };
    return { action: "skip", reason: wantsPush ? "quiet_hours" : "switched_off" };
  }
  if (recipient.emailDigest) {
    return {
      action: "deliver",
      email: { hold: "digest", until: nextLocalHour(now, recipient.timeZone, DIGEST_HOUR) },
      push,
    };
  }
  if (quiet) {
    return {
      action: "deliver",
      email: { hold: "quiet_hours", until: nextLocalHour(now, recipient.timeZone, QUIET_HOURS.end) },
      push,
    };
  }
  const oldest = recentMails[DAILY_EMAIL_CAP - 1];
  if (recentMails.length >= DAILY_EMAIL_CAP && oldest) {
    return {
      action: "deliver",
      email: { hold: "daily_cap", until: new Date(oldest.getTime() + 24 * 3_600_000) },
      push,
    };
  }
  return { action: "deliver", email: "now", push };
}
