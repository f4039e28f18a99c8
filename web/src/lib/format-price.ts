/**
 * A price as the reader's format locale writes money (useFormatLocale: "€39.95" in en-GB, "39,95 €" in
 * fr-FR); an unknown currency code is written out plainly.
 */
export function formatPrice(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}
