/**
 * Member search (spec §3, §6): filters with the member's own preferences as defaults, paged results with
 * a capped total, similar profiles when few match. Never shows invisible or disabled profiles, nor
 * anyone blocked in either direction; visitors search only where the site allows it.
 */
import type { User } from "@amora/contract/accounts";
import { type Country, isCountry } from "@amora/contract/countries";
import type { ProfileCard } from "@amora/contract/profiles";
import {
  SEARCH_COUNT_CAP,
  SEARCH_PAGE_SIZE,
  type SearchQuery,
  type SearchResponse,
  SIMILAR_BELOW,
} from "@amora/contract/search";
import type { Db } from "../../db/client.ts";
import { invalidFields } from "../../lib/app-error.ts";
import { isRegionOf } from "../../lib/regions.ts";
import { blockedEitherWay } from "../blocks/blocks.service.ts";
import { toProfileCard } from "../profiles/profiles.service.ts";
import type { Site } from "../sites/sites.service.ts";
import { countMatches, type MatchFilter, type SearchFilter, selectMatches } from "./search.queries.ts";

const SIMILAR_LIMIT = 12;

/** Spec §6: visitors search when the site allows it, or allows it to visitors from a traffic source. */
export function canVisitorSearch(site: Site, network: string | undefined): boolean {
  return site.loggedOutSearch || (site.loggedOutSearchTrafficsource && Boolean(network));
}

/** The birth date of someone turning `years` today. */
function bornYearsAgo(years: number, today: Date): string {
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()))
    .toISOString()
    .slice(0, 10);
}

/** The next day, as an ISO date. */
function dayAfter(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function buildFilter(
  site: Site,
  query: SearchQuery,
  viewer: User | null,
  today = new Date(),
): SearchFilter {
  const served = site.countries.filter(isCountry);
  const ownCountry = viewer && served.includes(viewer.profile.country) ? viewer.profile.country : undefined;
  const country: Country | undefined = query.country ?? ownCountry;
  if (country && !served.includes(country))
    throw invalidFields([{ field: "country", code: "country_not_served" }], "querystring");
  if (query.countryregion && !(country && isRegionOf(country, query.countryregion))) {
    throw invalidFields([{ field: "countryregion", code: "region_invalid" }], "querystring");
  }
  const seeking = viewer?.seeking === "both" ? undefined : viewer?.seeking;
  const gender = query.gender === "any" ? undefined : (query.gender ?? seeking);
  // A reversed range is read the right way round; one bound alone stays that bound (Array.sort would put
  // an absent bound last, turning a lone maximum into a minimum).
  const { min_age: min, max_age: max } = query;
  const [low, high] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
  return {
    countries: country ? [country] : served,
    gender,
    region: query.countryregion,
    // Someone is at most `high` until the day before their (high + 1)th birthday.
    bornFrom: high === undefined ? undefined : dayAfter(bornYearsAgo(high + 1, today)),
    bornUntil: low === undefined ? undefined : bornYearsAgo(low, today),
    viewerProfileId: viewer?.profile.id,
    hiddenIds: site.hiddenProfileIds,
  };
}

/** The search filters of spec §3 that a site may offer or not (setting `search_fields`). */
const SEARCH_FIELDS = ["gender", "country", "countryregion", "min_age", "max_age"] as const;

/**
 * The query without the filters the site does not offer: a link or an old tab cannot narrow a search
 * by a filter the site's search form does not have. The member's own defaults (their country, the
 * gender they seek) still apply.
 */
export function offeredFilters(site: Site, query: SearchQuery): SearchQuery {
  const offered = new Set(site.searchFields);
  const narrowed: SearchQuery = { ...query };
  for (const field of SEARCH_FIELDS) if (!offered.has(field)) delete narrowed[field];
  return narrowed;
}

/**
 * The filter with the viewer's blocks in both directions, read once per request and bound as one array
 * into every query of it, rather than looked up again for each candidate row.
 */
async function withBlocks(db: Db, filter: SearchFilter): Promise<MatchFilter> {
  const viewer = filter.viewerProfileId;
  return { ...filter, blockedIds: viewer === undefined ? [] : await blockedEitherWay(db, viewer) };
}

/** A page of the profiles a filter matches, as cards (the swipe game's suggestions build their own filter). */
export async function matchingCards(
  db: Db,
  filter: SearchFilter,
  page: { limit: number; offset: number },
): Promise<ProfileCard[]> {
  return (await selectMatches(db, await withBlocks(db, filter), page)).map(toProfileCard);
}

export async function searchMembers(
  db: Db,
  site: Site,
  query: SearchQuery,
  viewer: User | null,
): Promise<SearchResponse> {
  const filter = await withBlocks(db, buildFilter(site, offeredFilters(site, query), viewer));
  const [counted, rows] = await Promise.all([
    countMatches(db, filter, SEARCH_COUNT_CAP),
    selectMatches(db, filter, { limit: SEARCH_PAGE_SIZE, offset: (query.page - 1) * SEARCH_PAGE_SIZE }),
  ]);
  const profiles = rows.map(toProfileCard);
  const similar =
    query.page === 1 && counted < SIMILAR_BELOW
      ? await selectMatches(
          db,
          {
            countries: filter.countries,
            gender: filter.gender,
            viewerProfileId: filter.viewerProfileId,
            blockedIds: filter.blockedIds,
            hiddenIds: filter.hiddenIds,
            excludeIds: profiles.map((p) => p.id),
          },
          { limit: SIMILAR_LIMIT, offset: 0 },
        )
      : [];
  return {
    profiles,
    pageNumber: query.page,
    pageSize: SEARCH_PAGE_SIZE,
    total: Math.min(counted, SEARCH_COUNT_CAP),
    total_capped: counted > SEARCH_COUNT_CAP,
    similar: similar.map(toProfileCard),
  };
}
