/**
 * Member reports (issue 17, item 1), the members' side. A member reports another member with a reason, the
 * messages of their own conversation they choose, a photo and their words, and may block them in the same
 * step; they follow the outcome in settings. The reported member reads the statement of reasons of a
 * decision against them and may appeal it once, logged in or through the mailed appeal link
 * (report-queue.service.ts has the moderators' side).
 */
import type { MyReport, ReportDecision, ReportReason } from "@amora/contract/reports";
import type { Db } from "../../db/client.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import { setBlock } from "../blocks/blocks.service.ts";
import { profileStateOf } from "../profiles/profiles.service.ts";
import { verifyAppealToken } from "./appeal-link.ts";
import type { StatementAction } from "./report-mails.ts";
import {
  insertReport,
  type ReportRow,
  selectConversationMessages,
  selectDecisionsAgainst,
  selectPhotoOf,
  selectReportsBy,
  storeAppeal,
} from "./reports.queries.ts";

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

// ---- the reporter ----

export interface Reporter {
  userId: number;
  profileId: number;
}

export interface ReportInput {
  profile_id: number;
  reason: ReportReason;
  message_ids: number[];
  photo_id?: number | undefined;
  details: string;
  block: boolean;
}

export async function fileReport(db: Db, reporter: Reporter, input: ReportInput) {
  if (input.profile_id === reporter.profileId)
    throw invalidFields([{ field: "profile_id", code: "own_profile" }]);
  if (!(await profileStateOf(db, input.profile_id))) {
    throw new AppError(404, "NOT_FOUND", "There is no profile with this id.");
  }
  // "Other" says nothing by itself: the reporter's words are what a moderator reads.
  if (input.reason === "other" && input.details === "") {
    throw invalidFields([{ field: "details", code: "required" }]);
  }
  const ids = [...new Set(input.message_ids)];
  const attached = ids.length
    ? await selectConversationMessages(db, reporter.profileId, input.profile_id, ids)
    : [];
  // Only messages of the reporter's own conversation with this member: anything else is refused whole.
  if (attached.length !== ids.length)
    throw invalidFields([{ field: "message_ids", code: "not_in_conversation" }]);
  if (input.photo_id !== undefined && !(await selectPhotoOf(db, input.photo_id, input.profile_id))) {
    throw invalidFields([{ field: "photo_id", code: "not_found" }]);
  }
  if (input.block) await setBlock(db, reporter.profileId, input.profile_id, true);
  const id = await insertReport(
    db,
    {
      reporterUserId: reporter.userId,
      reportedProfileId: input.profile_id,
      photoId: input.photo_id ?? null,
      reason: input.reason,
      details: input.details,
      blocked: input.block,
    },
    attached,
  );
  return { id, blocked: input.block };
}

export async function myReports(db: Db, userId: number): Promise<{ reports: MyReport[] }> {
  const rows = await selectReportsBy(db, userId);
  return {
    reports: rows.map(({ report, profileName, messageCount }) => ({
      id: report.id,
      profile_id: report.reportedProfileId,
      profile_name: profileName,
      reason: report.reason,
      message_count: messageCount,
      blocked: report.blocked,
      status: report.status,
      action: report.action,
      created_at: report.createdAt.toISOString(),
      decided_at: iso(report.decidedAt),
    })),
  };
}

// ---- the reported member ----

function toDecision(row: ReportRow): ReportDecision {
  return {
    id: row.id,
    action: row.action as StatementAction,
    reason: row.reason,
    statement: row.statement ?? "",
    decided_at: (row.decidedAt ?? row.createdAt).toISOString(),
    can_appeal: row.appealedAt === null,
    appeal:
      row.appealedAt === null
        ? null
        : {
            text: row.appealText ?? "",
            at: row.appealedAt.toISOString(),
            outcome: row.appealOutcome,
            statement: row.appealStatement,
          },
  };
}

export async function decisionsAgainst(db: Db, profileId: number) {
  return { decisions: (await selectDecisionsAgainst(db, profileId)).map(toDecision) };
}

/** The one appeal of a decision against the member's own profile. */
export async function appealDecision(db: Db, profileId: number, reportId: number, text: string) {
  const stored = await storeAppeal(db, reportId, profileId, text);
  if (stored) return { decision: toDecision(stored) };
  const [existing] = await selectDecisionsAgainst(db, profileId, reportId);
  if (!existing) throw new AppError(404, "NOT_FOUND", "There is no decision about you with this id.");
  throw new AppError(409, "APPEAL_NOT_POSSIBLE", "This decision was appealed already.");
}

// ---- the mailed appeal link: no session, so a suspended or banned member can appeal too ----

function linkInvalid(): AppError {
  return new AppError(400, "LINK_INVALID", "Link expired or invalid.");
}

async function claimOf(db: Db, siteId: number, token: string) {
  const claim = await verifyAppealToken(db, token);
  if (!claim || claim.siteId !== siteId) throw linkInvalid();
  return claim;
}

/** The decision a mailed appeal link names, with its statement and appeal, or LINK_INVALID. */
export async function decisionByLink(db: Db, siteId: number, token: string) {
  const { profileId, reportId } = await claimOf(db, siteId, token);
  const [row] = await selectDecisionsAgainst(db, profileId, reportId);
  if (!row) throw linkInvalid();
  return { decision: toDecision(row) };
}

/** The one appeal through the link: the logged-in appeal's path, for the member and report it names. */
export async function appealByLink(db: Db, siteId: number, token: string, text: string) {
  const { profileId, reportId } = await claimOf(db, siteId, token);
  return appealDecision(db, profileId, reportId, text);
}
