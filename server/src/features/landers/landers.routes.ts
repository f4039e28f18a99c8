/** The landers' call (spec §2, issue 16): the profiles and niche a lander page shows. */
import { LanderQuerySchema, LanderResponseSchema } from "@amora/contract/landers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GeoIp } from "../../lib/geoip.ts";
import { createLanderService } from "./landers.service.ts";

export interface LandersRoutesOptions {
  geoIp: GeoIp;
}

export const landersRoutes: FastifyPluginAsyncZod<LandersRoutesOptions> = async (app, options) => {
  const landers = createLanderService();

  app.get(
    "/lander",
    {
      config: { access: "public" },
      schema: {
        summary:
          "A lander's profiles: the visitor's country (or the site's), picked by the slug's or the site's niche",
        querystring: LanderQuerySchema,
        response: { 200: LanderResponseSchema },
      },
    },
    async (request, reply) => {
      // It depends on the visitor's IP address, so no shared cache may keep it.
      reply.header("cache-control", "private, max-age=60");
      return landers.load(app.db, request.site, options.geoIp.countryOf(request.ip), request.query);
    },
  );
};
