/**
 * The unsubscribe link of every notification mail (RFC 8058). `POST /api/unsubscribe.php?token=…` is the
 * one-click call mail clients make (form body `List-Unsubscribe=One-Click`, no session, no app header) and
 * also the /unsubscribe page's JSON call (`{token}`); `GET` only says what the token is for, because link
 * scanners and previews open every link of a mail: nothing is switched off by opening one.
 */
import {
  UnsubscribeQuerySchema,
  UnsubscribeRequestSchema,
  UnsubscribeResponseSchema,
} from "@amora/contract/unsubscribe";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { acceptFormBodies } from "../../plugins/form-body.ts";
import { describeUnsubscribeLink, unsubscribe } from "./suppression.service.ts";

/**
 * Per client address, and loose: one-click posts come from the mailbox provider's servers (a few addresses
 * for all its users), and the token, not the address, is what authorises. The limit only caps load.
 */
const LIMIT = { rateLimit: { max: 120, timeWindow: "1 minute" } };

export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptFormBodies(app);

  app.get(
    "/unsubscribe",
    {
      config: { ...LIMIT, access: "public" },
      schema: {
        summary: "What an unsubscribe link switches off (changes nothing)",
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { type: await describeUnsubscribeLink(app.db, request.query.token) };
    },
  );

  app.post(
    "/unsubscribe",
    {
      // The token is the authority, not a session: a forged cross-site post could only do what the link's
      // holder may do anyway, so the app header (our CSRF guard) is not asked of mail clients.
      config: { ...LIMIT, access: "public", skipClientHeader: true },
      schema: {
        summary: "Switch off the mail an unsubscribe link names (RFC 8058 one-click, or the page's call)",
        querystring: UnsubscribeQuerySchema,
        body: UnsubscribeRequestSchema,
        response: { 200: UnsubscribeResponseSchema },
      },
    },
    async (request) => ({
      type: await unsubscribe(app.db, request.body?.token ?? request.query.token),
    }),
  );
};
