/** GET /api/chats.php (the list) and the conversation resource /api/chat.php: GET, POST, DELETE (spec §7). */
import {
  ChatQuerySchema,
  ChatResponseSchema,
  ChatsQuerySchema,
  ChatsResponseSchema,
  DeleteChatRequestSchema,
  DeleteChatResponseSchema,
  PhotoSendFieldsSchema,
  SendRequestSchema,
  SendResponseSchema,
} from "@amora/contract/chat";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { invalidFields } from "../../lib/app-error.ts";
import { PHOTO_UPLOAD_LIMITS, readPhotoUpload } from "../../lib/images/photo-upload.ts";
import type { MediaStorage } from "../../lib/storage/media-storage.ts";
import { memberRateKey } from "../../plugins/auth.ts";
import { photoUpload } from "../../plugins/openapi.ts";
import { logLiveFailure, publishStored } from "../live/notify.ts";
import {
  announceRead,
  type Delivered,
  deleteChats,
  listChats,
  loadSender,
  readConversation,
  sendMessage,
  sendPhoto,
  unreadIn,
} from "./chat.service.ts";

const NO_STORE = "private, no-store";
/** What a charged message may answer besides the generic errors (documented, chat.service.ts). */
const CHARGED_ERRORS = { 402: ["INSUFFICIENT_CREDITS"], 403: ["CONVERSATION_LIMIT_REACHED"] };

export const chatRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (app, { storage }) => {
  await app.register(fastifyMultipart, { limits: PHOTO_UPLOAD_LIMITS });

  /** After a send has committed (its notification queued with it): its live events to the tabs, never failing the send. */
  async function announce(request: FastifyRequest, delivered: Delivered) {
    await publishStored(app.live, delivered.events).catch(logLiveFailure(request));
    return delivered.response;
  }
  const notifyAfterMs = app.config.notificationDelayMs;

  app.get(
    "/chats",
    {
      config: { access: "member" },
      schema: {
        summary: "The member's conversations, newest activity first",
        querystring: ChatsQuerySchema,
        response: { 200: ChatsResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await request.member.account(loadSender);
      reply.header("cache-control", NO_STORE);
      return listChats(app.db, user.profileId, request.query.before);
    },
  );

  app.get(
    "/chat",
    {
      config: { access: "member" },
      schema: {
        summary: "A conversation's messages, newest page first",
        querystring: ChatQuerySchema,
        response: { 200: ChatResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await request.member.account(loadSender);
      const { conversation, before } = request.query;
      const unread = before === undefined ? await unreadIn(app.db, user.profileId, conversation) : 0;
      reply.header("cache-control", NO_STORE);
      const page = await readConversation(app.db, user, conversation, before);
      if (unread > 0) {
        const upTo = page.messages.at(-1)?.id ?? 0;
        await announceRead(app.db, app.live, user.profileId, page.profile, conversation, upTo).catch(
          logLiveFailure(request),
        );
      }
      return page;
    },
  );

  app.post(
    "/chat",
    {
      schema: {
        summary: "Sends a message or a gift (charged once per client_id)",
        body: SendRequestSchema,
        response: { 200: SendResponseSchema },
      },
      config: {
        access: "member",
        errors: CHARGED_ERRORS,
        // Per member once the session is known: a burst of tabs is fine, a script is not.
        rateLimit: {
          max: 60,
          timeWindow: "1 minute",
          hook: "preHandler",
          keyGenerator: memberRateKey,
        },
      },
    },
    async (request) => {
      const user = await request.member.account(loadSender);
      return announce(request, await sendMessage(app.db, request.site, user, request.body, notifyAfterMs));
    },
  );

  app.post(
    "/chat-photo",
    {
      schema: {
        summary: "Sends a photo (multipart: conversation or profile, client_id, then photo)",
        response: { 200: SendResponseSchema },
      },
      config: {
        access: "member",
        multipart: photoUpload(PhotoSendFieldsSchema),
        errors: CHARGED_ERRORS,
        rateLimit: { max: 20, timeWindow: "1 minute", hook: "preHandler", keyGenerator: memberRateKey },
      },
    },
    async (request) => {
      const user = await request.member.account(loadSender);
      const { bytes, fields } = await readPhotoUpload(request);
      const parsed = PhotoSendFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        throw invalidFields(
          parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? "photo"), code: issue.code })),
        );
      }
      const { client_id: clientId, ...target } = parsed.data;
      return announce(
        request,
        await sendPhoto(app.db, storage, request.site, user, target, clientId, bytes, notifyAfterMs),
      );
    },
  );

  app.delete(
    "/chat",
    {
      config: { access: "member" },
      schema: {
        summary: "Removes a conversation (or every one with a profile) from the list",
        body: DeleteChatRequestSchema,
        response: { 200: DeleteChatResponseSchema },
      },
    },
    async (request) => ({
      deleted: await deleteChats(app.db, (await request.member.account(loadSender)).profileId, request.body),
    }),
  );
};
