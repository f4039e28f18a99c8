/**
 * Sites and settings in the back office (issue 15, item 7): a site's settings of spec §3, its company, its
 * bundles per currency and the discount codes. Every save answers what it changed (before and after, for
 * the audit log) and announces the change to every node (invalidateSites), so each serves it within
 * milliseconds over Redis. A dangerous change (the domain or aliases, a price, a message cost) first asks
 * the caller's `confirm` (the route's requireReauth).
 */
import {
  type AdminBundle,
  type AdminCompany,
  type AdminDiscountCode,
  type AdminSite,
  type BundleInput,
  bundleIssues,
  type CompanyInput,
  companyIssues,
  DISCOUNTS_PAGE_SIZE,
  type DiscountCodeCreate,
  discountCodeIssues,
  normaliseDomain,
  type SettingIssue,
  SITES_PAGE_SIZE,
  type SiteSettingsInput,
  siteSettingsIssues,
  stripPhoneNumber,
} from "@amora/contract/admin-sites";
import { compactTextsByLanguage } from "@amora/contract/site-texts";
import type { Db } from "../../db/client.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import type { InvalidationBus } from "../../lib/cache/invalidation-bus.ts";
import { invalidateSites } from "../sites/sites.service.ts";
import {
  type BundleRow,
  type CompanyRow,
  type DiscountRow,
  insertBundle,
  insertDiscount,
  type SiteRow,
  selectBundleById,
  selectCompany,
  selectDiscount,
  selectDiscountByCode,
  selectDiscountPage,
  selectRedemptionsPage,
  selectSite,
  selectSiteBundles,
  selectSiteServing,
  selectSitesPage,
  updateBundle,
  updateCompany,
  updateDiscount,
  updateSite,
  userExists,
} from "./site-admin.queries.ts";

/** What a save changed: the fields' values before and after, only those that differ. */
export interface Change<T> {
  value: T;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** JSON with object keys in order, so that a map read back from jsonb compares equal to the one sent. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

function diff<T extends object>(
  before: T,
  after: T,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    if (canonical(before[key]) !== canonical(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now };
}

function refuse(issues: SettingIssue[]): void {
  if (issues.length > 0) throw invalidFields(issues);
}

const notFound = (what: string) => new AppError(404, "NOT_FOUND", `No such ${what}.`);

interface ListQuery<Sort extends string> {
  q?: string | undefined;
  sort: Sort;
  order: "asc" | "desc";
  page: number;
}

export async function listSites(db: Db, query: ListQuery<"name" | "domain" | "id">) {
  const { rows, total } = await selectSitesPage(db, {
    q: query.q,
    sort: query.sort,
    order: query.order,
    limit: SITES_PAGE_SIZE,
    offset: (query.page - 1) * SITES_PAGE_SIZE,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      domain: row.domain,
      countries: row.countries,
      is_default: row.isDefault,
      company: row.company,
    })),
    total,
    page: query.page,
    page_size: SITES_PAGE_SIZE,
  };
}

function toAdminSite(row: SiteRow): AdminSite {
  return {
    id: row.id,
    company_id: row.companyId,
    is_default: row.isDefault,
    name: row.name,
    domain: row.domain,
    aliases: row.aliases,
    domain_language: row.domainLanguage,
    cdn_prefix: row.cdnPrefix,
    niche: row.niche,
    signups: row.signups,
    logged_out_search: row.loggedOutSearch,
    logged_out_search_trafficsource: row.loggedOutSearchTrafficsource,
    minimum_message_costs: row.minimumMessageCosts,
    support_phone: row.supportPhone,
    support_email: row.supportEmail,
    fictional_icon: row.fictionalIcon,
    enable_site_entry_popup: row.enableSiteEntryPopup,
    countries: row.countries,
    country_languages: row.countryLanguages,
    index_title: row.indexTitle,
    description: row.description,
    visible_profile_fields: row.visibleProfileFields,
    visible_profile_notes: row.visibleProfileNotes,
    message_credits: row.messageCredits,
    signup_credits: row.signupCredits,
    photo_credits: row.photoCredits,
    gift_credits: row.giftCredits,
    message_length: row.messageLength,
    search_fields: row.searchFields,
    fictional_warning: row.fictionalWarning,
    fictional_singular: row.fictionalSingular,
    fictional_plural: row.fictionalPlural,
    texts_by_language: row.textsByLanguage,
    refund_days: row.refundDays,
    member_resell: row.memberResell,
    mail_name: row.mailName,
    min_age: row.minAge,
    show_language_dropdown: row.showLanguageDropdown,
    us_footer: row.usFooter,
    interests: row.interests,
    photo_premoderation: row.photoPremoderation,
  };
}

