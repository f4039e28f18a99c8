/**
 * IBANs for SEPA direct debit: validated by ibantools (country length and format, national checks, mod-97),
 * stored in the compact electronic form.
 */
import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from "ibantools";

/** An IBAN has at most 34 characters; the rest is room for the separators people type. */
const MAX_INPUT_LENGTH = 64;

/**
 * Only ASCII letters, digits and the separators people type. Checked before upper-casing, which would turn
 * some non-ASCII letters into ASCII ones ("ı" → "I", "ſ" → "S", "ﬀ" → "FF") and let them through.
 */
const TYPED_IBAN = /^[A-Za-z0-9\s-]+$/;

/**
 * The compact, upper-case IBAN ("NL91ABNA0417164300") when the input is a valid one, else null. Accepts
 * spaces (any whitespace) and dashes between the characters and lower case.
 *
 * QR-IBANs (Swiss and Liechtenstein) are refused: they are valid IBANs, but serve only to receive QR-bill
 * payments, not as the account a mandate debits.
 */
export function normaliseIban(input: string): string | null {
  if (typeof input !== "string" || input.length > MAX_INPUT_LENGTH || !TYPED_IBAN.test(input)) return null;
  // ibantools strips only ASCII spaces and dashes; tabs and no-break spaces from pasted text go first.
  const iban = electronicFormatIBAN(input.replace(/\s/g, ""));
  if (iban === null || !isValidIBAN(iban, { allowQRIBAN: false })) return null;
  return iban;
}

/** The two-letter country of a valid IBAN ("NL"), else null. */
export function ibanCountry(iban: string): string | null {
  return normaliseIban(iban)?.slice(0, 2) ?? null;
}

/** Whether the IBAN is valid and its country takes part in SEPA, so it can be debited by SEPA direct debit. */
export function isSepaIban(iban: string): boolean {
  const country = ibanCountry(iban);
  return country !== null && isSEPACountry(country);
}
