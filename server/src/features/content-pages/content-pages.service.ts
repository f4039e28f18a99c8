/**
 * The information and legal pages (issue 16): one per site, language and slug, kept with every version in the
 * database, filled from the site's settings and its company, served as sanitised HTML and edited by admins.
 *
 * Each node keeps the rendered pages it served; saving a page drops that site's from every node's copy (over
 * the invalidation bus), and saving a site's settings or its company drops them all, as it does the sites.
 */
import {
  type AdminPage,
  type AdminPageCreate,
  type AdminPagePreview,
  type AdminPageSummary,
  type AdminPagesQuery,
  PAGES_PAGE_SIZE,
  pageSlugIssue,
} from "@amora/contract/admin-pages";
import { type ContentPage, INFO_PAGES } from "@amora/contract/content-pages";
import {
  DEFAULT_LOCALE,
  formatLocale,
  pickDefaultLocale,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from "@amora/contract/locales";
import { LRUCache } from "lru-cache";
import type { Db } from "../../db/client.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import type { InvalidationBus } from "../../lib/cache/invalidation-bus.ts";
import { LOCALES_DIR } from "../../lib/locale-files.ts";
import type { Site } from "../sites/sites.service.ts";
import { invalidateSites, onSitesInvalidated, stripPhone } from "../sites/sites.service.ts";
import {
  insertPage,
  type PageRow,
  type SiteRow,
  selectCompany,
  selectPage,
  selectPageKeys,
  selectPagesPage,
  selectPublishedPage,
  selectSite,
  selectSiteKeys,
  selectVersion,
  selectVersions,
  updatePageVersion,
  updateTermsChangedAt,
} from "./content-pages.queries.ts";
import { readDefaultPage, readStorageTexts, type Warn } from "./page-defaults.ts";
import { type PageContext, type RenderedPage, renderPage } from "./render-page.ts";

const PAGES_TOPIC = "content-pages";
/** Bounds a rendered page's age while the invalidation bus cannot reach this node (Redis away). */
const PAGE_TTL_MS = 10 * 60_000;
/** Sites × languages × pages: a few dozen each; the bound only matters for many sites. */
const PAGE_CACHE_ENTRIES = 1_000;

export interface PageSource {
  /** Where the default texts and the cookie table's words are (locales/<language>/pages/…). */
  dir: string;
  warn: Warn;
}

export const defaultPageSource = (warn: Warn): PageSource => ({ dir: LOCALES_DIR, warn });

const notFound = () => new AppError(404, "NOT_FOUND", "No such page.");

/** The language a page is shown in: the member's own, else the `lang` cookie, else the site's, else English. */
export function pageLanguage(
  memberLanguage: SupportedLocale | null | undefined,
  site: Pick<Site, "domainLanguage">,
  cookie: string | undefined,
): SupportedLocale {
  return memberLanguage ?? pickDefaultLocale(site.domainLanguage, cookie);
}

async function contextFor(
  db: Db,
  site: Pick<
    SiteRow,
    | "companyId"
    | "name"
    | "domain"
    | "domainLanguage"
    | "supportPhone"
    | "supportEmail"
    | "refundDays"
    | "minAge"
  >,
  language: string,
  source: PageSource,
): Promise<PageContext> {
  const company = await selectCompany(db, site.companyId);
  if (!company) throw new Error(`a site names company ${site.companyId}, which does not exist`);
  return {
    language,
    locale: formatLocale(language, site.domainLanguage),
    // The number as a tel: link and the settings answer give it: dashes and spaces stripped (spec §3).
    site: { ...site, supportPhone: stripPhone(site.supportPhone) },
    company,
    storageTexts: await readStorageTexts(source.dir, language, source.warn),
  };
}

export interface PageServer {
  /** The published page in this language, else in English; PAGE_NOT_FOUND when neither exists. */
  load(site: Site, language: SupportedLocale, slug: string): Promise<ContentPage>;
}

export function createPageServer(db: Db, bus: InvalidationBus, source: PageSource): PageServer {
  const cache = new LRUCache<string, ContentPage>({ max: PAGE_CACHE_ENTRIES, ttl: PAGE_TTL_MS });
  bus.subscribe(PAGES_TOPIC, (siteId) => {
    if (siteId === null) return cache.clear();
    for (const key of cache.keys()) if (key.startsWith(`${siteId}:`)) cache.delete(key);
  });
  onSitesInvalidated(bus, () => cache.clear());

  async function render(site: Site, language: SupportedLocale, slug: string): Promise<ContentPage> {
    for (const candidate of new Set([language, DEFAULT_LOCALE])) {
      const row = await selectPublishedPage(db, site.id, candidate, slug);
      if (!row) continue;
      const rendered = renderPage(row, await contextFor(db, site, candidate, source));
      return {
        slug,
        ...rendered,
        updated_at: row.updatedAt.toISOString(),
        updated_label: new Intl.DateTimeFormat(formatLocale(language, site.domainLanguage), {
          dateStyle: "long",
          timeZone: "UTC",
        }).format(row.updatedAt),
      };
    }
    throw new AppError(404, "PAGE_NOT_FOUND", `No page "${slug}" on this site.`);
  }

  return {
    async load(site, language, slug) {
      const key = `${site.id}:${language}:${slug}`;
      const known = cache.get(key);
      if (known) return known;
      const page = await render(site, language, slug);
      cache.set(key, page);
      return page;
    },
  };
}

/** Every node renders this site's pages again on their next request. */
function pagesChanged(bus: InvalidationBus, siteId: number): Promise<void> {
  return bus.invalidate(PAGES_TOPIC, String(siteId));
}

/**
 * Writes the default text of every information page each site lacks, in every language, as version 1; a page
 * that exists (edited or not) is left alone, so this runs at every start-up and after the demo seed.
 */
export async function ensureDefaultPages(db: Db, source: PageSource): Promise<number> {
  const existing = new Set((await selectPageKeys(db)).map((k) => `${k.siteId}:${k.language}:${k.slug}`));
  const sites = await selectSiteKeys(db);
  let created = 0;
  for (const language of SUPPORTED_LOCALES) {
    for (const slug of INFO_PAGES) {
      const missing = sites.filter((site) => !existing.has(`${site.id}:${language}:${slug}`));
      if (missing.length === 0) continue;
      const text = await readDefaultPage(source.dir, language, slug, source.warn);
      if (!text) continue;
      for (const site of missing) {
        const id = await insertPage(db, {
          siteId: site.id,
          language,
          slug,
          ...text,
          published: true,
          staffId: null,
        });
        if (id !== undefined) created += 1;
      }
    }
  }
  return created;
}

export async function listPageSites(db: Db) {
  return { sites: await selectSiteKeys(db) };
}

const isFixed = (slug: string) => (INFO_PAGES as readonly string[]).includes(slug);

export async function listPages(db: Db, query: AdminPagesQuery) {
  const { rows, total } = await selectPagesPage(db, {
    q: query.q,
    siteId: query.site_id,
    language: query.language,
    sort: query.sort,
    order: query.order,
    limit: PAGES_PAGE_SIZE,
    offset: (query.page - 1) * PAGES_PAGE_SIZE,
  });
  const items: AdminPageSummary[] = rows.map((row) => ({
    id: row.id,
    site_id: row.siteId,
    site_name: row.siteName,
    language: row.language as SupportedLocale,
    slug: row.slug,
    title: row.title,
    published: row.published,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    fixed: isFixed(row.slug),
  }));
  return { items, total, page: query.page, page_size: PAGES_PAGE_SIZE };
}

export async function loadPage(db: Db, id: number): Promise<AdminPage> {
  const found = await selectPage(db, id);
  if (!found) throw notFound();
  const { page } = found;
  const versions = await selectVersions(db, id);
  return {
    id: page.id,
    site_id: page.siteId,
    site_name: found.siteName,
    site_domain: found.siteDomain,
    language: page.language as SupportedLocale,
    slug: page.slug,
    title: page.title,
    body: page.body,
    published: page.published,
    version: page.version,
    updated_at: page.updatedAt.toISOString(),
    fixed: isFixed(page.slug),
    versions: versions.map((v) => ({
      version: v.version,
      title: v.title,
      body: v.body,
      staff_email: v.staffEmail,
      created_at: v.createdAt.toISOString(),
    })),
  };
}

/** A new `/{token}` page; its slug must be free on that site in that language and no route of the app. */
export async function createPage(db: Db, bus: InvalidationBus, staffId: number, input: AdminPageCreate) {
  const issue = pageSlugIssue(input.slug);
  if (issue) throw invalidFields([{ field: "slug", code: issue }]);
  if (!(await selectSite(db, input.site_id)))
    throw invalidFields([{ field: "site_id", code: "site_unknown" }]);
  const id = await insertPage(db, {
    siteId: input.site_id,
    language: input.language,
    slug: input.slug,
    title: input.title,
    body: input.body,
    published: input.published,
    staffId,
  });
  if (id === undefined) throw invalidFields([{ field: "slug", code: "slug_taken" }]);
  await pagesChanged(bus, input.site_id);
  return loadPage(db, id);
}

const audited = (page: Pick<PageRow, "title" | "published" | "version">) => ({
  title: page.title,
  published: page.published,
  version: page.version,
});

/**
 * Saves a new version of the page. A material change of the terms also moves the company's terms version to
 * now, so every member of its sites is asked to accept them again.
 */
export async function savePage(
  db: Db,
  bus: InvalidationBus,
  staffId: number,
  id: number,
  input: { title: string; body: string; published: boolean; material_change: boolean },
) {
  const found = await selectPage(db, id);
  if (!found) throw notFound();
  if (input.material_change && found.page.slug !== "terms") {
    throw invalidFields([{ field: "material_change", code: "terms_only" }]);
  }
  const saved = await db.transaction(async (tx) => {
    const row = await updatePageVersion(tx, id, { ...input, staffId });
    if (input.material_change) await updateTermsChangedAt(tx, found.companyId, new Date());
    return row;
  });
  if (!saved) throw notFound();
  // The company's terms date shows on every site of the company: those caches go as a company save's do.
  if (input.material_change) await invalidateSites(bus);
  else await pagesChanged(bus, saved.siteId);
  return {
    before: audited(found.page),
    after: { ...audited(saved), material_change: input.material_change },
  };
}

/** An older version's title and body become the newest version (the history itself never changes). */
export async function restorePage(
  db: Db,
  bus: InvalidationBus,
  staffId: number,
  id: number,
  version: number,
) {
  const found = await selectPage(db, id);
  if (!found) throw notFound();
  const old = await selectVersion(db, id, version);
  if (!old) throw new AppError(404, "NOT_FOUND", "No such version.");
  const saved = await updatePageVersion(db, id, { ...old, published: found.page.published, staffId });
  if (!saved) throw notFound();
  await pagesChanged(bus, saved.siteId);
  return { before: audited(found.page), after: { ...audited(saved), restored: version } };
}

/** The page as visitors would see it, from the editor's draft; nothing is stored. */
export async function previewPage(
  db: Db,
  input: AdminPagePreview,
  source: PageSource,
): Promise<RenderedPage> {
  const site = await selectSite(db, input.site_id);
  if (!site) throw notFound();
  return renderPage(input, await contextFor(db, site, input.language, source));
}
