/** The site calls of spec §7: settings, company info, interests and regions. */
import { LOCALE_COOKIE } from "@amora/contract/constants";
import { INTERESTS } from "@amora/contract/interests";
import {
  CompanyInfoResponseSchema,
  InterestsResponseSchema,
  RegionsResponseSchema,
  SettingsResponseSchema,
} from "@amora/contract/settings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { GeoIp } from "../../lib/geoip.ts";
import { regionsByCountry } from "../../lib/regions.ts";
import { buildSettings, loadCompanyInfo, requestLanguage, type SiteDirectory } from "./sites.service.ts";

export interface SitesRoutesOptions {
  sites: SiteDirectory;
  geoIp: GeoIp;
  pushPublicKey: () => string | null;
}

/** Static reference data: browsers and proxies may keep it for a day. */
const REFERENCE_CACHE = "public, max-age=86400";
const PUBLIC = { access: "public" } as const;

export const sitesRoutes: FastifyPluginAsyncZod<SitesRoutesOptions> = async (app, options) => {
  app.get(
    "/settings",
    {
      config: PUBLIC,
      schema: {
        summary: "The settings of the site the request's host (or `domain`) names",
        // The web app sends its route's query along (tracking values and the like); only `domain` is read here.
        querystring: z.looseObject({ domain: z.string().max(253).optional() }),
        response: { 200: SettingsResponseSchema },
      },
    },
    async (request, reply) => {
      const named = request.query.domain ? await options.sites.find(request.query.domain) : undefined;
      const site = named ?? request.site;
      const settings = buildSettings(site, {
        visitorCountry: options.geoIp.countryOf(request.ip),
        pushPublicKey: options.pushPublicKey(),
        language: requestLanguage(site, request.cookies[LOCALE_COOKIE]),
      });
      // It depends on the visitor's IP address, so no shared cache may keep it; its texts on the language cookie.
      reply.header("cache-control", "private, max-age=300").header("vary", "Cookie");
      return { settings };
    },
  );

  app.get(
    "/companyinfo",
    {
      config: PUBLIC,
      schema: { summary: "The company behind the site", response: { 200: CompanyInfoResponseSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return { companyinfo: await loadCompanyInfo(app.db, request.site) };
    },
  );

  app.get(
    "/interests",
    {
      config: PUBLIC,
      schema: { summary: "Every interest a profile may have", response: { 200: InterestsResponseSchema } },
    },
    async (_request, reply) => {
      reply.header("cache-control", REFERENCE_CACHE);
      return { interests: [...INTERESTS] };
    },
  );

  app.get(
    "/regions",
    {
      config: PUBLIC,
      schema: {
        summary: "The regions of every country, with the country's own label for a region",
        response: { 200: RegionsResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", REFERENCE_CACHE);
      return { regions: regionsByCountry() };
    },
  );
};
