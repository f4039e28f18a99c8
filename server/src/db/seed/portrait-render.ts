/** Draws the demo portraits: DiceBear "Avataaars" illustrations (no real people) rasterised to WebP by sharp. */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import * as avataaars from "@dicebear/avataaars";
import { createAvatar, type Style, type StyleOptions } from "@dicebear/core";
import sharp from "sharp";
import type { Gender, PhotoFiles, Portrait } from "./portrait-pool.ts";

/** Portrait 4:5 in the three sizes the photos table names. */
export const PHOTO_SIZES: Record<keyof PhotoFiles, { width: number; height: number }> = {
  filename: { width: 600, height: 750 },
  matchFilename: { width: 400, height: 500 },
  thumbFilename: { width: 200, height: 250 },
};

/*
 * Avataaars is by Pablo Stanley (https://avataaars.com/), licensed "Free for personal and commercial use"
 * (DiceBear's style metadata says so too); DiceBear's code is MIT. Attribution is not required, but a
 * credits page may say "Avataaars by Pablo Stanley, via DiceBear". Of the styles that are colourful
 * portraits, it is the one whose hair styles and beards let a portrait read clearly as a woman or a man.
 */
type AvataaarsOptions = typeof avataaars extends Style<infer O> ? StyleOptions<O> : never;

/** Friendly faces only: Avataaars also draws crying, eye-rolling or vomiting ones. */
const FRIENDLY: AvataaarsOptions = {
  style: ["default"],
  mouth: ["smile", "default", "twinkle"],
  eyes: ["default", "happy", "wink", "squint"],
  eyebrows: ["default", "defaultNatural", "raisedExcited", "raisedExcitedNatural", "flatNatural"],
  clothingGraphic: ["bear", "deer", "diamond", "hola", "pizza", "cumbia"],
  accessories: ["prescription01", "prescription02", "round", "wayfarers", "kurt"],
  accessoriesProbability: 15,
};

/** Hair styles and beards that read as the profile's gender. */
const BY_GENDER: Record<Gender, AvataaarsOptions> = {
  female: {
    top: [
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
    facialHairProbability: 0,
  },
  male: {
    top: [
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
    facialHair: ["beardLight", "beardMedium", "beardMajestic"],
    facialHairProbability: 40,
  },
};

/** The avatar is square: enlarged a little and set at the bottom of the 4:5 canvas, it fills the frame like a portrait photo. */
function portraitSvg(portrait: Portrait, width: number, height: number): string {
  const { look } = portrait;
  const avatar = createAvatar(avataaars, {
    ...FRIENDLY,
    ...BY_GENDER[portrait.gender],
    seed: look.seed,
    size: 280,
    hairColor: [look.hairColor],
    facialHairColor: [look.hairColor],
    skinColor: [look.skinColor],
  }).toString();
  const [top, bottom] = look.background;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 350" width="${width}" height="${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#${top}"/><stop offset="1" stop-color="#${bottom}"/></linearGradient></defs>
<rect width="280" height="350" fill="url(#bg)"/><g transform="translate(-14 42) scale(1.1)">${avatar}</g></svg>`;
}

/**
 * Images in flight. sharp runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise);
 * keeping it full measured faster than one job per core, as file writes and SVG parsing interleave.
 */
const RENDER_CONCURRENCY = Number(process.env.UV_THREADPOOL_SIZE) || 4;

async function renderFile(portrait: Portrait, size: keyof PhotoFiles, mediaDir: string): Promise<void> {
  const { width, height } = PHOTO_SIZES[size];
  // Rasterising each size from the vector is as fast as resizing a raster and sharper; effort 0 keeps the
  // encoder ~3x faster than the default at a size that still suits flat illustrations (~12 KB full size).
  const webp = await sharp(Buffer.from(portraitSvg(portrait, width, height)))
    .removeAlpha()
    .webp({ quality: 80, effort: 0 })
    .toBuffer();
  await writeFile(join(mediaDir, portrait.files[size]), webp);
}

/** Writes every portrait of the pool in every size under mediaDir, a few images at a time. */
export async function renderPortraitPool(pool: readonly Portrait[], mediaDir: string): Promise<void> {
  const directories = new Set(
    pool.flatMap((p) => Object.values(p.files).map((f) => dirname(join(mediaDir, f)))),
  );
  await Promise.all([...directories].map((directory) => mkdir(directory, { recursive: true })));

  const jobs = pool.flatMap((portrait) =>
    (Object.keys(PHOTO_SIZES) as (keyof PhotoFiles)[]).map(
      (size) => () => renderFile(portrait, size, mediaDir),
    ),
  );
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]!();
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
}
