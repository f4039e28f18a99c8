/** SQL of data exports (issue 17): the requests, the workers' claims, the archives and their links. */
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { dataExports, sites, users } from "../../db/schema.ts";

export type ExportRow = Omit<typeof dataExports.$inferSelect, "archive">;

const withoutArchive = {
  id: dataExports.id,
  userId: dataExports.userId,
  status: dataExports.status,
  claimedUntil: dataExports.claimedUntil,
  attempts: dataExports.attempts,
  origin: dataExports.origin,
  tokenHash: dataExports.tokenHash,
  archiveBytes: dataExports.archiveBytes,
  createdAt: dataExports.createdAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
};

export async function selectLatestExport(db: Db, userId: number): Promise<ExportRow | undefined> {
  const [row] = await db
    .select(withoutArchive)
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1);
  return row;
}

/**
 * Writes a pending export unless the member asked for one since `since`; under the member's row lock, so
 * two requests at once make one export. Answers the new row, or null when refused.
 */
export async function insertExportUnlessSince(
  db: Db,
  values: { userId: number; origin: string },
  since: Date,
): Promise<ExportRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for("update");
    const [recent] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(and(eq(dataExports.userId, values.userId), gt(dataExports.createdAt, since)))
      .limit(1);
    if (recent) return null;
    const [row] = await tx.insert(dataExports).values(values).returning(withoutArchive);
    return row ?? null;
  });
}

/**
 * Claims the oldest pending export (SKIP LOCKED: any node's worker) whose lease has run out, for `leaseMs`:
 * a worker that dies leaves it to the next one.
 */
export async function claimPendingExport(db: Db, now: Date, leaseMs: number): Promise<ExportRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.status, "pending"),
          sql`(${dataExports.claimedUntil} is null or ${dataExports.claimedUntil} < ${now})`,
        ),
      )
      .orderBy(dataExports.id)
      .limit(1)
      .for("update", { skipLocked: true });
    if (!row) return null;
    const [claimed] = await tx
      .update(dataExports)
      .set({ claimedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${dataExports.attempts} + 1` })
      .where(eq(dataExports.id, row.id))
      .returning(withoutArchive);
    return claimed ?? null;
  });
}

export async function markExportReady(
  db: Db,
  id: number,
  values: { archive: Buffer; tokenHash: string; readyAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(dataExports)
    .set({ ...values, status: "ready", archiveBytes: values.archive.length, claimedUntil: null })
    .where(eq(dataExports.id, id));
}

export async function markExportFailed(db: Db, id: number): Promise<void> {
  await db.update(dataExports).set({ status: "failed", claimedUntil: null }).where(eq(dataExports.id, id));
}

/** The archive behind a download token, while its link is valid. */
export async function selectArchiveByToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ userId: dataExports.userId, archive: dataExports.archive, readyAt: dataExports.readyAt })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.tokenHash, tokenHash),
        eq(dataExports.status, "ready"),
        gt(dataExports.expiresAt, now),
      ),
    );
  return row;
}

/** Drops the archives whose links have expired (the request's row stays, as the member's history). */
export async function dropExpiredArchives(db: Db, now: Date): Promise<number> {
  const dropped = await db
    .update(dataExports)
    .set({ archive: null, tokenHash: null })
    .where(and(lt(dataExports.expiresAt, now), sql`${dataExports.archive} is not null`))
    .returning({ id: dataExports.id });
  return dropped.length;
}

/** What the ready mail needs: the account's address and language and its site's name and support address. */
export async function selectMailTarget(db: Db, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      language: users.language,
      timeZone: users.timeZone,
      deletedAt: users.deletedAt,
      siteId: sites.id,
      siteName: sites.name,
      domainLanguage: sites.domainLanguage,
      supportEmail: sites.supportEmail,
    })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(eq(users.id, userId));
  return row;
}
