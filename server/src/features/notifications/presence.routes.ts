/**
 * POST /api/page-hidden.php (spec §7): the beacon a page sends with `navigator.sendBeacon` as it is hidden,
 * so the member counts as away at once even when the socket cannot say it any more (a closing tab, a phone
 * freezing the page). sendBeacon cannot set `X-Request-Type`: a cross-site caller is refused by the
 * browser's own Origin and Sec-Fetch-Site headers instead. Its body is an empty JSON object, sent as
 * `application/json` or `text/plain` (what sendBeacon makes of a string); anything else is refused.
 */
import { PAGE_HIDDEN_PATH } from "@amora/contract/events";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { isCrossSite } from "../../lib/http/cross-site.ts";
import { memberRateKey } from "../../plugins/auth.ts";
import { hideSessionTabsOf } from "./presence.service.ts";

/** `{}` with room for whitespace; a bigger body is no beacon of ours (413 before it is read). */
const BEACON_BODY_LIMIT = 32;

export const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  // In this plugin only: a text/plain body is read as JSON, as sendBeacon sends a string.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("text/plain", { parseAs: "string" }, app.getDefaultJsonParser("error", "error"));

  app.post(
    PAGE_HIDDEN_PATH.replace(/^\/api|\.php$/g, ""),
    {
      bodyLimit: BEACON_BODY_LIMIT,
      schema: {
        summary: "The page was hidden: the member's tabs of this session count as away (a beacon, `{}`)",
        body: z.object({}).strict(),
      },
      config: {
        access: "member",
        skipClientHeader: true,
        errors: { 403: ["FORBIDDEN"] },
        rateLimit: { max: 120, timeWindow: "1 minute", hook: "preHandler", keyGenerator: memberRateKey },
      },
      onRequest: async (request) => {
        if (isCrossSite(request)) {
          throw new AppError(403, "FORBIDDEN", "Cross-site calls are not allowed.");
        }
      },
    },
    async (request, reply) => {
      await hideSessionTabsOf(app.db, request.member.idHash);
      return reply.status(204).send();
    },
  );
};
