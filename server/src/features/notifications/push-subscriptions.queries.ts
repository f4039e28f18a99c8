/** SQL of web push subscriptions (db/schema.ts push_subscriptions): one row per browser, found by its endpoint. */
import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pushSubscriptions } from "../../db/schema.ts";

export interface NewPushSubscription {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Saves the browser's subscription. Its endpoint already known (the same browser subscribing again, or a
 * shared device now used by another member) takes the row over: new keys, new owner, and created_at now,
 * since it counts as that member's newest device.
 */
export async function upsertPushSubscription(db: Db, row: NewPushSubscription): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: row.userId,
        p256dh: row.p256dh,
        auth: row.auth,
        userAgent: row.userAgent,
        createdAt: sql`now()`,
        lastSentAt: null,
      },
    });
}

/** Deletes the member's subscriptions beyond the newest `keep`; answers how many went. */
export async function deleteOldestPushSubscriptions(db: Db, userId: number, keep: number): Promise<number> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)))
    .returning({ id: pushSubscriptions.id });
  return gone.length;
}

/** Forgets one browser of the member (someone else's endpoint is left alone); answers whether it existed. */
export async function deletePushSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

export function selectPushSubscriptions(db: Db, userId: number): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id);
}

/** Subscriptions the push service reported gone (404/410). */
export async function deletePushSubscriptionsById(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export async function markPushSubscriptionsSent(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({ lastSentAt: sql`now()` })
    .where(inArray(pushSubscriptions.id, ids));
}
