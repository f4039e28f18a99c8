/** The gift catalogue (spec §3 "gifts"): ids the server accepts; names and pictures are the web app's. */
export const GIFTS = [
  "rose",
  "heart",
  "chocolates",
  "champagne",
  "teddy",
  "cocktail",
  "star",
  "kiss",
] as const;
export type Gift = (typeof GIFTS)[number];

export function isGift(value: unknown): value is Gift {
  return typeof value === "string" && (GIFTS as readonly string[]).includes(value);
}
