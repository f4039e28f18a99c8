/**
 * Member reports (issue 17, item 1): a member reports another member (their profile, a photo or messages
 * of their conversation), follows the report's status and outcome in settings; the reported member reads
 * the statement of reasons of a decision against them and may appeal it once.
 */
import { z } from "zod";

export const REPORT_REASONS = [
  "fake_profile",
  "scam",
  "harassment",
  "underage",
  "explicit_content",
  "spam",
  "other",
] as const;
export const ReportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof ReportReasonSchema>;

export const REPORT_DETAILS_MAX = 2000;
/** At most this many messages attached to one report. */
export const REPORT_MESSAGES_MAX = 20;
export const APPEAL_TEXT_MIN = 10;
export const APPEAL_TEXT_MAX = 2000;
/**
 * How long the appeal link of a decision's mail works: the six months the DSA (art. 20) gives to contest a
 * decision, which a member who cannot log in has only through this link.
 */
export const APPEAL_LINK_MONTHS = 6;

const id = z.number().int().positive().max(2_147_483_647);

/** POST /api/report.php. The messages must be of the reporter's own conversation with the reported member. */
export const ReportRequestSchema = z.object({
  profile_id: id,
  reason: ReportReasonSchema,
  message_ids: z.array(id).max(REPORT_MESSAGES_MAX).default([]),
  photo_id: id.optional(),
  details: z.string().trim().max(REPORT_DETAILS_MAX).default(""),
  /** Block the member in the same step. */
  block: z.boolean().default(false),
});
export type ReportRequest = z.input<typeof ReportRequestSchema>;
export const ReportCreatedSchema = z.object({ id: z.number().int(), blocked: z.boolean() });

export const REPORT_STATUSES = ["open", "actioned", "dismissed"] as const;
export const ReportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof ReportStatusSchema>;
export const REPORT_ACTIONS = ["warn", "remove_photo", "suspend", "ban", "dismiss"] as const;
export const ReportActionSchema = z.enum(REPORT_ACTIONS);
export type ReportAction = z.infer<typeof ReportActionSchema>;

/** GET /api/my-reports.php: the member's own reports, newest first, with their outcome. */
export const MyReportSchema = z.object({
  id: z.number().int(),
  profile_id: z.number().int(),
  profile_name: z.string(),
  reason: ReportReasonSchema,
  message_count: z.number().int(),
  blocked: z.boolean(),
  status: ReportStatusSchema,
  /** What the moderator did, once decided. */
  action: ReportActionSchema.nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type MyReport = z.infer<typeof MyReportSchema>;
export const MyReportsResponseSchema = z.object({ reports: z.array(MyReportSchema) });

/** GET /api/report-decisions.php: decisions taken against the member, with the statement of reasons. */
export const ReportDecisionSchema = z.object({
  id: z.number().int(),
  action: z.enum(["warn", "remove_photo", "suspend", "ban"]),
  reason: ReportReasonSchema,
  statement: z.string(),
  decided_at: z.string(),
  /** Not yet appealed: an appeal is possible (once). */
  can_appeal: z.boolean(),
  appeal: z
    .object({
      text: z.string(),
      at: z.string(),
      outcome: z.enum(["upheld", "reversed"]).nullable(),
      statement: z.string().nullable(),
    })
    .nullable(),
});
export type ReportDecision = z.infer<typeof ReportDecisionSchema>;
export const ReportDecisionsResponseSchema = z.object({ decisions: z.array(ReportDecisionSchema) });

const appealText = z.string().trim().min(APPEAL_TEXT_MIN).max(APPEAL_TEXT_MAX);
const appealToken = z.string().min(1).max(200);

/** POST /api/report-appeal.php: the reported member's one appeal of a decision. */
export const AppealRequestSchema = z.object({ report_id: id, text: appealText });
export const AppealResponseSchema = z.object({ decision: ReportDecisionSchema });
export type AppealResponse = z.infer<typeof AppealResponseSchema>;

/**
 * GET /api/report-appeal-link.php?token=: the decision a mailed appeal link names, without a session (a
 * suspended or banned member cannot log in); POST with the text appeals it, as the logged-in appeal does.
 */
export const AppealLinkQuerySchema = z.object({ token: appealToken });
export const AppealByLinkRequestSchema = z.object({ token: appealToken, text: appealText });
