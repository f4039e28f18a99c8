/**
 * A lander's profiles (spec §2, issue 16): up to LANDER_PROFILE_COUNT active profiles with a photo from the
 * visitor's country when the site serves it (else the site's countries), picked by the lander's niche
 * (spec §9), in an order that changes daily. Each node keeps the answer 60 s per site, countries and niche.
 */
import type { Country } from "@amora/contract/countries";
import { isCountry } from "@amora/contract/countries";
import {
  LANDER_PROFILE_COUNT,
  type LanderQuery,
  type LanderResponse,
  type Niche,
  nicheOf,
} from "@amora/contract/landers";
import type { ProfileCard } from "@amora/contract/profiles";
import type { Db } from "../../db/client.ts";
import { createTtlCache } from "../../lib/cache/ttl-cache.ts";
import { createRandom } from "../../seed/random.ts";
import { birthDateForAge, toProfileCard } from "../profiles/profiles.service.ts";
import { type Site, selectedCountry } from "../sites/sites.service.ts";
import { type LanderFilter, selectLanderProfiles } from "./landers.queries.ts";

/** The interests that make a profile a bdsm one (contract/src/interests.ts). */
const BDSM_INTERESTS = ["bondage", "sadomasochism"] as const;

/** The recently active profiles the daily shuffle draws from: enough to vary, few enough to stay one index scan. */
const POOL_SIZE = LANDER_PROFILE_COUNT * 4;

const CACHE_TTL_MS = 60_000;
const DAY_MS = 86_400_000;

type NicheFilter = Omit<LanderFilter, "countries" | "hiddenIds" | "limit">;

const FEMALE: NicheFilter = {
  gender: "female",
  sexuality: null,
  bodyType: null,
  interests: [],
  bornFrom: null,
  bornUntil: null,
};

/** What each niche asks of a profile; ages are counted on `today`. */
export function nicheFilter(niche: Niche, today: Date): NicheFilter {
  switch (niche) {
    case "":
    case "she":
      return FEMALE;
    case "bdsm":
      return { ...FEMALE, interests: BDSM_INTERESTS };
    case "bbw":
      return { ...FEMALE, bodyType: "fat" };
    case "gilf":
      return { ...FEMALE, bornUntil: birthDateForAge(60, today) };
    case "milf":
      // Born after the day someone turning 56 was born: at most 55.
      return { ...FEMALE, bornFrom: birthDateForAge(56, today), bornUntil: birthDateForAge(35, today) };
    case "gay":
      return { ...FEMALE, gender: "male", sexuality: "gay" };
  }
}

/** The countries a lander's profiles come from, and the one it names. */
function landerCountries(
  site: Site,
  visitorCountry: Country | null,
): { country: Country; countries: string[] } {
  const country = selectedCountry(site, visitorCountry);
  const served = site.countries.filter(isCountry);
  return {
    country,
    countries: country === visitorCountry ? [country] : served.length > 0 ? served : [country],
  };
}

/** A number from a text, so that each site and niche gets its own daily order. */
function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

export interface LanderService {
  load(db: Db, site: Site, visitorCountry: Country | null, query: LanderQuery): Promise<LanderResponse>;
}

export function createLanderService(now: () => Date = () => new Date()): LanderService {
  const cache = createTtlCache<ProfileCard[]>({ ttlMs: CACHE_TTL_MS, max: 1000 });

  async function pick(db: Db, site: Site, countries: string[], niche: Niche): Promise<ProfileCard[]> {
    const today = now();
    const rows = await selectLanderProfiles(db, {
      ...nicheFilter(niche, today),
      countries,
      hiddenIds: site.hiddenProfileIds,
      limit: POOL_SIZE,
    });
    const day = Math.floor(today.getTime() / DAY_MS);
    const random = createRandom(hashOf(`${day}|${site.id}|${niche}`));
    return random.sample(rows, LANDER_PROFILE_COUNT).map(toProfileCard);
  }

  return {
    async load(db, site, visitorCountry, query) {
      const niche = nicheOf(query.slug, site.niche);
      const { country, countries } = landerCountries(site, visitorCountry);
      const profiles = await cache.get(`${site.id}|${countries.join(",")}|${niche}`, () =>
        pick(db, site, countries, niche),
      );
      return { niche, country, profiles };
    },
  };
}