/** The settings as they are stored: the domain normalised, the phone without dashes and spaces, texts trimmed. */
function normalised(input: SiteSettingsInput): SiteSettingsInput {
  return {
    ...input,
    name: input.name.trim(),
    domain: normaliseDomain(input.domain),
    aliases: [...new Set(input.aliases.map((alias) => alias.trim().toLowerCase().replace(/\.$/, "")))],
    cdn_prefix: input.cdn_prefix.trim(),
    support_phone: stripPhoneNumber(input.support_phone),
    support_email: input.support_email.trim(),
    fictional_icon: input.fictional_icon.trim(),
    index_title: input.index_title.trim(),
    description: input.description.trim(),
    fictional_warning: input.fictional_warning.trim(),
    fictional_singular: input.fictional_singular.trim(),
    fictional_plural: input.fictional_plural.trim(),
    texts_by_language: compactTextsByLanguage(input.texts_by_language),
    mail_name: input.mail_name.trim(),
  };
}

function toSiteChange(input: SiteSettingsInput) {
  return {
    name: input.name,
    domain: input.domain,
    aliases: input.aliases,
    domainLanguage: input.domain_language,
    cdnPrefix: input.cdn_prefix,
    niche: input.niche,
    signups: input.signups,
    loggedOutSearch: input.logged_out_search,
    loggedOutSearchTrafficsource: input.logged_out_search_trafficsource,
    minimumMessageCosts: input.minimum_message_costs,
    supportPhone: input.support_phone,
    supportEmail: input.support_email,
    fictionalIcon: input.fictional_icon,
    enableSiteEntryPopup: input.enable_site_entry_popup,
    countries: input.countries,
    countryLanguages: input.country_languages,
    indexTitle: input.index_title,
    description: input.description,
    visibleProfileFields: input.visible_profile_fields,
    visibleProfileNotes: input.visible_profile_notes,
    messageCredits: input.message_credits,
    signupCredits: input.signup_credits,
    photoCredits: input.photo_credits,
    giftCredits: input.gift_credits,
    messageLength: input.message_length,
    searchFields: input.search_fields,
    fictionalWarning: input.fictional_warning,
    fictionalSingular: input.fictional_singular,
    fictionalPlural: input.fictional_plural,
    textsByLanguage: input.texts_by_language,
    refundDays: input.refund_days,
    memberResell: input.member_resell,
    mailName: input.mail_name,
    minAge: input.min_age,
    showLanguageDropdown: input.show_language_dropdown,
    usFooter: input.us_footer,
    interests: input.interests,
    photoPremoderation: input.photo_premoderation,
  };
}

function toAdminCompany(row: CompanyRow): AdminCompany {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    kvk: row.kvk,
    city: row.city,
    country: row.country,
    tradenames: row.tradenames,
    vat_numbers: row.vatNumbers,
    support_phone: row.supportPhone,
    delete_discount: row.deleteDiscount,
    added: row.added.toISOString(),
  };
}

export async function loadSite(db: Db, id: number) {
  const row = await selectSite(db, id);
  if (!row) throw notFound("site");
  const company = await selectCompany(db, row.companyId);
  if (!company) throw notFound("company");
  return { site: toAdminSite(row), company: toAdminCompany(company) };
}

/** Fields whose change asks for the password or a code again: where the site is, and what a message costs. */
const DANGEROUS_SETTINGS = ["domain", "aliases", "minimum_message_costs"] as const;

