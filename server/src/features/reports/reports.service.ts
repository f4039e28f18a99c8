/**
 * Member reports (issue 17, item 1). A member reports another member with a reason, the messages of their
 * own conversation they choose, a photo and their words, and may block them in the same step; they follow
 * the outcome in settings. A moderator decides with an action of the member tools (warn, remove a photo,
 * suspend, ban) or dismisses it, always with a statement of reasons, which the reported member is mailed
 * and reads in their account; they may appeal once, and another moderator decides the appeal.
 */
import {
  REPORTS_PAGE_SIZE,
  type ReportDecideRequest,
  type ReportDetail,
  type ReportQueue,
  type ReportSummary,
} from "@amora/contract/admin-reports";
import type { MyReport, ReportDecision, ReportReason } from "@amora/contract/reports";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import type { MediaStorage } from "../../lib/storage/media-storage.ts";
import { publicOrigin } from "../accounts/request-origin.ts";
import { setBlock } from "../blocks/blocks.service.ts";
import {
  addNote,
  banMember,
  liftSanction,
  type MemberActionDeps,
  suspendMember,
} from "../member-admin/member-admin.service.ts";
import { rejectPhoto } from "../moderation/moderation.service.ts";
import { profileStateOf } from "../profiles/profiles.service.ts";
import { requireReauth } from "../staff/staff-auth.service.ts";
import { queueStatementMail, type StatementAction } from "./report-mails.ts";
import {
  insertReport,
  type ReportedMember,
  type ReportRow,
  type ReportSummaryRow,
  selectConversationMessages,
  selectDecisionsAgainst,
  selectPhotoOf,
  selectReport,
  selectReportEvidence,
  selectReportedMember,
  selectReportPage,
  selectReportsBy,
  storeAppeal,
  storeAppealDecision,
  storeDecision,
} from "./reports.queries.ts";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

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

// ---- the back office ----

function toSummary(row: ReportSummaryRow): ReportSummary {
  const { report } = row;
  return {
    id: report.id,
    reason: report.reason,
    status: report.status,
    action: report.action,
    created_at: report.createdAt.toISOString(),
    reporter: {
      user_id: report.reporterUserId,
      name: row.reporterName,
      dismissed_reports: row.dismissedReports,
    },
    reported: { profile_id: report.reportedProfileId, user_id: row.reportedUserId, name: row.reportedName },
    message_count: row.messageCount,
    appeal_pending: report.appealedAt !== null && report.appealOutcome === null,
  };
}

export async function listReports(
  db: Db,
  query: { queue: ReportQueue; q?: string | undefined; order: "asc" | "desc"; page: number },
) {
  const { rows, total } = await selectReportPage(db, {
    queue: query.queue,
    q: query.q,
    order: query.order,
    limit: REPORTS_PAGE_SIZE,
    offset: (query.page - 1) * REPORTS_PAGE_SIZE,
  });
  return { items: rows.map(toSummary), total, page: query.page, page_size: REPORTS_PAGE_SIZE };
}

async function loadReport(db: Db, id: number): Promise<ReportSummaryRow> {
  const row = await selectReport(db, id);
  if (!row) throw new AppError(404, "NOT_FOUND", "There is no report with this id.");
  return row;
}

export async function reportDetail(db: Db, id: number): Promise<{ report: ReportDetail }> {
  const row = await loadReport(db, id);
  const { report } = row;
  const evidence = await selectReportEvidence(db, report);
  const reportedPhoto = evidence.photos.find((photo) => photo.id === report.photoId);
  return {
    report: {
      ...toSummary(row),
      details: report.details,
      blocked: report.blocked,
      photo: reportedPhoto
        ? {
            id: reportedPhoto.id,
            url: `${evidence.cdnPrefix}${reportedPhoto.filename}`,
            moderation: reportedPhoto.moderation,
          }
        : null,
      reported_profile: {
        ...evidence.profile,
        photos: evidence.photos.map((photo) => ({
          id: photo.id,
          thumb_url: `${evidence.cdnPrefix}${photo.thumb}`,
          moderation: photo.moderation,
        })),
      },
      messages: evidence.attached.map((message) => ({
        from_reporter: message.senderProfileId !== report.reportedProfileId,
        kind: message.kind,
        text: message.text,
        sent_at: message.sentAt.toISOString(),
      })),
      statement: report.statement,
      decided_at: iso(report.decidedAt),
      decided_by_email: row.decidedByEmail,
      appeal:
        report.appealedAt === null
          ? null
          : {
              text: report.appealText ?? "",
              at: report.appealedAt.toISOString(),
              outcome: report.appealOutcome,
              statement: report.appealStatement,
              decided_by_email: row.appealDecidedByEmail,
            },
    },
  };
}

