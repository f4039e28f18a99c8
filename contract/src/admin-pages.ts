/**
 * The information and legal pages in the back office (issue 16; admins only): each site's pages per language,
 * their Markdown with placeholders, the version history and a preview. The public shape is content-pages.ts.
 */
import { z } from "zod";
import { listQuerySchema, pageSchema } from "./admin.ts";
import { APP_ROUTES } from "./app-routes.ts";
import { FaqSectionSchema, INFO_PAGES, PAGE_SLUG_PATTERN } from "./content-pages.ts";
import { SUPPORTED_LOCALES } from "./locales.ts";

const Id = z.number().int().positive().max(2_147_483_647);

/** A page's Markdown is refused beyond this many characters; its title beyond TITLE_MAX. */
export const PAGE_BODY_MAX = 200_000;
export const PAGE_TITLE_MAX = 200;
export const PAGES_PAGE_SIZE = 25;

/** What a page's Markdown may name in braces; the server fills each from the site's settings and company. */
export const PAGE_PLACEHOLDERS = [
  "site_name",
  "site_domain",
  "company_name",
  "company_address",
  "company_city",
  "company_country",
  "company_kvk",
  "company_vat_numbers",
  "company_tradenames",
  "support_phone",
  "support_email",
  "refund_days",
  "min_age",
  "terms_version_date",
  "delete_discount",
  "storage_table",
] as const;
export type PagePlaceholder = (typeof PAGE_PLACEHOLDERS)[number];

/**
 * First path segments a `/{token}` page may not take: the app's own routes (a page there would never be
 * reached) and the server's own prefixes.
 */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set([
  ...APP_ROUTES.map((route) => route.split("/")[1] ?? "").filter((s) => s !== "" && !s.startsWith(":")),
  "api",
  "assets",
  "media",
  "dev",
  "index",
]);

/** Why a new page's slug is refused, or null: its shape, an app route, or a fixed information page. */
export function pageSlugIssue(slug: string): "slug_invalid" | "slug_reserved" | null {
  if (!PAGE_SLUG_PATTERN.test(slug)) return "slug_invalid";
  if (RESERVED_PAGE_SLUGS.has(slug) || (INFO_PAGES as readonly string[]).includes(slug)) {
    return "slug_reserved";
  }
  return null;
}

export const PageLanguageSchema = z.enum(SUPPORTED_LOCALES);

export const AdminPagesQuerySchema = listQuerySchema(["slug", "title", "updated_at"], "slug", "asc").extend({
  site_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  language: PageLanguageSchema.optional(),
});
export type AdminPagesQuery = z.infer<typeof AdminPagesQuerySchema>;

export const AdminPageSummarySchema = z.object({
  id: Id,
  site_id: Id,
  site_name: z.string(),
  language: PageLanguageSchema,
  slug: z.string(),
  title: z.string(),
  published: z.boolean(),
  version: z.number().int(),
  updated_at: z.string(),
  /** Fixed pages (spec §2) cannot be renamed; token pages are the admins' own. */
  fixed: z.boolean(),
});
export type AdminPageSummary = z.infer<typeof AdminPageSummarySchema>;
export const AdminPagesPageSchema = pageSchema(AdminPageSummarySchema);

export const AdminPageVersionSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** Null for the default text the install wrote. */
  staff_email: z.string().nullable(),
  created_at: z.string(),
});
export type AdminPageVersion = z.infer<typeof AdminPageVersionSchema>;

export const AdminPageSchema = AdminPageSummarySchema.extend({
  body: z.string(),
  site_domain: z.string(),
  /** Newest first. */
  versions: z.array(AdminPageVersionSchema),
});
export type AdminPage = z.infer<typeof AdminPageSchema>;
export const AdminPageResponseSchema = z.object({ page: AdminPageSchema });

const title = z.string().trim().min(1).max(PAGE_TITLE_MAX);
const body = z.string().max(PAGE_BODY_MAX);

/** POST /api/admin/pages: a new `/{token}` page (its slug is checked by pageSlugIssue). */
export const AdminPageCreateSchema = z.object({
  site_id: Id,
  language: PageLanguageSchema,
  slug: z.string().max(60),
  title,
  body,
  published: z.boolean(),
});
export type AdminPageCreate = z.infer<typeof AdminPageCreateSchema>;

/** PUT /api/admin/pages/:id: a new version. `material_change` (terms only): members must accept again. */
export const AdminPageUpdateSchema = z.object({
  title,
  body,
  published: z.boolean(),
  material_change: z.boolean().default(false),
});
export type AdminPageUpdate = z.input<typeof AdminPageUpdateSchema>;

export const AdminPageRestoreSchema = z.object({ version: z.number().int().positive().max(1_000_000) });

/** POST /api/admin/pages/preview: the rendered page, nothing stored. */
export const AdminPagePreviewSchema = z.object({
  site_id: Id,
  language: PageLanguageSchema,
  slug: z.string().max(60).optional(),
  title: z.string().max(PAGE_TITLE_MAX),
  body,
});
export type AdminPagePreview = z.infer<typeof AdminPagePreviewSchema>;
export const AdminPagePreviewResponseSchema = z.object({
  title: z.string(),
  html: z.string(),
  faq: z.array(FaqSectionSchema).nullable(),
});
export type AdminPagePreviewResponse = z.infer<typeof AdminPagePreviewResponseSchema>;

/** The sites an admin picks from (filters, new page). */
export const AdminPageSitesSchema = z.object({
  sites: z.array(z.object({ id: Id, name: z.string(), domain: z.string() })),
});
