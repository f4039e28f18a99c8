/**
 * POST /api/lander-bounce.php: the beacon a lander sends when the visitor leaves without acting and the visit
 * asked for bounce logging (`lb`, spec §4). sendBeacon cannot set `X-Request-Type` and sends a string as
 * `text/plain`: as the page-hidden beacon (features/notifications/presence.routes.ts), a cross-site caller is
 * refused by the browser's Origin and Sec-Fetch-Site headers, and text/plain is read as JSON.
 *
 * The back office's editor of a site's variants (role admin): list, add, change, remove; each change audited.
 */
import { AdminIdParamSchema } from "@amora/contract/admin-sites";
import {
  LANDER_BOUNCE_PATH,
  LanderBounceSchema,
  LanderVariantCreateSchema,
  LanderVariantSchema,
  LanderVariantsResponseSchema,
  LanderVariantUpdateSchema,
} from "@amora/contract/lander-variants";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.ts";
import { isCrossSite } from "../../lib/http/cross-site.ts";
import {
  changeVariant,
  createVariant,
  listVariants,
  recordBounce,
  removeVariant,
} from "./lander-variants.service.ts";

/** A bounce is a few short fields; a bigger body is no beacon of ours (413 before it is read). */
const BEACON_BODY_LIMIT = 512;

const ADMIN_ONLY = { access: "staff", roles: ["admin"] } as const;
const CHECKED = { ...ADMIN_ONLY, errors: { 404: ["NOT_FOUND"] } } as const;

export const landerVariantsRoutes: FastifyPluginAsyncZod = async (app) => {
  // In this plugin only: a text/plain body is read as JSON, as sendBeacon sends a string.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("text/plain", { parseAs: "string" }, app.getDefaultJsonParser("error", "error"));

  app.post(
    LANDER_BOUNCE_PATH.replace(/^\/api|\.php$/g, ""),
    {
      bodyLimit: BEACON_BODY_LIMIT,
      schema: {
        summary: "A visitor left a lander without acting (a beacon, when the visit asked for bounce logging)",
        body: LanderBounceSchema,
      },
      config: {
        access: "public",
        skipClientHeader: true,
        errors: { 403: ["FORBIDDEN"], 404: ["NOT_FOUND"] },
        rateLimit: { max: 30, timeWindow: "1 minute" },
      },
      onRequest: async (request) => {
        if (isCrossSite(request)) {
          throw new AppError(403, "FORBIDDEN", "Cross-site calls are not allowed.");
        }
      },
    },
    async (request, reply) => {
      await recordBounce(app.db, request.site.id, request.body);
      return reply.status(204).send();
    },
  );

  app.get(
    "/admin/sites/:id/lander-variants",
    {
      config: ADMIN_ONLY,
      schema: {
        summary: "A site's A/B variants of its landers",
        params: AdminIdParamSchema,
        response: { 200: LanderVariantsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listVariants(app.db, request.params.id);
    },
  );

  app.post(
    "/admin/sites/:id/lander-variants",
    {
      config: CHECKED,
      schema: {
        summary: "Adds an A/B variant to a site's lander",
        params: AdminIdParamSchema,
        body: LanderVariantCreateSchema,
        response: { 200: LanderVariantSchema },
      },
    },
    async (request) => createVariant(request, request.params.id, request.body),
  );

  app.put(
    "/admin/lander-variants/:id",
    {
      config: CHECKED,
      schema: {
        summary: "Changes a lander variant's weight and headline",
        params: AdminIdParamSchema,
        body: LanderVariantUpdateSchema,
        response: { 200: LanderVariantSchema },
      },
    },
    async (request) => changeVariant(request, request.params.id, request.body),
  );

  app.delete(
    "/admin/lander-variants/:id",
    {
      config: CHECKED,
      schema: {
        summary: "Removes a lander variant; answers the site's variants left",
        params: AdminIdParamSchema,
        response: { 200: LanderVariantsResponseSchema },
      },
    },
    async (request) => removeVariant(request, request.params.id),
  );
};
