/**
 * The served countries' part of libphonenumber-js's mobile metadata, which phone.ts reads from
 * phone-metadata.json: the web's direct-debit form then carries 19 countries' mobile ranges instead of
 * every country's (about 140 kB). The library's own generator for such a part downloads Google's XML; this
 * cuts the installed package's `metadata.mobile.json` instead, so the file is always that of the version we
 * run. `npm run phone:metadata -w contract` writes it (contract/scripts/phone-metadata.ts) after an upgrade of
 * libphonenumber-js; phone-metadata.test.ts fails until then.
 */
import type { MetadataJson } from "libphonenumber-js/core";

/**
 * The metadata of `served` only, in the library's format: each calling code lists the served countries that
 * share it, in the library's order (the order in which it tries them: US before CA for +1); calling codes
 * with no served country go, and so do the non-geographic ones (+800 freephone and the like), which no SMS
 * code is sent to.
 */
export function servedPhoneMetadata(full: MetadataJson, served: readonly string[]): MetadataJson {
  const missing = served.filter((country) => !(country in full.countries));
  if (missing.length > 0) throw new Error(`libphonenumber-js has no metadata for ${missing.join(", ")}`);
  const keep = new Set(served);
  const callingCodes = Object.entries(full.country_calling_codes)
    .map(([code, countries]) => [code, countries.filter((country) => keep.has(country))] as const)
    .filter(([, countries]) => countries.length > 0);
  return {
    version: full.version,
    country_calling_codes: Object.fromEntries(callingCodes),
    countries: Object.fromEntries(Object.entries(full.countries).filter(([country]) => keep.has(country))),
    nonGeographic: {},
  };
}

/** One line per country, so an upgrade's diff shows which countries' ranges changed. */
export function phoneMetadataJson(metadata: MetadataJson): string {
  const countries = Object.entries(metadata.countries).map(
    ([country, plan]) => `    ${JSON.stringify(country)}: ${JSON.stringify(plan)}`,
  );
  return [
    "{",
    `  "version": ${JSON.stringify(metadata.version)},`,
    `  "country_calling_codes": ${JSON.stringify(metadata.country_calling_codes)},`,
    `  "countries": {`,
    countries.join(",\n"),
    "  },",
    `  "nonGeographic": ${JSON.stringify(metadata.nonGeographic)}`,
    "}\n",
  ].join("\n");
}
