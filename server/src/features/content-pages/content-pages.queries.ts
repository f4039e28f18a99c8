/** SQL of the content pages: the pages per site and language, their versions, and what fills their placeholders. */
import { and, asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, contentPages, contentPageVersions, sites, staff } from "../../db/schema.ts";

export type PageRow = typeof contentPages.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type SiteRow = typeof sites.$inferSelect;

export interface NewPage {
  siteId: number;
  language: string;
  slug: string;
  title: string;
  body: string;
  published: boolean;
  staffId: number | null;
}

export function selectSiteKeys(db: Db): Promise<{ id: number; name: string; domain: string }[]> {
  return db
    .select({ id: sites.id, name: sites.name, domain: sites.domain })
    .from(sites)
    .orderBy(asc(sites.name));
}

export async function selectSite(db: Db, id: number): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.id, id));
  return row;
}

export async function selectCompany(db: Db, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

/** Every (site, language, slug) that has a page, for filling in the missing defaults. */
export function selectPageKeys(db: Db): Promise<{ siteId: number; language: string; slug: string }[]> {
  return db
    .select({ siteId: contentPages.siteId, language: contentPages.language, slug: contentPages.slug })
    .from(contentPages);
}

/**
 * A new page and its version 1, unless the site has that slug in that language already (then nothing, and
 * undefined): one statement, so a page never exists without its first version.
 */
export async function insertPage(db: Db, page: NewPage): Promise<number | undefined> {
  const result = await db.execute(sql`
    with page as (
      insert into ${contentPages} (site_id, language, slug, title, body, published, version, updated_by)
      values (${page.siteId}, ${page.language}, ${page.slug}, ${page.title}, ${page.body}, ${page.published},
              1, ${page.staffId})
      on conflict (site_id, language, slug) do nothing
      returning id
    ), version as (
      insert into ${contentPageVersions} (page_id, version, title, body, staff_id)
      select id, 1, ${page.title}, ${page.body}, ${page.staffId} from page
    )
    select id from page`);
  return (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
}

/** The page a visitor is shown: published, of this site, language and slug. */
export async function selectPublishedPage(db: Db, siteId: number, language: string, slug: string) {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(
      and(
        eq(contentPages.siteId, siteId),
        eq(contentPages.language, language),
        eq(contentPages.slug, slug),
        eq(contentPages.published, true),
      ),
    );
  return row;
}

const PAGE_SORT = { slug: contentPages.slug, title: contentPages.title, updated_at: contentPages.updatedAt };

export async function selectPagesPage(
  db: Db,
  options: {
    q?: string | undefined;
    siteId?: number | undefined;
    language?: string | undefined;
    sort: keyof typeof PAGE_SORT;
    order: "asc" | "desc";
    limit: number;
    offset: number;
  },
) {
  const pattern = options.q ? `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    options.siteId === undefined ? undefined : eq(contentPages.siteId, options.siteId),
    options.language === undefined ? undefined : eq(contentPages.language, options.language),
    pattern ? or(ilike(contentPages.slug, pattern), ilike(contentPages.title, pattern)) : undefined,
  );
  const direction = options.order === "asc" ? asc : desc;
  const rows = await db
    .select({
      id: contentPages.id,
      siteId: contentPages.siteId,
      siteName: sites.name,
      language: contentPages.language,
      slug: contentPages.slug,
      title: contentPages.title,
      published: contentPages.published,
      version: contentPages.version,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .innerJoin(sites, eq(sites.id, contentPages.siteId))
    .where(where)
    .orderBy(
      direction(PAGE_SORT[options.sort]),
      asc(sites.name),
      asc(contentPages.language),
      asc(contentPages.id),
    )
    .limit(options.limit)
    .offset(options.offset);
  const [counted] = await db.select({ total: count() }).from(contentPages).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function selectPage(db: Db, id: number) {
  const [row] = await db
    .select({
      page: contentPages,
      siteName: sites.name,
      siteDomain: sites.domain,
      companyId: sites.companyId,
    })
    .from(contentPages)
    .innerJoin(sites, eq(sites.id, contentPages.siteId))
    .where(eq(contentPages.id, id));
  return row;
}

/** A page's versions, newest first, with who saved each. */
export function selectVersions(db: Db, pageId: number) {
  return db
    .select({
      version: contentPageVersions.version,
      title: contentPageVersions.title,
      body: contentPageVersions.body,
      staffEmail: staff.email,
      createdAt: contentPageVersions.createdAt,
    })
    .from(contentPageVersions)
    .leftJoin(staff, eq(staff.id, contentPageVersions.staffId))
    .where(eq(contentPageVersions.pageId, pageId))
    .orderBy(desc(contentPageVersions.version));
}

export async function selectVersion(db: Db, pageId: number, version: number) {
  const [row] = await db
    .select({ title: contentPageVersions.title, body: contentPageVersions.body })
    .from(contentPageVersions)
    .where(and(eq(contentPageVersions.pageId, pageId), eq(contentPageVersions.version, version)));
  return row;
}

/**
 * The page's next version, shown from now on, and its row in the history: the page row's lock orders
 * concurrent saves, so each takes its own number.
 */
export async function updatePageVersion(
  db: Db,
  id: number,
  change: { title: string; body: string; published: boolean; staffId: number | null },
): Promise<PageRow | undefined> {
  const [row] = await db
    .update(contentPages)
    .set({
      title: change.title,
      body: change.body,
      published: change.published,
      version: sql`${contentPages.version} + 1`,
      updatedAt: sql`now()`,
      updatedBy: change.staffId,
    })
    .where(eq(contentPages.id, id))
    .returning();
  if (!row) return undefined;
  await db.insert(contentPageVersions).values({
    pageId: id,
    version: row.version,
    title: change.title,
    body: change.body,
    staffId: change.staffId,
  });
  return row;
}

export async function updateTermsChangedAt(db: Db, companyId: number, at: Date): Promise<void> {
  await db.update(companies).set({ termsChangedAt: at }).where(eq(companies.id, companyId));
}
