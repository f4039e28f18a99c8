/** SQL of the accounts domain: users, their tokens and failed logins. */
import { and, count, eq, gt, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import {
  accountTokens,
  companies,
  creditLedger,
  loginAttempts,
  memberLogins,
  photos,
  profiles,
  sites,
  termsAcceptances,
  users,
} from "../../db/schema.ts";
import { unreadMessagesOf } from "../chat/chat.columns.ts";
import { newLikesOf } from "../likes/likes.columns.ts";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type NewProfile = typeof profiles.$inferInsert;
export type TokenKind = (typeof accountTokens.$inferSelect)["kind"];

export async function selectUserByEmail(db: Db, siteId: number, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), sql`lower(${users.email}) = lower(${email})`));
  return row;
}

/** The account's own row: what the account calls (settings, links, logins) start from. */
const userRow = prepared("user_row", (db, name) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare(name),
);

export async function selectUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await userRow(db).execute({ id });
  return row;
}

/**
 * Everything GET /api/user.php shows, in one named statement: the account, its profile and main photo, and
 * both badge counts, each one indexed subquery (plans in docs/performance.md, "User view and likes").
 */
const userView = prepared("user_view", (db, name) =>
  db
    .select({
      user: users,
      profile: {
        id: profiles.id,
        name: profiles.name,
        gender: profiles.gender,
        sexuality: profiles.sexuality,
        dateOfBirth: profiles.dateOfBirth,
        country: profiles.country,
        region: profiles.region,
        city: profiles.city,
        status: profiles.status,
        isInvisible: profiles.isInvisible,
      },
      photo: {
        filename: photos.filename,
        thumbFilename: photos.thumbFilename,
        matchFilename: photos.matchFilename,
      },
      newLikes: newLikesOf(profiles.id),
      unreadMessages: unreadMessagesOf(profiles.id),
      terms: { added: companies.added, changedAt: companies.termsChangedAt },
      acceptedTerms:
        sql`(select max(${termsAcceptances.version}) from ${termsAcceptances} where ${termsAcceptances.userId} = ${users.id})`.mapWith(
          termsAcceptances.version,
        ),
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .innerJoin(companies, eq(companies.id, sites.companyId))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(eq(users.id, sql.placeholder("id")))
    .prepare(name),
);

export async function selectUserView(db: Db, id: number) {
  const [row] = await userView(db).execute({ id });
  return row;
}
export type UserView = NonNullable<Awaited<ReturnType<typeof selectUserView>>>;

/** The few columns most member calls need (not the badge counts), of a live account on the site. */
const memberRef = prepared("user_member_ref", (db, name) =>
  db
    .select({ profileId: users.profileId, paidUser: users.paidUser, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder("id")),
        eq(users.siteId, sql.placeholder("siteId")),
        isNull(users.deletedAt),
      ),
    )
    .prepare(name),
);

export async function selectMemberRef(db: Db, siteId: number, id: number) {
  const [row] = await memberRef(db).execute({ id, siteId });
  return row;
}
export type MemberRef = NonNullable<Awaited<ReturnType<typeof selectMemberRef>>>;

/** What a terms version is computed from (spec §9): the site's company's dates. */
export async function selectTermsDates(db: Db, siteId: number) {
  const [row] = await db
    .select({ added: companies.added, termsChangedAt: companies.termsChangedAt })
    .from(sites)
    .innerJoin(companies, eq(companies.id, sites.companyId))
    .where(eq(sites.id, siteId));
  if (!row) throw new Error(`site ${siteId} has no company`);
  return row;
}

export type NewTermsAcceptance = Omit<typeof termsAcceptances.$inferInsert, "userId">;

export async function insertTermsAcceptance(db: Db, userId: number, acceptance: NewTermsAcceptance) {
  await db.insert(termsAcceptances).values({ ...acceptance, userId });
}

/** The profile, the account, its signup credits' ledger row and its acceptance of the terms, together. */
export async function insertProfileAndUser(
  db: Db,
  profile: NewProfile,
  user: Omit<NewUser, "profileId">,
  terms: NewTermsAcceptance,
) {
  return db.transaction(async (tx) => {
    const [createdProfile] = await tx.insert(profiles).values(profile).returning({ id: profiles.id });
    if (!createdProfile) throw new Error("profile insert returned nothing");
    const [createdUser] = await tx
      .insert(users)
      .values({ ...user, profileId: createdProfile.id })
      .returning();
    if (!createdUser) throw new Error("user insert returned nothing");
    // Every credit a member holds has its ledger row, the signup gift too.
    if (createdUser.credits > 0) {
      await tx.insert(creditLedger).values({
        userId: createdUser.id,
        delta: createdUser.credits,
        reason: "signup",
        balanceAfter: createdUser.credits,
      });
    }
    await insertTermsAcceptance(tx, createdUser.id, terms);
    return createdUser;
  });
}

export async function updateUser(db: Db, id: number, values: Partial<NewUser>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

export async function updateProfile(db: Db, id: number, values: Partial<NewProfile>): Promise<void> {
  await db.update(profiles).set(values).where(eq(profiles.id, id));
}

export async function insertToken(
  db: Db,
  values: { idHash: string; userId: number; kind: TokenKind; expiresAt: Date; email?: string },
): Promise<void> {
  await db.insert(accountTokens).values(values);
}

/** Marks a live token used and answers it; a used, expired or unknown token answers undefined. */
export async function consumeToken(db: Db, idHash: string, kind: TokenKind) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.idHash, idHash),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

export async function selectToken(db: Db, idHash: string) {
  const [row] = await db.select().from(accountTokens).where(eq(accountTokens.idHash, idHash));
  return row;
}

export async function expireTokens(db: Db, userId: number, kind: TokenKind): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt)));
}

