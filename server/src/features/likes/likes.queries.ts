/** SQL of likes, matches, passes and the swipe ledger. */
import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  ne,
  notExists,
  or,
  type Placeholder,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { blocks, likes, matches, passes, photos, profiles, swipes, users } from "../../db/schema.ts";
import { profileCardColumns } from "../profiles/profiles.columns.ts";

export type LikeSource = (typeof likes.$inferInsert)["source"];
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Most likes a list shows each way; older ones are still matches, just not listed. */
const LIST_LIMIT = 200;

/** The parameters of this module's named statements. */
const ME = sql.placeholder("me");
const OTHER = sql.placeholder("other");

/** No block between `me` and the profile in the given column, in either direction. */
function notBlockedWith(me: number | Placeholder, other: typeof profiles.id | typeof likes.likerProfileId) {
  return notExists(
    sql`(select 1 from ${blocks} where ${or(
      and(eq(blocks.blockerProfileId, me), eq(blocks.blockedProfileId, other)),
      and(eq(blocks.blockerProfileId, other), eq(blocks.blockedProfileId, me)),
    )})`,
  );
}

/**
 * One side of the likes page (newest first), from or to active profiles not blocked either way, each
 * with its card, read in the same statement.
 */
function likesPage(
  db: Db,
  name: string,
  mine: typeof likes.likerProfileId,
  theirs: typeof likes.likedProfileId,
) {
  return db
    .select({ ...profileCardColumns, isNew: likes.isNew })
    .from(likes)
    .innerJoin(profiles, eq(profiles.id, theirs))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(and(eq(mine, ME), eq(profiles.status, "active"), notBlockedWith(ME, profiles.id)))
    .orderBy(desc(likes.createdAt))
    .limit(LIST_LIMIT)
    .prepare(name);
}

const likedByPage = prepared("likes_liked_by", (db, name) =>
  likesPage(db, name, likes.likedProfileId, likes.likerProfileId),
);
const likedPage = prepared("likes_liked", (db, name) =>
  likesPage(db, name, likes.likerProfileId, likes.likedProfileId),
);

/** Likes received, with the likers' cards. */
export function selectLikedBy(db: Db, me: number) {
  return likedByPage(db).execute({ me });
}

/** Likes given, with the liked profiles' cards. */
export function selectLiked(db: Db, me: number) {
  return likedPage(db).execute({ me });
}

export function selectCardsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(profileCardColumns)
    .from(profiles)
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(inArray(profiles.id, ids));
}

const likeStates = prepared("likes_states", (db, name) =>
  db
    .select({ liker: likes.likerProfileId })
    .from(likes)
    .where(
      or(
        and(eq(likes.likerProfileId, ME), eq(likes.likedProfileId, OTHER)),
        and(eq(likes.likerProfileId, OTHER), eq(likes.likedProfileId, ME)),
      ),
    )
    .prepare(name),
);

export async function selectLikeStates(db: Db, me: number, other: number) {
  const rows = await likeStates(db).execute({ me, other });
  return { likedByMe: rows.some((r) => r.liker === me), likesMe: rows.some((r) => r.liker === other) };
}

/**
 * Adds a like and, when the other already liked back, the match — exactly once: the pair is locked for
 * the transaction, so two members liking each other at the same moment take turns, and the second one
 * sees the first one's like and completes the match. Answers whether this like made the match.
 */
export async function insertLike(tx: Tx, liker: number, liked: number, source: LikeSource, at: Date) {
  const [low, high] = liker < liked ? [liker, liked] : [liked, liker];
  await tx.execute(sql`select pg_advisory_xact_lock(${low}::int, ${high}::int)`);
  await tx
    .insert(likes)
    .values({ likerProfileId: liker, likedProfileId: liked, source, createdAt: at })
    .onConflictDoNothing();
  const [back] = await tx
    .select({ one: sql`1` })
    .from(likes)
    .where(and(eq(likes.likerProfileId, liked), eq(likes.likedProfileId, liker)));
  if (!back) return false;
  const created = await tx
    .insert(matches)
    .values({ lowProfileId: low, highProfileId: high, completedByProfileId: liker, createdAt: at })
    .onConflictDoNothing()
    .returning({ low: matches.lowProfileId });
  return created.length > 0;
}

/** Removes a like, and the match it was half of. */
export async function deleteLike(tx: Tx, liker: number, liked: number): Promise<void> {
  const [low, high] = liker < liked ? [liker, liked] : [liked, liker];
  await tx.execute(sql`select pg_advisory_xact_lock(${low}::int, ${high}::int)`);
  await tx.delete(likes).where(and(eq(likes.likerProfileId, liker), eq(likes.likedProfileId, liked)));
  await tx.delete(matches).where(and(eq(matches.lowProfileId, low), eq(matches.highProfileId, high)));
}

const likeSeen = prepared("likes_mark_seen", (db, name) =>
  db
    .update(likes)
    .set({ isNew: false })
    .where(and(eq(likes.likerProfileId, OTHER), eq(likes.likedProfileId, ME), eq(likes.isNew, true)))
    .prepare(name),
);

export async function markLikeSeen(db: Db, me: number, liker: number): Promise<void> {
  await likeSeen(db).execute({ me, other: liker });
}

export async function upsertPass(db: Db | Tx, me: number, other: number, at: Date): Promise<void> {
  await db
    .insert(passes)
    .values({ profileId: me, passedProfileId: other, createdAt: at })
    .onConflictDoUpdate({ target: [passes.profileId, passes.passedProfileId], set: { createdAt: at } });
}

