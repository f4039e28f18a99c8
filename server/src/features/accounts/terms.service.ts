/**
 * The terms a member accepts (spec §9, issue 16): the current version is the latest of 2023-12-01T12:00:00Z,
 * the company's added date and the moment an admin last published a change; members accept it at signup and
 * again, through POST /api/terms.php, after each change.
 */
import { termsVersion } from "@amora/contract/terms";
import type { Db } from "../../db/client.ts";
import { invalidFields } from "../../lib/app-error.ts";
import { insertTermsAcceptance, selectTermsDates } from "./accounts.queries.ts";

export async function currentTermsVersion(db: Db, siteId: number): Promise<Date> {
  const dates = await selectTermsDates(db, siteId);
  return termsVersion({ added: dates.added, termsChangedAt: dates.termsChangedAt });
}

/**
 * The version the member still has to accept, or null. Signing up accepted the terms in force then, so the
 * signup date counts as accepted too (accounts from before acceptances were recorded have no row).
 */
export function termsToAccept(
  current: Date,
  member: { signupDate: Date; acceptedVersion: Date | null },
): string | null {
  const accepted = Math.max(member.signupDate.getTime(), member.acceptedVersion?.getTime() ?? 0);
  return accepted >= current.getTime() ? null : current.toISOString();
}

/** Records the member's acceptance of `version`, which must be the current one (a stale tab's is refused). */
export async function acceptTerms(
  db: Db,
  member: { id: number; siteId: number; language: string },
  version: string,
  ip: string,
): Promise<void> {
  const current = await currentTermsVersion(db, member.siteId);
  if (Number.isNaN(Date.parse(version)) || new Date(version).getTime() !== current.getTime()) {
    throw invalidFields([{ field: "version", code: "terms_version_outdated" }]);
  }
  await insertTermsAcceptance(db, member.id, { version: current, ip, language: member.language });
}
