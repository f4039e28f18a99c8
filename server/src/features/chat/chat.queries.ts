/** SQL of conversations, messages and the credit ledger. */
import { and, desc, eq, inArray, isNull, lt, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { preparedSql } from "../../db/prepared-sql.ts";
import {
  blocks,
  conversationMembers,
  conversations,
  creditLedger,
  likes,
  messages,
  photos,
  profiles,
  users,
} from "../../db/schema.ts";
import { storingEvents } from "../../lib/realtime/event-log.ts";
import { queueingMessageNotification } from "../notifications/message-notification.sql.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = Pick<
  typeof messages.$inferInsert,
  "kind" | "text" | "gift" | "photoFilename" | "photoThumbFilename" | "clientId"
>;

/** Above every message id (a serial: int4). */
const MAX_ID = 2_147_483_647;

function pair(a: number, b: number): [number, number] {
  return a < b ? [a, b] : [b, a];
}

/** No block between `me` and the other side of a member row, either way. */
function notBlocked(me: SQLWrapper) {
  const other = conversationMembers.otherProfileId;
  return sql`not exists (select 1 from ${blocks} where (${blocks.blockerProfileId} = ${me} and ${blocks.blockedProfileId} = ${other}) or (${blocks.blockerProfileId} = ${other} and ${blocks.blockedProfileId} = ${me}))`;
}

const membership = prepared("chat_membership", (db, name) =>
  db
    .select()
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, sql.placeholder("conversation")),
        eq(conversationMembers.profileId, sql.placeholder("me")),
      ),
    )
    .prepare(name),
);

/** One side of a conversation, if `me` is in it. */
export async function selectMembership(db: Db, me: number, conversationId: number) {
  const [row] = await membership(db).execute({ me, conversation: conversationId });
  return row;
}

/**
 * The member's list, newest activity first, a page ending before `before` (no end: infinity): one plan for
 * both, an index range on (profile_id, last_message_at) of the visible rows.
 */
const chatList = prepared("chat_list", (db, name) => {
  const me = sql.placeholder("me");
  const last = db
    .select({
      kind: messages.kind,
      text: messages.text,
      from: messages.senderProfileId,
      sentAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversationMembers.conversationId))
    .orderBy(desc(messages.id))
    .limit(1)
    .as("last");
  return db
    .select({
      conversation: conversationMembers.conversationId,
      profile: conversationMembers.otherProfileId,
      unread: conversationMembers.unread,
      lastMessageAt: conversationMembers.lastMessageAt,
      lastKind: last.kind,
      lastText: last.text,
      lastFrom: last.from,
      lastSentAt: last.sentAt,
      // The other member, in the same query: the list shows them without a profile call per entry.
      name: profiles.name,
      age: sql<number>`date_part('year', age(${profiles.dateOfBirth}))::int`,
      city: profiles.city,
      status: profiles.status,
      fictional: profiles.isFictional,
      filename: photos.filename,
      thumbFilename: photos.thumbFilename,
      matchFilename: photos.matchFilename,
    })
    .from(conversationMembers)
    .innerJoin(profiles, eq(profiles.id, conversationMembers.otherProfileId))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .leftJoinLateral(last, sql`true`)
    .where(
      and(
        eq(conversationMembers.profileId, me),
        isNull(conversationMembers.deletedAt),
        sql`${conversationMembers.lastMessageAt} < ${sql.placeholder("before")}::timestamptz`,
        notBlocked(me),
      ),
    )
    .orderBy(desc(conversationMembers.lastMessageAt))
    .limit(sql.placeholder("limit"))
    .prepare(name);
});

export function selectChatList(db: Db, me: number, limit: number, before?: Date) {
  return chatList(db).execute({ me, limit, before: before?.toISOString() ?? "infinity" });
}

const messagePage = prepared("chat_messages", (db, name) =>
  db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, sql.placeholder("conversation")),
        lt(messages.id, sql.placeholder("before")),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(sql.placeholder("limit"))
    .prepare(name),
);

/** A page of messages, newest first (the caller reverses it); older than `before` when given. */
export function selectMessages(db: Db, conversationId: number, limit: number, before?: number) {
  return messagePage(db).execute({ conversation: conversationId, limit, before: before ?? MAX_ID });
}

/** Nothing unread for the member any more, and read up to message `upTo` (never moves back). */
export async function markRead(db: Db, me: number, conversationId: number, upTo: number): Promise<void> {
  await db
    .update(conversationMembers)
    .set({ unread: 0, readUpTo: sql`greatest(${conversationMembers.readUpTo}, ${upTo})` })
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.profileId, me)),
    );
}

