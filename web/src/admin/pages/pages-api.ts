/** The information pages' calls of the back office (contract/admin-pages.ts), through the app's api client. */
import { ADMIN_API } from "@amora/contract/admin";
import {
  type AdminPageCreate,
  type AdminPagePreview,
  AdminPagePreviewResponseSchema,
  AdminPageResponseSchema,
  AdminPageSitesSchema,
  AdminPagesPageSchema,
  type AdminPageUpdate,
} from "@amora/contract/admin-pages";
import { apiClient } from "../../lib/api-client.ts";
import type { ListApiQuery } from "../admin-api.ts";

export const pagesApi = {
  pages: (query: ListApiQuery, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/pages`, { query, signal, parser: AdminPagesPageSchema }),
  sites: (signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/pages/sites`, { signal, parser: AdminPageSitesSchema }),
  page: (id: number, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/pages/${id}`, { signal, parser: AdminPageResponseSchema }),
  create: (body: AdminPageCreate) =>
    apiClient.request(`${ADMIN_API}/pages`, { method: "POST", body, parser: AdminPageResponseSchema }),
  save: (id: number, body: AdminPageUpdate) =>
    apiClient.request(`${ADMIN_API}/pages/${id}`, { method: "PUT", body, parser: AdminPageResponseSchema }),
  restore: (id: number, version: number) =>
    apiClient.request(`${ADMIN_API}/pages/${id}/restore`, {
      method: "POST",
      body: { version },
      parser: AdminPageResponseSchema,
    }),
  preview: (body: AdminPagePreview, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/pages/preview`, {
      method: "POST",
      body,
      signal,
      parser: AdminPagePreviewResponseSchema,
    }),
};
