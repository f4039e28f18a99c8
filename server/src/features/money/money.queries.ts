/** SQL of the back office's money: payments of every site with their member, ledger rows and refunds. */
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creditLedger, paymentRefunds, payments, profiles, sites, staff, users } from "../../db/schema.ts";

/** Given back so far on a payment: done refunds, chargebacks and reversals. */
const refundedCents = sql<number>`coalesce((select sum(${paymentRefunds.amountCents}) from ${paymentRefunds}
  where ${paymentRefunds.paymentId} = ${payments.id} and ${paymentRefunds.state} = 'done'), 0)::int`;

const SORT = {
  created: payments.createdAt,
  amount: payments.amountCents,
  status: payments.status,
} as const;

export interface PaymentFilters {
  q?: string | undefined;
  site?: number | undefined;
  status?: (typeof payments.$inferSelect)["status"] | undefined;
  method?: string | undefined;
  country?: string | undefined;
  /** Created at or after, and before (exclusive). */
  from?: Date | undefined;
  before?: Date | undefined;
}

function whereOf(filters: PaymentFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.site === undefined ? undefined : eq(payments.siteId, filters.site),
    filters.status === undefined ? undefined : eq(payments.status, filters.status),
    filters.method === undefined ? undefined : eq(payments.method, filters.method),
    filters.country === undefined ? undefined : eq(payments.country, filters.country),
    filters.from === undefined ? undefined : gte(payments.createdAt, filters.from),
    filters.before === undefined ? undefined : lt(payments.createdAt, filters.before),
  ];
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        eq(payments.publicId, filters.q),
        eq(payments.providerPaymentId, filters.q),
        ilike(users.email, pattern),
      ),
    );
  }
  return and(...conditions);
}

const listColumns = {
  payment: payments,
  siteName: sites.name,
  email: users.email,
  profileId: users.profileId,
  name: profiles.name,
  refundedCents,
};

function paymentsWithOwners(db: Db) {
  return db
    .select(listColumns)
    .from(payments)
    .innerJoin(sites, eq(sites.id, payments.siteId))
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(profiles, eq(profiles.id, users.profileId));
}

export type ListedPayment = Awaited<ReturnType<ReturnType<typeof paymentsWithOwners>["execute"]>>[number];

export async function selectPaymentPage(
  db: Db,
  filters: PaymentFilters,
  options: { sort: keyof typeof SORT; order: "asc" | "desc"; limit: number; offset: number },
): Promise<{ rows: ListedPayment[]; total: number }> {
  const where = whereOf(filters);
  const direction = options.order === "asc" ? asc : desc;
  const rows = await paymentsWithOwners(db)
    .where(where)
    .orderBy(direction(SORT[options.sort]), direction(payments.id))
    .limit(options.limit)
    .offset(options.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export function selectSiteNames(db: Db) {
  return db.select({ id: sites.id, name: sites.name }).from(sites).orderBy(asc(sites.id));
}

export async function selectPaymentByPublicId(db: Db, publicId: string): Promise<ListedPayment | undefined> {
  const [row] = await paymentsWithOwners(db).where(eq(payments.publicId, publicId));
  return row;
}

export async function selectRefundDaysOf(db: Db, siteId: number): Promise<number> {
  const [row] = await db.select({ days: sites.refundDays }).from(sites).where(eq(sites.id, siteId));
  return row?.days ?? 0;
}

export async function selectMemberMoney(db: Db, userId: number) {
  const [row] = await db
    .select({ credits: users.credits, directDebitBlockedAt: users.directDebitBlockedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The ledger rows of a payment (its purchase, and what refunds and chargebacks took), oldest first. */
export function selectPaymentLedger(db: Db, paymentId: number) {
  return db
    .select({
      id: creditLedger.id,
      delta: creditLedger.delta,
      reason: creditLedger.reason,
      balanceAfter: creditLedger.balanceAfter,
      staffEmail: staff.email,
      note: creditLedger.note,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .leftJoin(staff, eq(staff.id, creditLedger.staffId))
    .where(eq(creditLedger.paymentId, paymentId))
    .orderBy(asc(creditLedger.id));
}

/** What was given back on a payment, with the staff member behind each refund, oldest first. */
export function selectPaymentRefunds(db: Db, paymentId: number) {
  return db
    .select({ refund: paymentRefunds, staffEmail: staff.email })
    .from(paymentRefunds)
    .leftJoin(staff, eq(staff.id, paymentRefunds.staffId))
    .where(eq(paymentRefunds.paymentId, paymentId))
    .orderBy(asc(paymentRefunds.id));
}
