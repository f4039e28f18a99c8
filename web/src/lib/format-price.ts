/** A price in the interface language's way of writing money; an unknown currency code is written out plainly. */
export function formatPrice(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: "currency", currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}
