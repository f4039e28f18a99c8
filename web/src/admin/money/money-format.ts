/**
 * Amounts as finance reads them: minor units in the currency's own format and the staff member's format
 * locale (€39.95, 39,95 €, CHF 39.95), and an amount typed in the refund dialog back to minor units, by string arithmetic.
 */

/** How many decimals a currency has (2 for EUR, 0 for JPY), as Intl knows it. */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

export function formatMoney(cents: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 10 ** digits);
  } catch {
    return `${(cents / 10 ** digits).toFixed(digits)} ${currency}`;
  }
}

/** The amount field's text to minor units ("39.95" or "39,95" → 3995); null when it is not an amount. */
export function parseAmount(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? "";
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
}

/** Minor units as the amount field shows them ("39.95"), without symbol or grouping. */
export function amountInput(cents: number, currency: string): string {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(cents);
  const text = String(cents).padStart(digits + 1, "0");
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * A random UUID (v4) for a refund's click. crypto.randomUUID exists only in secure contexts, and a back
 * office reached over plain HTTP on a local network is not one; getRandomValues is everywhere.
 */
export function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
