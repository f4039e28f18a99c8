/**
 * The IBAN as members type and read it: grouped in fours while typing ("NL91 ABNA 0417 1643 00"), sent in
 * its compact form, and checked with the IBAN's own mod-97 checksum (the contract's) for early feedback.
 */

import { compactIban } from "@amora/contract/iban";

// The checks are the contract's, which the server makes too; here is only how members type and read an IBAN.
export { compactIban, hasValidIbanChecksum } from "@amora/contract/iban";

const GROUP = 4;

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
