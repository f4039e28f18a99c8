/**
 * Turns an uploaded photo (untrusted bytes) into the three WebP sizes a profile shows.
 *
 * - Accepted: JPEG, PNG, WebP, and HEIF-family files this sharp build decodes (AVIF always with the
 *   prebuilt libvips; HEIC, i.e. HEVC-coded HEIF, only where libheif has a HEVC decoder, which the
 *   prebuilt binaries lack: PHOTO_FORMAT_UNSUPPORTED then). GIF is refused: profile photos are
 *   photographs, and animated GIFs would silently lose all but their first frame. SVG is refused as
 *   not an image (it is a document that can carry scripts), as are PDF, TIFF, text and anything else.
 * - The header is read before any pixel is decoded: unknown formats and pixel floods (a few hundred
 *   bytes declaring 30000×30000) are refused from it.
 * - Everything is re-encoded: the EXIF orientation is applied, then ALL metadata is dropped (sharp's
 *   default output keeps none: no EXIF, so no GPS, no XMP, no IPTC, no ICC; pixels are converted to
 *   sRGB first), and the sizes are bounded.
 *
 * Memory: the input is decoded once, with sequential reads (libvips streams rows instead of holding
 * the decoded image; JPEG and WebP even shrink on load), straight into a raw intermediate whose long
 * side is 1600 px (longer only for a panorama, so that its short side keeps 600 px for the crops):
 * about 8 MB of RGBA for a 4:3 photo, bounded in any case by MAX_PHOTO_PIXELS. The three outputs are
 * made from that intermediate. Photos are processed at most MAX_PARALLEL_PHOTOS at a time per process, so a
 * burst of uploads queues here instead of filling libuv's thread pool and the heap. The libvips
 * thread count per image and its operation cache are process-wide settings, left at sharp's defaults
 * (the seed also uses sharp).
 */
import pLimit from "p-limit";
import sharp, { type Metadata, type OutputInfo, type ResizeOptions, type SharpOptions } from "sharp";

/** The largest decoded image accepted: 50 megapixels (8660×5773, more than a 48 MP phone camera). */
export const MAX_PHOTO_PIXELS = 50_000_000;

/**
 * Output sizes in px: `full` is the longest side (never upscaled); `match` and `thumb` are 4:5 portrait
 * crops, the shape of every card and gallery of the site (and of the demo portraits).
 */
export const PHOTO_SIZES = {
  full: 1600,
  match: { width: 480, height: 600 },
  thumb: { width: 200, height: 250 },
} as const;

const WEBP_QUALITY = 80;

/** Photos decoded at the same time in this process; the others wait their turn. */
const MAX_PARALLEL_PHOTOS = 2;

export interface ProcessedPhoto {
  /** WebP, longest side ≤ PHOTO_SIZES.full, upright. */
  full: Buffer;
  /** WebP, PHOTO_SIZES.match (4:5), cropped on the most interesting part. */
  match: Buffer;
  /** WebP, PHOTO_SIZES.thumb (4:5), cropped on the most interesting part. */
  thumb: Buffer;
  /** Of `full`, after orientation. */
  width: number;
  height: number;
}

export type PhotoRejectedCode = "PHOTO_NOT_AN_IMAGE" | "PHOTO_TOO_MANY_PIXELS" | "PHOTO_FORMAT_UNSUPPORTED";

/** The upload is refused; `code` is the API error code, `params` the values its message shows. */
export class PhotoRejected extends Error {
  readonly code: PhotoRejectedCode;
  readonly params?: Record<string, number>;

