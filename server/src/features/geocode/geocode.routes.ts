/** GET /api/geocode.php?lat=&lon=: the town nearest to a position, offline (lib/geocode.ts). Visitors too: signup uses it. */
import { GeocodeQuerySchema, GeocodeResponseSchema } from "@amora/contract/geocode";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.ts";
import { createReverseGeocoder } from "../../lib/geocode.ts";

/** One per process, shared by every app instance: its index is built on the first call. */
const geocoder = createReverseGeocoder();

export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/geocode",
    {
      config: {
        access: "public",
        errors: { 404: ["LOCATION_NOT_FOUND"] },
        rateLimit: { max: 30, timeWindow: "1 minute" },
      },
      schema: {
        summary: "The town of our countries nearest to a position, with its country and region codes",
        querystring: GeocodeQuerySchema,
        response: { 200: GeocodeResponseSchema },
      },
    },
    async (request, reply) => {
      const geocode = geocoder.locate(request.query.lat, request.query.lon);
      if (!geocode) throw new AppError(404, "LOCATION_NOT_FOUND", "No town was found near this location.");
      // The member's own position: not for shared caches.
      reply.header("cache-control", "private, max-age=3600");
      return { geocode };
    },
  );
};
