/** GET /api/chats.php (the list) and the conversation resource /api/chat.php: GET, POST, DELETE (spec §7). */
import {
  ChatQuerySchema,
  ChatResponseSchema,
  ChatsQuerySchema,
  ChatsResponseSchema,
  DeleteChatRequestSchema,
  DeleteChatResponseSchema,
  SendRequestSchema,
  SendResponseSchema,
} from "@amora/contract/chat";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.ts";
import { requireMember } from "../../plugins/auth.ts";
import { loadUser } from "../accounts/accounts.service.ts";
import { deleteChats, listChats, readConversation, sendMessage } from "./chat.service.ts";

const NO_STORE = "private, no-store";

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  async function member(request: FastifyRequest) {
    const user = await loadUser(app.db, request.site, requireMember(request).userId);
    if (!user) throw new AppError(403, "authentication_required", "You need to be logged in to chat");
    return user;
  }

  app.get(
    "/chats",
    {
      schema: {
        summary: "The member's conversations, newest activity first",
        querystring: ChatsQuerySchema,
        response: { 200: ChatsResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await member(request);
      reply.header("cache-control", NO_STORE);
      return listChats(app.db, user.profile.id, request.query.before);
    },
  );

  app.get(
    "/chat",
    {
      schema: {
        summary: "A conversation's messages, newest page first",
        querystring: ChatQuerySchema,
        response: { 200: ChatResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await member(request);
      reply.header("cache-control", NO_STORE);
      return readConversation(app.db, user, request.query.conversation, request.query.before);
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
        // Per member once the session is known: a burst of tabs is fine, a script is not.
        rateLimit: {
          max: 60,
          timeWindow: "1 minute",
          hook: "preHandler",
          keyGenerator: (request: FastifyRequest) =>
            request.session ? `member:${request.session.userId}` : request.ip,
        },
      },
    },
    async (request) => sendMessage(app.db, request.site, await member(request), request.body),
  );

  app.delete(
    "/chat",
    {
      schema: {
        summary: "Removes a conversation (or every one with a profile) from the list",
        body: DeleteChatRequestSchema,
        response: { 200: DeleteChatResponseSchema },
      },
    },
    async (request) => ({
      deleted: await deleteChats(app.db, (await member(request)).profile.id, request.body),
    }),
  );
};
