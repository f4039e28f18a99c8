/**
 * The demo people's portraits: every profile is its own drawn person, named by its photo paths. A path
 * says whose portrait it is (seed, profile id, gender, hair colour) and which photo (variant, size), so
 * any node can draw the file from the path alone, on first request (decision 022).
 */
import type { HairColourSchema } from "@amora/contract/profiles";
import type { z } from "zod";
import { createRandom, deriveSeed } from "./random.ts";

export type Gender = "female" | "male";
export type HairColour = z.infer<typeof HairColourSchema>;
export const HAIR_COLOURS = ["black", "brown", "blonde", "red", "grey", "other"] as const;

/** Paths relative to the media directory, as stored in the photos table. */
export interface PhotoFiles {
  filename: string;
  matchFilename: string;
  thumbFilename: string;
}
export type PhotoSize = keyof PhotoFiles;

/** One photo of one demo person: everything its drawing depends on. */
export interface PortraitKey {
  seed: number;
  profileId: number;
  gender: Gender;
  hairColour: HairColour;
  /** Which of the person's photos (0 is the first). */
  variant: number;
}

export const PORTRAIT_DIR = "demo/people";
/** Profiles per directory, so that a million profiles do not share one. */
export const PORTRAITS_PER_DIRECTORY = 1_000;
const SUFFIX: Record<PhotoSize, string> = { filename: "", matchFilename: "-match", thumbFilename: "-thumb" };

/** `demo/people/<id / 1000>/<seed>-<id>-<f|m>-<hair>-<variant>[-match|-thumb].webp` */
export function portraitFiles(key: PortraitKey): PhotoFiles {
  const directory = `${PORTRAIT_DIR}/${Math.floor(key.profileId / PORTRAITS_PER_DIRECTORY)}`;
  const stem = `${directory}/${key.seed}-${key.profileId}-${key.gender[0]}-${key.hairColour}-${key.variant}`;
  const file = (size: PhotoSize) => `${stem}${SUFFIX[size]}.webp`;
  return {
    filename: file("filename"),
    matchFilename: file("matchFilename"),
    thumbFilename: file("thumbFilename"),
  };
}

const PATH_PATTERN = new RegExp(
  `^${PORTRAIT_DIR}/(\\d{1,7})/(\\d{1,10})-(\\d{1,10})-([fm])-(${HAIR_COLOURS.join("|")})-(\\d{1,2})(-match|-thumb)?\\.webp$`,
);

/** The portrait a media path names, or null when it names none (or a directory it would not be in). */
export function parsePortraitPath(path: string): (PortraitKey & { size: PhotoSize }) | null {
  const m = PATH_PATTERN.exec(path);
  if (!m) return null;
  const [, directory, seed, id, g, hair, variant, suffix] = m;
  const profileId = Number(id);
  if (Math.floor(profileId / PORTRAITS_PER_DIRECTORY) !== Number(directory)) return null;
  if (profileId > 2_147_483_647 || Number(seed) > 4_294_967_295) return null;
  return {
    seed: Number(seed),
    profileId,
    gender: g === "f" ? "female" : "male",
    hairColour: hair as HairColour,
    variant: Number(variant),
    size: suffix === "-match" ? "matchFilename" : suffix === "-thumb" ? "thumbFilename" : "filename",
  };
}

/** What stays the same across a person's photos: who they are. */
export interface PersonLook {
  top: string;
  hairColor: string;
  skinColor: string;
  /** A beard style, or null for none. */
  facialHair: string | null;
  eyebrows: string;
}

/** What changes from photo to photo: the day it was taken. */
export interface PhotoLook {
  clothing: string;
  clothesColor: string;
  clothingGraphic: string;
  mouth: string;
  eyes: string;
  /** Glasses, or null for none. */
  accessories: string | null;
  /** Hue (0–359) of the soft background gradient. */
  backgroundHue: number;
}

