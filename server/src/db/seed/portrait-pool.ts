/** The pool of demo portraits: which ones exist, how each looks, and where its files go; profiles share them. */
import type { HairColourSchema } from "@amora/contract/profiles";
import type { z } from "zod";
import { createRandom, deriveSeed } from "./random.ts";

export type Gender = "female" | "male";
export type HairColour = z.infer<typeof HairColourSchema>;

/** Paths relative to the media directory, as stored in the photos table. */
export interface PhotoFiles {
  filename: string;
  matchFilename: string;
  thumbFilename: string;
}

export interface Portrait {
  key: string;
  gender: Gender;
  hairColour: HairColour;
  files: PhotoFiles;
  look: PortraitLook;
}

/** The drawing choices the pool fixes itself; DiceBear's own seed varies the rest (hair style, clothes, face). */
export interface PortraitLook {
  seed: string;
  hairColor: string;
  skinColor: string;
  /** Top and bottom colour of the soft background gradient. */
  background: readonly [string, string];
}

/**
 * Portraits per gender and hair colour. One costs ~40 ms of CPU (three WebP sizes), so the pool is what
 * fits the first-start budget. A profile's photos are distinct portraits of its gender and hair colour,
 * so a bucket's size caps the photos of the profiles in it.
 */
const POOL_SIZES: Record<Gender, Record<HairColour, number>> = {
  female: { brown: 11, blonde: 9, black: 8, red: 4, grey: 4, other: 3 },
  male: { brown: 9, blonde: 6, black: 7, red: 3, grey: 4, other: 3 },
};

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

const BACKGROUNDS: readonly (readonly [string, string])[] = [
  ["fde2e4", "fad2e1"],
  ["e2ece9", "bee1e6"],
  ["fff1e6", "fde2e4"],
  ["dfe7fd", "cddafd"],
  ["f3e8ff", "e0d4f7"],
  ["fff5d6", "fde2c4"],
  ["e8f6ef", "cde8da"],
  ["ffe8d6", "ffd7ba"],
  ["eae4e9", "dfe7fd"],
  ["fce1f0", "e9d5f5"],
];

const PORTRAIT_DIR = "demo/portraits";

export function planPortraitPool(seed: number): Portrait[] {
  const random = createRandom(deriveSeed(seed, "portraits"));
  const pool: Portrait[] = [];
  for (const gender of ["female", "male"] as const) {
    for (const [hairColour, count] of Object.entries(POOL_SIZES[gender]) as [HairColour, number][]) {
      for (let n = 1; n <= count; n++) {
        const key = `${gender[0]}-${hairColour}-${String(n).padStart(2, "0")}`;
        pool.push({
          key,
          gender,
          hairColour,
          files: {
            filename: `${PORTRAIT_DIR}/${key}.webp`,
            matchFilename: `${PORTRAIT_DIR}/${key}-match.webp`,
            thumbFilename: `${PORTRAIT_DIR}/${key}-thumb.webp`,
          },
          look: {
            seed: `${seed}-${key}`,
            hairColor: random.pick(HAIR_HEX[hairColour]),
            skinColor: random.weighted(SKIN_WEIGHTS),
            background: random.pick(BACKGROUNDS),
          },
        });
      }
    }
  }
  return pool;
}

/** The pool indexed for assignment: portraits by gender and hair colour. */
export type PortraitIndex = Record<Gender, Record<HairColour, Portrait[]>>;

export function indexPortraits(pool: readonly Portrait[]): PortraitIndex {
  const empty = () => ({ black: [], brown: [], blonde: [], red: [], grey: [], other: [] });
  const index: PortraitIndex = { female: empty(), male: empty() };
  for (const portrait of pool) index[portrait.gender][portrait.hairColour].push(portrait);
  return index;
}
