/**
 * Likes and matches (spec §3, §4, §6): who liked whom, a match when both did, `like_new` until opened,
 * nothing to or from blocked members, and the auto-like of a fictional profile.
 */
import type { User } from "@amora/contract/accounts";
import { isCountry } from "@amora/contract/countries";
import type { LikeResponse, LikesResponse } from "@amora/contract/likes";
import type { ProfileCard } from "@amora/contract/profiles";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { blockStateBetween } from "../blocks/blocks.service.ts";
import { profileStateOf, toProfileCard } from "../profiles/profiles.service.ts";
import type { Site } from "../sites/sites.service.ts";
import {
  claimAutoLike,
  deleteLike,
  insertLike,
  type LikeSource,
  markLikeSeen,
  selectAutoLikerCandidates,
  selectCardsByIds,
  selectLiked,
  selectLikedBy,
  selectLikeStates,
} from "./likes.queries.ts";

/** A fictional profile likes a member at most this often (GET /api/auto-like.php). */
export const AUTO_LIKE_INTERVAL_MS = 24 * 3_600_000;

export async function listLikes(db: Db, me: number): Promise<LikesResponse> {
  const [likedBy, liked] = await Promise.all([selectLikedBy(db, me), selectLiked(db, me)]);
  // Each profile's card once, in the order the lists name them (likers first).
  const cards = new Map([...likedBy, ...liked].map((row) => [row.id, row]));
  return {
    profiles: [...cards.values()].map(toProfileCard),
    liked_by: likedBy.map((l) => ({ id: l.id, like_new: l.isNew })),
    liked: liked.map((l) => l.id),
  };
}

/**
 * That `me` may like `other`: another, active profile, no block either way. Invisible members can be
 * liked back only by those they liked (spec §6: only those they contact can reach them).
 */
export async function assertLikeable(db: Db, me: number, other: number): Promise<void> {
  if (me === other) throw new AppError(400, "BAD_REQUEST", "You cannot like yourself.");
  const profile = await profileStateOf(db, other);
  if (profile?.status !== "active") throw new AppError(404, "NOT_FOUND", "This profile does not exist.");
  const block = await blockStateBetween(db, me, other);
  if (block.blockedByMe || block.blockedMe) {
    throw new AppError(403, "LIKE_NOT_POSSIBLE", "You can't like this member.");
  }
  if (profile.isInvisible && !(await selectLikeStates(db, me, other)).likesMe) {
    throw new AppError(404, "NOT_FOUND", "This profile does not exist.");
  }
}

/** Likes outside the swipe game (profile page, match finder, likes lists). */
export async function like(db: Db, me: number, other: number, source: LikeSource): Promise<LikeResponse> {
  await assertLikeable(db, me, other);
  const match = await db.transaction((tx) => insertLike(tx, me, other, source, new Date()));
  return { liked: true, match };
}

export async function unlike(db: Db, me: number, other: number): Promise<LikeResponse> {
  await db.transaction((tx) => deleteLike(tx, me, other));
  return { liked: false, match: false };
}

export async function markSeen(db: Db, me: number, liker: number): Promise<void> {
  await markLikeSeen(db, me, liker);
}

/** What the viewer's profile page shows of likes between them and a profile. */
export async function likeStates(db: Db, me: number, other: number) {
  const states = await selectLikeStates(db, me, other);
  return { liked_by_me: states.likedByMe, likes_me: states.likesMe };
}

/**
 * GET /api/auto-like.php: a fictional profile likes the member, at most once a day and only for active
 * accounts; null otherwise or when no fictional profile fits. Never a real member's like: the candidates
 * are operators' profiles without an account, and they stay marked fictional wherever they appear.
 */
export async function autoLike(
  db: Db,
  site: Site,
  user: User,
  now = new Date(),
): Promise<ProfileCard | null> {
  if (user.status !== "active") return null;
  const me = user.profile.id;
  const countries = site.countries.filter(isCountry);
  const own = countries.includes(user.profile.country) ? [user.profile.country] : countries;
  const gender = user.seeking === "both" ? undefined : user.seeking;
  const candidates = await selectAutoLikerCandidates(db, me, { countries: own, gender });
  const pick = candidates[Math.floor(Math.random() * candidates.length)];
  if (!pick) return null;
  if (!(await claimAutoLike(db, user.id, now, new Date(now.getTime() - AUTO_LIKE_INTERVAL_MS)))) return null;
  await db.transaction((tx) => insertLike(tx, pick.id, me, "auto", now));
  const [card] = await selectCardsByIds(db, [pick.id]);
  return card ? toProfileCard(card) : null;
}
