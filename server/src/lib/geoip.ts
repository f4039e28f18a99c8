/** The visitor's country from the IP address, read offline from a bundled CC0 database (no key, no download). */
import { createRequire } from "node:module";
import { type Country, isCountry } from "@amora/contract/countries";
import maxmind from "maxmind";

export interface GeoIp {
  /** The country of one of our 19 markets, or null when the address is private, unknown or elsewhere. */
  countryOf(ip: string): Country | null;
}

/** The record shape of the geo-whois-asn-country database (not MaxMind's GeoIP2 shape). */
interface CountryRecord {
  country_code?: string;
}

export async function openGeoIp(): Promise<GeoIp> {
  const require = createRequire(import.meta.url);
  const path = require.resolve("@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb");
  const reader = await maxmind.open<CountryRecord & maxmind.Response>(path);
  return {
    countryOf(ip) {
      if (!maxmind.validate(ip)) return null;
      const code = reader.get(ip)?.country_code;
      return isCountry(code) ? code : null;
    },
  };
}
