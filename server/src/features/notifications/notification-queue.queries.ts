/**
 * Queues a notification (db/schema.ts notifications): the one way triggers and scheduled jobs hand work to
 * the dispatcher. An open row (pending or held) with the same member, type and key takes the event in
 * instead (count + 1, its due time kept): that is how messages in a window become one mail.
 */
import type { NotificationType } from "@amora/contract/accounts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notifications, users } from "../../db/schema.ts";
import type { NotificationPayloads } from "./notification-payloads.ts";

export interface NewNotification<T extends NotificationType = NotificationType> {
  /** The recipient, by profile (what events and jobs know). */
  profileId: number;
  type: T;
  /** What batches: `conversation:12`, `like:34`, `reminder:add_photo`, `weekly:2026-W48`, `news:7`. */
  dedupeKey: string;
  aboutProfileId?: number | null;
  conversationId?: number | null;
  payload: NotificationPayloads[T];
  /** When the dispatcher may look at it first (now when absent). */
  dueAt?: Date;
}

/** Answers the row's id and whether it was new (false: an open row took the event in). */
export async function queueNotification<T extends NotificationType>(
  db: Db,
  item: NewNotification<T>,
): Promise<{ id: number; isNew: boolean } | null> {
  const dueAt = item.dueAt ?? new Date();
  const result = (await db.execute(sql`
    insert into ${notifications} (user_id, type, dedupe_key, about_profile_id, conversation_id, payload, due_at)
    select ${users.id}, ${item.type}, ${item.dedupeKey}, ${item.aboutProfileId ?? null},
           ${item.conversationId ?? null}, ${JSON.stringify(item.payload)}::jsonb, ${dueAt.toISOString()}::timestamptz
    from ${users} where ${users.profileId} = ${item.profileId}
    on conflict (user_id, type, dedupe_key) where status in ('pending', 'held')
    do update set count = ${notifications.count} + 1, payload = excluded.payload, updated_at = now()
    returning id, (xmax = 0) as is_new`)) as { rows: { id: number; is_new: boolean }[] };
  const [row] = result.rows;
  return row ? { id: Number(row.id), isNew: row.is_new } : null;
}
