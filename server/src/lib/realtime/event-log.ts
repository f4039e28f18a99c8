/**
 * The per-member log of live events (table live_events): every event but typing is stored with the
 * member's next id before it is published, so a tab that reconnects replays exactly what it missed.
 *
 * Ids: each member has a cursor row (live_cursors) holding their newest id. An append raises the cursors
 * of its members by their number of events in one statement (rows taken in ascending profile order, so two
 * appends cannot deadlock) and inserts the events under those numbers. The cursor's row lock is held to
 * the commit, so the next append waits and numbers after it: ids are gap-free (a rollback takes its
 * numbers back) and commit in id order per member — when event n is visible, every event below n is too.
 * The unique (profile_id, id) index is the backstop. Pruning deletes events only; the cursor stays.
 */
import type { ServerEvent, ServerEventType } from "@amora/contract/events";
import { and, asc, eq, gt, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { liveCursors, liveEvents } from "../../db/schema.ts";

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
/** Per-member count pruning runs each time a member's ids pass a multiple of this (cheap, but not free). */
const PRUNE_EVERY = 50;

/** Stores events (in the given order per member) in their own transaction; answers them with ids and times. */
export async function appendEvents(
  db: Db,
  items: readonly Addressed<NewServerEvent>[],
  now = new Date(),
): Promise<Addressed<ServerEvent>[]> {
  if (items.length === 0) return [];
  return db.transaction((tx) => appendEventsIn(tx, items, now));
}

/**
 * The CTEs that store events, for a statement that defines `items (profile_id, ord, type, payload)` before
 * them (the chat's send builds its items from the message it inserts, so message and events are one
 * statement): raises the members' cursors by their number of items (rows taken in ascending profile order),
 * inserts each item under its number, and prunes a member's oldest events past KEEP_EVENTS each time their
 * ids pass a multiple of PRUNE_EVERY. Ends with `raised (profile_id, last_id)`, the new cursors; a member's
 * items are numbered last_id - n + 1 .. last_id in `ord` order.
 */
export function storingEvents(at: SQL): SQL {
  return sql`counts (profile_id, n) as (select profile_id, count(*)::int from items group by profile_id),
    raised as (
      insert into ${liveCursors} (profile_id, last_id)
      select profile_id, n from counts order by profile_id
      on conflict (profile_id) do update set last_id = ${liveCursors.lastId} + excluded.last_id
      returning profile_id, last_id
    ),
    stored_events as (
      insert into ${liveEvents} (profile_id, id, type, payload, created_at)
      select i.profile_id,
        r.last_id - count(*) over (partition by i.profile_id) + row_number() over (partition by i.profile_id order by i.ord),
        i.type, i.payload, ${at}
      from items i join raised r on r.profile_id = i.profile_id
    ),
    pruned as (
      delete from ${liveEvents} e using raised r join counts c on c.profile_id = r.profile_id
      where e.profile_id = r.profile_id and r.last_id / ${sql.raw(String(PRUNE_EVERY))} <> (r.last_id - c.n) / ${sql.raw(String(PRUNE_EVERY))}
        and e.id < r.last_id - ${sql.raw(String(KEEP_EVENTS - 1))}
    )`;
}

/**
 * Stores events inside the caller's transaction, so they commit (or vanish) with the change they tell of:
 * a message and its events are one commit, and a crash between the two cannot lose the event.
 */
export async function appendEventsIn(
  tx: Db,
  items: readonly Addressed<NewServerEvent>[],
  now = new Date(),
): Promise<Addressed<ServerEvent>[]> {
  if (items.length === 0) return [];
  const at = now.toISOString();
  const counts = new Map<number, number>();
  for (const { profileId } of items) counts.set(profileId, (counts.get(profileId) ?? 0) + 1);
  const rows = items.map(({ profileId, event }, order) => {
    const { type, ...payload } = event;
    if (type === "typing") throw new Error("typing events are not stored");
    return sql`(${profileId}::int, ${order}::int, ${type}::text, ${JSON.stringify(payload)}::jsonb)`;
  });
  // One round trip: raise the cursors, number each member's events in their order below the new cursor,
  // insert them and prune; answers the new cursors.
  const result = (await tx.execute(sql`
    with items (profile_id, ord, type, payload) as (values ${sql.join(rows, sql`, `)}),
    ${storingEvents(sql`${at}::timestamptz`)}
    select profile_id, last_id from raised`)) as { rows: { profile_id: number; last_id: number }[] };
  const next = new Map<number, number>();
  for (const row of result.rows) {
    next.set(Number(row.profile_id), Number(row.last_id) - (counts.get(Number(row.profile_id)) ?? 0) + 1);
  }
  return items.map(({ profileId, event }) => {
    const id = next.get(profileId) ?? 0;
    next.set(profileId, id + 1);
    return { profileId, event: { ...event, id, at } as ServerEvent };
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
    .select({ id: liveCursors.lastId })
    .from(liveCursors)
    .where(eq(liveCursors.profileId, profileId));
  return row?.id ?? 0;
}

/** Deletes events older than `KEEP_MS` (the cursors keep counting); answers how many went. */
export async function pruneEvents(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - KEEP_MS).toISOString();
  const result = (await db.execute(
    sql`delete from ${liveEvents} where created_at < ${cutoff}::timestamptz`,
  )) as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}
