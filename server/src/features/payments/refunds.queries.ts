/** SQL of the money given back on payments: refunds, chargebacks and reversals, and the credits they take. */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creditLedger, paymentRefunds, sites, users } from "../../db/schema.ts";

export type RefundRow = typeof paymentRefunds.$inferSelect;
type NewRefund = typeof paymentRefunds.$inferInsert;
type RefundChange = Partial<Pick<NewRefund, "state" | "providerRef" | "providerStatus" | "creditsTaken">>;

export async function selectRefundDays(db: Db, siteId: number): Promise<number> {
  const [row] = await db.select({ days: sites.refundDays }).from(sites).where(eq(sites.id, siteId));
  return row?.days ?? 0;
}

/** What is given back on a payment so far: reserved (requested or done), and done, with the credits taken. */
export async function selectRefundTotals(db: Db, paymentId: number) {
  const [row] = await db
    .select({
      reservedCents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::int`,
      doneCents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}) filter (where ${paymentRefunds.state} = 'done'), 0)::int`,
      doneCredits: sql<number>`coalesce(sum(${paymentRefunds.creditsTaken}) filter (where ${paymentRefunds.state} = 'done'), 0)::int`,
    })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId));
  return row ?? { reservedCents: 0, doneCents: 0, doneCredits: 0 };
}

export async function selectRefundByClientKey(db: Db, paymentId: number, clientKey: string) {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.clientKey, clientKey)));
  return row;
}

export async function selectRefundByProviderRef(db: Db, providerRef: string) {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.providerRef, providerRef));
  return row;
}

/** Inserts a row; answers undefined when its provider ref is there already (a replayed report). */
export async function insertRefund(db: Db, values: NewRefund): Promise<RefundRow | undefined> {
  const [row] = await db.insert(paymentRefunds).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateRefund(db: Db, id: number, change: RefundChange) {
  const [row] = await db.update(paymentRefunds).set(change).where(eq(paymentRefunds.id, id)).returning();
  return row;
}

export async function deleteRefund(db: Db, id: number): Promise<void> {
  await db.delete(paymentRefunds).where(eq(paymentRefunds.id, id));
}

/** The member's balance, locked for the rest of the transaction (undefined when the account is gone). */
export async function lockBalance(db: Db, userId: number) {
  const [row] = await db
    .select({ credits: users.credits, profileId: users.profileId, paidUser: users.paidUser })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row;
}

/** Takes credits back with their ledger row; answers the balance after. */
export async function takeBackCredits(
  db: Db,
  entry: {
    userId: number;
    credits: number;
    reason: "refund" | "chargeback" | "reversal";
    paymentId: number;
    staffId: number | null;
    note: string | null;
  },
): Promise<number> {
  const [account] = await db
    .update(users)
    .set({ credits: sql`${users.credits} - ${entry.credits}` })
    .where(eq(users.id, entry.userId))
    .returning({ credits: users.credits });
  if (!account) throw new Error(`member ${entry.userId} vanished under its lock`);
  await db.insert(creditLedger).values({
    userId: entry.userId,
    delta: -entry.credits,
    reason: entry.reason,
    paymentId: entry.paymentId,
    staffId: entry.staffId,
    note: entry.note,
    balanceAfter: account.credits,
  });
  return account.credits;
}
