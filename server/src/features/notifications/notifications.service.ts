/**
 * What other features call when something happened that may bring a member back (a like, a match; a
 * message's notification is queued by the chat's send statement itself, message-notification.sql.ts):
 * each queues a notification, due a little later (NOTIFICATION_DELAY_MS), and the dispatcher
 * decides at due time whether it goes out (dispatcher.ts). Queuing never fails the member's request: the
 * callers run it after their own work is stored and log what goes wrong (`logNotificationFailure`).
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { queueLikeNotification } from "./notification-triggers.queries.ts";

/** The request has been answered or stored already: a notification lost is logged, never answered. */
export function logNotificationFailure(log: Pick<FastifyBaseLogger, "error">) {
  return (err: unknown) => log.error({ err }, "notification not queued");
}

/** A like was given: notify the liked member; a match notifies both sides. */
export async function notifyLiked(
  db: Db,
  delayMs: number,
  event: { likerProfileId: number; likedProfileId: number; match: boolean },
  now = new Date(),
): Promise<void> {
  const dueAt = new Date(now.getTime() + delayMs);
  const { likerProfileId: liker, likedProfileId: liked, match } = event;
  await queueLikeNotification(db, { recipientProfileId: liked, aboutProfileId: liker, match }, now, dueAt);
  if (match) {
    await queueLikeNotification(db, { recipientProfileId: liker, aboutProfileId: liked, match }, now, dueAt);
  }
}
