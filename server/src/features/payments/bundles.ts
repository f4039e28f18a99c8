/**
 * Credit bundles (spec §2; sizes and prices are ours, decision 014): five sizes, each priced per currency
 * as a local shop would (not converted at an exchange rate), "most popular" on the middle one and "best
 * value" on the largest. Every site sells them in each currency the product serves; a site's own rows can
 * be changed in the database.
 */
import { type Bundle, COUNTRY_CURRENCY } from "@amora/contract/payments";
import { and, asc, eq, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { creditBundles, sites } from "../../db/schema.ts";

const SIZES = [25, 60, 150, 350, 800] as const;
const BADGES: Record<number, "popular" | "best_value"> = { 150: "popular", 800: "best_value" };

/** Prices in minor units, one per size above. */
const PRICES: Record<string, readonly number[]> = {
  EUR: [995, 1995, 3995, 7995, 14995],
  USD: [1095, 2195, 4395, 8795, 16495],
  GBP: [895, 1695, 3495, 6995, 12995],
  CAD: [1495, 2995, 5995, 11995, 21995],
  AUD: [1595, 3195, 6395, 12795, 23995],
  NZD: [1695, 3395, 6795, 13595, 25495],
  CHF: [995, 1995, 3995, 7995, 14995],
  PLN: [4295, 8595, 17195, 34395, 64495],
  DKK: [7495, 14995, 29995, 59995, 111995],
  NOK: [10995, 22495, 44995, 89995, 164995],
  SEK: [10995, 22495, 44995, 89995, 164995],
};

/** The default bundles of a site, in every currency. */
export function defaultBundles(siteId: number): (typeof creditBundles.$inferInsert)[] {
  return Object.entries(PRICES).flatMap(([currency, prices]) =>
    SIZES.map((credits, position) => ({
      siteId,
      currency,
      credits,
      priceCents: prices[position] ?? 0,
      badge: BADGES[credits] ?? null,
      position,
    })),
  );
}

/** Gives every site without bundles the default ones (new installs, sites added later); cheap on each boot. */
export async function ensureDefaultBundles(db: Db): Promise<void> {
  const stocked = db.selectDistinct({ id: creditBundles.siteId }).from(creditBundles);
  const bare = await db.select({ id: sites.id }).from(sites).where(notInArray(sites.id, stocked));
  if (bare.length > 0) await db.insert(creditBundles).values(bare.flatMap((site) => defaultBundles(site.id)));
}

/** The currency a member pays in: their payment country's, else the site's home country's, else EUR. */
export function currencyFor(country: string, homeCountry: string | undefined): string {
  return COUNTRY_CURRENCY[country] ?? (homeCountry ? COUNTRY_CURRENCY[homeCountry] : undefined) ?? "EUR";
}

export type BundleRow = typeof creditBundles.$inferSelect;

export function toBundle(row: BundleRow): Bundle {
  return {
    id: row.id,
    credits: row.credits,
    price_cents: row.priceCents,
    currency: row.currency,
    badge: row.badge,
    // Hundredths of a cent, rounded: "€0.27 per credit" needs more precision than cents.
    price_per_credit_centicents: Math.round((row.priceCents * 100) / row.credits),
  };
}

/** The bundles the site sells in this currency now. */
function onSale(siteId: number, currency: string) {
  return and(
    eq(creditBundles.siteId, siteId),
    eq(creditBundles.currency, currency),
    eq(creditBundles.active, true),
  );
}

export function selectBundles(db: Db, siteId: number, currency: string) {
  return db.select().from(creditBundles).where(onSale(siteId, currency)).orderBy(asc(creditBundles.position));
}

/** One bundle the site sells in this currency now (a bundle of another site or currency is not found). */
export async function selectBundle(db: Db, siteId: number, currency: string, id: number) {
  const [row] = await db
    .select()
    .from(creditBundles)
    .where(and(eq(creditBundles.id, id), onSale(siteId, currency)));
  return row;
}
