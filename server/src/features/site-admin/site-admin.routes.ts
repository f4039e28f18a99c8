/** The back office's sites and settings (issue 15, item 7), under /api/admin, for admins only. */
import {
  AdminBundleResponseSchema,
  AdminBundlesResponseSchema,
  AdminDiscountCodeResponseSchema,
  AdminDiscountCodesPageSchema,
  AdminIdParamSchema,
  AdminRedemptionsPageSchema,
  AdminSiteResponseSchema,
  AdminSitesPageSchema,
  AdminSitesQuerySchema,
  BundleCreateSchema,
  BundleInputSchema,
  BundlesQuerySchema,
  CompanyInputSchema,
  DiscountCodeCreateSchema,
  DiscountCodesQuerySchema,
  RedemptionsQuerySchema,
  SiteSettingsInputSchema,
} from "@amora/contract/admin-sites";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { audit } from "../staff/audit.service.ts";
import { requireReauth } from "../staff/staff-auth.service.ts";
import {
  createBundle,
  createDiscountCode,
  expireDiscountCode,
  listBundles,
  listDiscountCodes,
  listRedemptions,
  listSites,
  loadSite,
  saveBundle,
  saveCompany,
  saveSiteSettings,
} from "./site-admin.service.ts";

const ADMIN_ONLY = { access: "staff", roles: ["admin"] } as const;
const CHECKED = { ...ADMIN_ONLY, errors: { 404: ["NOT_FOUND"] } } as const;
const DANGEROUS = { ...ADMIN_ONLY, errors: { 403: ["REAUTH_REQUIRED"], 404: ["NOT_FOUND"] } } as const;
const noStore = (reply: FastifyReply) => reply.header("cache-control", "no-store");

export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const bus = app.invalidations;

  app.get(
    "/admin/sites",
    {
      config: ADMIN_ONLY,
      schema: {
        summary: "The sites, paged, searchable by name or domain",
        querystring: AdminSitesQuerySchema,
        response: { 200: AdminSitesPageSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return listSites(db, request.query);
    },
  );

  app.get(
    "/admin/sites/:id",
    {
      config: CHECKED,
      schema: {
        summary: "A site's settings and its company",
        params: AdminIdParamSchema,
        response: { 200: AdminSiteResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return loadSite(db, request.params.id);
    },
  );

  app.put(
    "/admin/sites/:id",
    {
      config: DANGEROUS,
      schema: {
        summary: "Saves a site's settings (a new domain or message cost asks for re-authentication)",
        params: AdminIdParamSchema,
        body: SiteSettingsInputSchema,
        response: { 200: AdminSiteResponseSchema },
      },
    },
    async (request) => {
      const change = await saveSiteSettings(db, bus, request.params.id, request.body, () =>
        requireReauth(request),
      );
      await audit(request, {
        action: "site.update",
        targetType: "site",
        targetId: request.params.id,
        before: change.before,
        after: change.after,
      });
      return loadSite(db, request.params.id);
    },
  );

  app.put(
    "/admin/companies/:id",
    {
      config: CHECKED,
      schema: {
        summary: "Saves a company's information",
        params: AdminIdParamSchema,
        body: CompanyInputSchema,
        response: { 200: z.object({ company: AdminSiteResponseSchema.shape.company }) },
      },
    },
    async (request) => {
      const change = await saveCompany(db, bus, request.params.id, request.body);
      await audit(request, {
        action: "company.update",
        targetType: "company",
        targetId: request.params.id,
        before: change.before,
        after: change.after,
      });
      return { company: change.value };
    },
  );

  app.get(
    "/admin/sites/:id/bundles",
    {
      config: CHECKED,
      schema: {
        summary: "A site's credit bundles in one currency, on sale or not",
        params: AdminIdParamSchema,
        querystring: BundlesQuerySchema,
        response: { 200: AdminBundlesResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return listBundles(db, request.params.id, request.query.currency);
    },
  );

  app.post(
    "/admin/sites/:id/bundles",
    {
      config: DANGEROUS,
      schema: {
        summary: "Adds a credit bundle to a site (a price: re-authentication)",
        params: AdminIdParamSchema,
        body: BundleCreateSchema,
        response: { 200: AdminBundleResponseSchema },
      },
    },
    async (request) => {
      const bundle = await createBundle(db, bus, request.params.id, request.body, () =>
        requireReauth(request),
      );
      await audit(request, {
        action: "bundle.create",
        targetType: "bundle",
        targetId: bundle.id,
        after: { site_id: request.params.id, ...bundle },
      });
      return { bundle };
    },
  );

  app.put(
    "/admin/bundles/:id",
    {
      config: DANGEROUS,
      schema: {
        summary: "Saves a credit bundle (its credits or price: re-authentication)",
        params: AdminIdParamSchema,
        body: BundleInputSchema,
        response: { 200: AdminBundleResponseSchema },
      },
    },
    async (request) => {
      const change = await saveBundle(db, bus, request.params.id, request.body, () => requireReauth(request));
      await audit(request, {
        action: "bundle.update",
        targetType: "bundle",
        targetId: request.params.id,
        before: { site_id: change.siteId, currency: change.value.currency, ...change.before },
        after: change.after,
      });
      return { bundle: change.value };
    },
  );

  app.get(
    "/admin/discount-codes",
    {
      config: ADMIN_ONLY,
      schema: {
        summary: "Discount codes, paged, searchable by code, filtered by status",
        querystring: DiscountCodesQuerySchema,
        response: { 200: AdminDiscountCodesPageSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return listDiscountCodes(db, request.query);
    },
  );

  app.post(
    "/admin/discount-codes",
    {
      config: ADMIN_ONLY,
      schema: {
        summary: "Creates a discount code",
        body: DiscountCodeCreateSchema,
        response: { 200: AdminDiscountCodeResponseSchema },
      },
    },
    async (request) => {
      const code = await createDiscountCode(db, request.body);
      await audit(request, {
        action: "discount.create",
        targetType: "discount_code",
        targetId: code.id,
        after: code,
      });
      return { code };
    },
  );

  app.post(
    "/admin/discount-codes/:id/expire",
    {
      config: CHECKED,
      schema: {
        summary: "Ends a discount code now",
        params: AdminIdParamSchema,
        body: z.strictObject({}).nullish(),
        response: { 200: AdminDiscountCodeResponseSchema },
      },
    },
    async (request) => {
      const change = await expireDiscountCode(db, request.params.id);
      await audit(request, {
        action: "discount.expire",
        targetType: "discount_code",
        targetId: request.params.id,
        before: change.before,
        after: change.after,
      });
      return { code: change.value };
    },
  );

  app.get(
    "/admin/discount-codes/:id/redemptions",
    {
      config: CHECKED,
      schema: {
        summary: "Who used a discount code, newest first",
        params: AdminIdParamSchema,
        querystring: RedemptionsQuerySchema,
        response: { 200: AdminRedemptionsPageSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return listRedemptions(db, request.params.id, request.query.page);
    },
  );
};
