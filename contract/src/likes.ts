/**
 * Likes, matches, the match finder and the swipe game (spec §2, §3, §4, §7, §9).
 *
 * - GET /api/likes.php → LikesResponse: the cards of everyone involved, who liked me (`liked_by`, with
 *   `like_new` until I open them) and whom I liked (`liked`). A match is a member in both lists.
 * - POST /api/like.php {profile_id, source} likes (answer says whether it made a match); DELETE unlikes.
 * - PUT /api/likes.php {profile_id} marks that member's like as seen (opening /likes/m/{id}).
 * - POST /api/pass.php {profile_id}: not interested (swipe left, match finder); not suggested for 30 days.
 * - GET /api/match-finder.php → suggestions; GET /api/swipe.php → the card stack and today's likes left;
 *   DELETE /api/swipe.php {profile_id} undoes the last swipe within 10 s, free of charge.
 * - GET /api/auto-like.php → a fictional profile that has just liked the member, or null.
 */
import { z } from "zod";
import { SWIPE_LIKES_PER_DAY } from "./constants.ts";
import { ProfileCardSchema } from "./profiles.ts";

const ProfileId = z.number().int().positive().max(2_147_483_647);

export const LIKE_SOURCES = ["profile", "swipe", "finder", "likes"] as const;
export const LikeSourceSchema = z.enum(LIKE_SOURCES);

export const LikedBySchema = z.object({ id: z.number().int(), like_new: z.boolean() });
export type LikedBy = z.infer<typeof LikedBySchema>;

export const LikesResponseSchema = z.object({
  /** Cards of every member in `liked_by` and `liked`, newest like first. */
  profiles: z.array(ProfileCardSchema),
  liked_by: z.array(LikedBySchema),
  /** Ids of the members I liked, newest first. */
  liked: z.array(z.number().int()),
});
export type LikesResponse = z.infer<typeof LikesResponseSchema>;

/** The IANA time zone of the member's browser: the swipe game's day starts at their midnight. */
export const TimeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "unknown time zone");

export const SwipeAllowanceSchema = z.object({
  /** Likes left today (0…SWIPE_LIKES_PER_DAY). */
  likes_left: z.number().int().min(0).max(SWIPE_LIKES_PER_DAY),
  /** When the next like comes back (the member's next midnight), ISO; null while likes are left. */
  resets_at: z.string().nullable(),
});
export type SwipeAllowance = z.infer<typeof SwipeAllowanceSchema>;

export const LikeRequestSchema = z.object({
  profile_id: ProfileId,
  source: LikeSourceSchema.default("profile"),
  time_zone: TimeZoneSchema.optional(),
});
export const LikeResponseSchema = z.object({
  liked: z.boolean(),
  /** True for the member whose like completed a match: they see the match modal. */
  match: z.boolean(),
  /** What is left of today's swipe likes after this one (swipe likes only). */
  swipe: SwipeAllowanceSchema.optional(),
});
export type LikeResponse = z.infer<typeof LikeResponseSchema>;

export const ProfileIdRequestSchema = z.object({ profile_id: ProfileId });

export const SuggestionsResponseSchema = z.object({ profiles: z.array(ProfileCardSchema) });

export const SwipeQuerySchema = z.object({ time_zone: TimeZoneSchema.optional() });
export const SwipeUndoRequestSchema = z.object({
  profile_id: ProfileId,
  time_zone: TimeZoneSchema.optional(),
});
export const SwipeResponseSchema = SwipeAllowanceSchema.extend({ profiles: z.array(ProfileCardSchema) });
export type SwipeResponse = z.infer<typeof SwipeResponseSchema>;

/** A swipe may be taken back this long after it was made. */
export const SWIPE_UNDO_MS = 10_000;
/** Passed profiles are not suggested again for this long. */
export const PASS_DAYS = 30;

export const AutoLikeResponseSchema = z.object({ profile: z.nullable(ProfileCardSchema) });
