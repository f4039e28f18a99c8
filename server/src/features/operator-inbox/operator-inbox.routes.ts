/** The operator inbox under /api/admin/operator (issue 15, item 3): queue, claims, workspace, notes, answers, figures. */
import {
  OperatorAnswerRequestSchema,
  OperatorAnswerResponseSchema,
  OperatorClaimRequestSchema,
  OperatorClaimResponseSchema,
  OperatorConversationParamsSchema,
  OperatorConversationQuerySchema,
  OperatorConversationSchema,
  OperatorFiguresQuerySchema,
  OperatorFiguresResponseSchema,
  OperatorNoteRequestSchema,
  OperatorNoteResponseSchema,
  OperatorQueueQuerySchema,
  OperatorQueueResponseSchema,
  OperatorReleaseResponseSchema,
} from "@amora/contract/admin-operator";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { logLiveFailure, publishStored } from "../live/notify.ts";
import { audit } from "../staff/audit.service.ts";
import { addNote, answer, claim, figures, listQueue, release, workspace } from "./operator-inbox.service.ts";

const OPERATORS = { access: "staff", roles: ["operator"] } as const;
/** Admins read everyone's figures; an operator their own. */
const FIGURES = { access: "staff", roles: ["operator", "admin"] } as const;
const NO_STORE = "no-store";
const CLAIM_ERRORS = { 404: ["NOT_FOUND"], 409: ["OPERATOR_CLAIM_TAKEN", "OPERATOR_CLAIM_REQUIRED"] };

function staffOf(request: FastifyRequest) {
  const staff = request.staff;
  if (!staff) throw new Error("a staff route ran without its staff member");
  return staff;
}

export const operatorInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/operator/queue",
    {
      config: OPERATORS,
      schema: {
        summary: "Conversations waiting for an operator's answer, oldest first",
        querystring: OperatorQueueQuerySchema,
        response: { 200: OperatorQueueResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return listQueue(app.db, staffOf(request).id, request.query);
    },
  );

  app.post(
    "/admin/operator/claims",
    {
      config: { ...OPERATORS, errors: CLAIM_ERRORS },
      schema: {
        summary: "Claims a waiting conversation (or extends the caller's claim)",
        body: OperatorClaimRequestSchema,
        response: { 200: OperatorClaimResponseSchema },
      },
    },
    async (request) => {
      const { conversation } = request.body;
      const result = await claim(app.db, staffOf(request).id, conversation);
      await audit(request, {
        action: "operator.claim",
        targetType: "conversation",
        targetId: conversation,
        after: { expires_at: result.claim.expires_at, extended: result.extended },
      });
      return { claim: result.claim };
    },
  );

  app.delete(
    "/admin/operator/claims/:conversation",
    {
      config: { ...OPERATORS, errors: { 404: ["NOT_FOUND"] } },
      schema: {
        summary: "Lets the caller's claim of a conversation go",
        params: OperatorConversationParamsSchema,
        response: { 200: OperatorReleaseResponseSchema },
      },
    },
    async (request) => {
      const { conversation } = request.params;
      const released = await release(app.db, staffOf(request).id, conversation);
      await audit(request, {
        action: "operator.release",
        targetType: "conversation",
        targetId: conversation,
        after: { released },
      });
      return { released };
    },
  );

  app.get(
    "/admin/operator/conversations/:conversation",
    {
      config: { ...OPERATORS, errors: CLAIM_ERRORS },
      schema: {
        summary: "The claimed conversation: the member's public profile, messages, the profile and notes",
        params: OperatorConversationParamsSchema,
        querystring: OperatorConversationQuerySchema,
        response: { 200: OperatorConversationSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return workspace(app.db, staffOf(request).id, request.params.conversation, {
        before: request.query.before,
        cdnPrefix: request.site.cdnPrefix,
      });
    },
  );

  app.post(
    "/admin/operator/conversations/:conversation/notes",
    {
      config: { ...OPERATORS, errors: CLAIM_ERRORS },
      schema: {
        summary: "Adds a note to the claimed conversation, for the next operator",
        params: OperatorConversationParamsSchema,
        body: OperatorNoteRequestSchema,
        response: { 200: OperatorNoteResponseSchema },
      },
    },
    async (request) => {
      const { conversation } = request.params;
      const note = await addNote(app.db, staffOf(request).id, conversation, request.body.body);
      await audit(request, {
        action: "operator.note",
        targetType: "conversation",
        targetId: conversation,
        after: { note: note.id, body: note.body },
      });
      return { note };
    },
  );

  app.post(
    "/admin/operator/conversations/:conversation/answer",
    {
      config: { ...OPERATORS, errors: { ...CLAIM_ERRORS, 400: ["MESSAGE_TOO_LONG"] } },
      schema: {
        summary: "Answers the claimed conversation as its profile: text, one of its photos, or a gift",
        params: OperatorConversationParamsSchema,
        body: OperatorAnswerRequestSchema,
        response: { 200: OperatorAnswerResponseSchema },
      },
    },
    async (request) => {
      const { conversation } = request.params;
      const result = await answer(
        app.db,
        staffOf(request).id,
        conversation,
        request.body,
        app.config.notificationDelayMs,
      );
      await audit(request, {
        action: "operator.answer",
        targetType: "conversation",
        targetId: conversation,
        after: { message: result.message.id, kind: result.message.kind, retried: !result.fresh },
      });
      await publishStored(app.live, result.events).catch(logLiveFailure(request));
      return { message: result.message };
    },
  );

  app.get(
    "/admin/operator/figures",
    {
      config: FIGURES,
      schema: {
        summary:
          "Answers and median response time per operator over a period (admins: everyone; operators: own)",
        querystring: OperatorFiguresQuerySchema,
        response: { 200: OperatorFiguresResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      const staff = staffOf(request);
      return figures(app.db, staff.id, staff.roles.includes("admin"), request.query);
    },
  );
};
