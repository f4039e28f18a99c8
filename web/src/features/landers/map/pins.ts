/**
 * Where the map lander puts its members: at their town when the outlines know it (towns of 150,000 people or
 * more, each country's biggest and the demo data's, web/scripts/country-outlines.ts), else on one of the spots
 * spread inside the country, chosen by the member's id so a member stays where they were. Members of one town
 * fan out around it so their photos do not hide each other.
 */
import type { Country } from "@amora/contract/countries";
import type { ProfileCard } from "@amora/contract/profiles";
import outlines from "./country-outlines.json";

export interface CountryOutline {
  path: string;
  /** The part of the viewBox the country fills: x, y, width, height. */
  box: number[];
  scale: number;
  translate: number[];
  cities: Record<string, number[]>;
  spots: number[][];
}

export function outlineOf(country: Country): CountryOutline {
  return (outlines.countries as Record<Country, CountryOutline>)[country];
}

/** A lat/lon on the country's map: d3's geoMercator with the outline's scale and translation. */
export function project(outline: CountryOutline, lat: number, lon: number): [number, number] {
  const [tx = 0, ty = 0] = outline.translate;
  const radians = Math.PI / 180;
  return [
    tx + outline.scale * lon * radians,
    ty - outline.scale * Math.log(Math.tan(Math.PI / 4 + (lat * radians) / 2)),
  ];
}

export interface Pin {
  profile: ProfileCard;
  /** In the map's viewBox. */
  x: number;
  y: number;
  /** True when the pin is at the member's town; false when the town is not on the map. */
  atTown: boolean;
}

/** How far (viewBox units) members of one town fan out from it. */
const FAN_RADIUS = 14;

export function placePins(outline: CountryOutline, profiles: readonly ProfileCard[]): Pin[] {
  const perPlace = new Map<string, number>();
  return profiles.map((profile) => {
    const town = outline.cities[profile.city];
    const spot = town ?? outline.spots[profile.id % Math.max(1, outline.spots.length)] ?? [0, 0];
    const key = `${spot[0]},${spot[1]}`;
    const nth = perPlace.get(key) ?? 0;
    perPlace.set(key, nth + 1);
    // The first member sits on the place itself; the next ones around it, a golden angle apart.
    const angle = nth * 2.39996;
    const radius = nth === 0 ? 0 : FAN_RADIUS * Math.sqrt(nth);
    return {
      profile,
      x: (spot[0] ?? 0) + radius * Math.cos(angle),
      y: (spot[1] ?? 0) + radius * Math.sin(angle),
      atTown: town !== undefined,
    };
  });
}
