/**
 * SQL of discount codes and their redemptions. An order holds its code through a redemption row while the
 * order is paid, being collected (pending), or open since `openSince` (discounts.ts sets the hold's length).
 */
import { and, eq, exists, isNull, not, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { discountCodes, discountRedemptions, payments } from "../../db/schema.ts";

export type DiscountRow = typeof discountCodes.$inferSelect;

/** The active code as this member may see it (another member's personal code or another site's is not found). */
export async function selectCode(db: Db, siteId: number, userId: number, code: string) {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(sql`upper(${discountCodes.code})`, code.trim().toUpperCase()),
        eq(discountCodes.status, "active"),
        or(isNull(discountCodes.siteId), eq(discountCodes.siteId, siteId)),
        or(isNull(discountCodes.userId), eq(discountCodes.userId, userId)),
      ),
    );
  return row;
}

/** Whether a redemption's order still holds its code: paid, being collected, or open since `openSince`. */
function holds(openSince: Date): SQL {
  return sql`(${payments.status} in ('paid', 'pending') or (${payments.status} = 'open' and ${payments.createdAt} > ${openSince.toISOString()}::timestamptz))`;
}

/** The redemptions that count against a code for this member: every member's for a single-use code. */
function redemptionsOf(row: DiscountRow, userId: number) {
  return and(
    eq(discountRedemptions.codeId, row.id),
    row.validity === "single_use" ? undefined : eq(discountRedemptions.userId, userId),
  );
}

/** Whether an order still holding the code counts against this member. */
export async function isHeld(db: Db, row: DiscountRow, userId: number, openSince: Date): Promise<boolean> {
  const [used] = await db
    .select({ one: sql`1` })
    .from(discountRedemptions)
    .innerJoin(payments, eq(payments.id, discountRedemptions.paymentId))
    .where(and(redemptionsOf(row, userId), holds(openSince)))
    .limit(1);
  return used !== undefined;
}

/**
 * Locks a code row for the rest of the transaction. NO KEY UPDATE, not UPDATE: the order's own insert
 * already holds the code row's KEY SHARE lock (its foreign key), and two orders each holding that while
 * waiting for UPDATE would deadlock.
 */
export async function lockCode(tx: Db, codeId: number): Promise<void> {
  await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(eq(discountCodes.id, codeId))
    .for("no key update");
}

/** Deletes the redemptions against this member whose orders no longer hold the code. */
export async function deleteLapsedHolds(tx: Db, row: DiscountRow, userId: number, openSince: Date) {
  const lapsed = tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, discountRedemptions.paymentId), not(holds(openSince))));
  await tx.delete(discountRedemptions).where(and(redemptionsOf(row, userId), exists(lapsed)));
}

/** Answers false when the unique (code, member) index already has a redemption. */
export async function insertRedemption(
  tx: Db,
  codeId: number,
  userId: number,
  paymentId: number,
): Promise<boolean> {
  const [reserved] = await tx
    .insert(discountRedemptions)
    .values({ codeId, userId, paymentId })
    .onConflictDoNothing()
    .returning({ codeId: discountRedemptions.codeId });
  return reserved !== undefined;
}

export async function deleteRedemptionOf(db: Db, paymentId: number): Promise<void> {
  await db.delete(discountRedemptions).where(eq(discountRedemptions.paymentId, paymentId));
}
