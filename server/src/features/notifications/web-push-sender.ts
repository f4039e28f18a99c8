/**
 * Web push through the `web-push` library (RFC 8030 delivery, RFC 8291 encryption, RFC 8292 VAPID): the
 * dispatcher's PushSender. Each of the member's devices gets the payload encrypted to its own keys; a device
 * the push service no longer knows (404, 410) is forgotten; any other failure is logged and counted, and
 * never thrown, so one broken device does not keep the others (or the mail) from going out.
 */
import { createHash } from "node:crypto";
import type { Agent } from "node:https";
import type { NotificationType } from "@amora/contract/accounts";
import type { PushPayload } from "@amora/contract/push";
import type { FastifyBaseLogger } from "fastify";
import webpush from "web-push";
import type { Db } from "../../db/client.ts";
import type { PushSender } from "./push-sender.ts";
import {
  deletePushSubscriptionsById,
  markPushSubscriptionsSent,
  type PushSubscriptionRow,
  selectPushSubscriptions,
} from "./push-subscriptions.queries.ts";
import type { VapidKeys } from "./vapid-keys.ts";

/** How long a push service keeps a message for a device that is offline: a day-old alert is still worth it. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** One slow push service must not hold the dispatcher: each request gets this long. */
export const PUSH_TIMEOUT_MS = 10_000;

/**
 * RFC 8030 urgency: a message wakes a sleeping phone at once; the rest may wait for the device to be awake
 * anyway (the push services save battery with it).
 */
const URGENCY: Record<NotificationType, webpush.Urgency> = {
  new_conversations: "high",
  new_messages: "high",
  like: "normal",
  unread_message_reminders: "normal",
  reminders: "low",
  promotions: "low",
  weekly_updates: "low",
  news: "low",
  spending_summary: "low",
};

/** Running totals since the sender was made, for logs and metrics. */
export interface PushCounts {
  delivered: number;
  /** Devices the push service reported gone (404/410), removed. */
  gone: number;
  failed: number;
}

export interface WebPushSenderDeps {
  db: Db;
  keys: VapidKeys;
  log: FastifyBaseLogger;
  /** The TLS agent for the push services (tests trust their own listener's certificate with it). */
  agent?: Agent;
  timeoutMs?: number;
}

type Outcome = "delivered" | "gone" | "failed";

export function createWebPushSender(deps: WebPushSenderDeps): PushSender & { counts: PushCounts } {
  const counts: PushCounts = { delivered: 0, gone: 0, failed: 0 };
  const vapidDetails = {
    subject: deps.keys.subject,
    publicKey: deps.keys.publicKey,
    privateKey: deps.keys.privateKey,
  };

  async function deliver(row: PushSubscriptionRow, body: string, payload: PushPayload): Promise<Outcome> {
    try {
      await webpush.sendNotification(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        body,
        {
          vapidDetails,
          TTL: PUSH_TTL_SECONDS,
          urgency: URGENCY[payload.type],
          // A newer message about the same thing replaces one the device has not fetched yet (the tag's
          // hash: a topic is at most 32 base64url characters).
          topic: createHash("sha256").update(payload.tag).digest("base64url").slice(0, 32),
          timeout: deps.timeoutMs ?? PUSH_TIMEOUT_MS,
          ...(deps.agent ? { agent: deps.agent } : {}),
        },
      );
      return "delivered";
    } catch (err) {
      const status = err instanceof webpush.WebPushError ? err.statusCode : undefined;
      if (status === 404 || status === 410) return "gone";
      deps.log.warn(
        { err, status, subscription: row.id, host: new URL(row.endpoint).host },
        "web push not delivered",
      );
      return "failed";
    }
  }

  return {
    counts,
    async send(userId, payload) {
      const rows = await selectPushSubscriptions(deps.db, userId);
      if (rows.length === 0) return 0;
      const body = JSON.stringify(payload);
      const outcomes = await Promise.all(rows.map((row) => deliver(row, body, payload)));
      const idsWith = (outcome: Outcome) =>
        rows.filter((_, i) => outcomes[i] === outcome).map((row) => row.id);
      const delivered = idsWith("delivered");
      const gone = idsWith("gone");
      await deletePushSubscriptionsById(deps.db, gone);
      await markPushSubscriptionsSent(deps.db, delivered);
      counts.delivered += delivered.length;
      counts.gone += gone.length;
      counts.failed += rows.length - delivered.length - gone.length;
      if (gone.length > 0)
        deps.log.info({ userId, removed: gone.length }, "push subscriptions gone, removed");
      return delivered.length;
    },
  };
}