/** Checks and saves a site's settings; `confirm` runs first when a dangerous field changes. */
export async function saveSiteSettings(
  db: Db,
  bus: InvalidationBus,
  id: number,
  input: SiteSettingsInput,
  confirm: () => void,
): Promise<Change<AdminSite>> {
  const row = await selectSite(db, id);
  if (!row) throw notFound("site");
  const next = normalised(input);
  const issues = siteSettingsIssues(next);
  for (const [index, host] of [next.domain, ...next.aliases].entries()) {
    const field = index === 0 ? "domain" : `aliases.${index - 1}`;
    if (issues.some((issue) => issue.field === field)) continue;
    if (await selectSiteServing(db, host, id)) issues.push({ field, code: "domain_taken" });
    else if (index > 0 && host === next.domain) issues.push({ field, code: "domain_taken" });
  }
  refuse(issues);
  const before = toAdminSite(row);
  const changed = diff(before, { ...before, ...next });
  if (DANGEROUS_SETTINGS.some((field) => field in changed.after)) confirm();
  const saved = await updateSite(db, id, toSiteChange(next));
  if (!saved) throw notFound("site");
  await invalidateSites(bus);
  return { value: toAdminSite(saved), ...changed };
}

export async function saveCompany(
  db: Db,
  bus: InvalidationBus,
  id: number,
  input: CompanyInput,
): Promise<Change<AdminCompany>> {
  const row = await selectCompany(db, id);
  if (!row) throw notFound("company");
  const next: CompanyInput = {
    ...input,
    name: input.name.trim(),
    address: input.address.trim(),
    kvk: input.kvk.trim(),
    city: input.city.trim(),
    tradenames: input.tradenames.map((name) => name.trim()),
    vat_numbers: input.vat_numbers.map((vat) => vat.trim()),
    support_phone: stripPhoneNumber(input.support_phone),
  };
  refuse(companyIssues(next));
  const before = toAdminCompany(row);
  const saved = await updateCompany(db, id, {
    name: next.name,
    address: next.address,
    kvk: next.kvk,
    city: next.city,
    country: next.country,
    tradenames: next.tradenames,
    vatNumbers: next.vat_numbers,
    supportPhone: next.support_phone,
    deleteDiscount: next.delete_discount,
  });
  if (!saved) throw notFound("company");
  // The company's texts are read per request; the sites' copies name it, so they are read again too.
  await invalidateSites(bus);
  return { value: toAdminCompany(saved), ...diff(before, toAdminCompany(saved)) };
}

function toAdminBundle(row: BundleRow): AdminBundle {
  return {
    id: row.id,
    currency: row.currency,
    credits: row.credits,
    price_cents: row.priceCents,
    badge: row.badge,
    position: row.position,
    active: row.active,
  };
}

export async function listBundles(db: Db, siteId: number, currency: string) {
  if (!(await selectSite(db, siteId))) throw notFound("site");
  return { bundles: (await selectSiteBundles(db, siteId, currency)).map(toAdminBundle) };
}

/**
 * Bundles are read from the database on every credits page and order (features/payments), so a saved price
 * is sold at once on every node; the sites are announced anyway, for whatever a node keeps of a site.
 */
export async function saveBundle(
  db: Db,
  bus: InvalidationBus,
  id: number,
  input: BundleInput,
  confirm: () => void,
): Promise<Change<AdminBundle> & { siteId: number }> {
  const row = await selectBundleById(db, id);
  if (!row) throw notFound("bundle");
  refuse(bundleIssues(input));
  const before = toAdminBundle(row);
  const changed = diff(before, { ...before, ...input });
  if ("price_cents" in changed.after || "credits" in changed.after) confirm();
  const saved = await updateBundle(db, id, {
    credits: input.credits,
    priceCents: input.price_cents,
    badge: input.badge,
    position: input.position,
    active: input.active,
  });
  if (!saved) throw notFound("bundle");
  await invalidateSites(bus);
  return { value: toAdminBundle(saved), siteId: saved.siteId, ...changed };
}

export async function createBundle(
  db: Db,
  bus: InvalidationBus,
  siteId: number,
  input: BundleInput & { currency: string },
  confirm: () => void,
): Promise<AdminBundle> {
  if (!(await selectSite(db, siteId))) throw notFound("site");
  refuse(bundleIssues(input));
  confirm();
  const saved = await insertBundle(db, {
    siteId,
    currency: input.currency,
    credits: input.credits,
    priceCents: input.price_cents,
    badge: input.badge,
    position: input.position,
    active: input.active,
  });
  if (!saved) throw new Error("bundle insert returned nothing");
  await invalidateSites(bus);
  return toAdminBundle(saved);
}

type DiscountListed = { code: DiscountRow; siteName: string | null; redemptions: number };

