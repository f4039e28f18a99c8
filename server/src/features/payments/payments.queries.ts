/** SQL of payments: the buyer, the orders, and what a paid order writes (credits, ledger, redemption). */
import { and, desc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creditLedger, discountRedemptions, payments, profiles, users } from "../../db/schema.ts";

export type PaymentRow = typeof payments.$inferSelect;
type NewPayment = typeof payments.$inferInsert;
type PaymentChange = Partial<Pick<NewPayment, "status" | "updatedAt" | "storedMethodId" | "completedAt">>;

/** The member as the payments see them (account and profile), or undefined when gone or of another site. */
export async function selectBuyer(db: Db, siteId: number, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      profileId: users.profileId,
      email: users.email,
      paidUser: users.paidUser,
      signupDate: users.signupDate,
      language: users.language,
      providerCustomerId: users.providerCustomerId,
      name: profiles.name,
      country: profiles.country,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(eq(users.id, userId), eq(users.siteId, siteId), sql`${users.deletedAt} is null`));
  return row;
}

export async function selectBalance(db: Db, userId: number) {
  const [row] = await db
    .select({ credits: users.credits, paidUser: users.paidUser })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function saveProviderCustomer(db: Db, userId: number, customerId: string): Promise<void> {
  await db.update(users).set({ providerCustomerId: customerId }).where(eq(users.id, userId));
}

/** Whether the member has a paid payment completed before `at`. */
export async function hasPaidBefore(db: Db, userId: number, at: Date): Promise<boolean> {
  const [earlier] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, "paid"), lt(payments.completedAt, at)))
    .limit(1);
  return earlier !== undefined;
}

/** The member's last completed order of a bundle. */
export async function selectLastOrder(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, "paid"), isNotNull(payments.bundleId)))
    .orderBy(desc(payments.completedAt))
    .limit(1);
  return row;
}

export async function insertPayment(db: Db, values: NewPayment): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(values).returning();
  if (!inserted) throw new Error("payment insert returned nothing");
  return inserted;
}

/** Changes a payment; answers the row after (undefined when it is gone). */
export async function updatePayment(
  db: Db,
  id: number,
  change: PaymentChange & { providerPaymentId?: string },
): Promise<PaymentRow | undefined> {
  const [row] = await db.update(payments).set(change).where(eq(payments.id, id)).returning();
  return row;
}

/** The payment, locked for the rest of the transaction. */
export async function lockPayment(tx: Db, id: number): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
  return row;
}

export async function blockDirectDebit(db: Db, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ directDebitBlockedAt: at }).where(eq(users.id, userId));
}

/**
 * Adds a paid payment's credits to the member's balance (and makes them a paying member), with its ledger
 * row; answers the balance after and the member's profile, or undefined when the account is gone.
 */
export async function grantPurchase(tx: Db, payment: PaymentRow & { userId: number }) {
  const [account] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${payment.credits}`, paidUser: true })
    .where(eq(users.id, payment.userId))
    .returning({ credits: users.credits, profileId: users.profileId });
  if (!account) return undefined;
  await tx.insert(creditLedger).values({
    userId: payment.userId,
    delta: payment.credits,
    reason: "purchase",
    paymentId: payment.id,
    balanceAfter: account.credits,
  });
  return account;
}

/** Records that a paid order used its discount code (kept when the order already held it). */
export async function recordRedemption(
  tx: Db,
  codeId: number,
  userId: number,
  paymentId: number,
): Promise<void> {
  await tx.insert(discountRedemptions).values({ codeId, userId, paymentId }).onConflictDoNothing();
}

export async function selectPaymentByProviderId(db: Db, provider: string, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  return row;
}

export async function selectOwnPayment(db: Db, userId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.publicId, publicId), eq(payments.userId, userId)));
  return row;
}

/** A page of the member's payments, newest first, created before `before` when given. */
export function selectPayments(db: Db, userId: number, limit: number, before?: Date) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), before ? lt(payments.createdAt, before) : undefined))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}
