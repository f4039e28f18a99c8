/** The back office's figures (issue 15, item 9; decision 041): admin and finance, read only. */
import {
  FiguresCsvQuerySchema,
  FiguresQuerySchema,
  FiguresResponseSchema,
  FiguresSitesResponseSchema,
} from "@amora/contract/admin-figures";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { figures, figuresCsv, listSites } from "./figures.service.ts";

const FIGURES_ROLES = { access: "staff", roles: ["admin", "finance"] } as const;

export const figuresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/figures/sites",
    {
      config: FIGURES_ROLES,
      schema: {
        summary: "The sites whose figures can be shown",
        response: { 200: FiguresSitesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return listSites(app.db);
    },
  );

  app.get(
    "/admin/figures",
    {
      config: { ...FIGURES_ROLES, errors: { 404: ["NOT_FOUND"] } },
      schema: {
        summary: "A site's figures per UTC day over a range of at most 366 days",
        querystring: FiguresQuerySchema,
        response: { 200: FiguresResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return figures(app.db, request.query);
    },
  );

  app.get(
    "/admin/figures/csv",
    {
      config: { ...FIGURES_ROLES, errors: { 404: ["NOT_FOUND"] } },
      schema: {
        summary: "One table of a site's figures as CSV (days, landers, revenue or hours)",
        querystring: FiguresCsvQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const { filename, body } = await figuresCsv(app.db, request.query);
      return reply
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .type("text/csv; charset=utf-8")
        .send(body);
    },
  );
};
