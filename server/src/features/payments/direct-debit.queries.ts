/** SQL of direct debits: the member's block and recent usage, and the SMS-confirmed requests. */
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { directDebitRequests, payments, users } from "../../db/schema.ts";

type NewDirectDebitRequest = typeof directDebitRequests.$inferInsert;

/** When a direct debit of the member bounced, if one did. */
export async function selectDirectDebitBlock(db: Db, userId: number): Promise<Date | null> {
  const [account] = await db
    .select({ blockedAt: users.directDebitBlockedAt })
    .from(users)
    .where(eq(users.id, userId));
  return account?.blockedAt ?? null;
}

/** The member's direct debits created since `since` (open, pending or paid): their total, and how many are open. */
export async function selectDirectDebitUsage(db: Db, userId: number, since: Date) {
  const [usage] = await db
    .select({
      total: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
      open: sql<number>`count(*) filter (where ${payments.status} in ('open', 'pending'))::int`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.method, "sdd"),
        inArray(payments.status, ["open", "pending", "paid"]),
        gte(payments.createdAt, since),
      ),
    );
  return { total: usage?.total ?? 0, open: usage?.open ?? 0 };
}

export async function insertDirectDebitRequest(db: Db, values: NewDirectDebitRequest): Promise<void> {
  await db.insert(directDebitRequests).values(values);
}

/** One of the member's requests (another member's is not found). */
export async function selectOwnRequest(db: Db, userId: number, publicId: string) {
  const [request] = await db
    .select()
    .from(directDebitRequests)
    .where(and(eq(directDebitRequests.publicId, publicId), eq(directDebitRequests.userId, userId)));
  return request;
}

/**
 * Counts a try, in the statement that checks the limit: parallel guesses each get their own try number,
 * and one past `maxAttempts` finds none left. Answers the tries so far, or undefined when none were left.
 */
export async function countAttempt(db: Db, id: number, maxAttempts: number): Promise<number | undefined> {
  const [tried] = await db
    .update(directDebitRequests)
    .set({ otpAttempts: sql`${directDebitRequests.otpAttempts} + 1` })
    .where(and(eq(directDebitRequests.id, id), lt(directDebitRequests.otpAttempts, maxAttempts)))
    .returning({ attempts: directDebitRequests.otpAttempts });
  return tried?.attempts;
}

/** Spends the request's code; answers false when another confirm spent it first. */
export async function spendCode(db: Db, id: number): Promise<boolean> {
  const [claimed] = await db
    .update(directDebitRequests)
    .set({ otpHash: null })
    .where(and(eq(directDebitRequests.id, id), sql`${directDebitRequests.otpHash} is not null`))
    .returning({ id: directDebitRequests.id });
  return claimed !== undefined;
}

export async function linkRequestPayment(db: Db, id: number, paymentId: number): Promise<void> {
  await db.update(directDebitRequests).set({ paymentId }).where(eq(directDebitRequests.id, id));
}
