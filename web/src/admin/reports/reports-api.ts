/** The report queue's calls (contract/admin-reports.ts), through the app's api client. */
import { ADMIN_API } from "@amora/contract/admin";
import {
  type ReportDecideRequest,
  ReportDetailResponseSchema,
  ReportListResponseSchema,
} from "@amora/contract/admin-reports";
import { apiClient } from "../../lib/api-client.ts";
import type { ListApiQuery } from "../admin-api.ts";

export const reportsApi = {
  list: (query: ListApiQuery, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/reports`, { query, signal, parser: ReportListResponseSchema }),
  detail: (id: number, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/reports/${id}`, { signal, parser: ReportDetailResponseSchema }),
  decide: (id: number, body: ReportDecideRequest) =>
    apiClient.request(`${ADMIN_API}/reports/${id}/decide`, {
      method: "POST",
      body,
      parser: ReportDetailResponseSchema,
    }),
  decideAppeal: (id: number, body: { outcome: "upheld" | "reversed"; statement: string }) =>
    apiClient.request(`${ADMIN_API}/reports/${id}/appeal`, {
      method: "POST",
      body,
      parser: ReportDetailResponseSchema,
    }),
};