/** Hides conversations from the member's list (they come back with the next message); answers how many. */
export async function hideConversations(db: Db, me: number, ids: number[], at: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const hidden = await db
    .update(conversationMembers)
    .set({ deletedAt: at, unread: 0 })
    .where(
      and(
        eq(conversationMembers.profileId, me),
        inArray(conversationMembers.conversationId, ids),
        isNull(conversationMembers.deletedAt),
      ),
    )
    .returning({ id: conversationMembers.conversationId });
  return hidden.length;
}

export async function selectConversationIdsWith(db: Db, me: number, other: number): Promise<number[]> {
  const rows = await db
    .select({ id: conversationMembers.conversationId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.profileId, me), eq(conversationMembers.otherProfileId, other)));
  return rows.map((r) => r.id);
}

export async function selectMessageByClientId(db: Db | Tx, sender: number, clientId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderProfileId, sender), eq(messages.clientId, clientId)));
  return row;
}

export async function loadCredits(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row?.credits;
}

/**
 * Whether both members keep a chat signal on (typing indicators or read receipts): either one switching
 * it off hides it both ways. A side without an account (operators' profiles) does not object.
 */
export async function bothShow(
  db: Db,
  a: number,
  b: number,
  signal: "typing" | "receipts",
): Promise<boolean> {
  const column = signal === "typing" ? users.typingIndicators : users.readReceipts;
  const rows = await db
    .select({ on: column })
    .from(users)
    .where(and(inArray(users.profileId, [a, b]), isNull(users.deletedAt)));
  return rows.every((row) => row.on);
}

const sender = prepared("chat_sender", (db, name) =>
  db
    .select({ id: users.id, profileId: users.profileId, status: users.status, paidUser: users.paidUser })
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder("user")),
        eq(users.siteId, sql.placeholder("site")),
        isNull(users.deletedAt),
      ),
    )
    .prepare(name),
);

/** A member as the chat calls need them: one light row, no badges. */
export async function selectSender(db: Db, siteId: number, userId: number) {
  const [row] = await sender(db).execute({ user: userId, site: siteId });
  return row;
}
export type Sender = NonNullable<Awaited<ReturnType<typeof selectSender>>>;
export type TalkState = Awaited<ReturnType<typeof selectTalkState>>;

/**
 * Everything the rules of who may talk need about `other`, seen from `me`, in one round trip: their profile,
 * their account's status, a block either way, and — for an invisible member — whether they reached `me`
 * first (wrote to or liked `me`).
 */
export async function selectTalkState(db: Db, me: number, other: number) {
  const [low, high] = pair(me, other);
  const [row] = await db
    .select({
      name: profiles.name,
      status: profiles.status,
      accountStatus: users.status,
      blocked: sql<boolean>`exists (select 1 from ${blocks} where (${blocks.blockerProfileId} = ${me} and ${blocks.blockedProfileId} = ${other}) or (${blocks.blockerProfileId} = ${other} and ${blocks.blockedProfileId} = ${me}))`,
      reachable: sql<boolean>`case when not ${profiles.isInvisible} then true else (
        exists (select 1 from ${messages} join ${conversations} on ${conversations.id} = ${messages.conversationId}
          where ${conversations.lowProfileId} = ${low} and ${conversations.highProfileId} = ${high} and ${messages.senderProfileId} = ${other})
        or exists (select 1 from ${likes} where ${likes.likerProfileId} = ${other} and ${likes.likedProfileId} = ${me})) end`,
    })
    .from(profiles)
    .leftJoin(users, and(eq(users.profileId, profiles.id), isNull(users.deletedAt)))
    .where(eq(profiles.id, other));
  return row;
}

const p = {
  me: sql.placeholder("me"),
  user: sql.placeholder("user"),
  cost: sql.placeholder("cost"),
  at: sql.placeholder("at"),
};
const blockedBetween = (a: SQLWrapper, b: SQLWrapper) =>
  sql`exists (select 1 from ${blocks} where (${blocks.blockerProfileId} = ${a} and ${blocks.blockedProfileId} = ${b}) or (${blocks.blockerProfileId} = ${b} and ${blocks.blockedProfileId} = ${a}))`;

