/**
 * The back office's report queue (issue 17, item 1): members' reports with the attached messages and the
 * reported profile, decided with an action of the member tools and a statement of reasons; appeals decided
 * by another moderator than the one who took the action.
 */
import { z } from "zod";
import { listQuerySchema, pageSchema } from "./admin.ts";
import { ReportActionSchema, ReportReasonSchema, ReportStatusSchema } from "./reports.ts";

export const REPORTS_PAGE_SIZE = 25;
export const STATEMENT_MIN = 10;
export const STATEMENT_MAX = 2000;
export const REPORT_ROLES = ["moderator", "admin"] as const;

/** Which reports the queue lists: open ones, appeals waiting, or the decided ones. */
export const REPORT_QUEUES = ["open", "appeals", "closed"] as const;
export const ReportQueueSchema = z.enum(REPORT_QUEUES);
export type ReportQueue = z.infer<typeof ReportQueueSchema>;

export const ReportListQuerySchema = listQuerySchema(["created"], "created", "asc").extend({
  queue: ReportQueueSchema.default("open"),
});

export const ReportSummarySchema = z.object({
  id: z.number().int(),
  reason: ReportReasonSchema,
  status: ReportStatusSchema,
  action: ReportActionSchema.nullable(),
  created_at: z.string(),
  reporter: z.object({
    user_id: z.number().int(),
    name: z.string(),
    /** The reporter's reports a moderator dismissed: serial false reporting shows here. */
    dismissed_reports: z.number().int(),
  }),
  reported: z.object({
    profile_id: z.number().int(),
    user_id: z.number().int().nullable(),
    name: z.string(),
  }),
  message_count: z.number().int(),
  appeal_pending: z.boolean(),
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;
export const ReportListResponseSchema = pageSchema(ReportSummarySchema);

export const ReportDetailSchema = ReportSummarySchema.extend({
  details: z.string(),
  blocked: z.boolean(),
  photo: z.object({ id: z.number().int(), url: z.string(), moderation: z.string() }).nullable(),
  reported_profile: z.object({
    about: z.string(),
    city: z.string(),
    country: z.string(),
    photos: z.array(z.object({ id: z.number().int(), thumb_url: z.string(), moderation: z.string() })),
  }),
  messages: z.array(
    z.object({
      from_reporter: z.boolean(),
      kind: z.string(),
      text: z.string(),
      sent_at: z.string(),
    }),
  ),
  statement: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by_email: z.string().nullable(),
  appeal: z
    .object({
      text: z.string(),
      at: z.string(),
      outcome: z.enum(["upheld", "reversed"]).nullable(),
      statement: z.string().nullable(),
      decided_by_email: z.string().nullable(),
    })
    .nullable(),
});
export type ReportDetail = z.infer<typeof ReportDetailSchema>;
export const ReportDetailResponseSchema = z.object({ report: ReportDetailSchema });

const statement = z.string().trim().min(STATEMENT_MIN).max(STATEMENT_MAX);
const id = z.number().int().positive().max(2_147_483_647);

/** POST /api/admin/reports/:id/decide: an action of the member tools, with the statement of reasons. */
export const ReportDecideRequestSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("warn"), statement }),
  z.object({ action: z.literal("remove_photo"), statement, photo_id: id }),
  z.object({ action: z.literal("suspend"), statement, until: z.iso.datetime({ offset: true }) }),
  z.object({ action: z.literal("ban"), statement }),
  z.object({ action: z.literal("dismiss"), statement }),
]);
export type ReportDecideRequest = z.infer<typeof ReportDecideRequestSchema>;

/** POST /api/admin/reports/:id/appeal: upheld keeps the action, reversed undoes a suspension or a ban. */
export const AppealDecideRequestSchema = z.object({
  outcome: z.enum(["upheld", "reversed"]),
  statement,
});
