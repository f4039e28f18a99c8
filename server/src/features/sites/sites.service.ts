/** Sites: which white-label site a host serves, and the settings and company info that site shows (spec §3, §7). */

import { NICHE_SLUG_PREFIXES } from "@amora/contract/constants";
import { COUNTRY_LANGUAGES, type Country, isCountry } from "@amora/contract/countries";
import { INTERESTS } from "@amora/contract/interests";
import { isSupportedLocale, pickDefaultLocale, type SupportedLocale } from "@amora/contract/locales";
import type { CompanyInfo, Settings } from "@amora/contract/settings";
import { type SiteTexts, siteTextsIn } from "@amora/contract/site-texts";
import { termsVersion } from "@amora/contract/terms";
import type { Db } from "../../db/client.ts";
import type { InvalidationBus } from "../../lib/cache/invalidation-bus.ts";
import { regionsByCountry } from "../../lib/regions.ts";
import type { Site, SiteDirectory } from "../../plugins/site.ts";
import {
  type CompanyRow,
  type SiteRow,
  selectAllSites,
  selectCompany,
  selectProfileSites,
} from "./sites.queries.ts";

export type { Site, SiteDirectory };

/**
 * How long a node trusts its copy of the sites table. A change saved through invalidateSites is seen on every
 * node at once; this bounds edits made by hand in the database, and any while Redis is away.
 */
const SITES_TTL_MS = 30_000;
const SITES_TOPIC = "sites";

/** Lower case, without port, trailing dot or a leading "www.". */
export function normaliseHost(host: string): string {
  const withoutPort = host.trim().toLowerCase().replace(/:\d+$/, "");
  return withoutPort.replace(/\.$/, "").replace(/^www\./, "");
}

export function stripPhone(phone: string): string {
  return phone.replace(/[\s-]+/g, "");
}

/** Every node reads the sites table again on its next request: call it after saving a site's settings. */
export async function invalidateSites(bus: InvalidationBus): Promise<void> {
  await bus.invalidate(SITES_TOPIC, "all");
}

/** Calls `drop` whenever a site's settings or its company are saved, on this node or another. */
export function onSitesInvalidated(bus: InvalidationBus, drop: () => void): void {
  bus.subscribe(SITES_TOPIC, () => drop());
}

/**
 * Each site with the profiles it must not show: those limited to some sites, not this one (decision 036).
 * Sorted ids, so a statement binding them sees the same array on every request.
 */
export function withHiddenProfiles(
  rows: readonly SiteRow[],
  pairs: readonly { profileId: number; siteId: number }[],
): Site[] {
  const limitedTo = new Map<number, Set<number>>();
  for (const { profileId, siteId } of pairs) {
    const set = limitedTo.get(profileId) ?? new Set<number>();
    set.add(siteId);
    limitedTo.set(profileId, set);
  }
  return rows.map((row) => ({
    ...row,
    hiddenProfileIds: [...limitedTo]
      .filter(([, siteIds]) => !siteIds.has(row.id))
      .map(([profileId]) => profileId)
      .sort((a, b) => a - b),
  }));
}

export function createSiteDirectory(
  db: Db,
  bus: InvalidationBus,
  now: () => number = Date.now,
): SiteDirectory {
  let loadedAt = -Infinity;
  let byHost = new Map<string, Site>();
  let fallback: Site | undefined;
  let loading: Promise<void> | undefined;
  /** Bumped by every invalidation, so a load that overlaps one reads again. */
  let generation = 0;

  bus.subscribe(SITES_TOPIC, () => {
    generation += 1;
    loadedAt = -Infinity;
  });

  async function load(): Promise<void> {
    let rows: Site[];
    let started: number;
    // Rows read before a change was announced may predate it; the requests waiting on this load, some
    // of them sent after the change, get the rows read after it.
    do {
      started = generation;
      const [siteRows, pairs] = await Promise.all([selectAllSites(db), selectProfileSites(db)]);
      rows = withHiddenProfiles(siteRows, pairs);
    } while (generation !== started);
    const next = new Map<string, Site>();
    for (const site of rows) {
      for (const host of [site.domain, ...site.aliases]) next.set(normaliseHost(host), site);
    }
    byHost = next;
    fallback = rows.find((s) => s.isDefault) ?? rows[0];
    loadedAt = now();
  }

  async function fresh(): Promise<void> {
    if (now() - loadedAt < SITES_TTL_MS) return;
    // One reload at a time, however many requests arrive while it runs.
    loading ??= load().finally(() => {
      loading = undefined;
    });
    await loading;
  }

  return {
    async resolve(host) {
      await fresh();
      const site = byHost.get(normaliseHost(host)) ?? fallback;
      if (!site) throw new Error("No site is configured: seed the database or add a row to sites");
      return site;
    },
    async find(domain) {
      await fresh();
      return byHost.get(normaliseHost(domain));
    },
  };
}