/**
 * The whole send as one statement, so one round trip and its own transaction (decision 012, issue 13):
 *
 * - `sender` takes the sender's row lock: parallel sends from several tabs queue on it, and after the wait
 *   it reads the row's newest version (balance, status) although the statement's snapshot is older. `no key
 *   update`, not `update`: rows that merely reference the member (the other side's send queues their
 *   notification, whose foreign key takes a key-share lock on this row) must not wait on it, or two members
 *   writing to each other at once would deadlock;
 * - `talk` reads what the rules of who may talk need about the recipient (as `selectTalkState`);
 * - `go` is one row only when every rule passes and the balance covers the cost; every write hangs on it;
 * - the conversation is found, or made (the pair key settles a race with the other side's first message);
 * - the message is inserted unless this sender used the client id before (`on conflict do nothing`: the
 *   unique index sees rows committed after the snapshot), then charged with its ledger row;
 * - both member rows are touched, the lower profile id's first (the other side's send touches the same two
 *   rows; in the sender's order, two members writing to each other at once deadlocked), the unread badges
 *   counted with them, and the two `message` events stored in the live log (lib/realtime/event-log.ts
 *   `storingEvents`, which orders its rows the same way);
 * - the recipient's notification is queued (notifications/message-notification.sql.ts), due at `notifyAt`.
 *
 * The free members' limit counts conversations in the snapshot, which a parallel send of the same member
 * may have outdated while this one waited for the lock: `fresh` says whether the locked row is still the
 * version the snapshot saw (every stored send rewrites it); when it is not and the limit matters, nothing
 * is written and the caller runs the statement again. The one row answered tells which rule refused.
 */
