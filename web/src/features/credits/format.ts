/**
 * Money on the credit pages. Prices come in cents of the bundle's currency, the price per credit in
 * hundredths of a cent; both are shown the way the reader's format locale writes that currency ("€39.95",
 * "39,95 €").
 */
import type { Bundle, Discount } from "@amora/contract/payments";
import { formatPrice } from "../../lib/format-price.ts";

export function formatCents(cents: number, currency: string, locale: string): string {
  return formatPrice(cents / 100, currency, locale);
}

/** "€0.27": one credit rarely costs a whole cent amount, so a third decimal shows when it matters. */
export function formatPerCredit(centicents: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 3,
    }).format(centicents / 10_000);
  } catch {
    return formatCents(centicents / 100, currency, locale);
  }
}

/**
 * What a checked code makes of a bundle's price, as far as the code's own conditions tell (currency,
 * minimum order), or null when it does not apply to this bundle. Only for showing the bundles side by side:
 * the order's exact price is the server's answer for that bundle (payment page).
 */
export function discountedCents(bundle: Bundle, discount: Discount): number | null {
  if (discount.currency !== null && discount.currency !== bundle.currency) return null;
  if (discount.minimum_order_cents !== null && bundle.price_cents < discount.minimum_order_cents) return null;
  return Math.round((bundle.price_cents * (100 - discount.percentage)) / 100);
}
