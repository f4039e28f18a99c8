/**
 * Sites and settings in the back office (issue 15, item 7; admins only): a site's settings of spec §3, its
 * company, its credit bundles per currency and the discount codes. The shapes here only bound sizes and
 * types; the rules (a domain's form, niche 1–7, credits ≥ 0, …) are `siteSettingsIssues` and
 * `companyIssues` below, which the server applies and the web form runs before sending, each issue a
 * code the web words in the staff member's language (catalogue admin-sites, `issues.*`).
 */
import { z } from "zod";
import { listQuerySchema, pageSchema } from "./admin.ts";
import { COUNTRIES, isCountry } from "./countries.ts";
import { EMAIL_MAX_LENGTH } from "./field-limits.ts";
import { emailIssue } from "./field-rules.ts";
import { INTERESTS } from "./interests.ts";
import { PRODUCT_LANGUAGES } from "./locales.ts";
import { COUNTRY_CURRENCY, PAYMENT_METHODS } from "./payments.ts";
import { PROFILE_DETAIL_FIELDS } from "./profiles.ts";
import { SignupAccessSchema } from "./settings.ts";
import { SITE_TEXT_KEYS, type SiteTextKey } from "./site-texts.ts";

const Id = z.number().int().positive().max(2_147_483_647);
export const AdminIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Bounds of the numbers a site's settings hold (the spec names only niche 1–7 and credits ≥ 0). */
export const SITE_LIMITS = {
  niche: { min: 1, max: 7 },
  credits: { min: 0, max: 10_000 },
  messageLength: { min: 20, max: 5_000 },
  refundDays: { min: 0, max: 365 },
  minAge: { min: 18, max: 99 },
  /** A minimum message cost, in the currency's main unit. */
  messageCost: { min: 0, max: 1_000 },
  deleteDiscount: { min: 0, max: 100 },
  /** A bundle: credits and price in minor units. */
  bundleCredits: { min: 1, max: 100_000 },
  bundlePriceCents: { min: 1, max: 10_000_000 },
  bundlePosition: { min: 0, max: 99 },
  discountPercentage: { min: 1, max: 100 },
} as const;

export const TEXT_MAX = 500;
const SHORT_MAX = 120;
export const SEARCH_FIELDS = ["gender", "country", "countryregion", "min_age", "max_age"] as const;
/** The currencies bundles and message costs are priced in: those of the countries served. */
export const CURRENCIES = [...new Set(Object.values(COUNTRY_CURRENCY))].sort();
export const BUNDLE_BADGES = ["popular", "best_value"] as const;

const text = (max = SHORT_MAX) => z.string().max(max);
const count = z.number().int().min(-1_000_000_000).max(1_000_000_000);
const list = (max: number, item = text(60)) => z.array(item).max(max);

export const MinimumMessageCostsSchema = z.record(
  z.string().max(2),
  z.object({ costs: z.number().min(-1_000_000).max(1_000_000), currency: z.string().max(3) }),
);

/** How long each site text may be, in the site's own language as in any other. */
const SITE_TEXT_MAX: Record<SiteTextKey, number> = {
  index_title: SHORT_MAX,
  description: TEXT_MAX,
  fictional_warning: TEXT_MAX,
  fictional_singular: SHORT_MAX,
  fictional_plural: SHORT_MAX,
};

/** The site texts' values in other languages than the site's own (decision 056); an empty one falls back. */
export const SiteTextsByLanguageSchema = z.partialRecord(
  z.enum(PRODUCT_LANGUAGES),
  z.object(
    Object.fromEntries(SITE_TEXT_KEYS.map((key) => [key, text(SITE_TEXT_MAX[key]).optional()])) as Record<
      SiteTextKey,
      z.ZodOptional<z.ZodString>
    >,
  ),
);