export async function deletePass(tx: Tx, me: number, other: number): Promise<void> {
  await tx.delete(passes).where(and(eq(passes.profileId, me), eq(passes.passedProfileId, other)));
}

/** The start of the member's day containing `at` (an ISO instant), in their zone, as an instant. */
function localMidnight(at: string | Placeholder, timeZone: string | Placeholder, plusDays = 0) {
  return sql<Date>`((date_trunc('day', ${at}::timestamptz at time zone ${timeZone}::text) + ${`${plusDays} days`}::interval) at time zone ${timeZone}::text)`;
}

/** Swipe likes made since the member's midnight (taken-back ones do not count), and the next midnight. */
function swipeLikesSince(
  db: Db | Tx,
  me: number | Placeholder,
  at: string | Placeholder,
  timeZone: string | Placeholder,
) {
  return db
    .select({
      n: count(),
      nextMidnight: sql<string>`${localMidnight(at, timeZone, 1)}`.mapWith(String),
    })
    .from(swipes)
    .where(
      and(
        eq(swipes.profileId, me),
        eq(swipes.liked, true),
        isNull(swipes.undoneAt),
        gte(swipes.createdAt, localMidnight(at, timeZone)),
      ),
    );
}

const swipeLikesTodayStatement = prepared("likes_swipes_today", (db, name) =>
  swipeLikesSince(db, ME, sql.placeholder("at"), sql.placeholder("timeZone")).prepare(name),
);

function today(row: { n: number; nextMidnight: string } | undefined, at: Date) {
  return { used: row?.n ?? 0, nextMidnight: new Date(row?.nextMidnight ?? at) };
}

/** Swipe likes made since the member's midnight, and the next midnight. */
export async function swipeLikesToday(db: Db, me: number, at: Date, timeZone: string) {
  const [row] = await swipeLikesTodayStatement(db).execute({ me, at: at.toISOString(), timeZone });
  return today(row, at);
}

/** The same inside a transaction (a named statement would run on another connection, outside it). */
export async function swipeLikesTodayIn(tx: Tx, me: number, at: Date, timeZone: string) {
  const [row] = await swipeLikesSince(tx, me, at.toISOString(), timeZone);
  return today(row, at);
}

export async function insertSwipe(tx: Tx, me: number, target: number, liked: boolean, at: Date) {
  await tx.insert(swipes).values({ profileId: me, targetProfileId: target, liked, createdAt: at });
}

/** The member's last swipe, if it may still be taken back (made after `since`, not undone). */
export async function selectUndoableSwipe(tx: Tx, me: number, since: Date) {
  const [row] = await tx
    .select()
    .from(swipes)
    .where(and(eq(swipes.profileId, me), isNull(swipes.undoneAt), gt(swipes.createdAt, since)))
    .orderBy(desc(swipes.createdAt), desc(swipes.id))
    .limit(1);
  return row;
}

export async function markSwipeUndone(tx: Tx, id: number, at: Date): Promise<void> {
  await tx.update(swipes).set({ undoneAt: at }).where(eq(swipes.id, id));
}

/** Serialises one member's swipes, so the daily limit cannot be passed by swiping in parallel. */
export async function lockMember(tx: Tx, profileId: number): Promise<void> {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for("update");
}

const timeZoneOf = prepared("likes_time_zone", (db, name) =>
  db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare(name),
);

export async function selectTimeZone(db: Db, userId: number): Promise<string> {
  const [row] = await timeZoneOf(db).execute({ userId });
  return row?.timeZone ?? "UTC";
}

const timeZoneSave = prepared("likes_save_time_zone", (db, name) => {
  const timeZone = sql.placeholder("timeZone");
  return db
    .update(users)
    .set({ timeZone: sql`${timeZone}` })
    .where(and(eq(users.id, sql.placeholder("userId")), ne(users.timeZone, timeZone)))
    .prepare(name);
});

export async function saveTimeZone(db: Db, userId: number, timeZone: string): Promise<void> {
  await timeZoneSave(db).execute({ userId, timeZone });
}

/**
 * A fictional profile to like the member: an operator's profile (never one with an account behind it),
 * active, with a photo, of the gender sought, in the given countries, that has not liked the member yet,
 * that the member has not liked, and with no block either way. One of the 50 most recently active.
 */
export function selectAutoLikerCandidates(
  db: Db,
  me: number,
  filter: { countries: string[]; gender: "male" | "female" | undefined },
) {
  return db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.isFictional, true),
        eq(profiles.status, "active"),
        eq(profiles.hasPhoto, true),
        inArray(profiles.country, filter.countries),
        filter.gender ? eq(profiles.gender, filter.gender) : undefined,
        ne(profiles.id, me),
        notExists(sql`(select 1 from ${users} where ${users.profileId} = ${profiles.id})`),
        notExists(
          sql`(select 1 from ${likes} where (${likes.likerProfileId} = ${profiles.id} and ${likes.likedProfileId} = ${me}) or (${likes.likerProfileId} = ${me} and ${likes.likedProfileId} = ${profiles.id}))`,
        ),
        notBlockedWith(me, profiles.id),
      ),
    )
    .orderBy(desc(profiles.lastActiveAt))
    .limit(50);
}

export async function claimAutoLike(db: Db, userId: number, at: Date, notSince: Date): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ lastAutoLikeAt: at })
    .where(
      and(
        eq(users.id, userId),
        or(
          isNull(users.lastAutoLikeAt),
          sql`${users.lastAutoLikeAt} <= ${notSince.toISOString()}::timestamptz`,
        ),
      ),
    )
    .returning({ id: users.id });
  return claimed.length > 0;
}
