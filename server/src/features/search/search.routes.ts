/** GET /api/members.php: member search (spec §3 Search filter). */
import { SearchQuerySchema, SearchResponseSchema } from "@amora/contract/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { loadUser } from "../accounts/accounts.service.ts";
import { searchMembers } from "./search.service.ts";

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/members",
    {
      schema: {
        summary: "Search members; filters default to the member's own preferences",
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = request.session ? await loadUser(app.db, request.site, request.session.userId) : null;
      reply.header("cache-control", "private, no-store");
      return searchMembers(app.db, request.site, request.query, viewer);
    },
  );
};
