/** Regions of the 19 countries from the offline `country-region-data` set, with each country's own region label. */
import { createRequire } from "node:module";
import { COUNTRIES, COUNTRY_REGION_LABELS, type Country } from "@amora/contract/countries";
import type { CountryRegions } from "@amora/contract/settings";

interface CountryRegionEntry {
  countryShortCode: string;
  regions: { name: string; shortCode: string }[];
}

let cache: Record<Country, CountryRegions> | undefined;

/** Loaded once on first use: the data set covers every country of the world, we keep ours. */
export function regionsByCountry(): Record<Country, CountryRegions> {
  if (cache) return cache;
  const require = createRequire(import.meta.url);
  const all = require("country-region-data/data.json") as CountryRegionEntry[];
  const entries = COUNTRIES.map((country): [Country, CountryRegions] => {
    const entry = all.find((e) => e.countryShortCode === country);
    if (!entry) throw new Error(`country-region-data lacks ${country}`);
    const regions = entry.regions
      .map((r) => ({ code: r.shortCode, name: r.name }))
      .sort((a, b) => a.name.localeCompare(b.name, "en"));
    return [country, { label: COUNTRY_REGION_LABELS[country], regions }];
  });
  cache = Object.fromEntries(entries) as Record<Country, CountryRegions>;
  return cache;
}

export function isRegionOf(country: Country, code: string): boolean {
  return regionsByCountry()[country].regions.some((r) => r.code === code);
}
