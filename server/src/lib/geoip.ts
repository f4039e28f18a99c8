/** The visitor's country from the IP address, read offline from a bundled CC0 database (no key, no download). */
import { createRequire } from "node:module";
import { BlockList } from "node:net";
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

/**
 * Addresses that are nobody's place: private, loopback, link-local, carrier-grade NAT and unique-local.
 * The database places some of them (192.168.0.0/16 reads as Australia), so they are answered here.
 */
const NOWHERE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const) {
  NOWHERE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
] as const) {
  NOWHERE.addSubnet(network, prefix, "ipv6");
}

function isNowhere(ip: string): boolean {
  return NOWHERE.check(ip, ip.includes(":") ? "ipv6" : "ipv4");
}

export async function openGeoIp(): Promise<GeoIp> {
  const require = createRequire(import.meta.url);
  const path = require.resolve("@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb");
  const reader = await maxmind.open<CountryRecord & maxmind.Response>(path);
  return {
    countryOf(ip) {
      if (!maxmind.validate(ip) || isNowhere(ip)) return null;
      const code = reader.get(ip)?.country_code;
      return isCountry(code) ? code : null;
    },
  };
}
