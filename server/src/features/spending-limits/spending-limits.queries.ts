/** SQL of spending limits: the member's limits row (and its lock), and what they spent when. */
import { and, count, eq, gte, inArray, type SQL, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { payments, spendingLimits } from "../../db/schema.ts";

export type SpendingLimitsRow = typeof spendingLimits.$inferSelect;
type LimitsChange = Omit<typeof spendingLimits.$inferInsert, "userId">;

/** Payments that count against a limit: completed, and started ones that may still complete. */
const COUNTED = ["open", "pending", "paid"] as const;

export async function selectLimits(db: Db, userId: number): Promise<SpendingLimitsRow | undefined> {
  const [row] = await db.select().from(spendingLimits).where(eq(spendingLimits.userId, userId));
  return row;
}

/** The member's limits row, locked for the rest of the transaction: purchases and changes queue behind it. */
export async function lockLimits(tx: Db, userId: number): Promise<SpendingLimitsRow | undefined> {
  const [row] = await tx.select().from(spendingLimits).where(eq(spendingLimits.userId, userId)).for("update");
  return row;
}

/** Writes the member's limits row (made when missing); answers it after. */
export async function upsertLimits(db: Db, userId: number, change: LimitsChange): Promise<SpendingLimitsRow> {
  const [row] = await db
    .insert(spendingLimits)
    .values({ userId, ...change })
    .onConflictDoUpdate({ target: spendingLimits.userId, set: change })
    .returning();
  if (!row) throw new Error("spending limits upsert returned nothing");
  return row;
}

/** Marks the "set a limit?" question answered, keeping any limits. */
export async function dismissPrompt(db: Db, userId: number, currency: string, at: Date): Promise<void> {
  await db
    .insert(spendingLimits)
    .values({ userId, currency, promptDismissedAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: spendingLimits.userId, set: { promptDismissedAt: at } });
}

/** Sums of the member's counted payments in a currency started since each of the given times. */
export async function selectSpentSince(
  db: Db,
  userId: number,
  currency: string,
  since: readonly Date[],
): Promise<number[]> {
  const columns = Object.fromEntries(
    since.map((at, i) => [
      `s${i}`,
      sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${payments.createdAt} >= ${at.toISOString()}), 0)`,
    ]),
  );
  const earliest = new Date(Math.min(...since.map((at) => at.getTime())));
  const [row] = await db
    .select(columns)
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.currency, currency),
        inArray(payments.status, [...COUNTED]),
        gte(payments.createdAt, earliest),
      ),
    );
  return since.map((_, i) => Number(row?.[`s${i}`] ?? 0));
}

/** The member's completed purchases since a time: how many and how much, in each currency. */
export function selectPaidSince(db: Db, userId: number, since: Date) {
  return db
    .select({
      currency: payments.currency,
      purchases: count(),
      cents: sum(payments.amountCents).mapWith(Number),
    })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, "paid"), gte(payments.completedAt, since)))
    .groupBy(payments.currency);
}

/** Completed purchases per calendar month (UTC) and currency since a time, newest first. */
export function selectMonthlySpending(db: Db, userId: number, since: Date) {
  const month = sql<string>`to_char(${payments.completedAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({
      month,
      currency: payments.currency,
      purchases: count(),
      cents: sum(payments.amountCents).mapWith(Number),
      credits: sum(payments.credits).mapWith(Number),
    })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, "paid"), gte(payments.completedAt, since)))
    .groupBy(month, payments.currency)
    .orderBy(sql`1 desc`, payments.currency);
}

/**
 * The ids of the members who completed a purchase in [from, to), "completed" as the monthly figures above
 * count it: a subquery for other features' set-based SQL (the monthly summary mail's recipients). It reads
 * that month's paid payments only (payments_site_paid_idx), never the whole member table.
 */
export function buyersIn(from: Date, to: Date): SQL {
  return sql`select distinct ${payments.userId} from ${payments} where ${payments.status} = 'paid'
    and ${payments.completedAt} >= ${from.toISOString()}::timestamptz
    and ${payments.completedAt} < ${to.toISOString()}::timestamptz`;
}
