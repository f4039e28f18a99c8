/** SQL of the accounts domain: users, their tokens and failed logins. */
import { and, count, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accountTokens, creditLedger, loginAttempts, photos, profiles, users } from "../../db/schema.ts";
import { unreadMessagesOf } from "../chat/chat.queries.ts";
import { newLikesOf } from "../likes/likes.queries.ts";

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

export async function selectUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Everything GET /api/user.php shows, in one query. */
export async function selectUserView(db: Db, id: number) {
  const [row] = await db
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
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(eq(users.id, id));
  return row;
}
export type UserView = NonNullable<Awaited<ReturnType<typeof selectUserView>>>;

export async function insertProfileAndUser(db: Db, profile: NewProfile, user: Omit<NewUser, "profileId">) {
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

export async function countTokensSince(
  db: Db,
  userId: number,
  kind: TokenKind,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountTokens)
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.kind, kind), gt(accountTokens.createdAt, since)),
    );
  return row?.n ?? 0;
}

export async function insertLoginFailure(db: Db, ip: string, email: string): Promise<void> {
  await db.insert(loginAttempts).values({ ip, email: email.slice(0, 254) });
}

export async function countLoginFailuresSince(db: Db, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.at, since)));
  return row?.n ?? 0;
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
