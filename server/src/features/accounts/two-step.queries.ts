/** SQL of members' two-step sign-in: the authenticator's secret, the recovery codes and the pending sign-ins. */
import { and, count, eq, gt, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { memberRecoveryCodes, memberTotp, twoStepChallenges } from "../../db/schema.ts";

export type MemberTotpRow = typeof memberTotp.$inferSelect;

export async function selectMemberTotp(db: Db, userId: number): Promise<MemberTotpRow | undefined> {
  const [row] = await db.select().from(memberTotp).where(eq(memberTotp.userId, userId));
  return row;
}

/** Whether the member signs in in two steps (a confirmed authenticator). */
export async function isTwoStepEnabled(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberTotp.userId })
    .from(memberTotp)
    .where(and(eq(memberTotp.userId, userId), isNotNull(memberTotp.enabledAt)));
  return row !== undefined;
}

/** A new unconfirmed secret, replacing an earlier unconfirmed one; false when two-step sign-in is on. */
export async function upsertPendingSecret(db: Db, userId: number, secret: string): Promise<boolean> {
  const rows = await db
    .insert(memberTotp)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: memberTotp.userId,
      set: { secret, lastStep: null, createdAt: sql`now()` },
      setWhere: isNull(memberTotp.enabledAt),
    })
    .returning({ userId: memberTotp.userId });
  return rows.length > 0;
}

/** Turns the pending secret on with the step its first code was made for, and stores the recovery codes. */
export async function enableTotp(db: Db, userId: number, step: number, codeHashes: string[]) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(memberTotp)
      .set({ enabledAt: new Date(), lastStep: step })
      .where(and(eq(memberTotp.userId, userId), isNull(memberTotp.enabledAt)))
      .returning({ userId: memberTotp.userId });
    if (rows.length === 0) return false;
    await replaceCodes(tx, userId, codeHashes);
    return true;
  });
}

async function replaceCodes(db: Db, userId: number, hashes: string[]) {
  await db.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.userId, userId));
  await db.insert(memberRecoveryCodes).values(hashes.map((hash) => ({ userId, hash })));
}

export async function replaceMemberRecoveryCodes(db: Db, userId: number, hashes: string[]) {
  await db.transaction((tx) => replaceCodes(tx, userId, hashes));
}

/** Turns two-step sign-in off: the secret, the recovery codes and the pending sign-ins go. */
export async function deleteMemberTotp(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.userId, userId));
    await tx.delete(twoStepChallenges).where(eq(twoStepChallenges.userId, userId));
    await tx.delete(memberTotp).where(eq(memberTotp.userId, userId));
  });
}

/** Accepts a TOTP step once: false when it (or a later one) was accepted before. */
export async function acceptMemberTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(memberTotp)
    .set({ lastStep: step })
    .where(and(eq(memberTotp.userId, userId), or(isNull(memberTotp.lastStep), lt(memberTotp.lastStep, step))))
    .returning({ userId: memberTotp.userId });
  return rows.length > 0;
}

/** Spends an unused recovery code: false when there is no such code, or it was used. */
export async function spendMemberRecoveryCode(db: Db, userId: number, hash: string): Promise<boolean> {
  const rows = await db
    .update(memberRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(memberRecoveryCodes.userId, userId),
        eq(memberRecoveryCodes.hash, hash),
        isNull(memberRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: memberRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberRecoveryCodes)
    .where(and(eq(memberRecoveryCodes.userId, userId), isNull(memberRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * A pending sign-in; the member's rows made before `keepSince` are dropped on the way (the newer ones, even
 * expired, still count their wrong codes towards the account's hourly limit).
 */
export async function insertChallenge(
  db: Db,
  idHash: string,
  userId: number,
  expiresAt: Date,
  keepSince: Date,
) {
  await db
    .delete(twoStepChallenges)
    .where(and(eq(twoStepChallenges.userId, userId), lte(twoStepChallenges.createdAt, keepSince)));
  await db.insert(twoStepChallenges).values({ idHash, userId, expiresAt });
}

const recentFailures = prepared("two_step_recent_failures", (db, name) =>
  db
    .select({ failures: sql<number>`coalesce(sum(${twoStepChallenges.failures}), 0)`.mapWith(Number) })
    .from(twoStepChallenges)
    .where(
      and(
        eq(twoStepChallenges.userId, sql.placeholder("userId")),
        gt(twoStepChallenges.createdAt, sql.placeholder("since")),
      ),
    )
    .prepare(name),
);

/** The wrong codes typed for the member's sign-ins begun after `since` (a right code is not counted). */
export async function selectRecentFailures(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await recentFailures(db).execute({ userId, since: since.toISOString() });
  return row?.failures ?? 0;
}

/**
 * Claims one code try on a pending sign-in, in the statement that checks it is unused, unexpired and has
 * tries left, so parallel tries get distinct numbers. Answers the member and this try's number, or why not.
 */
export async function claimChallengeTry(db: Db, idHash: string, maxFailures: number, now: Date) {
  const [claimed] = await db
    .update(twoStepChallenges)
    .set({ failures: sql`${twoStepChallenges.failures} + 1` })
    .where(
      and(
        eq(twoStepChallenges.idHash, idHash),
        isNull(twoStepChallenges.usedAt),
        gt(twoStepChallenges.expiresAt, now),
        lt(twoStepChallenges.failures, maxFailures),
      ),
    )
    .returning({ userId: twoStepChallenges.userId, failures: twoStepChallenges.failures });
  if (claimed) return claimed;
  const [row] = await db
    .select({ failures: twoStepChallenges.failures, usedAt: twoStepChallenges.usedAt })
    .from(twoStepChallenges)
    .where(eq(twoStepChallenges.idHash, idHash));
  return row && row.usedAt === null && row.failures >= maxFailures ? ("locked" as const) : ("gone" as const);
}

/** The right code: the try is no failure, and the pending sign-in is used up. False when used meanwhile. */
export async function useChallenge(db: Db, idHash: string): Promise<boolean> {
  const rows = await db
    .update(twoStepChallenges)
    .set({ usedAt: new Date(), failures: sql`${twoStepChallenges.failures} - 1` })
    .where(and(eq(twoStepChallenges.idHash, idHash), isNull(twoStepChallenges.usedAt)))
    .returning({ userId: twoStepChallenges.userId });
  return rows.length > 0;
}
