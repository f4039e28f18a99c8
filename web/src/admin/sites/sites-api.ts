/** The sites-and-settings calls of the back office (contract/admin-sites.ts), through the app's api client. */
import { ADMIN_API } from "@amora/contract/admin";
import {
  AdminBundleResponseSchema,
  AdminBundlesResponseSchema,
  AdminDiscountCodeResponseSchema,
  AdminDiscountCodesPageSchema,
  AdminRedemptionsPageSchema,
  AdminSiteResponseSchema,
  AdminSitesPageSchema,
  type BundleInput,
  type CompanyInput,
  type DiscountCodeCreate,
  type SiteSettingsInput,
} from "@amora/contract/admin-sites";
import {
  type LanderVariantCreate,
  LanderVariantSchema,
  LanderVariantsResponseSchema,
  type LanderVariantUpdate,
} from "@amora/contract/lander-variants";
import { z } from "zod";
import { apiClient } from "../../lib/api-client.ts";
import type { ListApiQuery } from "../admin-api.ts";

const CompanyResponseSchema = z.object({ company: AdminSiteResponseSchema.shape.company });

export const sitesApi = {
  landerVariants: (siteId: number, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/sites/${siteId}/lander-variants`, {
      signal,
      parser: LanderVariantsResponseSchema,
    }),
  createLanderVariant: (siteId: number, body: LanderVariantCreate) =>
    apiClient.request(`${ADMIN_API}/sites/${siteId}/lander-variants`, {
      method: "POST",
      body,
      parser: LanderVariantSchema,
    }),
  saveLanderVariant: (id: number, body: LanderVariantUpdate) =>
    apiClient.request(`${ADMIN_API}/lander-variants/${id}`, {
      method: "PUT",
      body,
      parser: LanderVariantSchema,
    }),
  removeLanderVariant: (id: number) =>
    apiClient.request(`${ADMIN_API}/lander-variants/${id}`, {
      method: "DELETE",
      parser: LanderVariantsResponseSchema,
    }),
  sites: (query: ListApiQuery, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/sites`, { query, signal, parser: AdminSitesPageSchema }),
  site: (id: number, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/sites/${id}`, { signal, parser: AdminSiteResponseSchema }),
  saveSite: (id: number, body: SiteSettingsInput) =>
    apiClient.request(`${ADMIN_API}/sites/${id}`, { method: "PUT", body, parser: AdminSiteResponseSchema }),
  saveCompany: (id: number, body: CompanyInput) =>
    apiClient.request(`${ADMIN_API}/companies/${id}`, { method: "PUT", body, parser: CompanyResponseSchema }),
  bundles: (siteId: number, currency: string, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/sites/${siteId}/bundles`, {
      query: { currency },
      signal,
      parser: AdminBundlesResponseSchema,
    }),
  saveBundle: (id: number, body: BundleInput) =>
    apiClient.request(`${ADMIN_API}/bundles/${id}`, {
      method: "PUT",
      body,
      parser: AdminBundleResponseSchema,
    }),
  discountCodes: (query: ListApiQuery, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/discount-codes`, { query, signal, parser: AdminDiscountCodesPageSchema }),
  createDiscountCode: (body: DiscountCodeCreate) =>
    apiClient.request(`${ADMIN_API}/discount-codes`, {
      method: "POST",
      body,
      parser: AdminDiscountCodeResponseSchema,
    }),
  expireDiscountCode: (id: number) =>
    apiClient.request(`${ADMIN_API}/discount-codes/${id}/expire`, {
      method: "POST",
      body: {},
      parser: AdminDiscountCodeResponseSchema,
    }),
  redemptions: (id: number, page: number, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/discount-codes/${id}/redemptions`, {
      query: { page },
      signal,
      parser: AdminRedemptionsPageSchema,
    }),
};
