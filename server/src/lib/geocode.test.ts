/** The reverse geocoder over the real GeoNames data (reading and indexing it takes about 0.4 s). */
import { COUNTRIES, type Country } from "@amora/contract/countries";
import { describe, expect, it, vi } from "vitest";
import { buildGazetteer, createReverseGeocoder, loadCities, type Place } from "./geocode.ts";
import { isRegionOf } from "./regions.ts";

const geocoder = createReverseGeocoder();

describe("locate", () => {
  const towns: [string, number, number, Place][] = [
    ["Amsterdam", 52.3702, 4.8952, { country: "NL", region: "NH", city: "Amsterdam" }],
    ["Paris", 48.8566, 2.3522, { country: "FR", region: "IDF", city: "Paris" }],
    ["Brussels", 50.8467, 4.3525, { country: "BE", region: "BRU", city: "Brussels" }],
    ["Gent", 51.0543, 3.7174, { country: "BE", region: "VLG", city: "Gent" }],
    ["Liège", 50.6326, 5.5797, { country: "BE", region: "WAL", city: "Liège" }],
    ["London", 51.5074, -0.1278, { country: "GB", region: "LND", city: "London" }],
    ["Manchester", 53.4808, -2.2426, { country: "GB", region: "MAN", city: "Manchester" }],
    ["Edinburgh", 55.9533, -3.1883, { country: "GB", region: "EDH", city: "Edinburgh" }],
    ["Cardiff", 51.4816, -3.1791, { country: "GB", region: "CRF", city: "Cardiff" }],
    ["Belfast", 54.5973, -5.9301, { country: "GB", region: "BFS", city: "Belfast" }],
    ["New York", 40.7128, -74.006, { country: "US", region: "NY", city: "New York City" }],
    ["Cologne", 50.9375, 6.9603, { country: "DE", region: "NW", city: "Köln" }],
    ["Munich", 48.1374, 11.5755, { country: "DE", region: "BY", city: "Munich" }],
    ["Zürich", 47.3769, 8.5417, { country: "CH", region: "ZH", city: "Zürich" }],
    ["Graz", 47.0707, 15.4395, { country: "AT", region: "6", city: "Graz" }],
    ["Vienna", 48.2082, 16.3738, { country: "AT", region: "9", city: "Vienna" }],
    ["Sevilla", 37.3891, -5.9845, { country: "ES", region: "SE", city: "Sevilla" }],
    ["Barcelona", 41.3874, 2.1686, { country: "ES", region: "B", city: "Barcelona" }],
    ["Milan", 45.4642, 9.19, { country: "IT", region: "25", city: "Milan" }],
    ["Dublin", 53.3498, -6.2603, { country: "IE", region: "D", city: "Dublin" }],
    ["Galway", 53.2707, -9.0568, { country: "IE", region: "G", city: "Galway" }],
    ["Cork", 51.8985, -8.4756, { country: "IE", region: "CO", city: "Cork" }],
    ["Toronto", 43.6532, -79.3832, { country: "CA", region: "ON", city: "Toronto" }],
    ["Warsaw", 52.2297, 21.0122, { country: "PL", region: "14", city: "Warsaw" }],
    ["Sydney", -33.8688, 151.2093, { country: "AU", region: "NSW", city: "Sydney" }],
    ["Auckland", -36.8485, 174.7633, { country: "NZ", region: "AUK", city: "Auckland" }],
    ["Copenhagen", 55.6761, 12.5683, { country: "DK", region: "DK-84", city: "Copenhagen" }],
    ["Helsinki", 60.1699, 24.9384, { country: "FI", region: "FI-18", city: "Helsinki" }],
    ["Oslo", 59.9139, 10.7522, { country: "NO", region: "03", city: "Oslo" }],
    ["Stockholm", 59.3293, 18.0686, { country: "SE", region: "AB", city: "Stockholm" }],
  ];

  it.each(towns)("names %s with its country-region-data region", (_, lat, lon, expected) => {
    expect(isRegionOf(expected.country, expected.region)).toBe(true);
    expect(geocoder.locate(lat, lon)).toEqual(expected);
  });

  it("answers the nearest town, not a neighbourhood of it", () => {
    // Zürich's centre lies among its "Kreis" sections (GeoNames PPLX), Berlin's right on "Mitte".
    expect(geocoder.locate(47.3769, 8.5417)?.city).toBe("Zürich");
    expect(geocoder.locate(52.52, 13.405)).toEqual({ country: "DE", region: "BE", city: "Berlin" });
  });

  it("answers null far from any town, outside our markets and for impossible positions", () => {
    expect(geocoder.locate(40, -40)).toBeNull(); // mid-Atlantic
    expect(geocoder.locate(35.6762, 139.6503)).toBeNull(); // Tokyo
    expect(geocoder.locate(49.6116, 6.1319)).toBeNull(); // Luxembourg: not a Belgian town 20 km away
    expect(geocoder.locate(42.5063, 1.5218)).toBeNull(); // Andorra la Vella
    expect(geocoder.locate(38.7223, -9.1393)).toBeNull(); // Lisbon
    expect(geocoder.locate(Number.NaN, 4.9)).toBeNull();
    expect(geocoder.locate(91, 4.9)).toBeNull();
  });

  it("reads the data on the first call only", () => {
    const load = vi.fn(() => [
      {
        cityId: 1,
        name: "Amsterdam",
        country: "NL",
        featureCode: "PPLC",
        adminCode: "07",
        population: 741636,
        loc: { coordinates: [4.88969, 52.37403] as [number, number] },
      },
    ]);
    const lazy = createReverseGeocoder(load);
    expect(load).not.toHaveBeenCalled();
    expect(lazy.locate(52.3702, 4.8952)).toEqual({ country: "NL", region: "NH", city: "Amsterdam" });
    expect(lazy.locate(51.9, 4.5)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("the region mapping (geonames-regions.ts)", () => {
  const gazetteer = buildGazetteer(loadCities());

  it("gives every indexed town a region of its country", () => {
    const wrong = gazetteer.places.filter((p) => !isRegionOf(p.country, p.region));
    expect(wrong).toEqual([]);
  });

  it("indexes towns in every one of our countries", () => {
    const perCountry = new Map<Country, number>();
    for (const p of gazetteer.places) perCountry.set(p.country, (perCountry.get(p.country) ?? 0) + 1);
    for (const country of COUNTRIES) expect(perCountry.get(country) ?? 0, country).toBeGreaterThan(100);
  });

  it("maps the admin codes of all but a handful of towns (those lacking GeoNames' admin3)", () => {
    expect(gazetteer.unmapped.length).toBeLessThan(10);
  });

  it("finds every anchor town by its name", () => {
    expect(gazetteer.anchorProblems).toEqual([]);
  });
});
