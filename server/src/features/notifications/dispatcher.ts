/**
 * The notification dispatcher: claims due notifications (any number of nodes: SKIP LOCKED and a lease, as
 * the mail worker), decides each by dispatch-rules.ts, and sends: the mail into the mail queue (the mail
 * worker sends it), push through the PushSender. What it did stays on the row (status, reason, the send
 * times): sent, skipped with why, or held until a time (the digest hour, the end of quiet hours, the cap).
 */
import type { NotificationType } from "@amora/contract/accounts";
import type { SupportedLocale } from "@amora/contract/locales";
import type { Db } from "../../db/client.ts";
import { createPollingLoop } from "../../lib/jobs/polling-loop.ts";
import { enqueueMail } from "../../lib/mail/mail-queue.ts";
import type { MailLog } from "../../lib/mail/mail-worker.ts";
import {
  type AboutRow,
  claimDueNotifications,
  lockDigestRows,
  type NotificationRow,
  type Recipient,
  selectAboutMembers,
  selectLikeState,
  selectRecentMailTimes,
  selectRecipient,
  selectUnreadIn,
  settle,
  settleDigestRows,
} from "./dispatch.queries.ts";
import { decide, EVENT_TYPES, type Freshness, MESSAGE_TYPES, skipReason } from "./dispatch-rules.ts";
import {
  aboutMember,
  languageOf,
  mailInput,
  notificationItem,
  type OriginConfig,
  pushPayload,
  siteOrigin,
} from "./notification-content.ts";
import type {
  NotificationItem,
  NotificationMailInput,
  PushText,
  RenderedNotificationMail,
} from "./notification-mail.ts";
import type { PushSender } from "./push-sender.ts";
import { isStillRelevant } from "./schedule.queries.ts";
import { unsubscribeKey } from "./unsubscribe-token.ts";

export interface DispatcherOptions {
  db: Db;
  /** Where links point (PUBLIC_URL, else each site's domain). */
  config: OriginConfig;
  /** The templates: a notification mail (one item, or the digest's several) and a push message's words. */
  render: (input: NotificationMailInput) => RenderedNotificationMail | Promise<RenderedNotificationMail>;
  renderPush: (item: NotificationItem, language: SupportedLocale, context: PushContext) => PushText;
  /** Web push; without it no push goes (the mail rules are unchanged). */
  push?: PushSender;
  /** Tells the mail worker that mail is waiting. */
  onMailQueued: () => void;
  log: MailLog;
  /** The clock the rules run on (tests move it; the presence of tabs always uses the database's). */
  now?: () => Date;
  /** How often to look for due notifications when not kicked. */
  pollMs?: number;
  batchSize?: number;
}

/** What a push text needs of the site and the member beyond the item. */
export interface PushContext {
  siteName: string;
  fictionalIcon: string;
  timeZone: string;
  domainLanguage: string;
}

export interface Dispatcher {
  start(): void;
  /** Stops polling and waits for the run under way. */
  stop(): Promise<void>;
  /** Looks for due notifications now. */
  kick(): void;
  /** Dispatches everything due now and resolves when done (tests, scripts). */
  drain(): Promise<void>;
}

/** How long a claimed row stays away from other dispatchers: far beyond a batch's database work. */
const CLAIM_LEASE_MS = 5 * 60_000;

interface Loaded {
  recipient: Recipient | undefined;
  about: AboutRow | undefined;
  freshness: Freshness;
}