const sendStatement = preparedSql<SendRow>(
  "chat_send",
  sql`with
  target as (
    select coalesce(${sql.placeholder("profile")}::int, (select ${conversationMembers.otherProfileId} from ${conversationMembers}
      where ${conversationMembers.conversationId} = ${sql.placeholder("conversation")}::int and ${conversationMembers.profileId} = ${p.me}::int)) as other
  ),
  pair as (select other, least(${p.me}::int, other) as low, greatest(${p.me}::int, other) as high from target where other is not null),
  sender as (
    select ${users.credits} as credits, ${users.status} as status, ${users.paidUser} as paid, ${users}.xmin::text as version
    from ${users} where ${users.id} = ${p.user}::int and ${users.deletedAt} is null for no key update
  ),
  seen as (select ${users}.xmin::text as version from ${users} where ${users.id} = ${p.user}::int),
  talk as (
    select ${profiles.name} as name, ${profiles.status} as status, ${users.status} as account_status,
      ${blockedBetween(p.me, sql`pair.other`)} as blocked,
      (not ${profiles.isInvisible}
        or exists (select 1 from ${messages} join ${conversations} on ${conversations.id} = ${messages.conversationId}
          where ${conversations.lowProfileId} = pair.low and ${conversations.highProfileId} = pair.high and ${messages.senderProfileId} = pair.other)
        or exists (select 1 from ${likes} where ${likes.likerProfileId} = pair.other and ${likes.likedProfileId} = ${p.me}::int)) as reachable
    from pair join ${profiles} on ${profiles.id} = pair.other and pair.other <> ${p.me}::int
    left join ${users} on ${users.profileId} = ${profiles.id} and ${users.deletedAt} is null
  ),
  existing as (
    select ${conversations.id} as id from ${conversations}, pair
    where ${conversations.lowProfileId} = pair.low and ${conversations.highProfileId} = pair.high
  ),
  state as (
    select exists (select 1 from existing) as known,
      -- Counted only when it matters: a free member's first message to someone.
      case when sender.paid or exists (select 1 from existing) then 0 else
        (select count(*)::int from ${conversations} where ${conversations.startedByProfileId} = ${p.me}::int) end as started,
      sender.version = (select version from seen) as fresh
    from sender
  ),
  go as (
    select pair.* from pair, sender, talk, state
    where sender.status = 'active' and talk.status = 'active' and not talk.blocked
      and talk.account_status is distinct from 'not_confirmed' and talk.reachable
      and (state.known or sender.paid or (state.fresh and state.started < ${sql.placeholder("limit")}::int))
      and sender.credits >= ${p.cost}::int
  ),
  made as (
    insert into ${conversations} (low_profile_id, high_profile_id, started_by_profile_id, created_at)
    select low, high, ${p.me}::int, ${p.at}::timestamptz from go where not exists (select 1 from existing)
    on conflict (low_profile_id, high_profile_id) do update set started_by_profile_id = ${conversations.startedByProfileId}
    returning id
  ),
  conversation as (select id from existing union all select id from made),
  stored as (
    insert into ${messages} (conversation_id, sender_profile_id, kind, text, gift, photo_filename, photo_thumb_filename, client_id, credits, created_at)
    select conversation.id, ${p.me}::int, ${sql.placeholder("kind")}::text, ${sql.placeholder("text")}::text, ${sql.placeholder("gift")}::text,
      ${sql.placeholder("photo")}::text, ${sql.placeholder("thumb")}::text, ${sql.placeholder("clientId")}::uuid, ${p.cost}::int, ${p.at}::timestamptz
    from go, conversation
    on conflict do nothing
    returning *
  ),
  charged as (
    update ${users} set credits = ${users.credits} - ${p.cost}::int from stored
    where ${users.id} = ${p.user}::int
    returning ${users.credits} as credits
  ),
  ledger as (
    insert into ${creditLedger} (user_id, delta, reason, message_id, balance_after)
    select ${p.user}::int, -${p.cost}::int, ${sql.placeholder("reason")}::text, stored.id, charged.credits
    from stored, charged where ${p.cost}::int > 0
  ),
  touched as (
    insert into ${conversationMembers} (conversation_id, profile_id, other_profile_id, unread, last_message_at)
    select stored.conversation_id, side.profile_id, side.other_id, side.unread, ${p.at}::timestamptz
    from stored, go cross join lateral (values (${p.me}::int, go.other, 0), (go.other, ${p.me}::int, 1)) as side (profile_id, other_id, unread)
    order by side.profile_id
    on conflict (conversation_id, profile_id) do update
      set last_message_at = excluded.last_message_at, deleted_at = null, unread = ${conversationMembers.unread} + excluded.unread
    returning profile_id, other_profile_id, unread
  ),
  badges as (
    select touched.profile_id, touched.unread + coalesce((
      select sum(${conversationMembers.unread}) from ${conversationMembers}
      where ${conversationMembers.profileId} = touched.profile_id and ${conversationMembers.deletedAt} is null
        and ${conversationMembers.conversationId} <> stored.conversation_id
        and not ${blockedBetween(sql`touched.profile_id`, conversationMembers.otherProfileId)}), 0)::int as total
    from touched, stored
  ),
  items (profile_id, ord, type, payload) as (
    select badges.profile_id, case when badges.profile_id = ${p.me}::int then 1 else 0 end, 'message',
      jsonb_build_object('message', jsonb_build_object(
        'id', stored.id, 'conversation', stored.conversation_id, 'from', stored.sender_profile_id, 'kind', stored.kind,
        'text', stored.text,
        'photo', case when stored.photo_filename is not null and stored.photo_thumb_filename is not null
          then jsonb_build_object('filename', stored.photo_filename, 'thumb_filename', stored.photo_thumb_filename) end,
        'gift', stored.gift, 'client_id', stored.client_id, 'sent_at', ${p.at}::text),
        'unread_total', badges.total)
    from badges, stored
  ),
  ${queueingMessageNotification(sql`${sql.placeholder("notifyAt")}::timestamptz`)},
  ${storingEvents(sql`${p.at}::timestamptz`)}
  select (select other from target) as other,
    talk.name, talk.status as profile_status, talk.account_status, talk.blocked, talk.reachable,
    sender.status as sender_status, sender.credits, sender.paid, state.known, state.started, state.fresh,
    stored.id, stored.conversation_id, stored.kind, stored.text, stored.gift, stored.photo_filename,
    stored.photo_thumb_filename, stored.client_id, stored.credits as cost, stored.created_at,
    (select credits from charged) as balance,
    (select b.total from badges b where b.profile_id <> ${p.me}::int) as their_unread,
    (select b.total from badges b where b.profile_id = ${p.me}::int) as my_unread,
    (select r.last_id from raised r where r.profile_id <> ${p.me}::int) as their_event,
    (select r.last_id from raised r where r.profile_id = ${p.me}::int) as my_event
  from (select 1) as one
    left join talk on true left join sender on true left join state on true left join stored on true`,
);

