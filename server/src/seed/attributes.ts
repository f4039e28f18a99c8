/** The shares of demo profile attributes, shared by the detailed demo seed and the bulk seed. */
import type { Country } from "@amora/contract/countries";
import type {
  BodyTypeSchema,
  EyeColourSchema,
  RelationshipStatusSchema,
  SexualitySchema,
} from "@amora/contract/profiles";
import type { z } from "zod";
import type { Gender, HairColour } from "./portraits.ts";

type Sexuality = z.infer<typeof SexualitySchema>;
type EyeColour = z.infer<typeof EyeColourSchema>;
type BodyType = z.infer<typeof BodyTypeSchema>;
type RelationshipStatus = z.infer<typeof RelationshipStatusSchema>;

/** Many women: most visitors of a dating demo are men looking for women. */
export const FEMALE_SHARE = 0.55;

export const SEXUALITY_WEIGHTS: Record<Gender, Partial<Record<Sexuality, number>>> = {
  female: { hetero: 85, bi: 11, lesbian: 4 },
  male: { hetero: 88, bi: 6, gay: 6 },
};

/** Age bands [from, to] with their shares: most members are between 22 and 50. */
export const AGE_BANDS: readonly { from: number; to: number; weight: number }[] = [
  { from: 18, to: 21, weight: 8 },
  { from: 22, to: 35, weight: 42 },
  { from: 36, to: 50, weight: 35 },
  { from: 51, to: 60, weight: 10 },
  { from: 61, to: 70, weight: 5 },
];

/** Grey hair comes with age; blonde hair and blue eyes are commoner in the north. */
export const GREY_FROM_AGE = 55;
export const GREY_SHARE = 0.55;
export const NORTHERN: ReadonlySet<Country> = new Set(["NL", "DK", "FI", "NO", "SE"]);

export const HAIR_WEIGHTS: Record<"south" | "north", Record<Exclude<HairColour, "grey">, number>> = {
  south: { brown: 38, black: 24, blonde: 24, red: 7, other: 3 },
  north: { brown: 30, black: 10, blonde: 48, red: 8, other: 3 },
};

export const EYE_WEIGHTS: Record<"south" | "north", Record<EyeColour, number>> = {
  south: { brown: 38, blue: 25, green: 12, grey: 8, hazel: 17 },
  north: { brown: 15, blue: 50, green: 13, grey: 12, hazel: 10 },
};

export const BODY_TYPE_WEIGHTS: Record<BodyType, number> = { slim: 30, normal: 52, fat: 18 };

/** Young members are not yet divorced, married or widowed. */
export const SETTLED_FROM_AGE = 28;
export const RELATIONSHIP_WEIGHTS: Record<
  "young" | "settled",
  Partial<Record<RelationshipStatus, number>>
> = {
  young: { single: 80, unmarried: 10, living_together: 10 },
  settled: { single: 50, divorced: 18, married: 11, living_together: 8, unmarried: 9, widowed: 4 },
};

/** Mean and spread of body height in cm. */
export const HEIGHT_CM: Record<Gender, { mean: number; deviation: number }> = {
  female: { mean: 167, deviation: 7 },
  male: { mean: 180, deviation: 7 },
};

export const PHOTO_COUNT_WEIGHTS = { 0: 5, 1: 33, 2: 29, 3: 19, 4: 14 };

/** Shares of the special profile kinds (mutually exclusive) and of hidden profiles. */
export const FICTIONAL_SHARE = 0.08;
export const CAM_SHARE = 0.02;
export const RESELL_SHARE = 0.02;
export const DISABLED_SHARE = 0.02;
export const INVISIBLE_SHARE = 0.01;

/** Activity in the last 30 days, more of it recent. */
export const ACTIVE_WITHIN_DAYS = 30;
/** How long before their last activity members signed up, at most. */
export const MEMBER_FOR_DAYS = 900;

const DAY_MS = 86_400_000;

/**
 * A birth date `age` years and 1–363 days before `today` (UTC), as 'YYYY-MM-DD'. Keeping a day clear of
 * both birthdays keeps the age right even when the database's current_date is a day off UTC.
 */
export function birthDate(today: Date, age: number, daysPastBirthday: number): string {
  const birthday = Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate());
  return new Date(birthday - (1 + (daysPastBirthday % 363)) * DAY_MS).toISOString().slice(0, 10);
}

export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * DAY_MS);
}
