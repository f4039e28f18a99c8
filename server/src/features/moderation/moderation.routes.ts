/**
 * The moderation queues under /api/admin (issue 15, item 6; decision 038): photos and profile texts for
 * moderators (support may reject a photo too, from the member tools), complaints for moderators and support.
 */
import {
  ComplaintListQuerySchema,
  ComplaintListResponseSchema,
  ComplaintReplyRequestSchema,
  ComplaintResponseSchema,
  ModerationIdParamsSchema,
  ModerationSitesResponseSchema,
  PhotoQueueQuerySchema,
  PhotoQueueResponseSchema,
  PhotoReviewResponseSchema,
  RejectRequestSchema,
  TextApproveRequestSchema,
  TextQueueQuerySchema,
  TextQueueResponseSchema,
  TextRejectRequestSchema,
  TextReviewResponseSchema,
} from "@amora/contract/admin-moderation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { MediaStorage } from "../../lib/storage/media-storage.ts";
import {
  approvePhoto,
  approveText,
  getComplaint,
  listComplaints,
  listPhotoQueue,
  listSites,
  listTextQueue,
  rejectPhoto,
  rejectText,
  replyToComplaint,
} from "./moderation.service.ts";

const MODERATOR = { access: "staff", roles: ["moderator", "admin"] } as const;
const MODERATOR_OR_SUPPORT = { access: "staff", roles: ["moderator", "support", "admin"] } as const;
const NOT_FOUND = { 404: ["NOT_FOUND"] };
const TEXT_ERRORS = { 404: ["NOT_FOUND"], 409: ["MODERATION_TEXT_CHANGED"] };

export const moderationRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (
  app,
  { storage },
) => {
  app.get(
    "/admin/moderation/sites",
    {
      config: MODERATOR_OR_SUPPORT,
      schema: {
        summary: "The sites a queue may be filtered by",
        response: { 200: ModerationSitesResponseSchema },
      },
    },
    async () => listSites(app.db),
  );

  app.get(
    "/admin/moderation/photos",
    {
      config: MODERATOR,
      schema: {
        summary: "Photos waiting for a review, oldest first",
        querystring: PhotoQueueQuerySchema,
        response: { 200: PhotoQueueResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listPhotoQueue(app.db, request.query);
    },
  );

  app.post(
    "/admin/photos/:id/approve",
    {
      config: { ...MODERATOR, errors: NOT_FOUND },
      schema: {
        summary: "Approves a photo (it becomes the main one when the member has none)",
        params: ModerationIdParamsSchema,
        response: { 200: PhotoReviewResponseSchema },
      },
    },
    async (request) => approvePhoto(request, request.params.id),
  );

  app.post(
    "/admin/photos/:id/reject",
    {
      config: { ...MODERATOR_OR_SUPPORT, errors: NOT_FOUND },
      schema: {
        summary: "Rejects a photo with a reason: gone for everyone, the member is mailed",
        params: ModerationIdParamsSchema,
        body: RejectRequestSchema,
        response: { 200: PhotoReviewResponseSchema },
      },
    },
    async (request) => rejectPhoto(request, storage, request.params.id, request.body.reason),
  );

  app.get(
    "/admin/moderation/texts",
    {
      config: MODERATOR,
      schema: {
        summary: "Changed profile texts waiting for a review, oldest first",
        querystring: TextQueueQuerySchema,
        response: { 200: TextQueueResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listTextQueue(app.db, request.query);
    },
  );

  app.post(
    "/admin/texts/:id/approve",
    {
      config: { ...MODERATOR, errors: TEXT_ERRORS },
      schema: {
        summary:
          "Approves the waiting text of a profile (the id is the profile's), if it is still the one read",
        params: ModerationIdParamsSchema,
        body: TextApproveRequestSchema,
        response: { 200: TextReviewResponseSchema },
      },
    },
    async (request) => approveText(request, request.params.id, request.body.about),
  );

  app.post(
    "/admin/texts/:id/reject",
    {
      config: { ...MODERATOR, errors: TEXT_ERRORS },
      schema: {
        summary:
          "Rejects the waiting text of a profile: the last approved one is put back, the member is mailed",
        params: ModerationIdParamsSchema,
        body: TextRejectRequestSchema,
        response: { 200: TextReviewResponseSchema },
      },
    },
    async (request) => rejectText(request, request.params.id, request.body.about, request.body.reason),
  );

  app.get(
    "/admin/complaints",
    {
      config: MODERATOR_OR_SUPPORT,
      schema: {
        summary: "Complaints, newest first, paged, searchable by reference or e-mail",
        querystring: ComplaintListQuerySchema,
        response: { 200: ComplaintListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listComplaints(app.db, request.query);
    },
  );

  app.get(
    "/admin/complaints/:id",
    {
      config: { ...MODERATOR_OR_SUPPORT, errors: NOT_FOUND },
      schema: {
        summary: "One complaint, with its reply",
        params: ModerationIdParamsSchema,
        response: { 200: ComplaintResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getComplaint(app.db, request.params.id);
    },
  );

  app.post(
    "/admin/complaints/:id/reply",
    {
      config: { ...MODERATOR_OR_SUPPORT, errors: NOT_FOUND },
      schema: {
        summary: "Mails a reply to the complainant and marks the complaint answered",
        params: ModerationIdParamsSchema,
        body: ComplaintReplyRequestSchema,
        response: { 200: ComplaintResponseSchema },
      },
    },
    async (request) => replyToComplaint(request, request.params.id, request.body.reply),
  );
};
