/** POST /api/real-person.php: "is this a real person?" on a profile or a conversation (issue 17, item 2). */
import { LOCALE_COOKIE } from "@amora/contract/constants";
import {
  REAL_PERSON_PATH,
  REAL_PERSON_RATE_LIMIT,
  RealPersonRequestSchema,
  RealPersonResponseSchema,
} from "@amora/contract/real-person";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { loadMemberRef } from "../accounts/accounts.service.ts";
import { requestLanguage } from "../sites/sites.service.ts";
import { answerRealPerson } from "./real-person.service.ts";

export const realPersonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    REAL_PERSON_PATH.replace(/^\/api|\.php$/g, ""),
    {
      // Visitors may ask on a public profile. Each question writes a log row: limited per client address.
      config: { access: "optional", rateLimit: { max: REAL_PERSON_RATE_LIMIT, timeWindow: "1 minute" } },
      schema: {
        summary: "Whether a profile is a member's own or fictional, cam or resell; the question is logged",
        body: RealPersonRequestSchema,
        response: { 200: RealPersonResponseSchema },
      },
    },
    async (request, reply) => {
      const session = request.session;
      // The profile page's viewer (null for a visitor or a gone account), with the account for the log.
      const member = session ? await loadMemberRef(app.db, request.site.id, session.userId) : undefined;
      const asker = session && member ? { ...member, userId: session.userId } : null;
      reply.header("cache-control", "private, no-store");
      const language = requestLanguage(request.site, request.cookies[LOCALE_COOKIE], member?.language);
      return answerRealPerson(app.db, request.site, request.body.profile_id, asker, language);
    },
  );
};