function toAdminDiscount({ code: row, siteName, redemptions }: DiscountListed, now: Date): AdminDiscountCode {
  const expired = row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    site_id: row.siteId,
    site_name: siteName,
    country: row.country,
    user_id: row.userId,
    expires_at: row.expiresAt?.toISOString() ?? null,
    percentage: row.percentage,
    currency: row.currency,
    minimum_order_cents: row.minimumOrderCents,
    status: row.status === "inactive" ? "inactive" : expired ? "expired" : "active",
    validity: row.validity,
    payment_methods: row.paymentMethods,
    created_at: row.createdAt.toISOString(),
    redemptions: Number(redemptions),
  };
}

export async function listDiscountCodes(
  db: Db,
  query: ListQuery<"code" | "created" | "expires" | "percentage" | "redemptions"> & {
    status?: "active" | "inactive" | "expired" | undefined;
  },
) {
  const { rows, total } = await selectDiscountPage(db, {
    q: query.q,
    sort: query.sort,
    order: query.order,
    status: query.status,
    limit: DISCOUNTS_PAGE_SIZE,
    offset: (query.page - 1) * DISCOUNTS_PAGE_SIZE,
  });
  const now = new Date();
  return {
    items: rows.map((row) => toAdminDiscount(row, now)),
    total,
    page: query.page,
    page_size: DISCOUNTS_PAGE_SIZE,
  };
}

export async function createDiscountCode(db: Db, input: DiscountCodeCreate): Promise<AdminDiscountCode> {
  const now = new Date();
  const code = input.code.trim();
  const issues = discountCodeIssues({ ...input, code }, now);
  if (input.site_id !== null && !(await selectSite(db, input.site_id)))
    issues.push({ field: "site_id", code: "site_unknown" });
  if (input.user_id !== null && !(await userExists(db, input.user_id)))
    issues.push({ field: "user_id", code: "member_unknown" });
  if (!issues.some((issue) => issue.field === "code") && (await selectDiscountByCode(db, code)))
    issues.push({ field: "code", code: "code_taken" });
  refuse(issues);
  const saved = await insertDiscount(db, {
    code,
    kind: "standard",
    siteId: input.site_id,
    country: input.country,
    userId: input.user_id,
    expiresAt: input.expires_at === null ? null : new Date(input.expires_at),
    percentage: input.percentage,
    currency: input.currency,
    minimumOrderCents: input.minimum_order_cents,
    validity: input.validity,
    paymentMethods: input.payment_methods && input.payment_methods.length > 0 ? input.payment_methods : null,
  });
  // Two staff members creating one code at once: the unique index keeps one, the other is told.
  if (!saved) throw invalidFields([{ field: "code", code: "code_taken" }]);
  const listed = await selectDiscount(db, saved.id);
  if (!listed) throw notFound("discount code");
  return toAdminDiscount(listed, now);
}

/** Ends a code now: switched off, and its expiry brought to now when it was later or unset. */
export async function expireDiscountCode(db: Db, id: number): Promise<Change<AdminDiscountCode>> {
  const listed = await selectDiscount(db, id);
  if (!listed) throw notFound("discount code");
  const now = new Date();
  const before = toAdminDiscount(listed, now);
  const expiresAt =
    listed.code.expiresAt !== null && listed.code.expiresAt <= now ? listed.code.expiresAt : now;
  await updateDiscount(db, id, { status: "inactive", expiresAt });
  const after = await selectDiscount(db, id);
  if (!after) throw notFound("discount code");
  const value = toAdminDiscount(after, now);
  return {
    value,
    before: { status: before.status, expires_at: before.expires_at },
    after: { status: value.status, expires_at: value.expires_at },
  };
}

export async function listRedemptions(db: Db, codeId: number, page: number) {
  if (!(await selectDiscount(db, codeId))) throw notFound("discount code");
  const { rows, total } = await selectRedemptionsPage(
    db,
    codeId,
    DISCOUNTS_PAGE_SIZE,
    (page - 1) * DISCOUNTS_PAGE_SIZE,
  );
  return {
    items: rows.map((row) => ({
      user_id: row.userId,
      email: row.email,
      payment_id: row.paymentId,
      amount_cents: row.amountCents,
      discount_cents: row.discountCents,
      currency: row.currency,
      status: row.status,
      at: row.at.toISOString(),
    })),
    total,
    page,
    page_size: DISCOUNTS_PAGE_SIZE,
  };
}
