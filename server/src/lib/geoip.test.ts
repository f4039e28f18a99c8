import { describe, expect, it } from "vitest";
import { openGeoIp } from "./geoip.ts";

const geoIp = await openGeoIp();

describe("countryOf", () => {
  it.each([
    ["145.97.1.10", "NL"],
    ["90.84.10.20", "FR"],
    ["2a01:cb00:1234::1", "FR"],
  ])("places %s in %s", (ip, country) => {
    expect(geoIp.countryOf(ip)).toBe(country);
  });

  it.each([
    "192.168.1.42",
    "10.1.7.1",
    "172.20.0.5",
    "127.0.0.1",
    "169.254.10.1",
    "100.64.3.3",
    "::1",
    "fd12:3456::1",
    "fe80::1",
    "::ffff:192.168.1.42",
  ])("places the private or local address %s nowhere", (ip) => {
    expect(geoIp.countryOf(ip)).toBeNull();
  });

  it("answers null for what is no address", () => {
    expect(geoIp.countryOf("not-an-ip")).toBeNull();
    expect(geoIp.countryOf("")).toBeNull();
  });
});
