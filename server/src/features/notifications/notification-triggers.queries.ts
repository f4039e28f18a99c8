/**
 * The statements the event triggers run (notifications.service.ts): one each, so a chat send pays one
 * extra round trip for its notification and no more. Both fold into an open row of the same member, type
 * and key (count + 1), as queueNotification does, and answer nothing for a profile without an account.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedSql } from "../../db/prepared-sql.ts";
import { likes, matches, messages, notifications, users } from "../../db/schema.ts";
import { MESSAGE_WINDOW_MS } from "./notification-rules.ts";

const ph = (name: string) => sql.placeholder(name);

/**
 * A message to a member:
 * - `new_conversations` when it is the first the recipient got from this writer in the conversation, or
 *   while that first one's notification is still open (the next messages join it, so a new conversation
 *   of three messages is one mail with count 3);
 * - `new_messages` otherwise, due no earlier than the end of the window of the last mail about this
 *   conversation (one mail per conversation per MESSAGE_WINDOW_MS).
 */
const messageStatement = preparedSql<{ id: number; type: string; is_new: boolean }>(
  "notifications_queue_message",
  sql`with
  recipient as (select ${users.id} as id from ${users} where ${users.profileId} = ${ph("recipient")}::int),
  kind as (
    select case when exists (
        select 1 from ${notifications}, recipient where ${notifications.userId} = recipient.id
          and ${notifications.type} = 'new_conversations' and ${notifications.dedupeKey} = ${ph("key")}::text
          and ${notifications.status} in ('pending', 'held'))
      or not exists (
        select 1 from ${messages} where ${messages.conversationId} = ${ph("conversation")}::int
          and ${messages.senderProfileId} = ${ph("sender")}::int and ${messages.id} < ${ph("message")}::int)
      then 'new_conversations' else 'new_messages' end as type
  ),
  last_mail as (
    select max(${notifications.emailSentAt}) as at from ${notifications}, recipient
    where ${notifications.userId} = recipient.id and ${notifications.conversationId} = ${ph("conversation")}::int
      and ${notifications.type} in ('new_conversations', 'new_messages') and ${notifications.emailSentAt} is not null
  )
  insert into ${notifications} (user_id, type, dedupe_key, about_profile_id, conversation_id, payload, due_at)
  select recipient.id, kind.type, ${ph("key")}::text, ${ph("sender")}::int, ${ph("conversation")}::int, '{}'::jsonb,
    case when kind.type = 'new_messages'
      then greatest(${ph("due")}::timestamptz, last_mail.at + make_interval(secs => ${MESSAGE_WINDOW_MS / 1000}))
      else ${ph("due")}::timestamptz end
  from recipient, kind, last_mail
  on conflict (user_id, type, dedupe_key) where status in ('pending', 'held')
  do update set count = ${notifications.count} + 1, updated_at = ${ph("now")}::timestamptz
  returning id, type, (xmax = 0) as is_new`,
);

export interface MessageEvent {
  recipientProfileId: number;
  senderProfileId: number;
  conversationId: number;
  messageId: number;
}

export async function queueMessageNotification(db: Db, event: MessageEvent, now: Date, dueAt: Date) {
  const [row] = await messageStatement(db, {
    recipient: event.recipientProfileId,
    sender: event.senderProfileId,
    conversation: event.conversationId,
    message: event.messageId,
    key: conversationKey(event.conversationId),
    due: dueAt.toISOString(),
    now: now.toISOString(),
  });
  return row ? { id: Number(row.id), type: row.type, isNew: row.is_new } : null;
}

/** What batches a conversation's message notifications (the dispatcher reads it back). */
export function conversationKey(conversationId: number): string {
  return `conversation:${conversationId}`;
}

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