export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 10_000;
  const batchSize = options.batchSize ?? 20;

  /** Everything the rules read about a row; `q` is the digest's transaction when inside one. */
  async function load(q: Db, row: NotificationRow): Promise<Loaded> {
    const found = await selectRecipient(q, row.userId);
    const recipient = found && !options.push ? { ...found, hasPush: false } : found;
    const [about] =
      recipient && row.aboutProfileId !== null
        ? await selectAboutMembers(q, recipient.profileId, [row.aboutProfileId])
        : [];
    const freshness: Freshness = {};
    if (recipient && row.conversationId !== null && MESSAGE_TYPES.includes(row.type)) {
      freshness.unread = await selectUnreadIn(q, recipient.profileId, row.conversationId);
    }
    if (recipient && !EVENT_TYPES.includes(row.type)) {
      freshness.relevant = await isStillRelevant(q, row, now());
    }
    if (recipient && row.type === "like" && row.aboutProfileId !== null) {
      freshness.like = await selectLikeState(q, recipient.profileId, row.aboutProfileId);
    }
    return { recipient, about, freshness };
  }

  /** The item a row becomes in a mail or push: with the weekly mail's new members when it has some. */
  async function itemOf(
    q: Db,
    row: NotificationRow,
    loaded: Loaded,
    origin: string,
  ): Promise<NotificationItem> {
    const recipient = loaded.recipient as Recipient;
    const about = loaded.about ? aboutMember(loaded.about, recipient, origin) : null;
    const ids =
      row.type === "weekly_updates" ? ((row.payload.new_members as number[] | undefined) ?? []) : [];
    const members = (await selectAboutMembers(q, recipient.profileId, ids))
      .filter((member) => member.active && !member.blocked && !member.accountGone)
      .map((member) => aboutMember(member, recipient, origin));
    return notificationItem(row, about, members, origin);
  }

  async function sendPush(
    recipient: Recipient,
    row: NotificationRow,
    item: NotificationItem,
    origin: string,
  ) {
    try {
      const text = options.renderPush(item, languageOf(recipient), {
        siteName: recipient.site.name,
        fictionalIcon: recipient.site.fictionalIcon,
        timeZone: recipient.timeZone,
        domainLanguage: recipient.site.domainLanguage,
      });
      await options.push?.send(recipient.userId, pushPayload(row, item, text, recipient, origin, now()));
    } catch (error) {
      log.error({ err: error, notificationId: row.id }, "push notification not sent");
    }
  }

  async function dispatch(row: NotificationRow, claimedUntil: Date): Promise<void> {
    const at = now();
    const loaded = await load(db, row);
    const recentMails = loaded.recipient ? await selectRecentMailTimes(db, row.userId, at) : [];
    const decision = decide({ row, ...loaded, recentMails, now: at });
    const fields = { notificationId: row.id, type: row.type };
    if (decision.action === "skip") {
      await settle(db, row, claimedUntil, { status: "skipped", reason: decision.reason }, at);
      log.info({ ...fields, reason: decision.reason }, "notification skipped");
      return;
    }
    const recipient = loaded.recipient as Recipient;
    if (decision.action === "digest") {
      await sendDigest(recipient, at);
      return;
    }
    const origin = siteOrigin(options.config, recipient);
    const item = await itemOf(db, row, loaded, origin);
    const { email, push } = decision;
    const mail =
      email === "now"
        ? await options.render(
            mailInput(recipient, [item], row.type as NotificationType, origin, await unsubscribeKey(db)),
          )
        : null;
    const isSettled = await db.transaction(async (tx) => {
      const outcome =
        email === "now" || email === null
          ? { status: "sent" as const, reason: null, ...(mail ? { emailSentAt: at } : {}) }
          : { status: "held" as const, reason: email.hold, dueAt: email.until };
      const isOurs = await settle(
        tx,
        row,
        claimedUntil,
        { ...outcome, ...(push ? { pushSentAt: at } : {}) },
        at,
      );
      if (isOurs && mail) {
        await enqueueMail(tx, {
          siteId: recipient.site.id,
          to: recipient.email,
          kind: `notification_${row.type}`,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          headers: mail.headers,
        });
      }
      return isOurs;
    });
    if (!isSettled) return;
    if (mail) options.onMailQueued();
    if (push) await sendPush(recipient, row, item, origin);
    log.info(
      { ...fields, email: typeof email === "object" && email ? `held:${email.hold}` : email, push },
      "notification dispatched",
    );
  }

  /**
   * The member's daily digest: every row held for it, checked again (a message read since, a member
   * blocked since, drops out), in ONE mail whose unsubscribe link covers all notification mail.
   */
  async function sendDigest(recipient: Recipient, at: Date): Promise<void> {
    const origin = siteOrigin(options.config, recipient);
    const key = await unsubscribeKey(db);
    const queued = await db.transaction(async (tx) => {
      const rows = await lockDigestRows(tx, recipient.userId);
      const kept: NotificationRow[] = [];
      const items: NotificationItem[] = [];
      for (const row of rows) {
        const loaded = await load(tx, row);
        const reason = skipReason({ row, ...loaded, now: at });
        // Being on the site now says nothing about what happened while away during the day.
        if (reason && reason !== "present") {
          await settleDigestRows(tx, [row.id], { status: "skipped", reason }, at);
          continue;
        }
        kept.push(row);
        items.push(await itemOf(tx, row, loaded, origin));
      }
      if (items.length === 0) return false;
      const mail = await options.render(mailInput(recipient, items, "all", origin, key));
      await settleDigestRows(
        tx,
        kept.map((row) => row.id),
        { status: "sent", reason: "digest", emailSentAt: at },
        at,
      );
      await enqueueMail(tx, {
        siteId: recipient.site.id,
        to: recipient.email,
        kind: "notification_digest",
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
      });
      return true;
    });
    if (queued) options.onMailQueued();
  }

  async function dispatchDue(): Promise<void> {
    while (!loop.isStopped()) {
      const batch = await claimDueNotifications(db, now(), batchSize, CLAIM_LEASE_MS);
      if (batch.length === 0) return;
      // One at a time: a digest locks the member's rows, and a batch is small.
      for (const row of batch) {
        try {
          await dispatch(row, row.dueAt);
        } catch (error) {
          log.error(
            { err: error, notificationId: row.id },
            "notification not dispatched; it goes again when its lease ends",
          );
        }
      }
    }
  }

  const loop = createPollingLoop({
    pollMs,
    work: dispatchDue,
    onError: (error) => log.error({ err: error }, "notification run failed; the next poll tries again"),
  });
  return { start: loop.start, stop: loop.stop, kick: loop.kick, drain: loop.drain };
}
