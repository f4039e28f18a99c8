/**
 * The recipient's notification of a message, queued by the chat's send statement itself (chat.queries.ts
 * `chat_send`), as lib/realtime's `storingEvents` stores its live events: no round trip of its own on the
 * hottest path, and committed with the message or not at all.
 *
 * The fragment is one CTE, `notified`, over the statement's `stored` (the message inserted, if any) and
 * `go` (the pair, `other` the recipient). It queues:
 * - `new_conversations` when the writer had sent nothing before in this conversation (the snapshot does not
 *   see the message being inserted), or while that first notification is still open (the next messages
 *   join it: a new conversation of three messages is one mail, count 3);
 * - `new_messages` otherwise, due no earlier than the end of the window of the last mail about this
 *   conversation (one mail per conversation per MESSAGE_WINDOW_MS).
 * An open row of the same member, type and conversation takes the message in (count + 1). A recipient
 * without an account (a fictional profile) gets nothing; no row at all when `due` is null.
 */
import { type SQL, sql } from "drizzle-orm";
import { messages, notifications, users } from "../../db/schema.ts";
import { MESSAGE_WINDOW_MS } from "./notification-rules.ts";

/** `due`: when the notification may go first (the send's time plus NOTIFICATION_DELAY_MS), or null for none. */
export function queueingMessageNotification(due: SQL): SQL {
  return sql`notified as (
    insert into ${notifications} (user_id, type, dedupe_key, about_profile_id, conversation_id, payload, due_at, created_at, updated_at)
    select recipient.id, kind.type, 'conversation:' || stored.conversation_id, stored.sender_profile_id,
      stored.conversation_id, '{}'::jsonb,
      case when kind.type = 'new_messages'
        then greatest(${due}, (
          select max(${notifications.emailSentAt}) from ${notifications}
          where ${notifications.userId} = recipient.id and ${notifications.conversationId} = stored.conversation_id
            and ${notifications.type} in ('new_conversations', 'new_messages') and ${notifications.emailSentAt} is not null
        ) + make_interval(secs => ${MESSAGE_WINDOW_MS / 1000}))
        else ${due} end,
      stored.created_at, stored.created_at
    from stored
      join go on true
      join ${users} recipient on recipient.profile_id = go.other and recipient.deleted_at is null
      cross join lateral (
        select case when exists (
            select 1 from ${notifications} open_row where open_row.user_id = recipient.id and open_row.type = 'new_conversations'
              and open_row.dedupe_key = 'conversation:' || stored.conversation_id and open_row.status in ('pending', 'held'))
          or not exists (
            select 1 from ${messages} earlier where earlier.conversation_id = stored.conversation_id
              and earlier.sender_profile_id = stored.sender_profile_id)
          then 'new_conversations' else 'new_messages' end as type
      ) as kind
    where ${due} is not null
    on conflict (user_id, type, dedupe_key) where status in ('pending', 'held')
    do update set count = ${notifications.count} + 1, updated_at = excluded.updated_at
  )`;
}
