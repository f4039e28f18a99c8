/**
 * The version of the terms a member accepts (spec §9, issue 16): 2023-12-01T12:00:00Z, or the company's added
 * date when later, or the moment an admin last published a change members must accept again, when later still.
 */

import { TERMS_VERSION_DEFAULT } from "./constants.ts";

export const TERMS_BASE_VERSION = new Date(TERMS_VERSION_DEFAULT).toISOString();

export function termsVersion(company: { added: Date; termsChangedAt: Date | null }): Date {
  const candidates = [new Date(TERMS_BASE_VERSION).getTime(), company.added.getTime()];
  if (company.termsChangedAt) candidates.push(company.termsChangedAt.getTime());
  return new Date(Math.max(...candidates));
}
