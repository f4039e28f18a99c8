/**
 * The report queue (issue 17, item 1), the moderators' side: the queue with each reporter's dismissed
 * reports, a report with its evidence, and its decision with an action of the member tools (warn, remove a
 * photo, suspend, ban) or a dismissal, always with a statement of reasons, which the reported member is
 * mailed and reads in their account. Their one appeal is decided by another moderator.
 */
import {
  REPORTS_PAGE_SIZE,
  type ReportDecideRequest,
  type ReportDetail,
  type ReportQueue,
  type ReportSummary,
} from "@amora/contract/admin-reports";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import type { MediaStorage } from "../../lib/storage/media-storage.ts";
import { publicOrigin } from "../accounts/request-origin.ts";
import {
  addNote,
  banMember,
  liftSanction,
  type MemberActionDeps,
  suspendMember,
} from "../member-admin/member-admin.service.ts";
import { type ProfileMember, profileMember, rejectPhoto } from "../moderation/moderation.service.ts";
import { requireReauth } from "../staff/staff-auth.service.ts";
import { signAppealToken } from "./appeal-link.ts";
import { queueStatementMail } from "./report-mails.ts";
import {
  type ReportRow,
  type ReportSummaryRow,
  reopenReport,
  selectPhotoOf,
  selectReport,
  selectReportEvidence,
  selectReportPage,
  storeAppealDecision,
  storeDecision,
} from "./reports.queries.ts";
import { iso } from "./reports.service.ts";

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

function needsAccount(member: ProfileMember | null): ProfileMember {
  if (!member) throw new AppError(409, "BAD_REQUEST", "This profile has no member account to act on.");
  return member;
}

/** Runs the member tool the decision names; the statement is its reason. */
async function applyAction(
  request: FastifyRequest,
  deps: DecisionDeps,
  report: ReportRow,
  member: ProfileMember | null,
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

/** The mails' signed link to the decision's page, where it can be appealed without logging in. */
async function appealLink(request: FastifyRequest, member: ProfileMember, report: ReportRow) {
  const origin = publicOrigin(
    request.server.config,
    { domain: member.siteDomain },
    request.hostname.toLowerCase(),
  );
  const token = await signAppealToken(request.server.db, {
    siteId: member.siteId,
    reportId: report.id,
    profileId: report.reportedProfileId,
  });
  return `${origin}/appeal?token=${encodeURIComponent(token)}`;
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
  const member = await profileMember(db, report.reportedProfileId);
  // The decision is claimed first, so two moderators deciding at once never both act; an action the member
  // tools refuse gives the report back to the queue.
  const stored = await storeDecision(db, id, {
    status: decision.action === "dismiss" ? "dismissed" : "actioned",
    action: decision.action,
    statement: decision.statement,
    decidedBy: staffIdOf(request),
  });
  if (!stored) throw alreadyDecided();
  try {
    await applyAction(request, deps, report, member, decision);
  } catch (error) {
    await reopenReport(db, id);
    throw error;
  }
  if (decision.action === "dismiss" || !member) return { mailed: false };
  await queueStatementMail(db, "report_decision", {
    member,
    link: await appealLink(request, member, report),
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
  const member = await profileMember(db, report.reportedProfileId);
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
      link: await appealLink(request, member, report),
      statement: input.statement,
      outcome: input.outcome,
    });
  }
}
