/** Generates one realistic demo profile row: who, where, what they look like and how active they are. */
import { COUNTRIES, COUNTRY_LANGUAGES, type Country } from "@amora/contract/countries";
import { INTERESTS } from "@amora/contract/interests";
import type { profiles } from "../db/schema.ts";
import { writeAbout } from "./about.ts";
import {
  ACTIVE_WITHIN_DAYS,
  AGE_BANDS,
  BODY_TYPE_WEIGHTS,
  birthDate,
  CAM_SHARE,
  DISABLED_SHARE,
  daysBefore,
  EYE_WEIGHTS,
  FEMALE_SHARE,
  FICTIONAL_SHARE,
  GREY_FROM_AGE,
  GREY_SHARE,
  HAIR_WEIGHTS,
  HEIGHT_CM,
  INVISIBLE_SHARE,
  MEMBER_FOR_DAYS,
  NORTHERN,
  RELATIONSHIP_WEIGHTS,
  RESELL_SHARE,
  SETTLED_FROM_AGE,
  SEXUALITY_WEIGHTS,
} from "./attributes.ts";
import { firstNames } from "./names.ts";
import { CITIES, COUNTRY_WEIGHTS, type Language } from "./places.ts";
import type { Gender, HairColour } from "./portraits.ts";
import type { Random } from "./random.ts";

export type NewProfile = typeof profiles.$inferInsert & { id: number; hairColour: HairColour };

/** The n-th generated profile's country: the first ones visit every country once so that all 19 appear. */
export function pickCountry(random: Random, n: number): Country {
  return n < COUNTRIES.length ? COUNTRIES[n]! : random.weighted(COUNTRY_WEIGHTS);
}

function pickAge(random: Random): number {
  const band = random.pickWeighted(AGE_BANDS, (b) => b.weight);
  return random.int(band.from, band.to);
}

function pickHairColour(random: Random, country: Country, age: number): HairColour {
  if (age >= GREY_FROM_AGE && random.chance(GREY_SHARE)) return "grey";
  return random.weighted(HAIR_WEIGHTS[NORTHERN.has(country) ? "north" : "south"]);
}

/** At most one of fictional, cam and resell. */
function pickKind(random: Random) {
  const roll = random.next();
  return {
    isFictional: roll < FICTIONAL_SHARE,
    isCam: roll >= FICTIONAL_SHARE && roll < FICTIONAL_SHARE + CAM_SHARE,
    isResell: roll >= FICTIONAL_SHARE + CAM_SHARE && roll < FICTIONAL_SHARE + CAM_SHARE + RESELL_SHARE,
  };
}

export function generateProfile(random: Random, id: number, country: Country, now: Date): NewProfile {
  const gender: Gender = random.chance(FEMALE_SHARE) ? "female" : "male";
  const age = pickAge(random);
  const place = random.pickWeighted(CITIES[country], (c) => c.weight);
  const language: Language = place.language ?? (COUNTRY_LANGUAGES[country] as Language);
  const lastActiveAt = daysBefore(now, random.next() ** 2 * ACTIVE_WITHIN_DAYS);
  const height = HEIGHT_CM[gender];
  const climate = NORTHERN.has(country) ? "north" : "south";

  return {
    id,
    name: random.pick(firstNames(country, place.language)[gender]),
    gender,
    sexuality: random.weighted(SEXUALITY_WEIGHTS[gender]),
    dateOfBirth: birthDate(now, age, random.int(0, 362)),
    country,
    region: place.region,
    city: place.name,
    about: writeAbout(random, language, place.name),
    status: random.chance(DISABLED_SHARE) ? "disabled" : "active",
    hairColour: pickHairColour(random, country, age),
    eyeColour: random.weighted(EYE_WEIGHTS[climate]),
    bodyType: random.weighted(BODY_TYPE_WEIGHTS),
    relationshipStatus: random.weighted(RELATIONSHIP_WEIGHTS[age < SETTLED_FROM_AGE ? "young" : "settled"]),
    heightCm: Math.round(Math.min(205, Math.max(150, random.normal(height.mean, height.deviation)))),
    interests: random.sample(INTERESTS, random.int(3, 10)),
    ...pickKind(random),
    isInvisible: random.chance(INVISIBLE_SHARE),
    lastActiveAt,
    createdAt: daysBefore(lastActiveAt, random.next() * MEMBER_FOR_DAYS),
  };
}
