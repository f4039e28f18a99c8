/** GET /api/members.php: member search (spec §3 Search filter). */
import { SearchQuerySchema, SearchResponseSchema } from "@amora/contract/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { canVisitorSearch, searchMembers } from "./search.service.ts";

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/members",
    {
      // A site may keep its search to members.
      config: { access: "optional", errors: { 403: ["authentication_required"] } },
      schema: {
        summary: "Search members; filters default to the member's own preferences",
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema },
      },
    },
    async (request, reply) => {
      // A site that keeps its search to members asks a visitor to log in (request.member answers 403).
      const viewer = canVisitorSearch(request.site, request.query.network)
        ? await request.viewer()
        : await request.member.user();
      reply.header("cache-control", "private, no-store");
      return searchMembers(app.db, request.site, request.query, viewer);
    },
  );
};
