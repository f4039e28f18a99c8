/** The back office's tables: staff, their sessions, recovery codes, setup links and the audit log. */
import type { StaffRole } from "@amora/contract/admin";
import { and, asc, count, desc, eq, gt, ilike, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  auditLog,
  sites,
  staff,
  staffRecoveryCodes,
  staffSessions,
  staffSetupTokens,
} from "../../db/schema.ts";

export type StaffRow = typeof staff.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

export async function selectStaff(db: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row;
}

export async function selectStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(sql`lower(${staff.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function insertStaff(
  db: Db,
  values: { email: string; name: string; roles: StaffRole[]; totpSecret: string; language?: string },
): Promise<StaffRow | undefined> {
  const [row] = await db.insert(staff).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateStaff(db: Db, id: number, values: Partial<typeof staff.$inferInsert>) {
  await db.update(staff).set(values).where(eq(staff.id, id));
}

/**
 * Claims one try at the account's password or code before it is checked: the count after it, or null
 * when the account is locked (so parallel guesses cannot all read one stale count).
 */
export async function claimStaffAttempt(db: Db, id: number, now: Date): Promise<number | null> {
  const [row] = await db
    .update(staff)
    .set({ failedLogins: sql`${staff.failedLogins} + 1` })
    .where(and(eq(staff.id, id), or(isNull(staff.lockedUntil), lte(staff.lockedUntil, now))))
    .returning({ failedLogins: staff.failedLogins });
  return row ? row.failedLogins : null;
}

/** Takes back the try of a right password (the wrong tries before it still count). */
export async function releaseStaffAttempt(db: Db, id: number): Promise<void> {
  await db
    .update(staff)
    .set({ failedLogins: sql`greatest(${staff.failedLogins} - 1, 0)` })
    .where(eq(staff.id, id));
}

/** Accepts a TOTP step once: false when it (or a later one) was accepted before. */
export async function acceptTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, id), or(isNull(staff.totpLastStep), sql`${staff.totpLastStep} < ${step}`)))
    .returning({ id: staff.id });
  return rows.length > 0;
}

export async function insertStaffSession(db: Db, values: typeof staffSessions.$inferInsert) {
  await db.insert(staffSessions).values(values);
}

/** Refreshes a session used since `idleSince` and answers it with its staff member; null when idle too long. */
export async function touchStaffSession(db: Db, idHash: string, idleSince: Date) {
  const [session] = await db
    .update(staffSessions)
    .set({ lastSeenAt: new Date() })
    .where(and(eq(staffSessions.idHash, idHash), gt(staffSessions.lastSeenAt, idleSince)))
    .returning();
  if (!session) return null;
  const member = await selectStaff(db, session.staffId);
  return member ? { session, staff: member } : null;
}

export async function updateStaffSession(
  db: Db,
  idHash: string,
  values: Partial<typeof staffSessions.$inferInsert>,
) {
  await db.update(staffSessions).set(values).where(eq(staffSessions.idHash, idHash));
}

export async function deleteStaffSession(db: Db, idHash: string) {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
}

export async function replaceRecoveryCodes(db: Db, staffId: number, hashes: string[]) {
  await db.transaction(async (tx) => {
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await tx.insert(staffRecoveryCodes).values(hashes.map((hash) => ({ staffId, hash })));
  });
}

/** Spends an unused recovery code: false when there is no such code, or it was used. */
export async function spendRecoveryCode(db: Db, staffId: number, hash: string): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.hash, hash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

export async function insertSetupToken(db: Db, values: typeof staffSetupTokens.$inferInsert) {
  await db.insert(staffSetupTokens).values(values);
}

/** A setup link's staff member when the link is unused and not expired. */
export async function selectSetupStaff(db: Db, hash: string, now: Date): Promise<StaffRow | undefined> {
  const [row] = await db
    .select({ staff })
    .from(staffSetupTokens)
    .innerJoin(staff, eq(staff.id, staffSetupTokens.staffId))
    .where(
      and(
        eq(staffSetupTokens.hash, hash),
        isNull(staffSetupTokens.usedAt),
        gt(staffSetupTokens.expiresAt, now),
        isNull(staff.disabledAt),
      ),
    );
  return row?.staff;
}

/** Marks a setup link used, once: false when another request used it first. */
export async function useSetupToken(db: Db, hash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffSetupTokens)
    .set({ usedAt: now })
    .where(and(eq(staffSetupTokens.hash, hash), isNull(staffSetupTokens.usedAt)))
    .returning({ hash: staffSetupTokens.hash });
  return rows.length > 0;
}

export async function insertAuditRow(db: Db, values: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(values);
}

const AUDIT_SORT = { at: auditLog.at, action: auditLog.action, staff: auditLog.staffEmail } as const;

/** One page of the audit log: `q` matches the action, the staff e-mail or the target (type or id). */
export async function selectAuditPage(
  db: Db,
  options: {
    q?: string;
    sort: keyof typeof AUDIT_SORT;
    order: "asc" | "desc";
    limit: number;
    offset: number;
  },
): Promise<{ rows: AuditRow[]; total: number }> {
  let where: SQL | undefined;
  if (options.q) {
    const pattern = `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where = or(
      ilike(auditLog.action, pattern),
      ilike(auditLog.staffEmail, pattern),
      ilike(auditLog.targetType, pattern),
      ilike(auditLog.targetId, pattern),
    );
  }
  const direction = options.order === "asc" ? asc : desc;
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    // The id breaks ties (and keeps lines of one moment in the order they were written).
    .orderBy(direction(AUDIT_SORT[options.sort]), direction(auditLog.id))
    .limit(options.limit)
    .offset(options.offset);
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The default site's domain: where setup links point when PUBLIC_URL is not set. */
export async function selectDefaultSiteDomain(db: Db): Promise<string | undefined> {
  const [row] = await db.select({ domain: sites.domain }).from(sites).where(eq(sites.isDefault, true));
  return row?.domain;
}
