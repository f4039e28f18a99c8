/** The 19 countries of spec §9: each country's language and what it calls a region. */

export const COUNTRIES = [
  "US",
  "NL",
  "BE",
  "FR",
  "IT",
  "ES",
  "DE",
  "AT",
  "IE",
  "GB",
  "CA",
  "PL",
  "AU",
  "NZ",
  "CH",
  "DK",
  "FI",
  "NO",
  "SE",
] as const;
export type Country = (typeof COUNTRIES)[number];

export function isCountry(value: unknown): value is Country {
  return typeof value === "string" && (COUNTRIES as readonly string[]).includes(value);
}

/** Language per country (spec §9). Belgium is bilingual; Dutch is its majority language. */
export const COUNTRY_LANGUAGES: Record<Country, string> = {
  US: "en",
  NL: "nl",
  BE: "nl",
  FR: "fr",
  IT: "it",
  ES: "es",
  DE: "de",
  AT: "de",
  IE: "en",
  GB: "en",
  CA: "en",
  PL: "pl",
  AU: "en",
  NZ: "en",
  CH: "de",
  DK: "da",
  FI: "fi",
  NO: "no",
  SE: "sv",
};

export const REGION_LABELS = [
  "state",
  "province",
  "region",
  "community",
  "canton",
  "county",
  "voivodeship",
  "nation",
] as const;
export type RegionLabel = (typeof REGION_LABELS)[number];

/** What each country calls its first-level division; the web app translates the label. */
export const COUNTRY_REGION_LABELS: Record<Country, RegionLabel> = {
  US: "state",
  NL: "province",
  BE: "region",
  FR: "region",
  IT: "region",
  ES: "province",
  DE: "state",
  AT: "state",
  IE: "county",
  GB: "county",
  CA: "province",
  PL: "voivodeship",
  AU: "state",
  NZ: "region",
  CH: "canton",
  DK: "region",
  FI: "region",
  NO: "county",
  SE: "county",
};
