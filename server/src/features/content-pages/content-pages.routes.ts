/** The information and legal pages as visitors and members read them (issue 16): `GET /api/page.php?slug=`. */
import { LOCALE_COOKIE } from "@amora/contract/constants";
import { ContentPageQuerySchema, ContentPageSchema } from "@amora/contract/content-pages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createPageServer, defaultPageSource, pageLanguage } from "./content-pages.service.ts";

export const contentPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = createPageServer(
    app.db,
    app.invalidations,
    defaultPageSource((message) => app.log.warn(message)),
  );

  app.get(
    "/page",
    {
      config: { access: "optional", errors: { 404: ["PAGE_NOT_FOUND"] } },
      schema: {
        summary: "An information page in the reader's language (else English), as sanitised HTML",
        querystring: ContentPageQuerySchema,
        response: { 200: ContentPageSchema },
      },
    },
    async (request, reply) => {
      const member = request.session ? await request.viewer() : null;
      const language = pageLanguage(member?.language, request.site, request.cookies[LOCALE_COOKIE]);
      const page = await pages.load(request.site, language, request.query.slug);
      // Shared caches may keep it: the language it is in follows the cookies, which they key on.
      reply.header("cache-control", "public, max-age=300").header("vary", "Cookie");
      return page;
    },
  );
};
