/** SQL of the back office's member tools (decision 037): the member list, a member's record, sanctions, credits, notes. */

import type { SortOrder } from "@amora/contract/admin";
import type { MemberSort, MemberState } from "@amora/contract/admin-members";
import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  blocks,
  creditLedger,
  memberLogins,
  memberNotes,
  payments,
  photos,
  profiles,
  sites,
  staff,
  users,
} from "../../db/schema.ts";

export type SiteRow = typeof sites.$inferSelect;
export type MemberUserRow = typeof users.$inferSelect;
export type MemberProfileRow = typeof profiles.$inferSelect;

/** A LIKE pattern matching `text` anywhere, with % _ and \ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The condition for a member's state, as the list shows it (deleted before banned before suspended). */
function stateIs(state: MemberState, now: Date): SQL | undefined {
  const notDeleted = isNull(users.deletedAt);
  const notBanned = isNull(users.bannedAt);
  const notSuspended = or(isNull(users.suspendedUntil), lte(users.suspendedUntil, now));
  switch (state) {
    case "deleted":
      return isNotNull(users.deletedAt);
    case "banned":
      return and(notDeleted, isNotNull(users.bannedAt));
    case "suspended":
      return and(notDeleted, notBanned, gt(users.suspendedUntil, now));
    default:
      return and(notDeleted, notBanned, notSuspended, eq(users.status, state));
  }
}

const SORT_COLUMNS = {
  signup: users.signupDate,
  last_login: users.lastLoginAt,
  email: sql`lower(${users.email})`,
  name: sql`lower(${profiles.name})`,
  credits: users.credits,
} as const;

export interface MemberPageQuery {
  q?: string | undefined;
  site?: number | undefined;
  status?: MemberState | undefined;
  sort: MemberSort;
  order: SortOrder;
  limit: number;
  offset: number;
}

export async function selectMemberPage(db: Db, query: MemberPageQuery, now: Date) {
  const q = query.q?.trim();
  const byId = q && /^\d{1,9}$/.test(q) ? Number(q) : null;
  const where = and(
    q
      ? or(
          ilike(users.email, containing(q)),
          ilike(profiles.name, containing(q)),
          byId === null ? undefined : eq(profiles.id, byId),
        )
      : undefined,
    query.site === undefined ? undefined : eq(users.siteId, query.site),
    query.status === undefined ? undefined : stateIs(query.status, now),
  );
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === "asc" ? asc : desc;
  const order =
    query.sort === "last_login"
      ? sql`${users.lastLoginAt} ${sql.raw(query.order === "asc" ? "asc nulls first" : "desc nulls last")}`
      : direction(column);
  const rows = await db
    .select({ user: users, profileName: profiles.name, siteName: sites.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(where)
    .orderBy(order, desc(users.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export function selectSiteNames(db: Db) {
  return db.select({ id: sites.id, name: sites.name }).from(sites).orderBy(asc(sites.name));
}

/** The member's account, profile and site, or undefined for an id that is no member's. */
export async function selectMember(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, profile: profiles, site: sites })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(eq(users.id, userId));
  return row;
}

export function selectPhotos(db: Db, profileId: number) {
  return db
    .select()
    .from(photos)
    .where(eq(photos.profileId, profileId))
    .orderBy(asc(photos.position), asc(photos.id));
}

/** The member's payments, newest first (the money section has the full list). */
export function selectPayments(db: Db, userId: number, limit: number) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

export function selectBlocksReceived(db: Db, profileId: number, limit: number) {
  return db
    .select({ at: blocks.createdAt, byProfileId: blocks.blockerProfileId, byName: profiles.name })
    .from(blocks)
    .innerJoin(profiles, eq(profiles.id, blocks.blockerProfileId))
    .where(eq(blocks.blockedProfileId, profileId))
    .orderBy(desc(blocks.createdAt))
    .limit(limit);
}

export function selectNotes(db: Db, userId: number) {
  return db
    .select({
      id: memberNotes.id,
      at: memberNotes.createdAt,
      body: memberNotes.body,
      staffEmail: staff.email,
    })
    .from(memberNotes)
    .leftJoin(staff, eq(staff.id, memberNotes.staffId))
    .where(eq(memberNotes.userId, userId))
    .orderBy(desc(memberNotes.id));
}

export async function insertNote(db: Db, values: { userId: number; staffId: number; body: string }) {
  await db.insert(memberNotes).values(values);
}

export async function selectLedgerPage(db: Db, userId: number, limit: number, offset: number) {
  const rows = await db
    .select({ row: creditLedger, staffEmail: staff.email })
    .from(creditLedger)
    .leftJoin(staff, eq(staff.id, creditLedger.staffId))
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(creditLedger).where(eq(creditLedger.userId, userId));
  return { rows, total: total?.n ?? 0 };
}

export async function selectLoginsPage(db: Db, userId: number, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(memberLogins)
    .where(eq(memberLogins.userId, userId))
    .orderBy(desc(memberLogins.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(memberLogins).where(eq(memberLogins.userId, userId));
  return { rows, total: total?.n ?? 0 };
}

type SanctionColumns = Pick<
  typeof users.$inferInsert,
  "suspendedUntil" | "bannedAt" | "sanctionReason" | "hiddenByStaffAt"
>;

/** Sets the sanction columns and the profile's status together. */
export async function updateSanction(
  db: Db,
  member: { userId: number; profileId: number },
  values: SanctionColumns,
  profileStatus: "active" | "disabled",
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set(values).where(eq(users.id, member.userId));
    await tx.update(profiles).set({ status: profileStatus }).where(eq(profiles.id, member.profileId));
  });
}

/**
 * Moves the member's credits by `delta` under a lock on their row, with its ledger line (reason
 * `adjustment`, the staff member and their reason): concurrent adjustments queue and each sees the balance
 * the previous one left. Answers the new balance, or `refused` with the balance when it would go below 0.
 */
export async function adjustCredits(
  db: Db,
  input: { userId: number; delta: number; staffId: number; note: string },
): Promise<{ balance: number; refused: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, input.userId))
      .for("update");
    if (!row) return undefined;
    const balance = row.credits + input.delta;
    if (balance < 0) return { balance: row.credits, refused: true };
    await tx.update(users).set({ credits: balance }).where(eq(users.id, input.userId));
    await tx.insert(creditLedger).values({
      userId: input.userId,
      delta: input.delta,
      reason: "adjustment",
      staffId: input.staffId,
      note: input.note,
      balanceAfter: balance,
    });
    return { balance, refused: false };
  });
}