/** Every setting of spec §3 a staff member may set (the rest, geoip and the push key, the request decides). */
export const SiteSettingsInputSchema = z.object({
  name: text(),
  domain: text(253),
  aliases: list(20, text(253)),
  domain_language: text(20),
  cdn_prefix: text(300),
  niche: count,
  signups: SignupAccessSchema,
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  minimum_message_costs: MinimumMessageCostsSchema,
  support_phone: text(40),
  support_email: text(EMAIL_MAX_LENGTH),
  fictional_icon: text(16),
  enable_site_entry_popup: z.enum(["yes", "no"]),
  countries: list(COUNTRIES.length + 5, text(2)),
  country_languages: z.record(z.string().max(2), text(5)),
  index_title: text(),
  description: text(TEXT_MAX),
  visible_profile_fields: list(30),
  visible_profile_notes: z.boolean(),
  message_credits: count,
  signup_credits: count,
  photo_credits: count,
  gift_credits: count,
  message_length: count,
  search_fields: list(10),
  fictional_warning: text(TEXT_MAX),
  fictional_singular: text(),
  fictional_plural: text(),
  texts_by_language: SiteTextsByLanguageSchema,
  refund_days: count,
  member_resell: z.boolean(),
  mail_name: text(),
  min_age: count,
  show_language_dropdown: z.boolean(),
  us_footer: z.boolean(),
  interests: list(INTERESTS.length + 5),
  photo_premoderation: z.boolean(),
});
export type SiteSettingsInput = z.infer<typeof SiteSettingsInputSchema>;

export const AdminSiteSchema = SiteSettingsInputSchema.extend({
  id: Id,
  company_id: Id,
  is_default: z.boolean(),
});
export type AdminSite = z.infer<typeof AdminSiteSchema>;

export const CompanyInputSchema = z.object({
  name: text(),
  address: text(200),
  kvk: text(40),
  city: text(),
  country: text(2),
  tradenames: list(20, text()),
  vat_numbers: list(10, text(40)),
  support_phone: text(40),
  delete_discount: count,
});
export type CompanyInput = z.infer<typeof CompanyInputSchema>;
export const AdminCompanySchema = CompanyInputSchema.extend({ id: Id, added: z.string() });
export type AdminCompany = z.infer<typeof AdminCompanySchema>;

/** GET /api/admin/sites: the sites, paged, searched by name or domain. */
export const AdminSitesQuerySchema = listQuerySchema(["name", "domain", "id"], "name", "asc");
export const SITES_PAGE_SIZE = 25;
export const AdminSiteSummarySchema = z.object({
  id: Id,
  name: z.string(),
  domain: z.string(),
  countries: z.array(z.string()),
  is_default: z.boolean(),
  company: z.string(),
});
export const AdminSitesPageSchema = pageSchema(AdminSiteSummarySchema);

/** GET /api/admin/sites/:id: the settings and the company; PUT: the settings (domain or costs: re-auth). */
export const AdminSiteResponseSchema = z.object({ site: AdminSiteSchema, company: AdminCompanySchema });

export const BundleInputSchema = z.object({
  credits: count,
  price_cents: count,
  badge: z.enum(BUNDLE_BADGES).nullable(),
  position: count,
  active: z.boolean(),
});
export type BundleInput = z.infer<typeof BundleInputSchema>;
export const BundleCreateSchema = BundleInputSchema.extend({ currency: text(3) });
export const AdminBundleSchema = BundleInputSchema.extend({ id: Id, currency: z.string() });
export type AdminBundle = z.infer<typeof AdminBundleSchema>;
/** GET /api/admin/sites/:id/bundles?currency=: a site's bundles in one currency, active or not. */
export const BundlesQuerySchema = z.object({ currency: z.enum(CURRENCIES as [string, ...string[]]) });
export const AdminBundlesResponseSchema = z.object({ bundles: z.array(AdminBundleSchema) });
export const AdminBundleResponseSchema = z.object({ bundle: AdminBundleSchema });

