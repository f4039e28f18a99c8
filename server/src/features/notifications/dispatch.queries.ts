/**
 * The dispatcher's SQL: claiming due notifications (as the mail worker claims mail: SKIP LOCKED and a
 * lease), reading what a decision needs about the recipient and the member concerned, and settling a row
 * only while this dispatcher's claim still holds it, so a row is never sent twice.
 */
import { and, desc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  blocks,
  conversationMembers,
  likes,
  matches,
  notifications,
  photos,
  profiles,
  pushSubscriptions,
  sites,
  users,
} from "../../db/schema.ts";
import { unreadMessagesOf } from "../chat/chat.columns.ts";
import { newLikesOf } from "../likes/likes.columns.ts";
import { DAILY_EMAIL_CAP } from "./notification-rules.ts";
import { isPresentSql } from "./presence.columns.ts";

export type NotificationRow = typeof notifications.$inferSelect;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Takes up to `limit` rows due at `now` (pending, or held until now) for this dispatcher: their due time
 * moves to the end of the lease, which keeps them from every other dispatcher and is this claim's token
 * (`settle` checks it). A dispatcher that dies leaves its rows to come due again when the lease ends.
 */
export function claimDueNotifications(db: Db, now: Date, limit: number, leaseMs: number) {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(inArray(notifications.status, ["pending", "held"]), sql`${notifications.dueAt} <= ${at(now)}`))
    .orderBy(notifications.dueAt, notifications.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(notifications)
    .set({ dueAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(notifications.id, due))
    .returning();
}

/** The recipient as a decision needs them: account, choices, site, presence, devices, badge. */
export async function selectRecipient(db: Db, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      profileId: users.profileId,
      email: users.email,
      status: users.status,
      deletedAt: users.deletedAt,
      language: users.language,
      timeZone: users.timeZone,
      notificationsDisabled: users.notificationsDisabled,
      emailOff: users.emailNotificationsOff,
      pushOff: users.pushNotificationsOff,
      emailDigest: users.emailDigest,
      name: profiles.name,
      site: {
        id: sites.id,
        name: sites.name,
        domain: sites.domain,
        supportEmail: sites.supportEmail,
        fictionalIcon: sites.fictionalIcon,
        fictionalWarning: sites.fictionalWarning,
        textsByLanguage: sites.textsByLanguage,
        cdnPrefix: sites.cdnPrefix,
        domainLanguage: sites.domainLanguage,
      },
      present: isPresentSql(users.profileId),
      hasPush: sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
      attention: sql<number>`(${unreadMessagesOf(profiles.id)} + ${newLikesOf(profiles.id)})::int`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(eq(users.id, userId));
  return row;
}
export type Recipient = NonNullable<Awaited<ReturnType<typeof selectRecipient>>>;

/** Members a notification is about (the writer, the liker, the weekly mail's new members), by profile. */
export function selectAboutMembers(db: Db, viewerProfileId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  const viewer = viewerProfileId;
  return db
    .select({
      id: profiles.id,
      name: profiles.name,
      age: sql<number>`date_part('year', age(${profiles.dateOfBirth}))::int`,
      city: profiles.city,
      active: sql<boolean>`${profiles.status} = 'active'`,
      disclosed: sql<boolean>`${profiles.isFictional} or ${profiles.isCam} or ${profiles.isResell}`,
      thumbFilename: photos.thumbFilename,
      /** A member with an account that was deleted is gone, whatever the profile row says. */
      accountGone: sql<boolean>`coalesce(${users.deletedAt} is not null, false)`,
      blocked: sql<boolean>`exists (select 1 from ${blocks} where (${blocks.blockerProfileId} = ${viewer} and ${blocks.blockedProfileId} = ${profiles.id}) or (${blocks.blockerProfileId} = ${profiles.id} and ${blocks.blockedProfileId} = ${viewer}))`,
    })
    .from(profiles)
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .leftJoin(users, eq(users.profileId, profiles.id))
    .where(inArray(profiles.id, ids));
}
export type AboutRow = Awaited<ReturnType<typeof selectAboutMembers>>[number];

/** Unread messages of the recipient in a conversation (0 when read, or not theirs). */
export async function selectUnreadIn(db: Db, profileId: number, conversationId: number): Promise<number> {
  const [row] = await db
    .select({ unread: conversationMembers.unread })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.profileId, profileId),
      ),
    );
  return row?.unread ?? 0;
}

