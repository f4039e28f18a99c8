/**
 * The back office's moderation queues (issue 15, item 6; decision 038): members' photos and "about" texts
 * waiting for a review, and the complaints sent through /complaints, with the reply to the complainant.
 */
import { z } from "zod";
import { listQuerySchema, pageSchema } from "./admin.ts";

export const MODERATION_PAGE_SIZE = 24;
export const COMPLAINTS_PAGE_SIZE = 25;
export const REJECT_REASON_MAX = 500;
export const COMPLAINT_REPLY_MAX = 5000;

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const ModerationIdParamsSchema = z.object({ id });

/** Only the queue of one site, when given. */
const siteFilter = { site_id: id.optional() };

/** A reason the member reads (in the mail and beside the photo or text). */
export const RejectRequestSchema = z.object({
  reason: z.string().trim().min(3).max(REJECT_REASON_MAX),
});

/** GET /api/admin/moderation/photos: unreviewed photos, oldest first; `q` is a profile id or name. */
export const PhotoQueueQuerySchema = listQuerySchema(["uploaded"], "uploaded", "asc").extend(siteFilter);
export const QueuedPhotoSchema = z.object({
  id: z.number().int(),
  profile_id: z.number().int(),
  profile_name: z.string(),
  site_id: z.number().int().nullable(),
  site_name: z.string().nullable(),
  /** The site pre-moderates photos: nobody but the owner sees this one until it is approved. */
  premoderated: z.boolean(),
  url: z.string(),
  thumb_url: z.string(),
  uploaded_at: z.string(),
});
export type QueuedPhoto = z.infer<typeof QueuedPhotoSchema>;
export const PhotoQueueResponseSchema = pageSchema(QueuedPhotoSchema);

/** The photo after a review. */
export const PhotoReviewResponseSchema = z.object({
  id: z.number().int(),
  moderation: z.enum(["approved", "rejected"]),
  reject_reason: z.string().nullable(),
});

/** GET /api/admin/moderation/texts: changed "about" texts, oldest first; `q` is a profile id or name. */
export const TextQueueQuerySchema = listQuerySchema(["submitted"], "submitted", "asc").extend(siteFilter);
export const QueuedTextSchema = z.object({
  profile_id: z.number().int(),
  profile_name: z.string(),
  site_id: z.number().int().nullable(),
  site_name: z.string().nullable(),
  /** What others read now. */
  about: z.string(),
  /** The last approved text, which a rejection puts back ("" when there was none). */
  approved_about: z.string(),
  submitted_at: z.string(),
});
export type QueuedText = z.infer<typeof QueuedTextSchema>;
export const TextQueueResponseSchema = pageSchema(QueuedTextSchema);
/**
 * The text the moderator read: the verdict applies only if it is still the waiting text (the member may
 * have changed it since), else 409 MODERATION_TEXT_CHANGED.
 */
export const TextApproveRequestSchema = z.object({ about: z.string().max(20_000) });
export const TextRejectRequestSchema = RejectRequestSchema.extend({ about: z.string().max(20_000) });
export const TextReviewResponseSchema = z.object({
  profile_id: z.number().int(),
  about: z.string(),
});

export const COMPLAINT_STATUSES = ["open", "answered", "closed"] as const;
export const ComplaintStatusSchema = z.enum(COMPLAINT_STATUSES);
export type ComplaintStatus = z.infer<typeof ComplaintStatusSchema>;

/** GET /api/admin/complaints: `q` is a reference or an e-mail address (or part of one). */
export const ComplaintListQuerySchema = listQuerySchema(["created", "status", "email"], "created").extend({
  ...siteFilter,
  status: ComplaintStatusSchema.optional(),
});
export const ComplaintSummarySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  site_id: z.number().int(),
  site_name: z.string(),
  email: z.string(),
  name: z.string(),
  category: z.string(),
  status: ComplaintStatusSchema,
  created_at: z.string(),
});
export type ComplaintSummary = z.infer<typeof ComplaintSummarySchema>;
export const ComplaintListResponseSchema = pageSchema(ComplaintSummarySchema);

export const ComplaintDetailSchema = ComplaintSummarySchema.extend({
  user_id: z.number().int().nullable(),
  description: z.string(),
  language: z.string(),
  profile_id: z.number().int().nullable(),
  conversation_id: z.number().int().nullable(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  replied_by_email: z.string().nullable(),
});
export type ComplaintDetail = z.infer<typeof ComplaintDetailSchema>;
export const ComplaintResponseSchema = z.object({ complaint: ComplaintDetailSchema });

/** POST /api/admin/complaints/:id/reply: mailed to the complainant; the complaint is then answered. */
export const ComplaintReplyRequestSchema = z.object({
  reply: z.string().trim().min(1).max(COMPLAINT_REPLY_MAX),
});

/** GET /api/admin/moderation/sites: the sites a queue may be filtered by. */
export const ModerationSitesResponseSchema = z.object({
  sites: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