/** What the send statement answers: the rules' inputs, and the stored message with its badges and events. */
interface SendRow {
  other: number | null;
  name: string | null;
  profile_status: string | null;
  account_status: string | null;
  blocked: boolean | null;
  reachable: boolean | null;
  sender_status: Sender["status"] | null;
  credits: number | null;
  paid: boolean | null;
  known: boolean | null;
  started: number | null;
  fresh: boolean | null;
  id: number | null;
  conversation_id: number;
  kind: MessageRow["kind"];
  text: string;
  gift: string | null;
  photo_filename: string | null;
  photo_thumb_filename: string | null;
  client_id: string | null;
  cost: number;
  created_at: string | Date;
  balance: number | null;
  their_unread: number;
  my_unread: number;
  their_event: number;
  my_event: number;
}

export interface SendInput {
  me: number;
  userId: number;
  /** The recipient, or the conversation whose other member is (then a conversation not the sender's is none). */
  target: { profile: number } | { conversation: number };
  message: NewMessage;
  cost: number;
  freeConversationLimit: number;
  at: Date;
  /** When the recipient's notification may go first; null queues none. */
  notifyAt: Date | null;
}

/** Runs the send statement (see `sendStatement`); answers its row with the stored message, if any, as a row. */
export async function sendInOneStatement(db: Db, input: SendInput) {
  const { message } = input;
  const at = input.at.toISOString();
  const [raw] = await sendStatement(db, {
    me: input.me,
    user: input.userId,
    profile: "profile" in input.target ? input.target.profile : null,
    conversation: "conversation" in input.target ? input.target.conversation : null,
    kind: message.kind,
    text: message.text ?? "",
    gift: message.gift ?? null,
    photo: message.photoFilename ?? null,
    thumb: message.photoThumbFilename ?? null,
    clientId: message.clientId ?? null,
    cost: input.cost,
    reason: message.kind === "text" ? "message" : message.kind,
    limit: input.freeConversationLimit,
    at,
    notifyAt: input.notifyAt?.toISOString() ?? null,
  });
  if (!raw) throw new Error("the send statement answered no row");
  const talk: TalkState =
    raw.name === null
      ? undefined
      : {
          name: raw.name,
          status: raw.profile_status as NonNullable<TalkState>["status"],
          accountStatus: raw.account_status as NonNullable<TalkState>["accountStatus"],
          blocked: raw.blocked === true,
          reachable: raw.reachable === true,
        };
  // The sender's row, absent when the account was deleted while the message was on its way.
  const account =
    raw.sender_status === null || raw.credits === null
      ? undefined
      : {
          status: raw.sender_status,
          credits: raw.credits,
          paid: raw.paid === true,
          startsConversation: raw.known !== true,
          started: raw.started ?? 0,
          fresh: raw.fresh === true,
        };
  const stored =
    raw.id === null
      ? undefined
      : {
          row: {
            id: Number(raw.id),
            conversationId: Number(raw.conversation_id),
            senderProfileId: input.me,
            kind: raw.kind,
            text: raw.text,
            photoFilename: raw.photo_filename,
            photoThumbFilename: raw.photo_thumb_filename,
            gift: raw.gift,
            clientId: raw.client_id,
            credits: Number(raw.cost),
            createdAt: new Date(raw.created_at),
            staffId: null,
          } satisfies MessageRow,
          balance: Number(raw.balance),
          theirs: { event: Number(raw.their_event), unread: Number(raw.their_unread) },
          mine: { event: Number(raw.my_event), unread: Number(raw.my_unread) },
        };
  return { other: raw.other, talk, account, stored };
}
export type SendOutcome = Awaited<ReturnType<typeof sendInOneStatement>>;

/**
 * From the conversation's messages to their ledger rows (credit_ledger_message_idx), not from the member's
 * whole ledger: a heavy chatter's ledger is thousands of rows, one conversation a few hundred messages.
 */
const creditsSpentIn = prepared("chat_credits_spent", (db, name) =>
  db
    .select({ spent: sql<number>`coalesce(-sum(${creditLedger.delta}), 0)`.mapWith(Number) })
    .from(messages)
    .innerJoin(creditLedger, eq(creditLedger.messageId, messages.id))
    .where(
      and(
        eq(messages.conversationId, sql.placeholder("conversation")),
        eq(creditLedger.userId, sql.placeholder("user")),
      ),
    )
    .prepare(name),
);

/** Credits a member spent in one conversation (issue 17): their charges for its messages, less any refunded. */
export async function selectCreditsSpentIn(db: Db, userId: number, conversationId: number): Promise<number> {
  const [row] = await creditsSpentIn(db).execute({ user: userId, conversation: conversationId });
  return row?.spent ?? 0;
}
