/** The moderation queues' calls (contract/admin-moderation.ts), through the app's api client. */
import { ADMIN_API } from "@amora/contract/admin";
import {
  ComplaintListResponseSchema,
  ComplaintResponseSchema,
  ModerationSitesResponseSchema,
  PhotoQueueResponseSchema,
  PhotoReviewResponseSchema,
  TextQueueResponseSchema,
  TextReviewResponseSchema,
} from "@amora/contract/admin-moderation";
import { apiClient } from "../../lib/api-client.ts";
import type { ListApiQuery } from "../admin-api.ts";

export const moderationApi = {
  sites: () => apiClient.request(`${ADMIN_API}/moderation/sites`, { parser: ModerationSitesResponseSchema }),
  photos: (query: ListApiQuery, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/moderation/photos`, { query, signal, parser: PhotoQueueResponseSchema }),
  approvePhoto: (id: number) =>
    apiClient.request(`${ADMIN_API}/photos/${id}/approve`, {
      method: "POST",
      parser: PhotoReviewResponseSchema,
    }),
  rejectPhoto: (id: number, reason: string) =>
    apiClient.request(`${ADMIN_API}/photos/${id}/reject`, {
      method: "POST",
      body: { reason },
      parser: PhotoReviewResponseSchema,
    }),
  texts: (query: ListApiQuery, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/moderation/texts`, { query, signal, parser: TextQueueResponseSchema }),
  /** `about` is the text the moderator read: the server refuses when another one waits now. */
  approveText: (profileId: number, about: string) =>
    apiClient.request(`${ADMIN_API}/texts/${profileId}/approve`, {
      method: "POST",
      body: { about },
      parser: TextReviewResponseSchema,
    }),
  rejectText: (profileId: number, about: string, reason: string) =>
    apiClient.request(`${ADMIN_API}/texts/${profileId}/reject`, {
      method: "POST",
      body: { about, reason },
      parser: TextReviewResponseSchema,
    }),
  complaints: (query: ListApiQuery, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/complaints`, { query, signal, parser: ComplaintListResponseSchema }),
  complaint: (id: number, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/complaints/${id}`, { signal, parser: ComplaintResponseSchema }),
  reply: (id: number, reply: string) =>
    apiClient.request(`${ADMIN_API}/complaints/${id}/reply`, {
      method: "POST",
      body: { reply },
      parser: ComplaintResponseSchema,
    }),
};