/** The default site's support address (the contact push services are given), or undefined before any site exists. */
export async function defaultSupportEmail(db: Db): Promise<string | undefined> {
  const rows = await selectAllSites(db);
  return (rows.find((s) => s.isDefault) ?? rows[0])?.supportEmail || undefined;
}

/** The country forms preselect: the visitor's own when the site serves it, else the site's home country. */
export function selectedCountry(site: Site, visitorCountry: Country | null): Country {
  const served = site.countries.filter(isCountry);
  if (visitorCountry && served.includes(visitorCountry)) return visitorCountry;
  return served[0] ?? "NL";
}

/**
 * The interface language a request is answered in (spec §1): the member's own when known, else the `lang`
 * cookie (which the app writes at every choice), else the site's domain language when supported, else English.
 */
export function requestLanguage(
  site: Pick<Site, "domainLanguage">,
  cookie: string | undefined,
  memberLanguage?: string | null,
): SupportedLocale {
  return isSupportedLocale(memberLanguage) ? memberLanguage : pickDefaultLocale(site.domainLanguage, cookie);
}

/** The site's texts with a value per language (decision 056) in `language`, else the site's own. */
export function siteTexts(
  site: Pick<
    Site,
    | "indexTitle"
    | "description"
    | "fictionalWarning"
    | "fictionalSingular"
    | "fictionalPlural"
    | "textsByLanguage"
  >,
  language: string,
): SiteTexts {
  const own = {
    index_title: site.indexTitle,
    description: site.description,
    fictional_warning: site.fictionalWarning,
    fictional_singular: site.fictionalSingular,
    fictional_plural: site.fictionalPlural,
  };
  return siteTextsIn(own, site.textsByLanguage, language);
}

export interface SettingsContext {
  visitorCountry: Country | null;
  pushPublicKey: string | null;
  /** The interface language: the site texts answer in it (requestLanguage). */
  language: SupportedLocale;
}

export function buildSettings(site: Site, context: SettingsContext): Settings {
  const country = selectedCountry(site, context.visitorCountry);
  return {
    ...siteTexts(site, context.language),
    name: site.name,
    domain: site.domain,
    domain_language: site.domainLanguage,
    cdn_prefix: site.cdnPrefix,
    niche: site.niche,
    niche_slug_prefix: NICHE_SLUG_PREFIXES[site.niche - 1] ?? "",
    signups: site.signups,
    logged_out_search: site.loggedOutSearch,
    logged_out_search_trafficsource: site.loggedOutSearchTrafficsource,
    geoip_country: context.visitorCountry,
    geoip_selected_country: country,
    minimum_message_costs: site.minimumMessageCosts,
    support_phone: stripPhone(site.supportPhone),
    support_email: site.supportEmail,
    push_public_key: context.pushPublicKey,
    fictional_icon: site.fictionalIcon,
    enable_site_entry_popup: site.enableSiteEntryPopup,
    countries: site.countries.filter(isCountry),
    country_languages: { ...COUNTRY_LANGUAGES, ...site.countryLanguages },
    visible_profile_fields: site.visibleProfileFields,
    visible_profile_notes: site.visibleProfileNotes,
    message_credits: site.messageCredits,
    signup_credits: site.signupCredits,
    photo_credits: site.photoCredits,
    gift_credits: site.giftCredits,
    message_length: site.messageLength,
    search_fields: site.searchFields,
    refund_days: site.refundDays,
    member_resell: site.memberResell,
    company_id: site.companyId,
    mail_name: site.mailName,
    min_age: site.minAge,
    show_language_dropdown: site.showLanguageDropdown,
    us_footer: site.usFooter,
    interests: site.interests.length > 0 ? site.interests : [...INTERESTS],
    region_data: { country, ...regionsByCountry()[country] },
  };
}

function toCompanyInfo(company: CompanyRow): CompanyInfo {
  return {
    name: company.name,
    address: company.address,
    kvk: company.kvk,
    city: company.city,
    country: company.country,
    tradenames: company.tradenames,
    vat_numbers: company.vatNumbers,
    support_phone: stripPhone(company.supportPhone),
    delete_discount: company.deleteDiscount,
    added: company.added.toISOString(),
    terms_version: termsVersion(company).toISOString(),
  };
}

export async function loadCompanyInfo(db: Db, site: Site): Promise<CompanyInfo> {
  const company = await selectCompany(db, site.companyId);
  if (!company) throw new Error(`site ${site.id} names company ${site.companyId}, which does not exist`);
  return toCompanyInfo(company);
}
