/** SQL of conversations, messages and the credit ledger. */
import { and, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  blocks,
  conversationMembers,
  conversations,
  creditLedger,
  messages,
  type profiles,
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
    })
    .from(conversationMembers)
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

/** Unread messages over the member's visible conversations (the Messages badge). */
export function unreadMessagesOf(me: typeof profiles.id) {
  const other = conversationMembers.otherProfileId;
  return sql<number>`(select coalesce(sum(${conversationMembers.unread}), 0)::int from ${conversationMembers}
    where ${conversationMembers.profileId} = ${me} and ${conversationMembers.deletedAt} is null
    and not exists (select 1 from ${blocks} where (${blocks.blockerProfileId} = ${me} and ${blocks.blockedProfileId} = ${other}) or (${blocks.blockerProfileId} = ${other} and ${blocks.blockedProfileId} = ${me})))`;
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

export async function markRead(db: Db, me: number, conversationId: number): Promise<void> {
  await db
    .update(conversationMembers)
    .set({ unread: 0 })
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

/** Has `from` ever sent `to` a message (invisible members are reachable by those they contacted)? */
export async function hasWrittenTo(db: Db, from: number, to: number): Promise<boolean> {
  const [low, high] = pair(from, to);
  const [row] = await db
    .select({ one: sql`1` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(conversations.lowProfileId, low),
        eq(conversations.highProfileId, high),
        eq(messages.senderProfileId, from),
      ),
    )
    .limit(1);
  return row !== undefined;
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

/** Serialises one member's sends: the balance and the conversation count are read under this lock. */
export async function lockUser(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ credits: users.credits })
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

/** Stores the message unless this sender already sent one with this client id (then answers null). */
export async function insertMessage(
  tx: Tx,
  conversationId: number,
  sender: number,
  message: NewMessage,
  cost: number,
  at: Date,
) {
  const [created] = await tx
    .insert(messages)
    .values({ ...message, conversationId, senderProfileId: sender, credits: cost, createdAt: at })
    .onConflictDoNothing()
    .returning();
  return created ?? null;
}

/** Takes `cost` credits if the balance allows it; answers the new balance, or null when it does not. */
export async function charge(
  tx: Tx,
  userId: number,
  cost: number,
  reason: ChargeReason,
  messageId: number,
): Promise<number | null> {
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${cost}` })
    .where(and(eq(users.id, userId), sql`${users.credits} >= ${cost}`))
    .returning({ credits: users.credits });
  if (!row) return null;
  await tx
    .insert(creditLedger)
    .values({ userId, delta: -cost, reason, messageId, balanceAfter: row.credits });
  return row.credits;
}

/** Both sides see the conversation again with the new message; the recipient has one more unread. */
export async function touchConversation(
  tx: Tx,
  conversationId: number,
  sender: number,
  recipient: number,
  at: Date,
) {
  for (const [me, other, unread] of [
    [sender, recipient, 0],
    [recipient, sender, 1],
  ] as const) {
    await tx
      .insert(conversationMembers)
      .values({ conversationId, profileId: me, otherProfileId: other, unread, lastMessageAt: at })
      .onConflictDoUpdate({
        target: [conversationMembers.conversationId, conversationMembers.profileId],
        set: {
          lastMessageAt: at,
          deletedAt: null,
          unread: sql`${conversationMembers.unread} + ${unread}`,
        },
      });
  }
}

export async function selectUserOfProfile(db: Db, profileId: number) {
  const [row] = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(and(eq(users.profileId, profileId), isNull(users.deletedAt)));
  return row;
}