export const DISCOUNT_STATUSES = ["active", "inactive", "expired"] as const;
export const DiscountCodesQuerySchema = listQuerySchema(
  ["code", "created", "expires", "percentage", "redemptions"],
  "created",
).extend({ status: z.enum(DISCOUNT_STATUSES).optional() });
export const DISCOUNTS_PAGE_SIZE = 25;
export const AdminDiscountCodeSchema = z.object({
  id: Id,
  code: z.string(),
  kind: z.enum(["standard", "welcome"]),
  site_id: Id.nullable(),
  site_name: z.string().nullable(),
  country: z.string().nullable(),
  user_id: Id.nullable(),
  expires_at: z.string().nullable(),
  percentage: z.number().int(),
  currency: z.string().nullable(),
  minimum_order_cents: z.number().int().nullable(),
  /** active, inactive (switched off) or expired (past its date). */
  status: z.enum(DISCOUNT_STATUSES),
  validity: z.enum(["once_per_member", "single_use"]),
  payment_methods: z.array(z.string()).nullable(),
  created_at: z.string(),
  redemptions: z.number().int(),
});
export type AdminDiscountCode = z.infer<typeof AdminDiscountCodeSchema>;
export const AdminDiscountCodesPageSchema = pageSchema(AdminDiscountCodeSchema);

export const DiscountCodeCreateSchema = z.object({
  code: text(40),
  site_id: Id.nullable(),
  country: text(2).nullable(),
  user_id: Id.nullable(),
  expires_at: z.string().max(40).nullable(),
  percentage: count,
  currency: text(3).nullable(),
  minimum_order_cents: count.nullable(),
  validity: z.enum(["once_per_member", "single_use"]),
  payment_methods: list(PAYMENT_METHODS.length, text(20)).nullable(),
});
export type DiscountCodeCreate = z.infer<typeof DiscountCodeCreateSchema>;
export const AdminDiscountCodeResponseSchema = z.object({ code: AdminDiscountCodeSchema });

export const RedemptionsQuerySchema = listQuerySchema(["at"], "at").pick({ page: true });
export const AdminRedemptionSchema = z.object({
  user_id: Id,
  email: z.string().nullable(),
  payment_id: z.string(),
  amount_cents: z.number().int(),
  discount_cents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  at: z.string(),
});
export const AdminRedemptionsPageSchema = pageSchema(AdminRedemptionSchema);

/** One rule broken: the field's path (`domain`, `aliases.1`, `minimum_message_costs.NL.costs`) and its code. */
export interface SettingIssue {
  field: string;
  code: SettingIssueCode;
}
export const SETTING_ISSUE_CODES = [
  "required",
  "too_long",
  "domain_invalid",
  "domain_taken",
  "language_invalid",
  "cdn_prefix_invalid",
  "niche_range",
  "credits_range",
  "message_length_range",
  "refund_days_range",
  "min_age_range",
  "countries_required",
  "country_unknown",
  "country_duplicate",
  "phone_invalid",
  "email_invalid",
  "field_unknown",
  "interest_unknown",
  "cost_range",
  "currency_unknown",
  "percentage_range",
  "bundle_credits_range",
  "price_range",
  "position_range",
  "code_invalid",
  "code_taken",
  "date_invalid",
  "date_past",
  "site_unknown",
  "member_unknown",
  "method_unknown",
] as const;
export type SettingIssueCode = (typeof SETTING_ISSUE_CODES)[number];