export interface DecisionDeps {
  members: MemberActionDeps;
  storage: MediaStorage;
}

function staffIdOf(request: FastifyRequest): number {
  if (!request.staff) throw new Error("a report decision without a staff session");
  return request.staff.id;
}

function alreadyDecided(): AppError {
  return new AppError(409, "REPORT_ALREADY_DECIDED", "This report was decided already.");
}

function needsAccount(member: ReportedMember | undefined): ReportedMember {
  if (!member) throw new AppError(409, "BAD_REQUEST", "This profile has no member account to act on.");
  return member;
}

/** Runs the member tool the decision names; the statement is its reason. */
async function applyAction(
  request: FastifyRequest,
  deps: DecisionDeps,
  report: ReportRow,
  member: ReportedMember | undefined,
  decision: ReportDecideRequest,
): Promise<void> {
  const db = deps.members.db;
  switch (decision.action) {
    case "dismiss":
      return;
    case "warn":
      // The warning is the statement itself; the member's record keeps it as a staff note.
      await addNote(
        db,
        needsAccount(member).userId,
        staffIdOf(request),
        `Warning (report #${report.id}): ${decision.statement}`,
      );
      return;
    case "remove_photo":
      if (!(await selectPhotoOf(db, decision.photo_id, report.reportedProfileId))) {
        throw invalidFields([{ field: "photo_id", code: "not_found" }]);
      }
      await rejectPhoto(request, deps.storage, decision.photo_id, decision.statement);
      return;
    case "suspend":
      await suspendMember(deps.members, needsAccount(member).userId, {
        until: decision.until,
        reason: decision.statement,
      });
      return;
    case "ban":
      // As the member tools' ban: the moderator confirmed who they are a moment ago.
      requireReauth(request);
      await banMember(deps.members, needsAccount(member).userId, { reason: decision.statement });
      return;
  }
}

function settingsLink(request: FastifyRequest, member: ReportedMember): string {
  return `${publicOrigin(request.server.config, { domain: member.siteDomain }, request.hostname.toLowerCase())}/notifications#settings-reports`;
}

/** Decides an open report; answers whether a statement was mailed. */
export async function decideReport(
  request: FastifyRequest,
  deps: DecisionDeps,
  id: number,
  decision: ReportDecideRequest,
): Promise<{ mailed: boolean }> {
  const db = deps.members.db;
  const { report } = await loadReport(db, id);
  if (report.status !== "open") throw alreadyDecided();
  const member = await selectReportedMember(db, report.reportedProfileId);
  await applyAction(request, deps, report, member, decision);
  const stored = await storeDecision(db, id, {
    status: decision.action === "dismiss" ? "dismissed" : "actioned",
    action: decision.action,
    statement: decision.statement,
    decidedBy: staffIdOf(request),
  });
  if (!stored) throw alreadyDecided();
  if (decision.action === "dismiss" || !member) return { mailed: false };
  await queueStatementMail(db, "report_decision", {
    member,
    link: settingsLink(request, member),
    statement: decision.statement,
    action: decision.action,
  });
  return { mailed: true };
}

/** Decides a pending appeal; the moderator who took the action may not. Reversed lifts a suspension or ban. */
export async function decideAppeal(
  request: FastifyRequest,
  deps: DecisionDeps,
  id: number,
  input: { outcome: "upheld" | "reversed"; statement: string },
): Promise<void> {
  const db = deps.members.db;
  const { report } = await loadReport(db, id);
  if (report.appealedAt === null || report.appealOutcome !== null) {
    throw new AppError(409, "BAD_REQUEST", "This report has no appeal waiting for a decision.");
  }
  const staffId = staffIdOf(request);
  if (report.decidedBy === staffId) {
    throw new AppError(403, "APPEAL_SAME_MODERATOR", "Another moderator must decide this appeal.");
  }
  const member = await selectReportedMember(db, report.reportedProfileId);
  // Only one decision of the appeal stands, by someone else than the first moderator (checked again here).
  const stored = await storeAppealDecision(db, id, { ...input, staffId });
  if (!stored) throw alreadyDecided();
  if (input.outcome === "reversed" && member && (report.action === "suspend" || report.action === "ban")) {
    await liftSanction(deps.members, member.userId).catch((error: unknown) => {
      // A suspension that ran out meanwhile has nothing left to lift.
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
    });
  }
  if (member) {
    await queueStatementMail(db, "appeal_decision", {
      member,
      link: settingsLink(request, member),
      statement: input.statement,
      outcome: input.outcome,
    });
  }
}