/** Avataaars hair colours (hex without #) that read as each hair colour of the profile attributes. */
const HAIR_HEX: Record<HairColour, readonly string[]> = {
  black: ["2c1b18"],
  brown: ["4a312c", "724133"],
  blonde: ["b58143", "d6b370"],
  red: ["c93305", "a55728"],
  grey: ["e8e1e1"],
  other: ["f59797"],
};

/** Avataaars' natural skin tones (its yellow and orange ones are left out), lighter ones likelier in this market. */
const SKIN_WEIGHTS = { ffdbb4: 30, edb98a: 30, d08b5b: 18, ae5d29: 12, "614335": 10 };

/** Hair styles that read as the profile's gender. */
const TOPS: Record<Gender, readonly string[]> = {
  female: [
    "bob",
    "bun",
    "curly",
    "curvy",
    "bigHair",
    "frida",
    "longButNotTooLong",
    "miaWallace",
    "straight01",
    "straight02",
    "straightAndStrand",
    "fro",
    "froBand",
  ],
  male: [
    "shortCurly",
    "shortFlat",
    "shortRound",
    "shortWaved",
    "sides",
    "theCaesar",
    "theCaesarAndSidePart",
    "frizzle",
    "shaggy",
    "shaggyMullet",
    "dreads01",
    "dreads02",
  ],
};
const BEARDS = ["beardLight", "beardMedium", "beardMajestic"] as const;
const BEARD_SHARE = 0.4;
const EYEBROWS = [
  "default",
  "defaultNatural",
  "raisedExcited",
  "raisedExcitedNatural",
  "flatNatural",
] as const;

/** Friendly faces only: Avataaars also draws crying, eye-rolling or vomiting ones. */
const MOUTHS = ["smile", "default", "twinkle"] as const;
const EYES = ["default", "happy", "wink", "squint"] as const;
const CLOTHING = [
  "blazerAndShirt",
  "blazerAndSweater",
  "collarAndSweater",
  "graphicShirt",
  "hoodie",
  "overall",
  "shirtCrewNeck",
  "shirtScoopNeck",
  "shirtVNeck",
] as const;
const CLOTHING_GRAPHICS = ["bear", "deer", "diamond", "hola", "pizza", "cumbia"] as const;
const CLOTHES_COLOURS = [
  "262e33",
  "3c4f5c",
  "5199e4",
  "25557c",
  "929598",
  "a7ffc4",
  "b1e2ff",
  "e6e6e6",
  "ff488e",
  "ff5c5c",
  "ffafb9",
  "ffdeb5",
  "ffffb1",
  "65c9ff",
] as const;
const GLASSES = ["prescription01", "prescription02", "round", "wayfarers", "kurt"] as const;
const GLASSES_SHARE = 0.15;

/** The person: drawn from the seed and profile id only, so every photo of theirs shows the same face and hair. */
export function personLook(key: Omit<PortraitKey, "variant">): PersonLook {
  const random = createRandom(deriveSeed(key.seed, `person-${key.profileId}`));
  return {
    top: random.pick(TOPS[key.gender]),
    hairColor: random.pick(HAIR_HEX[key.hairColour]),
    skinColor: random.weighted(SKIN_WEIGHTS),
    facialHair: key.gender === "male" && random.chance(BEARD_SHARE) ? random.pick(BEARDS) : null,
    eyebrows: random.pick(EYEBROWS),
  };
}

/** One photo of the person: clothes, expression, glasses and background of that day. */
export function photoLook(key: PortraitKey): PhotoLook {
  const random = createRandom(deriveSeed(key.seed, `photo-${key.profileId}-${key.variant}`));
  return {
    clothing: random.pick(CLOTHING),
    clothesColor: random.pick(CLOTHES_COLOURS),
    clothingGraphic: random.pick(CLOTHING_GRAPHICS),
    mouth: random.pick(MOUTHS),
    eyes: random.pick(EYES),
    accessories: random.chance(GLASSES_SHARE) ? random.pick(GLASSES) : null,
    backgroundHue: random.int(0, 359),
  };
}
