/**
 * The back office's log of "is this a real person?" (issue 17, item 2; decision 053): who asked about which
 * profile and what the answer was, newest first, by profile and by UTC day. Operators read only the
 * questions about the fictional, cam and resell profiles they answer for; the member-facing roles all.
 */

import type { StaffRole } from "@amora/contract/admin";
import {
  REAL_PERSON_LOG_PAGE_SIZE,
  type RealPersonLogQuery,
  type RealPersonQuestion,
} from "@amora/contract/admin-real-person";
import type { Db } from "../../db/client.ts";
import { selectQuestionPage } from "./real-person.queries.ts";

const DAY_MS = 86_400_000;
/** Wider than any log: the range's open ends. */
const EARLIEST = new Date("1970-01-01T00:00:00Z");
const LATEST = new Date("9999-12-31T00:00:00Z");

/** The roles that read every question; an operator alone reads those about the operators' profiles. */
const EVERY_KIND_ROLES: readonly StaffRole[] = ["admin", "moderator", "support"];

export async function questionLog(db: Db, query: RealPersonLogQuery, roles: readonly StaffRole[]) {
  const { rows, total } = await selectQuestionPage(db, {
    profileId: query.profile,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : EARLIEST,
    before: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : LATEST,
    everyKind: roles.some((role) => EVERY_KIND_ROLES.includes(role)),
    limit: REAL_PERSON_LOG_PAGE_SIZE,
    offset: (query.page - 1) * REAL_PERSON_LOG_PAGE_SIZE,
  });
  const items: RealPersonQuestion[] = rows.map((row) => ({
    id: row.id,
    asked_at: row.askedAt.toISOString(),
    asker: row.askerUserId === null ? null : { user_id: row.askerUserId, name: row.askerName ?? "" },
    profile: { id: row.profileId, name: row.profileName },
    kind: row.kind,
    site_name: row.siteName,
  }));
  return { items, total, page: query.page, page_size: REAL_PERSON_LOG_PAGE_SIZE };
}
