/**
 * The installed app's icons (issue 14), drawn from the site's mark: the favicon the web app ships
 * (web/public/favicon.svg, the same heart on the brand gradient as the navigation's logo). Sites have no logo
 * of their own yet, so every site shares these; each icon is drawn once, on its first request, and kept.
 */
import sharp from "sharp";

/** The icons a manifest lists and iOS asks for, by file name. */
export const APP_ICONS = {
  /** The mark on a transparent background, for launchers that show icons as they are. */
  "app-192.png": { size: 192, padded: false },
  "app-512.png": { size: 512, padded: false },
  /** Launchers crop these to any shape within the middle 80 % (the "safe zone"): the mark sits inside it. */
  "app-maskable-512.png": { size: 512, padded: true },
  /** iOS fills transparency with black and rounds the corners itself: a full square, like the maskable one. */
  "apple-touch-icon.png": { size: 180, padded: true },
} as const satisfies Record<string, { size: number; padded: boolean }>;

export type AppIconName = keyof typeof APP_ICONS;

/** The share of a padded icon the mark takes: its circle then fits the safe zone's circle (80 %). */
const PADDED_MARK = 0.8;

/** A PNG of the mark at the given size: drawn from the SVG at that size, so it is sharp, not scaled up. */
async function drawMark(svg: Buffer, size: number): Promise<Buffer> {
  // The SVG's own size is tiny (32 px); its density sets the pixels it is rasterised at.
  const { width = 32 } = await sharp(svg).metadata();
  return sharp(svg, { density: Math.ceil((72 * size) / width) })
    .resize(size, size)
    .png()
    .toBuffer();
}

export async function drawAppIcon(svg: Buffer, name: AppIconName, background: string): Promise<Buffer> {
  const { size, padded } = APP_ICONS[name];
  if (!padded) return drawMark(svg, size);
  const markSize = Math.round(size * PADDED_MARK);
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: await drawMark(svg, markSize), gravity: "centre" }])
    .png()
    .toBuffer();
}