  constructor(
    code: PhotoRejectedCode,
    message: string,
    options: { params?: Record<string, number>; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "PhotoRejected";
    this.code = code;
    if (options.params) this.params = options.params;
  }
}

/** Formats (as sharp's metadata names them) accepted; `heif` covers AVIF and HEIC. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

/** Strictest level that still lets ordinary camera files through; truncated and corrupt data are refused. */
const FAIL_ON = "error" as const;

/** Whether this sharp build decodes HEVC-coded HEIF (HEIC): its libheif then lists the .heic suffix. */
function heicDecodable(): boolean {
  const heif = sharp.format.heif;
  return Boolean(heif?.input.buffer && heif.input.fileSuffix?.some((s) => s === ".heic" || s === ".heif"));
}

function heifDecodable(): boolean {
  return Boolean(sharp.format.heif?.input.buffer);
}

function notAnImage(cause?: unknown): PhotoRejected {
  return new PhotoRejected("PHOTO_NOT_AN_IMAGE", "The file is not a JPEG, PNG, WebP or HEIC/AVIF image.", {
    cause,
  });
}

function formatUnsupported(cause?: unknown): PhotoRejected {
  return new PhotoRejected(
    "PHOTO_FORMAT_UNSUPPORTED",
    "HEIC photos (HEVC-coded HEIF) cannot be decoded on this server; save the photo as JPEG.",
    { cause },
  );
}

/** `params.megapixels` is the limit (the message says "at most {{megapixels}} megapixels"). */
function tooManyPixels(size?: { width: number; height: number }): PhotoRejected {
  const limit = MAX_PHOTO_PIXELS / 1_000_000;
  if (!size) {
    return new PhotoRejected("PHOTO_TOO_MANY_PIXELS", `At most ${limit} megapixels are accepted.`, {
      params: { megapixels: limit },
    });
  }
  const actual = Math.round((size.width * size.height) / 100_000) / 10;
  return new PhotoRejected(
    "PHOTO_TOO_MANY_PIXELS",
    `The image has ${actual} megapixels (${size.width}×${size.height}); at most ${limit} are accepted.`,
    { params: { megapixels: limit, actualMegapixels: actual } },
  );
}

const inputOptions = {
  limitInputPixels: MAX_PHOTO_PIXELS,
  failOn: FAIL_ON,
  sequentialRead: true,
  // First frame / primary image only (animated WebP, HEIF collections).
  pages: 1,
} satisfies SharpOptions;

/** Checks the header (no pixel decoded); throws PhotoRejected, returns the upright dimensions. */
async function checkHeader(input: Buffer): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    // The header read does not decode pixels, so it runs without the pixel limit: the format is judged
    // first (an SVG declaring 30000×30000 is "not an image", not "too large"), and the refusal of a
    // pixel flood can tell its size. The limit applies again, inside libvips, when decoding.
    metadata = await sharp(input, { ...inputOptions, limitInputPixels: false }).metadata();
  } catch (error) {
    throw notAnImage(error);
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
  if (metadata.format === "heif") {
    if (!heifDecodable()) throw formatUnsupported();
    // AVIF is `av1`; HEIC from phones is `hevc`.
    if (metadata.compression !== "av1" && !heicDecodable()) throw formatUnsupported();
  }
  const { width, height } = metadata;
  if (!(width > 0 && height > 0)) throw notAnImage();
  if (width * height > MAX_PHOTO_PIXELS) throw tooManyPixels({ width, height });
  return metadata.autoOrient;
}

/** The shared first step: decoded once, upright, sRGB 8 bit, just large enough for every output. */
async function decodeBounded(
  input: Buffer,
  upright: { width: number; height: number },
): Promise<{ data: Buffer; info: OutputInfo }> {
  const long = Math.max(upright.width, upright.height);
  const short = Math.min(upright.width, upright.height);
  const scale = Math.min(1, Math.max(PHOTO_SIZES.full / long, PHOTO_SIZES.match.height / short));
  return (
    sharp(input, { ...inputOptions, autoOrient: true })
      // Both sides given (the rounding distorts by under half a pixel) so that the long side is exactly 1600.
      .resize({
        width: Math.max(1, Math.round(upright.width * scale)),
        height: Math.max(1, Math.round(upright.height * scale)),
        fit: "fill",
      })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true })
  );
}

async function encode(
  raw: { data: Buffer; info: OutputInfo },
  resize: ResizeOptions,
): Promise<{ data: Buffer; info: OutputInfo }> {
  const { width, height, channels } = raw.info;
  return sharp(raw.data, { raw: { width, height, channels } })
    .resize(resize)
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
}

async function processNow(input: Buffer): Promise<ProcessedPhoto> {
  const upright = await checkHeader(input);
  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await decodeBounded(input, upright);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/exceeds pixel limit/i.test(message)) throw tooManyPixels();
    if (/heif/i.test(message) && /not been built in|unsupported/i.test(message))
      throw formatUnsupported(error);
    // Truncated or corrupt pixel data.
    throw notAnImage(error);
  }
  const crop = (size: { width: number; height: number }): ResizeOptions => ({
    ...size,
    fit: "cover",
    position: sharp.strategy.attention,
  });
  const [full, match, thumb] = await Promise.all([
    encode(raw, {
      width: PHOTO_SIZES.full,
      height: PHOTO_SIZES.full,
      fit: "inside",
      withoutEnlargement: true,
    }),
    encode(raw, crop(PHOTO_SIZES.match)),
    encode(raw, crop(PHOTO_SIZES.thumb)),
  ]);
  return {
    full: full.data,
    match: match.data,
    thumb: thumb.data,
    width: full.info.width,
    height: full.info.height,
  };
}

/** The turns at decoding, given in order of arrival; a photo that fails hands its turn on like any other. */
const photoTurns = pLimit(MAX_PARALLEL_PHOTOS);

/**
 * Validates and re-encodes an uploaded photo. Throws PhotoRejected for anything it will not store;
 * other errors are the server's own.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length === 0) throw notAnImage();
  return photoTurns(() => processNow(input));
}