/**
 * Writes a token unless the member already has `max` of this kind since `since`: the count and the write
 * run under the member's row lock, so parallel requests are counted one after another. Answers whether
 * the token was written.
 */
export async function insertTokenWithin(
  db: Db,
  values: { idHash: string; userId: number; kind: TokenKind; expiresAt: Date },
  limit: { since: Date; max: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for("update");
    const [row] = await tx
      .select({ n: count() })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, values.userId),
          eq(accountTokens.kind, values.kind),
          gt(accountTokens.createdAt, limit.since),
        ),
      );
    if ((row?.n ?? 0) >= limit.max) return false;
    await tx.insert(accountTokens).values(values);
    return true;
  });
}

/**
 * Claims one login try for an address before its password is checked: under a per-address lock, counts the
 * failures (and tries still running) since `since` and, below `max`, writes this try's row. The row stays
 * as a failure unless the password proves right (releaseLoginAttempt). Answers the row's id, or null when
 * the address has used up its tries. Counting and writing under one lock is what keeps parallel guesses
 * from all reading the same stale count.
 */
export async function claimLoginAttempt(
  db: Db,
  ip: string,
  email: string,
  since: Date,
  max: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${ip}`}))`);
    const [row] = await tx
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.at, since)));
    if ((row?.n ?? 0) >= max) return null;
    const [claimed] = await tx
      .insert(loginAttempts)
      .values({ ip, email: email.slice(0, 254) })
      .returning({ id: loginAttempts.id });
    return claimed?.id ?? null;
  });
}

/** Takes back a claimed try that was no failure (the right password, or a try refused by the account lock). */
export async function releaseLoginAttempt(db: Db, id: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

/**
 * Claims one password try on an account: adds one to its count in the same statement that checks the
 * account is neither locked nor out of tries, so parallel tries get distinct numbers. Answers this try's
 * number (1 to max), or null when the account is locked or its last tries are already running.
 */
export async function claimAccountAttempt(db: Db, userId: number, max: number, now: Date) {
  const [row] = await db
    .update(users)
    .set({ failedLogins: sql`${users.failedLogins} + 1` })
    .where(
      and(
        eq(users.id, userId),
        lt(users.failedLogins, max),
        or(isNull(users.lockedUntil), lte(users.lockedUntil, now)),
      ),
    )
    .returning({ failedLogins: users.failedLogins });
  return row?.failedLogins ?? null;
}

/**
 * Records a right password: the count starts afresh, unless a parallel wrong try locked the account
 * meanwhile (then the lock wins and nothing changes). Answers whether the login may go on.
 */
export async function settleAccountSuccess(db: Db, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: now })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))))
    .returning({ id: users.id });
  return row !== undefined;
}

export async function deleteLoginFailuresBefore(db: Db, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.at, before));
}

/** Accounts deleted before the cutoff, whose reactivation window has closed. */
export async function selectExpiredDeletions(db: Db, cutoff: Date) {
  return db
    .select({ id: users.id, profileId: users.profileId })
    .from(users)
    .where(and(isNotNull(users.deletedAt), lt(users.deletedAt, cutoff)));
}

export async function deleteUserAndProfile(db: Db, userId: number, profileId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, userId));
    await tx.delete(profiles).where(eq(profiles.id, profileId));
  });
}

export async function isProfileActive(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.status, "active")));
  return row !== undefined;
}

/** One successful login, for the back office's record of the member (decision 037): one insert. */
export async function insertMemberLogin(
  db: Db,
  values: { userId: number; ip: string; userAgent: string | null },
): Promise<void> {
  await db.insert(memberLogins).values(values);
}
