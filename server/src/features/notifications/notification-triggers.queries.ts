/**
 * The statement a like runs for its notification (notifications.service.ts); a message's is part of the
 * chat's send statement (message-notification.sql.ts).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { likes, matches, notifications, users } from "../../db/schema.ts";

/**
 * A like notification, `like:<liker>` (or `match:<other>` for a match, to each side). Queued only while
 * the like (or match) stands, and not again for a like already notified: liking twice, or a retried
 * request, does not mail twice. An open row takes it in without counting it (a like is one event).
 */
export async function queueLikeNotification(
  db: Db,
  item: { recipientProfileId: number; aboutProfileId: number; match: boolean },
  now: Date,
  dueAt: Date,
): Promise<boolean> {
  const { recipientProfileId: recipient, aboutProfileId: about, match } = item;
  const key = match ? `match:${about}` : `like:${about}`;
  const [low, high] = recipient < about ? [recipient, about] : [about, recipient];
  // When the event happened: the like the about member gave, or the match of the pair.
  const since = match
    ? sql`(select ${matches.createdAt} from ${matches} where ${matches.lowProfileId} = ${low} and ${matches.highProfileId} = ${high})`
    : sql`(select ${likes.createdAt} from ${likes} where ${likes.likerProfileId} = ${about} and ${likes.likedProfileId} = ${recipient})`;
  const result = (await db.execute(sql`
    insert into ${notifications} (user_id, type, dedupe_key, about_profile_id, payload, due_at)
    select ${users.id}, 'like', ${key}, ${about}, ${JSON.stringify({ match })}::jsonb, ${dueAt.toISOString()}::timestamptz
    from ${users}
    where ${users.profileId} = ${recipient} and ${since} is not null
      and not exists (
        select 1 from ${notifications} settled where settled.user_id = ${users.id} and settled.type = 'like'
          and settled.dedupe_key = ${key} and settled.status in ('sent', 'skipped') and settled.created_at >= ${since})
    on conflict (user_id, type, dedupe_key) where status in ('pending', 'held')
    do update set updated_at = ${now.toISOString()}::timestamptz
    returning id`)) as { rows: unknown[] };
  return result.rows.length > 0;
}
