/** SQL of conversations, messages and the credit ledger. */
import { and, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
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

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = Pick<
  typeof messages.$inferInsert,
  "kind" | "text" | "gift" | "photoFilename" | "photoThumbFilename" | "clientId"
>;
type ChargeReason = (typeof creditLedger.$inferInsert)["reason"];

function pair(a: number, b: number): [number, number] {
  return a < b ? [a, b] : [b, a];
}

/** No block between `me` and the other side of a member row, either way. */
function notBlocked(me: number) {
  const other = conversationMembers.otherProfileId;
  return sql`not exists (select 1 from ${blocks} where (${blocks.blockerProfileId} = ${me} and ${blocks.blockedProfileId} = ${other}) or (${blocks.blockerProfileId} = ${other} and ${blocks.blockedProfileId} = ${me}))`;
}

/** One side of a conversation, if `me` is in it. */
export async function selectMembership(db: Db, me: number, conversationId: number) {
  const [row] = await db
    .select()
    .from(conversationMembers)
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.profileId, me)),
    );
  return row;
}

export async function selectConversationBetween(db: Db | Tx, a: number, b: number) {
  const [low, high] = pair(a, b);
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.lowProfileId, low), eq(conversations.highProfileId, high)));
  return row;
}

/** The member's list, newest activity first; a page ends before `before`. */
export function selectChatList(db: Db, me: number, limit: number, before?: Date) {
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
        before ? lt(conversationMembers.lastMessageAt, before) : undefined,
        notBlocked(me),
      ),
    )
    .orderBy(desc(conversationMembers.lastMessageAt))
    .limit(limit);
}

/** A page of messages, newest first (the caller reverses it); older than `before` when given. */
export function selectMessages(db: Db, conversationId: number, limit: number, before?: number) {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), before ? lt(messages.id, before) : undefined))
    .orderBy(desc(messages.id))
    .limit(limit);
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

/** A member as the chat calls need them: one light row, no badges. */
export async function selectSender(db: Db, siteId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, profileId: users.profileId, status: users.status, paidUser: users.paidUser })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.siteId, siteId), isNull(users.deletedAt)));
  return row;
}
export type Sender = NonNullable<Awaited<ReturnType<typeof selectSender>>>;

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

/**
 * Takes the sender's row lock for the send (parallel sends from several tabs queue here, so the balance
 * and the conversation count are read under it) and reads the balance and the pair's conversation.
 */
export async function lockSender(tx: Tx, userId: number, me: number, other: number) {
  const [low, high] = pair(me, other);
  const [row] = await tx
    .select({
      credits: users.credits,
      conversationId: sql<
        number | null
      >`(select ${conversations.id} from ${conversations} where ${conversations.lowProfileId} = ${low} and ${conversations.highProfileId} = ${high})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row;
}

export async function countStartedConversations(tx: Tx, me: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(eq(conversations.startedByProfileId, me));
  return row?.n ?? 0;
}

export async function insertConversation(tx: Tx, me: number, other: number, at: Date) {
  const [low, high] = pair(me, other);
  const [created] = await tx
    .insert(conversations)
    .values({ lowProfileId: low, highProfileId: high, startedByProfileId: me, createdAt: at })
    .onConflictDoNothing()
    .returning();
  return created ?? (await selectConversationBetween(tx, me, other));
}

interface StoreAndCharge {
  conversationId: number;
  sender: number;
  userId: number;
  message: NewMessage;
  cost: number;
  reason: ChargeReason;
  at: Date;
}

/**
 * In one statement, under the sender's row lock: stores the message when the balance covers `cost` and
 * this sender has no message with this client id yet, then takes the credits with their ledger row.
 * Answers the stored message and the new balance, or nothing when the message was not stored.
 */
export async function storeAndCharge(tx: Tx, input: StoreAndCharge) {
  const { message, cost } = input;
  const result = (await tx.execute(sql`
    with stored as (
      insert into ${messages} (conversation_id, sender_profile_id, kind, text, gift, photo_filename, photo_thumb_filename, client_id, credits, created_at)
      select ${input.conversationId}, ${input.sender}, ${message.kind}, ${message.text ?? ""}, ${message.gift ?? null}, ${message.photoFilename ?? null}, ${message.photoThumbFilename ?? null}, ${message.clientId ?? null}::uuid, ${cost}, ${input.at.toISOString()}::timestamptz
      where (select ${users.credits} from ${users} where ${users.id} = ${input.userId}) >= ${cost}
      on conflict do nothing
      returning *
    ),
    charged as (
      update ${users} set credits = ${users.credits} - ${cost}
      where ${users.id} = ${input.userId} and ${cost} > 0 and exists (select 1 from stored)
      returning ${users.credits}
    ),
    ledger as (
      insert into ${creditLedger} (user_id, delta, reason, message_id, balance_after)
      select ${input.userId}, ${-cost}, ${input.reason}, stored.id, charged.credits from stored, charged
    )
    select stored.*, (select credits from charged) as balance from stored`)) as {
    rows: (Record<string, unknown> & { balance: number | null })[];
  };
  const [raw] = result.rows;
  if (!raw) return null;
  const row: MessageRow = {
    id: Number(raw.id),
    conversationId: Number(raw.conversation_id),
    senderProfileId: Number(raw.sender_profile_id),
    kind: raw.kind as MessageRow["kind"],
    text: String(raw.text),
    photoFilename: (raw.photo_filename as string | null) ?? null,
    photoThumbFilename: (raw.photo_thumb_filename as string | null) ?? null,
    gift: (raw.gift as string | null) ?? null,
    clientId: (raw.client_id as string | null) ?? null,
    credits: Number(raw.credits),
    createdAt: new Date(raw.created_at as string | Date),
  };
  return { row, balance: raw.balance === null ? null : Number(raw.balance) };
}

/** Both sides see the conversation again with the new message; the recipient has one more unread. */
export async function touchConversation(
  tx: Tx,
  conversationId: number,
  sender: number,
  recipient: number,
  at: Date,
) {
  await tx
    .insert(conversationMembers)
    .values([
      { conversationId, profileId: sender, otherProfileId: recipient, unread: 0, lastMessageAt: at },
      { conversationId, profileId: recipient, otherProfileId: sender, unread: 1, lastMessageAt: at },
    ])
    .onConflictDoUpdate({
      target: [conversationMembers.conversationId, conversationMembers.profileId],
      set: {
        lastMessageAt: at,
        deletedAt: null,
        unread: sql`${conversationMembers.unread} + excluded.unread`,
      },
    });
}
