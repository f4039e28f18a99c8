/**
 * Suggestions (match finder, swipe game) and the swipe game's rules (spec §4, §9): 4 likes a day from the
 * member's own midnight, held here whatever the browser does; a pass hides a profile for 30 days; the
 * last swipe can be taken back for 10 seconds, and a taken-back like is not counted.
 */
import type { User } from "@amora/contract/accounts";
import { SWIPE_LIKES_PER_DAY } from "@amora/contract/constants";
import { type LikeResponse, PASS_DAYS, SWIPE_UNDO_MS, type SwipeAllowance } from "@amora/contract/likes";
import type { ProfileCard } from "@amora/contract/profiles";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { profileStateOf } from "../profiles/profiles.service.ts";
import { buildFilter, matchingCards } from "../search/search.service.ts";
import type { Site } from "../sites/sites.service.ts";
import {
  deleteLike,
  deletePass,
  insertLike,
  insertSwipe,
  lockMember,
  markSwipeUndone,
  saveTimeZone,
  selectTimeZone,
  selectUndoableSwipe,
  swipeLikesToday,
  swipeLikesTodayIn,
  upsertPass,
} from "./likes.queries.ts";
import { assertLikeable } from "./likes.service.ts";

const DAY_MS = 86_400_000;
/** Within this many years of the member's own age, as a dating site's default. */
const AGE_SPREAD = 10;

export interface SwipeClock {
  now: Date;
  timeZone: string;
}

/** The swipe day runs in the zone the browser names (remembered), else the one last remembered. */
export async function swipeClock(db: Db, userId: number, timeZone: string | undefined): Promise<SwipeClock> {
  if (timeZone) {
    await saveTimeZone(db, userId, timeZone);
    return { now: new Date(), timeZone };
  }
  return { now: new Date(), timeZone: await selectTimeZone(db, userId) };
}

/**
 * Profiles the member has not liked or recently passed, fitting their preferences: the gender they seek,
 * their country, within ten years of their age; most recently active first.
 */
export async function suggestions(
  db: Db,
  site: Site,
  user: User,
  limit: number,
  now = new Date(),
): Promise<ProfileCard[]> {
  const age = Math.max(site.minAge, ageOf(user.profile.date_of_birth, now));
  const filter = buildFilter(
    site,
    { page: 1, min_age: Math.max(site.minAge, age - AGE_SPREAD), max_age: age + AGE_SPREAD },
    user,
    now,
  );
  return matchingCards(
    db,
    { ...filter, unseenSince: new Date(now.getTime() - PASS_DAYS * DAY_MS) },
    { limit, offset: 0 },
  );
}

function ageOf(dateOfBirth: string, now: Date): number {
  const [year = 0, month = 1, day = 1] = dateOfBirth.split("-").map(Number);
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

function allowance(used: number, nextMidnight: Date): SwipeAllowance {
  const left = Math.max(0, SWIPE_LIKES_PER_DAY - used);
  return { likes_left: left, resets_at: left === 0 ? nextMidnight.toISOString() : null };
}

export async function swipeAllowance(db: Db, me: number, clock: SwipeClock): Promise<SwipeAllowance> {
  const today = await swipeLikesToday(db, me, clock.now, clock.timeZone);
  return allowance(today.used, today.nextMidnight);
}

/** A like in the swipe game: counted against today's 4, refused past them (SWIPE_LIMIT_REACHED). */
export async function swipeLike(db: Db, me: number, other: number, clock: SwipeClock): Promise<LikeResponse> {
  await assertLikeable(db, me, other);
  return db.transaction(async (tx) => {
    // One member's swipes take turns, so parallel requests cannot all see "3 used".
    await lockMember(tx, me);
    const today = await swipeLikesTodayIn(tx, me, clock.now, clock.timeZone);
    if (today.used >= SWIPE_LIKES_PER_DAY) {
      throw new AppError(403, "SWIPE_LIMIT_REACHED", "No swipe likes are left today.", {
        params: { limit: SWIPE_LIKES_PER_DAY, resets_at: today.nextMidnight.toISOString() },
      });
    }
    await insertSwipe(tx, me, other, true, clock.now);
    const match = await insertLike(tx, me, other, "swipe", clock.now);
    return { liked: true, match, swipe: allowance(today.used + 1, today.nextMidnight) };
  });
}

/** Not interested: hidden from suggestions for PASS_DAYS; the swipe game may take it back. */
export async function pass(db: Db, me: number, other: number, now = new Date()): Promise<void> {
  if (me === other) throw new AppError(400, "BAD_REQUEST", "You cannot pass yourself.");
  // As like.php answers it; the pass's foreign key would otherwise refuse an unknown id with a 500.
  if (!(await profileStateOf(db, other))) {
    throw new AppError(404, "NOT_FOUND", "This profile does not exist.");
  }
  await db.transaction(async (tx) => {
    await upsertPass(tx, me, other, now);
    await insertSwipe(tx, me, other, false, now);
  });
}

/** Takes back the member's last swipe on `other`, if made less than SWIPE_UNDO_MS ago. */
export async function undoSwipe(db: Db, me: number, other: number, clock: SwipeClock): Promise<void> {
  const undone = await db.transaction(async (tx) => {
    await lockMember(tx, me);
    const last = await selectUndoableSwipe(tx, me, new Date(clock.now.getTime() - SWIPE_UNDO_MS));
    if (last?.targetProfileId !== other) return false;
    await markSwipeUndone(tx, last.id, clock.now);
    if (last.liked) await deleteLike(tx, me, other);
    else await deletePass(tx, me, other);
    return true;
  });
  if (!undone) throw new AppError(409, "SWIPE_UNDO_EXPIRED", "This swipe can no longer be taken back.");
}
