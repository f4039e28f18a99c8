/** Draws a demo portrait: a DiceBear "Avataaars" illustration (no real person) rasterised to WebP by sharp. */
import * as avataaars from "@dicebear/avataaars";
import { createAvatar, type Style, type StyleOptions } from "@dicebear/core";
import sharp from "sharp";
import { type PhotoSize, type PortraitKey, personLook, photoLook } from "./portraits.ts";

/** Portrait 4:5 in the three sizes the photos table names. */
export const PHOTO_SIZES: Record<PhotoSize, { width: number; height: number }> = {
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

/** The avatar is square: enlarged a little and set at the bottom of the 4:5 canvas, it fills the frame like a portrait photo. */
function portraitSvg(key: PortraitKey, width: number, height: number): string {
  const person = personLook(key);
  const photo = photoLook(key);
  // Every option is fixed to one value, so DiceBear's own seed changes nothing that matters.
  const avatar = createAvatar(avataaars, {
    seed: `${key.seed}-${key.profileId}-${key.variant}`,
    size: 280,
    style: ["default"],
    top: [person.top],
    topProbability: 100,
    hairColor: [person.hairColor],
    skinColor: [person.skinColor],
    eyebrows: [person.eyebrows],
    facialHair: person.facialHair ? [person.facialHair] : [],
    facialHairProbability: person.facialHair ? 100 : 0,
    facialHairColor: [person.hairColor],
    clothing: [photo.clothing],
    clothesColor: [photo.clothesColor],
    clothingGraphic: [photo.clothingGraphic],
    mouth: [photo.mouth],
    eyes: [photo.eyes],
    accessories: photo.accessories ? [photo.accessories] : [],
    accessoriesProbability: photo.accessories ? 100 : 0,
  } as AvataaarsOptions).toString();
  const top = `hsl(${photo.backgroundHue}, 70%, 93%)`;
  const bottom = `hsl(${(photo.backgroundHue + 30) % 360}, 60%, 84%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 350" width="${width}" height="${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="280" height="350" fill="url(#bg)"/><g transform="translate(-14 42) scale(1.1)">${avatar}</g></svg>`;
}

/**
 * One photo in one size as WebP. Rasterising each size from the vector is as fast as resizing a raster
 * and sharper; effort 0 keeps the encoder ~3x faster than the default at a size that still suits flat
 * illustrations (~12 KB full size). About 10–15 ms of CPU, on sharp's thread pool.
 */
export function renderPortrait(key: PortraitKey, size: PhotoSize): Promise<Buffer> {
  const { width, height } = PHOTO_SIZES[size];
  return sharp(Buffer.from(portraitSvg(key, width, height)))
    .removeAlpha()
    .webp({ quality: 80, effort: 0 })
    .toBuffer();
}
