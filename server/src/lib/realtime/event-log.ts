/**
 * The per-member log of live events (table live_events): every event but typing is stored with the
 * member's next id before it is published, so a tab that reconnects replays exactly what it missed.
 *
 * Ids: one transaction takes a per-member advisory lock (ascending profile order, so two multi-member
 * appends cannot deadlock), then inserts `max(id) + 1` in a later statement, which under READ COMMITTED
 * sees every row committed by the previous lock holder. Ids are therefore gap-free and committed in id
 * order per member: when event n is visible, every event below n is too. The unique (profile_id, id)
 * index is the backstop. Pruning never deletes a member's newest row, so the counter never rewinds.
 */
import type { ServerEvent, ServerEventType } from "@amora/contract/events";
import { and, asc, eq, gt, lt, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { liveEvents } from "../../db/schema.ts";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An event before it has an id and a time. */
export type NewServerEvent = DistributiveOmit<ServerEvent, "id" | "at">;
export type StoredEventType = Exclude<ServerEventType, "typing">;

export interface Addressed<E> {
  profileId: number;
  event: E;
}

/** Events kept per member at most, and for how long (a tab away longer reloads its state over HTTP). */
export const KEEP_EVENTS = 1_000;
export const KEEP_MS = 24 * 3_600_000;
/** Per-member count pruning runs on every this-many-th append (cheap, but not free). */
const PRUNE_EVERY = 50;

/** "LIVE" in the high half of a single bigint key: its own key space, apart from two-int locks (likes). */
const LOCK_NAMESPACE = 0x4c495645n << 32n;

function lockKey(profileId: number): string {
  return (LOCK_NAMESPACE + BigInt(profileId)).toString();
}

/** Stores events (in the given order per member) and answers them with their ids and times. */
export async function appendEvents(
  db: Db,
  items: readonly Addressed<NewServerEvent>[],
  now = new Date(),
): Promise<Addressed<ServerEvent>[]> {
  if (items.length === 0) return [];
  const members = [...new Set(items.map((item) => item.profileId))].sort((a, b) => a - b);
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    for (const profileId of members) {
      await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(profileId)}::bigint)`);
    }
    const stored: Addressed<ServerEvent>[] = [];
    for (const { profileId, event } of items) {
      const { type, ...payload } = event;
      if (type === "typing") throw new Error("typing events are not stored");
      const result = (await tx.execute(sql`
        insert into ${liveEvents} (profile_id, id, type, payload, created_at)
        select ${profileId}, coalesce(max(id), 0) + 1, ${type}, ${JSON.stringify(payload)}::jsonb, ${at}::timestamptz
        from ${liveEvents} where profile_id = ${profileId}
        returning id`)) as { rows: { id: number }[] };
      const id = Number(result.rows[0]?.id);
      if (id % PRUNE_EVERY === 0) {
        await tx
          .delete(liveEvents)
          .where(and(eq(liveEvents.profileId, profileId), lt(liveEvents.id, id - KEEP_EVENTS + 1)));
      }
      stored.push({ profileId, event: { id, at, type, ...payload } as ServerEvent });
    }
    return stored;
  });
}

function toEvent(row: typeof liveEvents.$inferSelect): ServerEvent {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    type: row.type,
    ...(row.payload as object),
  } as ServerEvent;
}

/** The member's events after `afterId` (and before `beforeId` when given), oldest first. */
export async function readEvents(
  db: Db,
  profileId: number,
  afterId: number,
  beforeId?: number,
): Promise<ServerEvent[]> {
  const rows = await db
    .select()
    .from(liveEvents)
    .where(
      and(
        eq(liveEvents.profileId, profileId),
        gt(liveEvents.id, afterId),
        beforeId === undefined ? undefined : lt(liveEvents.id, beforeId),
      ),
    )
    .orderBy(asc(liveEvents.id))
    .limit(KEEP_EVENTS);
  return rows.map(toEvent);
}

/** The member's newest event id (0 before the first). */
export async function latestEventId(db: Db, profileId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(liveEvents.id) })
    .from(liveEvents)
    .where(eq(liveEvents.profileId, profileId));
  return row?.id ?? 0;
}

/** Deletes events older than `KEEP_MS`, except each member's newest; answers how many went. */
export async function pruneEvents(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - KEEP_MS).toISOString();
  const result = (await db.execute(sql`
    delete from ${liveEvents} e where e.created_at < ${cutoff}::timestamptz
    and exists (select 1 from ${liveEvents} n where n.profile_id = e.profile_id and n.id > e.id)`)) as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return result.rowCount ?? result.affectedRows ?? 0;
}
