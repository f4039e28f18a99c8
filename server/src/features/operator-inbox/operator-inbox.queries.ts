/**
 * SQL of the operator inbox: the queue (derived from the fictional side's conversation_members row: unread
 * > 0 means the member's messages wait, read_up_to marks the last one answered), claims, notes, answers
 * and the figures per operator.
 */
import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  blocks,
  conversationMembers,
  messages,
  operatorAnswers,
  operatorClaims,
  operatorNotes,
  photos,
  profiles,
  sites,
  staff,
  users,
} from "../../db/schema.ts";
import { unreadMessagesOf } from "../chat/chat.columns.ts";
import { queueingMessageNotification } from "../notifications/message-notification.sql.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type MessageRow = typeof messages.$inferSelect;

/** Above every message id (a serial: int4). */
const MAX_ID = 2_147_483_647;

const operatorSide = sql`(${profiles.isFictional} or ${profiles.isCam} or ${profiles.isResell})`;
const kindOf = sql<
  "fictional" | "cam" | "resell"
>`case when ${profiles.isFictional} then 'fictional' when ${profiles.isCam} then 'cam' else 'resell' end`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A list's order (validated by its schema) as SQL, and its search text as an ILIKE pattern (or null). */
function listSql(list: { order: "asc" | "desc"; q?: string | undefined }) {
  return {
    direction: sql.raw(list.order === "asc" ? "asc" : "desc"),
    search: list.q ? `%${list.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
  };
}

export interface QueueFilter {
  staffId: number;
  q?: string | undefined;
  site?: number | undefined;
  language?: string | undefined;
  sort: "waiting" | "unread" | "member";
  order: "asc" | "desc";
  limit: number;
  offset: number;
  now: Date;
}

export interface QueueRow {
  conversation: number;
  profile_id: number;
  profile_name: string;
  kind: "fictional" | "cam" | "resell";
  member_id: number;
  member_name: string;
  site_id: number;
  site_name: string;
  language: string;
  unread: number;
  waiting_since: string | Date;
  claim_staff: number | null;
  claim_expires: string | Date | null;
  total: number;
}

/**
 * The queue: every operator profile's side with unread messages (the partial index
 * conversation_members_awaiting_idx), its member's account on a site, since when the member waits (their
 * oldest message after the side's read_up_to), and an unexpired claim if any; one page with the total.
 */
export async function selectQueue(db: Db, filter: QueueFilter): Promise<QueueRow[]> {
  const { direction, search } = listSql(filter);
  const orderBy = {
    waiting: sql`waiting_since ${direction}, conversation ${direction}`,
    unread: sql`unread ${direction}, waiting_since asc`,
    member: sql`lower(member_name) ${direction}, waiting_since asc`,
  }[filter.sort];
  const now = filter.now.toISOString();
  const result = await db.execute(sql`
    with waiting as (
      select cm.conversation_id as conversation, fp.id as profile_id, fp.name as profile_name,
        case when fp.is_fictional then 'fictional' when fp.is_cam then 'cam' else 'resell' end as kind,
        mp.id as member_id, mp.name as member_name, s.id as site_id, s.name as site_name, u.language,
        cm.unread,
        coalesce((select min(m.created_at) from ${messages} m
          where m.conversation_id = cm.conversation_id and m.id > cm.read_up_to
            and m.sender_profile_id = cm.other_profile_id), cm.last_message_at) as waiting_since,
        oc.staff_id as claim_staff, oc.expires_at as claim_expires
      from ${conversationMembers} cm
        join ${profiles} fp on fp.id = cm.profile_id and (fp.is_fictional or fp.is_cam or fp.is_resell)
        join ${users} u on u.profile_id = cm.other_profile_id and u.deleted_at is null
        join ${profiles} mp on mp.id = cm.other_profile_id
        join ${sites} s on s.id = u.site_id
        left join ${operatorClaims} oc on oc.conversation_id = cm.conversation_id and oc.expires_at > ${now}::timestamptz
      where cm.unread > 0
        -- A block either way: nobody may write there, so nothing waits.
        and not exists (select 1 from ${blocks} b where (b.blocker_profile_id = cm.profile_id and b.blocked_profile_id = cm.other_profile_id)
          or (b.blocker_profile_id = cm.other_profile_id and b.blocked_profile_id = cm.profile_id))
        and (${filter.site ?? null}::int is null or u.site_id = ${filter.site ?? null}::int)
        and (${filter.language ?? null}::text is null or u.language = ${filter.language ?? null}::text)
        and (${search}::text is null or mp.name ilike ${search}::text or fp.name ilike ${search}::text)
    )
    select *, count(*) over ()::int as total from waiting
    order by ${orderBy}
    limit ${filter.limit} offset ${filter.offset}`);
  return rowsOf<QueueRow>(result);
}

/** How many match when the page is past the end (the window count needs at least one row). */
export async function countQueue(db: Db, filter: QueueFilter): Promise<number> {
  const rows = await selectQueue(db, { ...filter, limit: 1, offset: 0 });
  return Number(rows[0]?.total ?? 0);
}

export function selectSites(db: Db) {
  return db.select({ id: sites.id, name: sites.name }).from(sites).orderBy(asc(sites.name));
}

/**
 * A conversation between an operator profile and a member with an account, no block between them either way:
 * the operator side's row, the member's profile and account facts the answer needs (site's message length,
 * read receipts), or undefined.
 */
export async function selectOperatorConversation(db: Db | Tx, conversation: number) {
  const [row] = await db
    .select({
      conversation: conversationMembers.conversationId,
      profileId: conversationMembers.profileId,
      memberProfileId: conversationMembers.otherProfileId,
      unread: conversationMembers.unread,
      readUpTo: conversationMembers.readUpTo,
      memberUserId: users.id,
      messageLength: sites.messageLength,
      readReceipts: users.readReceipts,
    })
    .from(conversationMembers)
    .innerJoin(profiles, eq(profiles.id, conversationMembers.profileId))
    .innerJoin(
      users,
      and(eq(users.profileId, conversationMembers.otherProfileId), sql`${users.deletedAt} is null`),
    )
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(
      and(
        eq(conversationMembers.conversationId, conversation),
        operatorSide,
        sql`not exists (select 1 from ${blocks} where (${blocks.blockerProfileId} = ${conversationMembers.profileId} and ${blocks.blockedProfileId} = ${conversationMembers.otherProfileId}) or (${blocks.blockerProfileId} = ${conversationMembers.otherProfileId} and ${blocks.blockedProfileId} = ${conversationMembers.profileId}))`,
      ),
    );
  return row;
}
export type OperatorConversationRow = NonNullable<Awaited<ReturnType<typeof selectOperatorConversation>>>;

/**
 * Claims a conversation for `staffId` until `expiresAt`, or extends their own claim: a row of another
 * operator that has not expired stays as it is and nothing is answered. On PostgreSQL two claims at once
 * meet at the primary key: the second waits for the first to commit, then sees its row and claims nothing.
 */
export async function upsertClaim(db: Db, conversation: number, staffId: number, now: Date, expiresAt: Date) {
  const [row] = await db
    .insert(operatorClaims)
    .values({ conversationId: conversation, staffId, claimedAt: now, expiresAt })
    .onConflictDoUpdate({
      target: operatorClaims.conversationId,
      set: {
        staffId: sql`excluded.staff_id`,
        claimedAt: sql`case when ${operatorClaims.staffId} = excluded.staff_id then ${operatorClaims.claimedAt} else excluded.claimed_at end`,
        expiresAt: sql`excluded.expires_at`,
      },
      setWhere: sql`${operatorClaims.staffId} = excluded.staff_id or ${operatorClaims.expiresAt} <= ${now.toISOString()}::timestamptz`,
    })
    .returning();
  return row;
}

/** The claim on a conversation, whoever holds it. */
export async function selectClaim(db: Db | Tx, conversation: number) {
  const [row] = await db.select().from(operatorClaims).where(eq(operatorClaims.conversationId, conversation));
  return row;
}

/** The caller's unexpired claim, locked to the end of the transaction (an answer holds it while it writes). */
export async function lockHeldClaim(tx: Tx, conversation: number, staffId: number, now: Date) {
  const [row] = await tx
    .select()
    .from(operatorClaims)
    .where(
      and(
        eq(operatorClaims.conversationId, conversation),
        eq(operatorClaims.staffId, staffId),
        gt(operatorClaims.expiresAt, now),
      ),
    )
    .for("update");
  return row;
}

/** Ends the caller's claim (answered or let go); answers whether there was one. */
export async function deleteClaim(db: Db | Tx, conversation: number, staffId: number): Promise<boolean> {
  const rows = await db
    .delete(operatorClaims)
    .where(and(eq(operatorClaims.conversationId, conversation), eq(operatorClaims.staffId, staffId)))
    .returning({ id: operatorClaims.conversationId });
  return rows.length > 0;
}

/** A profile as members see it on its page (no account data: no e-mail, credits or payments). */
export async function selectPublicProfile(db: Db, profileId: number) {
  const [row] = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      gender: profiles.gender,
      age: sql<number>`date_part('year', age(${profiles.dateOfBirth}))::int`,
      city: profiles.city,
      country: profiles.country,
      about: profiles.about,
      status: profiles.status,
      kind: kindOf,
      filename: photos.filename,
      thumbFilename: photos.thumbFilename,
      matchFilename: photos.matchFilename,
    })
    .from(profiles)
    .leftJoin(photos, and(eq(photos.id, profiles.mainPhotoId), eq(photos.moderation, "approved")))
    .where(eq(profiles.id, profileId));
  return row;
}

/** The profile's own photos that members may see, in their order. */
export function selectProfilePhotos(db: Db | Tx, profileId: number) {
  return db
    .select({ id: photos.id, filename: photos.filename, thumbFilename: photos.thumbFilename })
    .from(photos)
    .where(and(eq(photos.profileId, profileId), sql`${photos.moderation} <> 'rejected'`))
    .orderBy(asc(photos.position), asc(photos.id));
}

/** A page of the conversation, newest first (the caller reverses it); older than `before` when given. */
export function selectMessagePage(db: Db, conversation: number, limit: number, before?: number) {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversation), lt(messages.id, before ?? MAX_ID)))
    .orderBy(desc(messages.id))
    .limit(limit);
}

export function selectNotes(db: Db, conversation: number, limit: number) {
  return db
    .select({
      id: operatorNotes.id,
      body: operatorNotes.body,
      staffId: operatorNotes.staffId,
      by: staff.name,
      createdAt: operatorNotes.createdAt,
    })
    .from(operatorNotes)
    .innerJoin(staff, eq(staff.id, operatorNotes.staffId))
    .where(eq(operatorNotes.conversationId, conversation))
    .orderBy(desc(operatorNotes.id))
    .limit(limit);
}

export async function insertNote(db: Db, conversation: number, staffId: number, body: string, at: Date) {
  const [row] = await db
    .insert(operatorNotes)
    .values({ conversationId: conversation, staffId, body, createdAt: at })
    .returning();
  if (!row) throw new Error("note not inserted");
  const [author] = await db.select({ name: staff.name }).from(staff).where(eq(staff.id, staffId));
  return { ...row, by: author?.name ?? "" };
}

export async function selectMessageByClientId(db: Db | Tx, sender: number, clientId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderProfileId, sender), eq(messages.clientId, clientId)));
  return row;
}

export async function selectPhotoOf(db: Db | Tx, profileId: number, photoId: number) {
  const [row] = await db
    .select({ filename: photos.filename, thumbFilename: photos.thumbFilename })
    .from(photos)
    .where(
      and(eq(photos.id, photoId), eq(photos.profileId, profileId), sql`${photos.moderation} <> 'rejected'`),
    );
  return row;
}

export interface NewAnswer {
  conversation: number;
  profileId: number;
  memberProfileId: number;
  staffId: number;
  kind: "text" | "photo" | "gift";
  text: string;
  gift: string | null;
  photoFilename: string | null;
  photoThumbFilename: string | null;
  clientId: string;
  at: Date;
  /** When the member's notification may go first, or null for none. */
  notifyAt: Date | null;
}

/**
 * Inserts the answer (no credits: the fictional side has no account) with the member's notification, queued
 * as the chat's send queues it (notifications/message-notification.sql.ts, which reads `stored` and `go`);
 * undefined when the client id was used before.
 */
export async function insertAnswerMessage(tx: Tx, answer: NewAnswer): Promise<MessageRow | undefined> {
  const at = answer.at.toISOString();
  const result = await tx.execute(sql`
    with go as (select ${answer.memberProfileId}::int as other),
    stored as (
      insert into ${messages} (conversation_id, sender_profile_id, kind, text, gift, photo_filename, photo_thumb_filename, client_id, credits, staff_id, created_at)
      values (${answer.conversation}::int, ${answer.profileId}::int, ${answer.kind}::text, ${answer.text}::text, ${answer.gift}::text,
        ${answer.photoFilename}::text, ${answer.photoThumbFilename}::text, ${answer.clientId}::uuid, 0, ${answer.staffId}::int, ${at}::timestamptz)
      on conflict do nothing
      returning *
    ),
    ${queueingMessageNotification(sql`${answer.notifyAt?.toISOString() ?? null}::timestamptz`)}
    select id, conversation_id, sender_profile_id, kind, text, photo_filename, photo_thumb_filename, gift, client_id,
      credits, staff_id, created_at from stored`);
  const [raw] = rowsOf<{
    id: number;
    conversation_id: number;
    sender_profile_id: number;
    kind: MessageRow["kind"];
    text: string;
    photo_filename: string | null;
    photo_thumb_filename: string | null;
    gift: string | null;
    client_id: string | null;
    credits: number;
    staff_id: number | null;
    created_at: string | Date;
  }>(result);
  if (!raw) return undefined;
  return {
    id: Number(raw.id),
    conversationId: Number(raw.conversation_id),
    senderProfileId: Number(raw.sender_profile_id),
    kind: raw.kind,
    text: raw.text,
    photoFilename: raw.photo_filename,
    photoThumbFilename: raw.photo_thumb_filename,
    gift: raw.gift,
    clientId: raw.client_id,
    credits: Number(raw.credits),
    staffId: raw.staff_id === null ? null : Number(raw.staff_id),
    createdAt: new Date(raw.created_at),
  };
}

/**
 * Both sides after an answer: the member's gets one more unread message and comes back to their list; the
 * operator side is read up to the answer (it leaves the queue until the member writes again).
 */
export async function touchSides(
  tx: Tx,
  answer: { conversation: number; profileId: number; memberProfileId: number; messageId: number; at: Date },
) {
  await tx
    .update(conversationMembers)
    .set({
      unread: sql`${conversationMembers.unread} + 1`,
      lastMessageAt: answer.at,
      deletedAt: null,
    })
    .where(
      and(
        eq(conversationMembers.conversationId, answer.conversation),
        eq(conversationMembers.profileId, answer.memberProfileId),
      ),
    );
  await tx
    .update(conversationMembers)
    .set({
      unread: 0,
      readUpTo: sql`greatest(${conversationMembers.readUpTo}, ${answer.messageId})`,
      lastMessageAt: answer.at,
    })
    .where(
      and(
        eq(conversationMembers.conversationId, answer.conversation),
        eq(conversationMembers.profileId, answer.profileId),
      ),
    );
}

/** The member's Messages badge and this conversation's unread count, read inside the answer's transaction. */
export async function selectUnread(tx: Tx, memberProfileId: number, conversation: number) {
  const [row] = await tx
    .select({ total: unreadMessagesOf(profiles.id), here: conversationMembers.unread })
    .from(profiles)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.profileId, profiles.id),
        eq(conversationMembers.conversationId, conversation),
      ),
    )
    .where(eq(profiles.id, memberProfileId));
  return { total: row?.total ?? 0, here: row?.here ?? 0 };
}

/** Since when the member waits: their oldest message after the operator side's read mark. */
export async function selectWaitingSince(
  tx: Tx,
  conversation: number,
  memberProfileId: number,
  readUpTo: number,
) {
  const [row] = await tx
    .select({ at: sql<string | Date | null>`min(${messages.createdAt})` })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversation),
        eq(messages.senderProfileId, memberProfileId),
        gt(messages.id, readUpTo),
      ),
    );
  return row?.at ? new Date(row.at) : null;
}

export async function insertOperatorAnswer(tx: Tx, row: typeof operatorAnswers.$inferInsert) {
  await tx.insert(operatorAnswers).values(row);
}

export interface FiguresFilter {
  from: Date;
  to: Date;
  /** Only this operator (an operator reading their own figures); every operator otherwise. */
  staffId?: number | undefined;
  q?: string | undefined;
  sort: "answered" | "median" | "name";
  order: "asc" | "desc";
  limit: number;
  offset: number;
}

export interface FigureRow {
  staff_id: number;
  name: string;
  answered: number;
  median_seconds: number | string | null;
  total: number;
}

/**
 * Per operator (staff with the role, or anyone who answered in the period): answers in [from, to) and the
 * median seconds from the member's waiting message to the answer.
 */
export async function selectFigures(db: Db, filter: FiguresFilter): Promise<FigureRow[]> {
  const { direction, search } = listSql(filter);
  const orderBy = {
    answered: sql`answered ${direction}, lower(name) asc`,
    median: sql`median_seconds ${direction} nulls last, lower(name) asc`,
    name: sql`lower(name) ${direction}`,
  }[filter.sort];
  const result = await db.execute(sql`
    with period as (
      select ${operatorAnswers.staffId} as staff_id, count(*)::int as answered,
        percentile_cont(0.5) within group (order by extract(epoch from ${operatorAnswers.answeredAt} - ${operatorAnswers.waitingSince})) as median_seconds
      from ${operatorAnswers}
      where ${operatorAnswers.answeredAt} >= ${filter.from.toISOString()}::timestamptz
        and ${operatorAnswers.answeredAt} < ${filter.to.toISOString()}::timestamptz
      group by ${operatorAnswers.staffId}
    ),
    figures as (
      select s.id as staff_id, coalesce(nullif(s.name, ''), s.id::text) as name, coalesce(p.answered, 0) as answered, p.median_seconds
      from ${staff} s left join period p on p.staff_id = s.id
      where ('operator' = any(s.roles) or p.staff_id is not null)
        and (${filter.staffId ?? null}::int is null or s.id = ${filter.staffId ?? null}::int)
        and (${search}::text is null or s.name ilike ${search}::text)
    )
    select *, count(*) over ()::int as total from figures
    order by ${orderBy}
    limit ${filter.limit} offset ${filter.offset}`);
  return rowsOf<FigureRow>(result);
}