/** Where a like stands: still there and unopened, liked back, or (for a match) the match still there. */
export async function selectLikeState(db: Db, recipient: number, about: number) {
  const [low, high] = recipient < about ? [recipient, about] : [about, recipient];
  const result = (await db.execute(
    sql`select
      exists (select 1 from ${likes} where ${likes.likerProfileId} = ${about} and ${likes.likedProfileId} = ${recipient}) as liked,
      exists (select 1 from ${likes} where ${likes.likerProfileId} = ${about} and ${likes.likedProfileId} = ${recipient} and ${likes.isNew}) as is_new,
      exists (select 1 from ${likes} where ${likes.likerProfileId} = ${recipient} and ${likes.likedProfileId} = ${about}) as liked_back,
      exists (select 1 from ${matches} where ${matches.lowProfileId} = ${low} and ${matches.highProfileId} = ${high}) as matched`,
  )) as unknown as { rows: { liked: boolean; is_new: boolean; liked_back: boolean; matched: boolean }[] };
  const [row] = result.rows;
  return {
    liked: row?.liked === true,
    isNew: row?.is_new === true,
    likedBack: row?.liked_back === true,
    matched: row?.matched === true,
  };
}

/**
 * The notification mails the member got in the 24 hours before `now` (a digest's rows share one
 * send time: one mail), newest first, at most the cap: when the cap is reached, the last of them says
 * when the next may go (24 hours after it).
 */
export async function selectRecentMailTimes(db: Db, userId: number, now: Date): Promise<Date[]> {
  const rows = await db
    .selectDistinct({ sentAt: notifications.emailSentAt })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNotNull(notifications.emailSentAt),
        gt(notifications.emailSentAt, new Date(now.getTime() - 24 * 3_600_000)),
        sql`${notifications.emailSentAt} <= ${at(now)}`,
      ),
    )
    .orderBy(desc(notifications.emailSentAt))
    .limit(DAILY_EMAIL_CAP);
  return rows.flatMap((row) => (row.sentAt ? [row.sentAt] : []));
}

export interface Settlement {
  status: "pending" | "held" | "sent" | "skipped";
  reason: string | null;
  dueAt?: Date;
  emailSentAt?: Date;
  pushSentAt?: Date;
}

/**
 * Records what became of a claimed row, only while the claim stands (its due time is still the lease's
 * end this dispatcher set): answers false when another dispatcher took it since, then nothing is sent.
 */
export async function settle(
  db: Db,
  row: NotificationRow,
  claimedUntil: Date,
  outcome: Settlement,
  now: Date,
) {
  const updated = await db
    .update(notifications)
    .set({
      status: outcome.status,
      reason: outcome.reason,
      updatedAt: now,
      ...(outcome.dueAt ? { dueAt: outcome.dueAt } : {}),
      ...(outcome.emailSentAt ? { emailSentAt: outcome.emailSentAt } : {}),
      ...(outcome.pushSentAt ? { pushSentAt: outcome.pushSentAt } : {}),
    })
    .where(
      and(
        eq(notifications.id, row.id),
        eq(notifications.dueAt, claimedUntil),
        inArray(notifications.status, ["pending", "held"]),
      ),
    )
    .returning({ id: notifications.id });
  return updated.length > 0;
}

/**
 * The member's notifications held for the digest, taken under the member's row lock so that two
 * dispatchers reaching the digest hour at once send one digest, not two (call inside a transaction).
 */
export async function lockDigestRows(db: Db, userId: number): Promise<NotificationRow[]> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.status, "held"),
        eq(notifications.reason, "digest"),
      ),
    )
    .orderBy(notifications.createdAt, notifications.id)
    .for("update");
}

/** Settles digest rows (already locked by lockDigestRows in the same transaction). */
export async function settleDigestRows(db: Db, ids: number[], outcome: Settlement, now: Date) {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({
      status: outcome.status,
      reason: outcome.reason,
      updatedAt: now,
      ...(outcome.emailSentAt ? { emailSentAt: outcome.emailSentAt } : {}),
    })
    .where(inArray(notifications.id, ids));
}