/** A host name: labels of letters, digits and inner hyphens, at least one dot, a letter-only top level. */
const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const LANGUAGE_TAG = /^[a-z]{2}(?:-[A-Z]{2})?$/;
/** A path on this server (/media/) or an https address, ending in a slash, without spaces or quotes. */
const CDN_PREFIX = /^(?:\/|https:\/\/[a-z0-9.-]+(?::\d+)?\/)[^\s"'<>]*\/?$/;
/** What spec §3 keeps of a phone number: its digits, an optional leading +. */
const PHONE = /^\+?\d{6,15}$/;
const CODE = /^[A-Za-z0-9_-]{3,40}$/;

/** Spec §3: the support phone is kept without dashes and whitespace. */
export function stripPhoneNumber(phone: string): string {
  return phone.replace(/[\s-]+/g, "");
}

/** The domain as it is stored: trimmed, lower case, without a trailing dot or a leading www. */
export function normaliseDomain(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
}

function inRange(value: number, range: { min: number; max: number }): boolean {
  return Number.isFinite(value) && value >= range.min && value <= range.max;
}

type Issues = SettingIssue[];
function add(issues: Issues, field: string, code: SettingIssueCode): void {
  issues.push({ field, code });
}

function requiredText(issues: Issues, field: string, value: string, max = SHORT_MAX) {
  if (value.trim().length === 0) add(issues, field, "required");
  else if (value.length > max) add(issues, field, "too_long");
}

function subset(
  issues: Issues,
  field: string,
  values: string[],
  allowed: readonly string[],
  code: SettingIssueCode,
) {
  values.forEach((value, index) => {
    if (!allowed.includes(value)) add(issues, `${field}.${index}`, code);
  });
}

export function minimumCostsIssues(costs: SiteSettingsInput["minimum_message_costs"]): Issues {
  const issues: Issues = [];
  for (const [country, cost] of Object.entries(costs)) {
    if (!isCountry(country)) add(issues, `minimum_message_costs.${country}`, "country_unknown");
    if (!inRange(cost.costs, SITE_LIMITS.messageCost) || Math.round(cost.costs * 100) / 100 !== cost.costs)
      add(issues, `minimum_message_costs.${country}.costs`, "cost_range");
    if (!CURRENCIES.includes(cost.currency))
      add(issues, `minimum_message_costs.${country}.currency`, "currency_unknown");
  }
  return issues;
}

/** Every rule of a site's settings that the input alone decides (the domain's uniqueness is the server's). */
export function siteSettingsIssues(input: SiteSettingsInput): Issues {
  const issues: Issues = [];
  requiredText(issues, "name", input.name);
  if (!HOST.test(normaliseDomain(input.domain))) add(issues, "domain", "domain_invalid");
  input.aliases.forEach((alias, index) => {
    if (!HOST.test(alias.trim().toLowerCase())) add(issues, `aliases.${index}`, "domain_invalid");
  });
  if (!LANGUAGE_TAG.test(input.domain_language)) add(issues, "domain_language", "language_invalid");
  if (!CDN_PREFIX.test(input.cdn_prefix) || !input.cdn_prefix.endsWith("/"))
    add(issues, "cdn_prefix", "cdn_prefix_invalid");
  if (!inRange(input.niche, SITE_LIMITS.niche)) add(issues, "niche", "niche_range");
  for (const field of ["message_credits", "signup_credits", "photo_credits", "gift_credits"] as const) {
    if (!inRange(input[field], SITE_LIMITS.credits)) add(issues, field, "credits_range");
  }
  if (!inRange(input.message_length, SITE_LIMITS.messageLength))
    add(issues, "message_length", "message_length_range");
  if (!inRange(input.refund_days, SITE_LIMITS.refundDays)) add(issues, "refund_days", "refund_days_range");
  if (!inRange(input.min_age, SITE_LIMITS.minAge)) add(issues, "min_age", "min_age_range");
  if (input.countries.length === 0) add(issues, "countries", "countries_required");
  input.countries.forEach((country, index) => {
    if (!isCountry(country)) add(issues, `countries.${index}`, "country_unknown");
    else if (input.countries.indexOf(country) !== index)
      add(issues, `countries.${index}`, "country_duplicate");
  });
  for (const [country, language] of Object.entries(input.country_languages)) {
    if (!isCountry(country)) add(issues, `country_languages.${country}`, "country_unknown");
    else if (!(PRODUCT_LANGUAGES as readonly string[]).includes(language))
      add(issues, `country_languages.${country}`, "language_invalid");
  }
  issues.push(...minimumCostsIssues(input.minimum_message_costs));
  if (!PHONE.test(stripPhoneNumber(input.support_phone))) add(issues, "support_phone", "phone_invalid");
  if (emailIssue(input.support_email.trim())) add(issues, "support_email", "email_invalid");
  requiredText(issues, "fictional_icon", input.fictional_icon, 4);
  requiredText(issues, "index_title", input.index_title);
  requiredText(issues, "description", input.description, TEXT_MAX);
  requiredText(issues, "fictional_warning", input.fictional_warning, TEXT_MAX);
  requiredText(issues, "fictional_singular", input.fictional_singular);
  requiredText(issues, "fictional_plural", input.fictional_plural);
  requiredText(issues, "mail_name", input.mail_name);
  for (const [language, values] of Object.entries(input.texts_by_language)) {
    for (const key of SITE_TEXT_KEYS) {
      if ((values?.[key]?.length ?? 0) > SITE_TEXT_MAX[key])
        add(issues, `texts_by_language.${language}.${key}`, "too_long");
    }
  }
  subset(
    issues,
    "visible_profile_fields",
    input.visible_profile_fields,
    PROFILE_DETAIL_FIELDS,
    "field_unknown",
  );
  subset(issues, "search_fields", input.search_fields, SEARCH_FIELDS, "field_unknown");
  subset(issues, "interests", input.interests, INTERESTS, "interest_unknown");
  return issues;
}

export function companyIssues(input: CompanyInput): Issues {
  const issues: Issues = [];
  requiredText(issues, "name", input.name);
  requiredText(issues, "address", input.address, 200);
  requiredText(issues, "kvk", input.kvk, 40);
  requiredText(issues, "city", input.city);
  if (!isCountry(input.country)) add(issues, "country", "country_unknown");
  for (const [index, name] of input.tradenames.entries()) requiredText(issues, `tradenames.${index}`, name);
  for (const [index, vat] of input.vat_numbers.entries())
    requiredText(issues, `vat_numbers.${index}`, vat, 40);
  if (!PHONE.test(stripPhoneNumber(input.support_phone))) add(issues, "support_phone", "phone_invalid");
  if (!inRange(input.delete_discount, SITE_LIMITS.deleteDiscount))
    add(issues, "delete_discount", "percentage_range");
  return issues;
}

export function bundleIssues(input: BundleInput & { currency?: string }): Issues {
  const issues: Issues = [];
  if (input.currency !== undefined && !CURRENCIES.includes(input.currency))
    add(issues, "currency", "currency_unknown");
  if (!inRange(input.credits, SITE_LIMITS.bundleCredits)) add(issues, "credits", "bundle_credits_range");
  if (!inRange(input.price_cents, SITE_LIMITS.bundlePriceCents)) add(issues, "price_cents", "price_range");
  if (!inRange(input.position, SITE_LIMITS.bundlePosition)) add(issues, "position", "position_range");
  return issues;
}

export function discountCodeIssues(input: DiscountCodeCreate, now: Date): Issues {
  const issues: Issues = [];
  if (!CODE.test(input.code.trim())) add(issues, "code", "code_invalid");
  if (input.country !== null && !isCountry(input.country)) add(issues, "country", "country_unknown");
  if (!inRange(input.percentage, SITE_LIMITS.discountPercentage))
    add(issues, "percentage", "percentage_range");
  if (input.currency !== null && !CURRENCIES.includes(input.currency))
    add(issues, "currency", "currency_unknown");
  if (input.minimum_order_cents !== null) {
    if (!inRange(input.minimum_order_cents, { min: 0, max: SITE_LIMITS.bundlePriceCents.max }))
      add(issues, "minimum_order_cents", "price_range");
    if (input.currency === null) add(issues, "currency", "required");
  }
  if (input.expires_at !== null) {
    const at = new Date(input.expires_at);
    if (Number.isNaN(at.getTime())) add(issues, "expires_at", "date_invalid");
    else if (at <= now) add(issues, "expires_at", "date_past");
  }
  subset(issues, "payment_methods", input.payment_methods ?? [], PAYMENT_METHODS, "method_unknown");
  return issues;
}
