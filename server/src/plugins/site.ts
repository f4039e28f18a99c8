/** Resolves the white-label site of each request from its host (spec: one install, several sites). */
import type { FastifyInstance } from "fastify";
import type { Site, SiteDirectory } from "../features/sites/sites.service.ts";

declare module "fastify" {
  interface FastifyRequest {
    site: Site;
  }
}

export function registerSiteResolution(app: FastifyInstance, sites: SiteDirectory): void {
  app.decorateRequest("site", null as unknown as Site);
  app.addHook("onRequest", async (request) => {
    // Probes ask about the node, not a site: they must answer on a database that has no site yet.
    if (/^\/api\/health(?:[/?]|$)/.test(request.url)) return;
    request.site = await sites.resolve(request.host);
  });
}
