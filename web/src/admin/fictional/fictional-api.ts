/** The fictional profiles' calls (contract/admin-fictional.ts), through the app's api client. */
import { ADMIN_API } from "@amora/contract/admin";
import {
  FictionalListResponseSchema,
  type FictionalProfileInput,
  FictionalProfileResponseSchema,
  FictionalSitesResponseSchema,
} from "@amora/contract/admin-fictional";
import { RegionsResponseSchema } from "@amora/contract/settings";
import type { QueryClient } from "@tanstack/react-query";
import { apiClient } from "../../lib/api-client.ts";
import type { ListApiQuery } from "../admin-api.ts";

const BASE = `${ADMIN_API}/fictional-profiles`;
const profile = { parser: FictionalProfileResponseSchema };

export type FictionalSort = "id" | "name" | "country" | "city" | "created" | "active";

export const fictionalApi = {
  list: (query: ListApiQuery, signal?: AbortSignal) =>
    apiClient.request(BASE, { query, signal, parser: FictionalListResponseSchema }),
  sites: () => apiClient.request(`${BASE}/sites`, { parser: FictionalSitesResponseSchema }),
  regions: () => apiClient.request("/api/regions.php", { parser: RegionsResponseSchema }),
  get: (id: number, signal?: AbortSignal) => apiClient.request(`${BASE}/${id}`, { ...profile, signal }),
  create: (body: FictionalProfileInput) => apiClient.request(BASE, { ...profile, method: "POST", body }),
  update: (id: number, body: FictionalProfileInput) =>
    apiClient.request(`${BASE}/${id}`, { ...profile, method: "PUT", body }),
  upload: (id: number, file: File) => {
    const form = new FormData();
    form.append("photo", file);
    return apiClient.request(`${BASE}/${id}/photos`, { ...profile, method: "POST", body: form });
  },
  makeMain: (id: number, photoId: number) =>
    apiClient.request(`${BASE}/${id}/photos/${photoId}/main`, { ...profile, method: "PUT" }),
  order: (id: number, photoIds: number[]) =>
    apiClient.request(`${BASE}/${id}/photos/order`, {
      ...profile,
      method: "PUT",
      body: { photo_ids: photoIds },
    }),
  remove: (id: number, photoId: number) =>
    apiClient.request(`${BASE}/${id}/photos/${photoId}`, { ...profile, method: "DELETE" }),
};

/** The lists' pages (keyed by their query), not the profile just saved nor the sites: they are up to date. */
export function invalidateLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    queryKey: ["admin", "fictional"],
    predicate: (query) => typeof query.queryKey[2] === "object",
  });
}
