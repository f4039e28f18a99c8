/** Profile calls: the members teaser on the visitors' home page, and a profile page. */
import {
  FeaturedResponseSchema,
  ProfileIdQuerySchema,
  ProfileViewResponseSchema,
} from "@amora/contract/profiles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loadMemberRef } from "../accounts/accounts.service.ts";
import { listFeaturedProfiles, siteVisibility, viewProfile } from "./profiles.service.ts";

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/featured",
    {
      config: { access: "public" },
      schema: {
        summary: "Recently active members of the site's countries, for the home page teaser",
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(24).default(12) }),
        response: { 200: FeaturedResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return { profiles: await listFeaturedProfiles(app.db, request.site, request.query.limit) };
    },
  );

  app.get(
    "/profile",
    {
      config: { access: "optional" },
      schema: {
        summary: "A profile page, with the photos the viewer may see",
        querystring: ProfileIdQuerySchema,
        response: { 200: ProfileViewResponseSchema },
      },
    },
    async (request, reply) => {
      // What request.viewer() would answer (null for a visitor or a gone account), in two columns.
      const viewer = request.session
        ? ((await loadMemberRef(app.db, request.site.id, request.session.userId)) ?? null)
        : null;
      reply.header("cache-control", "private, no-store");
      return {
        profile: await viewProfile(
          app.db,
          request.query.id,
          viewer,
          siteVisibility(request.site),
          request.site.countries,
          request.site.hiddenProfileIds,
        ),
      };
    },
  );
};
