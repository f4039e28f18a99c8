/**
 * Site settings, company info, interests and regions: the shapes of spec §3 and the §7 calls that serve them.
 * In zod/mini: the settings are parsed before a visitor's first page renders (errors.ts says why).
 */
import * as z from "zod/mini";
import { COUNTRIES, REGION_LABELS } from "./countries.ts";

export const CountrySchema = z.enum(COUNTRIES);

export const SignupAccessSchema = z.enum(["all", "with_trafficsource", "closed"]);
export type SignupAccess = z.infer<typeof SignupAccessSchema>;

export const MinimumMessageCostSchema = z.object({
  costs: z.number().check(z.nonnegative()),
  currency: z.string().check(z.length(3)),
});

export const RegionSchema = z.object({ code: z.string(), name: z.string() });

export const CountryRegionsSchema = z.object({
  label: z.enum(REGION_LABELS),
  regions: z.array(RegionSchema),
});
export type CountryRegions = z.infer<typeof CountryRegionsSchema>;

export const SettingsSchema = z.object({
  name: z.string(),
  domain: z.string(),
  domain_language: z.string(),
  cdn_prefix: z.string(),
  niche: z.int().check(z.minimum(1), z.maximum(7)),
  /** The landing slug prefix that `niche` chooses (spec §9); empty for niche 1. */
  niche_slug_prefix: z.string(),
  signups: SignupAccessSchema,
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  /** The visitor's country from the IP address; null when unknown (a private address, say). */
  geoip_country: z.nullable(CountrySchema),
  /** The country forms preselect: the visitor's country when the site serves it, else the site's first. */
  geoip_selected_country: CountrySchema,
  minimum_message_costs: z.record(z.string(), MinimumMessageCostSchema),
  support_phone: z.string(),
  support_email: z.string(),
  push_public_key: z.nullable(z.string()),
  fictional_icon: z.string(),
  enable_site_entry_popup: z.enum(["yes", "no"]),
  countries: z.array(CountrySchema),
  country_languages: z.record(z.string(), z.string()),
  index_title: z.string(),
  description: z.string(),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.boolean(),
  message_credits: z.int().check(z.nonnegative()),
  signup_credits: z.int().check(z.nonnegative()),
  photo_credits: z.int().check(z.nonnegative()),
  gift_credits: z.int().check(z.nonnegative()),
  message_length: z.int().check(z.positive()),
  search_fields: z.array(z.string()),
  fictional_warning: z.string(),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  refund_days: z.int().check(z.nonnegative()),
  member_resell: z.boolean(),
  company_id: z.int(),
  mail_name: z.string(),
  min_age: z.int().check(z.minimum(18)),
  /** Interface switches of the installation (spec §2: the language dropdown hides by configuration). */
  show_language_dropdown: z.boolean(),
  /** The default layout shows the US footer for English when this is set (spec §2). */
  us_footer: z.boolean(),
  /** The interests this site offers, from the list of spec §3. */
  interests: z.array(z.string()),
  /** The regions of `geoip_selected_country`, so the first form needs no extra call. */
  region_data: z.extend(CountryRegionsSchema, { country: CountrySchema }),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const SettingsResponseSchema = z.object({ settings: SettingsSchema });

export const CompanyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  delete_discount: z.int().check(z.minimum(0), z.maximum(100)),
  added: z.string(),
  /** The terms version date (spec §9): 2023-12-01T12:00:00Z, or `added` when that is later. */
  terms_version: z.string(),
});
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;
export const CompanyInfoResponseSchema = z.object({ companyinfo: CompanyInfoSchema });

export const InterestsResponseSchema = z.object({ interests: z.array(z.string()) });

export const RegionsResponseSchema = z.object({
  regions: z.record(z.string(), CountryRegionsSchema),
});
export type RegionsResponse = z.infer<typeof RegionsResponseSchema>;
