/**
 * The report calls (contract/reports.ts): filing one (POST /api/report.php), the member's own reports with
 * their outcome (GET /api/my-reports.php), the decisions against them (GET /api/report-decisions.php) and
 * their one appeal of a decision (POST /api/report-appeal.php), and the same without a session through a
 * mail's signed link (/api/report-appeal-link.php).
 */
import {
  type AppealResponse,
  AppealResponseSchema,
  MyReportsResponseSchema,
  ReportCreatedSchema,
  ReportDecisionsResponseSchema,
  type ReportRequest,
} from "@amora/contract/reports";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../lib/api-client.ts";

export const reportsQueryKeys = {
  mine: ["reports", "mine"] as const,
  decisions: ["reports", "decisions"] as const,
};

export const myReportsQuery = queryOptions({
  queryKey: reportsQueryKeys.mine,
  queryFn: ({ signal }) =>
    apiClient.request("/api/my-reports.php", { parser: MyReportsResponseSchema, signal }),
});

export const decisionsQuery = queryOptions({
  queryKey: reportsQueryKeys.decisions,
  queryFn: ({ signal }) =>
    apiClient.request("/api/report-decisions.php", { parser: ReportDecisionsResponseSchema, signal }),
  // Decisions are rare: the account alert reads them once in a while, not on every page.
  staleTime: 5 * 60_000,
});

export function useFileReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportRequest) =>
      apiClient.request("/api/report.php", { method: "POST", body, parser: ReportCreatedSchema }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reportsQueryKeys.mine }),
  });
}

export function useAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { report_id: number; text: string }) =>
      apiClient.request("/api/report-appeal.php", { method: "POST", body, parser: AppealResponseSchema }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reportsQueryKeys.decisions }),
  });
}

const appealLinkKey = (token: string) => ["reports", "appeal-link", token] as const;

/** The decision a mailed appeal link names (LINK_INVALID when expired or not whole). */
export function useAppealLink(token: string) {
  return useQuery({
    queryKey: appealLinkKey(token),
    queryFn: ({ signal }) =>
      apiClient.request(`/api/report-appeal-link.php?token=${encodeURIComponent(token)}`, {
        parser: AppealResponseSchema,
        signal,
      }),
    retry: false,
    enabled: token !== "",
  });
}

export function useAppealByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiClient.request("/api/report-appeal-link.php", {
        method: "POST",
        body: { token, text },
        parser: AppealResponseSchema,
      }),
    onSuccess: (answer: AppealResponse) => queryClient.setQueryData(appealLinkKey(token), answer),
  });
}
