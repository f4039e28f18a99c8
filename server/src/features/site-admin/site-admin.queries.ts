/** SQL of the back office's sites and settings: sites, companies, credit bundles, discount codes. */
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  companies,
  creditBundles,
  discountCodes,
  discountRedemptions,
  payments,
  sites,
  users,
} from "../../db/schema.ts";

export type SiteRow = typeof sites.$inferSelect;
export type SiteChange = Partial<typeof sites.$inferInsert>;
export type CompanyRow = typeof companies.$inferSelect;
export type CompanyChange = Partial<typeof companies.$inferInsert>;
export type BundleRow = typeof creditBundles.$inferSelect;
export type DiscountRow = typeof discountCodes.$inferSelect;

interface Paging<Sort extends string> {
  q?: string | undefined;
  sort: Sort;
  order: "asc" | "desc";
  limit: number;
  offset: number;
}

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const SITE_SORT = { name: sites.name, domain: sites.domain, id: sites.id } as const;

export async function selectSitesPage(db: Db, options: Paging<keyof typeof SITE_SORT>) {
  const where = options.q
    ? or(ilike(sites.name, likePattern(options.q)), ilike(sites.domain, likePattern(options.q)))
    : undefined;
  const direction = options.order === "asc" ? asc : desc;
  const rows = await db
    .select({
      id: sites.id,
      name: sites.name,
      domain: sites.domain,
      countries: sites.countries,
      isDefault: sites.isDefault,
      company: companies.name,
    })
    .from(sites)
    .innerJoin(companies, eq(companies.id, sites.companyId))
    .where(where)
    .orderBy(direction(SITE_SORT[options.sort]), direction(sites.id))
    .limit(options.limit)
    .offset(options.offset);
  const [counted] = await db.select({ total: count() }).from(sites).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function selectSite(db: Db, id: number): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.id, id));
  return row;
}

/** Another site that serves this host, as its domain or one of its aliases. */
export async function selectSiteServing(db: Db, host: string, exceptId: number) {
  const [row] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(ne(sites.id, exceptId), or(eq(sites.domain, host), sql`${host} = any(${sites.aliases})`)))
    .limit(1);
  return row;
}

export async function updateSite(db: Db, id: number, change: SiteChange): Promise<SiteRow | undefined> {
  const [row] = await db.update(sites).set(change).where(eq(sites.id, id)).returning();
  return row;
}

export async function selectCompany(db: Db, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

export async function updateCompany(db: Db, id: number, change: CompanyChange) {
  const [row] = await db.update(companies).set(change).where(eq(companies.id, id)).returning();
  return row;
}

export function selectSiteBundles(db: Db, siteId: number, currency: string): Promise<BundleRow[]> {
  return db
    .select()
    .from(creditBundles)
    .where(and(eq(creditBundles.siteId, siteId), eq(creditBundles.currency, currency)))
    .orderBy(asc(creditBundles.position), asc(creditBundles.id));
}

export async function selectBundleById(db: Db, id: number): Promise<BundleRow | undefined> {
  const [row] = await db.select().from(creditBundles).where(eq(creditBundles.id, id));
  return row;
}

export async function updateBundle(db: Db, id: number, change: Partial<typeof creditBundles.$inferInsert>) {
  const [row] = await db.update(creditBundles).set(change).where(eq(creditBundles.id, id)).returning();
  return row;
}

export async function insertBundle(db: Db, values: typeof creditBundles.$inferInsert) {
  const [row] = await db.insert(creditBundles).values(values).returning();
  return row;
}

const redemptionCount = sql<number>`(select count(*)::int from ${discountRedemptions} where ${discountRedemptions.codeId} = ${discountCodes.id})`;

const DISCOUNT_SORT = {
  code: sql`upper(${discountCodes.code})`,
  created: discountCodes.createdAt,
  expires: discountCodes.expiresAt,
  percentage: discountCodes.percentage,
  redemptions: redemptionCount,
} as const;

const discountColumns = {
  code: discountCodes,
  siteName: sites.name,
  redemptions: redemptionCount,
};

function discountStatusWhere(status: "active" | "inactive" | "expired" | undefined): SQL | undefined {
  const expired = sql`(${discountCodes.expiresAt} is not null and ${discountCodes.expiresAt} <= now())`;
  if (status === "inactive") return eq(discountCodes.status, "inactive");
  if (status === "expired") return and(eq(discountCodes.status, "active"), expired);
  if (status === "active") return and(eq(discountCodes.status, "active"), sql`not ${expired}`);
  return undefined;
}

export async function selectDiscountPage(
  db: Db,
  options: Paging<keyof typeof DISCOUNT_SORT> & { status?: "active" | "inactive" | "expired" | undefined },
) {
  const where = and(
    options.q ? ilike(discountCodes.code, likePattern(options.q)) : undefined,
    discountStatusWhere(options.status),
  );
  const direction = options.order === "asc" ? asc : desc;
  const rows = await db
    .select(discountColumns)
    .from(discountCodes)
    .leftJoin(sites, eq(sites.id, discountCodes.siteId))
    .where(where)
    .orderBy(direction(DISCOUNT_SORT[options.sort]), direction(discountCodes.id))
    .limit(options.limit)
    .offset(options.offset);
  const [counted] = await db.select({ total: count() }).from(discountCodes).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function selectDiscount(db: Db, id: number) {
  const [row] = await db
    .select(discountColumns)
    .from(discountCodes)
    .leftJoin(sites, eq(sites.id, discountCodes.siteId))
    .where(eq(discountCodes.id, id));
  return row;
}

export async function selectDiscountByCode(db: Db, code: string) {
  const [row] = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(eq(sql`upper(${discountCodes.code})`, code.toUpperCase()));
  return row;
}

export async function insertDiscount(db: Db, values: typeof discountCodes.$inferInsert) {
  const [row] = await db.insert(discountCodes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateDiscount(db: Db, id: number, change: Partial<typeof discountCodes.$inferInsert>) {
  const [row] = await db.update(discountCodes).set(change).where(eq(discountCodes.id, id)).returning();
  return row;
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

export async function selectRedemptionsPage(db: Db, codeId: number, limit: number, offset: number) {
  const where = eq(discountRedemptions.codeId, codeId);
  const rows = await db
    .select({
      userId: discountRedemptions.userId,
      email: users.email,
      paymentId: payments.publicId,
      amountCents: payments.amountCents,
      discountCents: payments.discountCents,
      currency: payments.currency,
      status: payments.status,
      at: discountRedemptions.createdAt,
    })
    .from(discountRedemptions)
    .innerJoin(payments, eq(payments.id, discountRedemptions.paymentId))
    .leftJoin(users, eq(users.id, discountRedemptions.userId))
    .where(where)
    .orderBy(desc(discountRedemptions.createdAt), desc(payments.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(discountRedemptions).where(where);
  return { rows, total: counted?.total ?? 0 };
}
