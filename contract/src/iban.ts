/**
 * The IBAN rule both sides check: its shape and the ISO 7064 mod 97-10 checksum of ISO 13616. The checksum
 * catches typos (a swapped or wrong digit) before an SMS is spent; whether the account can be debited (a
 * SEPA country, the bank's national rules, no QR-IBAN) only the server can tell, with ibantools.
 */

/** ISO 13616: at most 34 characters. */
export const IBAN_MAX_LENGTH = 34;

/**
 * Upper-case letters and digits only, at most 34. Non-ASCII letters go before upper-casing, which would turn
 * some into ASCII ones ("ı" → "I") that the server then refuses.
 */
export function compactIban(input: string): string {
  return input
    .replace(/[^A-Za-z0-9]/g, "")
    .toUpperCase()
    .slice(0, IBAN_MAX_LENGTH);
}

/** Country, two check digits, then 11 to 30 letters and digits (Norway's 15 to Saint Lucia's 32, and room). */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/**
 * The checksum of ISO 7064 mod 97-10: the first four characters moved to the end, letters as 10 to 35, the
 * whole number modulo 97 is 1. Computed digit by digit, as the number has up to 70 digits.
 */
export function hasValidIbanChecksum(input: string): boolean {
  const iban = compactIban(input);
  if (!IBAN_SHAPE.test(iban)) return false;
  let remainder = 0;
  for (const char of `${iban.slice(4)}${iban.slice(0, 4)}`) {
    const value = Number.parseInt(char, 36);
    remainder = (remainder * (value < 10 ? 10 : 100) + value) % 97;
  }
  return remainder === 1;
}

/** The form's check: filled in and a checksum that adds up, else what to say (the server says `iban_invalid`). */
export function ibanIssue(input: string): "required" | "iban_checksum" | null {
  if (input.trim() === "") return "required";
  return hasValidIbanChecksum(input) ? null : "iban_checksum";
}
