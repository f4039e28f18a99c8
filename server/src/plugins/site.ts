/** Resolves the white-label site of each request from its host (spec: one install, several sites). */
import type { FastifyInstance } from "fastify";
import type { sites } from "../db/schema.ts";

/**
 * A white-label site: its row of the sites table, and the fictional, cam or resell profiles limited to other
 * sites, which this one never shows (decision 036).
 */
export type Site = typeof sites.$inferSelect & { hiddenProfileIds: readonly number[] };

/** Where a host's site comes from: the sites feature implements it (features/sites), app.ts passes it in. */
export interface SiteDirectory {
  /** The site a host serves; an unknown host gets the default site. */
  resolve(host: string): Promise<Site>;
  /** The site a domain names, or undefined when no site has it. */
  find(domain: string): Promise<Site | undefined>;
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
export function registerSiteResolution(app: FastifyInstance, sites: SiteDirectory): void {
  app.decorateRequest("site", null as unknown as Site);
  app.addHook("onRequest", async (request) => {
    if (isProbe(request.url)) return;
    request.site = await sites.resolve(request.host);
  });
}
