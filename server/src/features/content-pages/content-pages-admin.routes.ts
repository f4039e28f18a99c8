/** The information and legal pages in the back office (issue 16), under /api/admin/pages, for admins only. */
import {
  AdminPageCreateSchema,
  AdminPagePreviewResponseSchema,
  AdminPagePreviewSchema,
  AdminPageResponseSchema,
  AdminPageRestoreSchema,
  AdminPageSitesSchema,
  AdminPagesPageSchema,
  AdminPagesQuerySchema,
  AdminPageUpdateSchema,
} from "@amora/contract/admin-pages";
import { AdminIdParamSchema } from "@amora/contract/admin-sites";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { audit } from "../staff/audit.service.ts";
import {
  createPage,
  defaultPageSource,
  listPageSites,
  listPages,
  loadPage,
  previewPage,
  restorePage,
  savePage,
} from "./content-pages.service.ts";

const ADMIN_ONLY = { access: "staff", roles: ["admin"] } as const;
const CHECKED = { ...ADMIN_ONLY, errors: { 404: ["NOT_FOUND"] } } as const;
const noStore = (reply: FastifyReply) => reply.header("cache-control", "no-store");
const staffId = (request: FastifyRequest) => request.staff?.id ?? null;

export const contentPagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const bus = app.invalidations;
  const source = defaultPageSource((message) => app.log.warn(message));

  app.get(
    "/admin/pages",
    {
      config: ADMIN_ONLY,
      schema: {
        summary: "The content pages per site and language, paged, searchable by slug or title",
        querystring: AdminPagesQuerySchema,
        response: { 200: AdminPagesPageSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return listPages(db, request.query);
    },
  );

  app.get(
    "/admin/pages/sites",
    {
      config: ADMIN_ONLY,
      schema: { summary: "The sites pages belong to", response: { 200: AdminPageSitesSchema } },
    },
    async (_request, reply) => {
      noStore(reply);
      return listPageSites(db);
    },
  );

  app.get(
    "/admin/pages/:id",
    {
      config: CHECKED,
      schema: {
        summary: "A content page with its versions, newest first",
        params: AdminIdParamSchema,
        response: { 200: AdminPageResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { page: await loadPage(db, request.params.id) };
    },
  );

  app.post(
    "/admin/pages",
    {
      config: ADMIN_ONLY,
      schema: {
        summary: "Creates a /{token} page on a site in a language",
        body: AdminPageCreateSchema,
        response: { 200: AdminPageResponseSchema },
      },
    },
    async (request) => {
      const page = await createPage(db, bus, staffId(request) as number, request.body);
      await audit(request, {
        action: "pages.create",
        targetType: "content_page",
        targetId: page.id,
        after: { site_id: page.site_id, language: page.language, slug: page.slug, title: page.title },
      });
      return { page };
    },
  );

  app.put(
    "/admin/pages/:id",
    {
      config: CHECKED,
      schema: {
        summary: "Saves a new version of a page (the terms: optionally one members must accept again)",
        params: AdminIdParamSchema,
        body: AdminPageUpdateSchema,
        response: { 200: AdminPageResponseSchema },
      },
    },
    async (request) => {
      const change = await savePage(db, bus, staffId(request) as number, request.params.id, request.body);
      await audit(request, {
        action: "pages.update",
        targetType: "content_page",
        targetId: request.params.id,
        ...change,
      });
      return { page: await loadPage(db, request.params.id) };
    },
  );

  app.post(
    "/admin/pages/:id/restore",
    {
      config: CHECKED,
      schema: {
        summary: "Makes an older version of a page its newest",
        params: AdminIdParamSchema,
        body: AdminPageRestoreSchema,
        response: { 200: AdminPageResponseSchema },
      },
    },
    async (request) => {
      const change = await restorePage(
        db,
        bus,
        staffId(request) as number,
        request.params.id,
        request.body.version,
      );
      await audit(request, {
        action: "pages.restore",
        targetType: "content_page",
        targetId: request.params.id,
        ...change,
      });
      return { page: await loadPage(db, request.params.id) };
    },
  );

  app.post(
    "/admin/pages/preview",
    {
      config: CHECKED,
      schema: {
        summary: "Renders a draft of a page as visitors would see it; nothing is stored",
        body: AdminPagePreviewSchema,
        response: { 200: AdminPagePreviewResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const preview = await previewPage(db, request.body, source);
      // A POST, so it is logged as every staff call with a body is; the draft itself is not kept.
      await audit(request, {
        action: "pages.preview",
        targetType: "site",
        targetId: request.body.site_id,
        after: { language: request.body.language, slug: request.body.slug ?? null },
      });
      return preview;
    },
  );
};
