/** The likes' badge as a column expression, published for other domains' queries (decision 025). */
import { sql } from "drizzle-orm";
import { blocks, likes, profiles } from "../../db/schema.ts";

/**
 * The badge (spec §3 User.new_likes): new likes to `me` from active members with no block either way,
 * as a column expression, so GET /api/user.php still reads the member in one query.
 */
export function newLikesOf(me: typeof profiles.id) {
  const liker = sql`liker`;
  return sql<number>`(select count(*)::int from ${likes} join ${profiles} ${liker} on ${liker}.id = ${likes.likerProfileId}
    where ${likes.likedProfileId} = ${me} and ${likes.isNew} and ${liker}.status = 'active'
    and not exists (select 1 from ${blocks} where (${blocks.blockerProfileId} = ${me} and ${blocks.blockedProfileId} = ${likes.likerProfileId})
      or (${blocks.blockerProfileId} = ${likes.likerProfileId} and ${blocks.blockedProfileId} = ${me})))`;
}
