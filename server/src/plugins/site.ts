/** Resolves the white-label site of each request from its host (spec: one install, several sites). */
import type { FastifyInstance } from "fastify";
import type { sites } from "../db/schema.ts";

/** A white-label site: its row of the sites table (features/sites reads and caches them). */
type Site = typeof sites.$inferSelect;

export interface SiteResolver {
  /** The site a host serves; an unknown host gets the default site. */
  resolve(host: string): Promise<Site>;
}

declare module "fastify" {
  interface FastifyRequest {
    site: Site;
  }
}

/** Health probes ask about the node, not a site: they must answer on a database that has no site yet. */
export function isProbe(url: string): boolean {
  return /^\/api\/health(?:[/?]|$)/.test(url);
}

/** Every request but a probe gets its site; a probe has none (see isProbe). */
export function registerSiteResolution(app: FastifyInstance, sites: SiteResolver): void {
  app.decorateRequest("site", null as unknown as Site);
  app.addHook("onRequest", async (request) => {
    if (isProbe(request.url)) return;
    request.site = await sites.resolve(request.host);
  });
}
