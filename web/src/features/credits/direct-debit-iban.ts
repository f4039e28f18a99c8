/**
 * The IBAN as members type and read it: grouped in fours while typing ("NL91 ABNA 0417 1643 00"), sent in
 * its compact form, and checked with the IBAN's own mod-97 checksum for early feedback. The checksum catches
 * typos (a swapped or wrong digit) before an SMS is spent; whether the bank account can be debited (a SEPA
 * country, the bank's national rules) only the server can tell, and it checks again.
 */

/** ISO 13616: at most 34 characters. */
const IBAN_MAX_LENGTH = 34;
const GROUP = 4;

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

/** "NL91 ABNA 0417 1643 00": the way banks print it, easy to compare with a bank card or statement. */
export function groupIban(input: string): string {
  return compactIban(input).replace(/(.{4})(?=.)/g, "$1 ");
}

/** Where the caret goes in a grouped IBAN to stay after the `count`-th letter or digit the member typed. */
export function groupedCaret(count: number): number {
  return count === 0 ? 0 : count + Math.floor((count - 1) / GROUP);
}

/** How many letters and digits `text` holds (the part before the caret, to put it back after grouping). */
export function countSignificant(text: string): number {
  return compactIban(text).length;
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
