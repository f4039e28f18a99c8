/** The spending-limit calls (contract/src/spending-limits.ts): the limits, changing them, the question, the summary. */
import {
  type SpendingLimits,
  type SpendingLimitsResponse,
  SpendingLimitsResponseSchema,
  SpendingSummaryResponseSchema,
} from "@amora/contract/spending-limits";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "../../lib/api-client.ts";

export const spendingQueryKeys = {
  limits: ["spending", "limits"] as const,
  summary: ["spending", "summary"] as const,
};

export const spendingLimitsQuery = queryOptions({
  queryKey: spendingQueryKeys.limits,
  queryFn: ({ signal }) =>
    apiClient.request("/api/spending-limits.php", { parser: SpendingLimitsResponseSchema, signal }),
});

export const spendingSummaryQuery = queryOptions({
  queryKey: spendingQueryKeys.summary,
  queryFn: ({ signal }) =>
    apiClient.request("/api/spending-summary.php", { parser: SpendingSummaryResponseSchema, signal }),
});

export function saveSpendingLimits(limits: SpendingLimits): Promise<SpendingLimitsResponse> {
  return apiClient.request("/api/spending-limits.php", {
    method: "PUT",
    body: limits,
    parser: SpendingLimitsResponseSchema,
  });
}

export async function dismissLimitPrompt(): Promise<void> {
  await apiClient.request("/api/spending-limits-prompt.php", { method: "POST", body: {} });
}
