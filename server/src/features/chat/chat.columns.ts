/**
 * The chat's badge as a column expression, published for other domains' queries (the member's own view,
 * the live badges), so they read it in the same query as the rest. Column expressions only (decision 025).
 */
import { sql } from "drizzle-orm";
import { blocks, conversationMembers, type profiles } from "../../db/schema.ts";

/** Unread messages over the member's visible conversations (the Messages badge). */
export function unreadMessagesOf(me: typeof profiles.id) {
  const other = conversationMembers.otherProfileId;
  return sql<number>`(select coalesce(sum(${conversationMembers.unread}), 0)::int from ${conversationMembers}
    where ${conversationMembers.profileId} = ${me} and ${conversationMembers.deletedAt} is null
    and not exists (select 1 from ${blocks} where (${blocks.blockerProfileId} = ${me} and ${blocks.blockedProfileId} = ${other}) or (${blocks.blockerProfileId} = ${other} and ${blocks.blockedProfileId} = ${me})))`;
}
