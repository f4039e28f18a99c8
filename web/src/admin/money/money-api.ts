/** The back office's money calls (contract/admin-money.ts), through the app's api client. */

import { ADMIN_API } from "@amora/contract/admin";
import {
  MoneyPaymentDetailSchema,
  MoneyPaymentsResponseSchema,
  type MoneyRefundRequest,
  MoneyRefundResponseSchema,
} from "@amora/contract/admin-money";
import { apiClient } from "../../lib/api-client.ts";
import type { ListApiQuery } from "../admin-api.ts";

export const moneyApi = {
  payments: (query: ListApiQuery, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/payments`, { query, signal, parser: MoneyPaymentsResponseSchema }),
  payment: (id: string, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/payments/${encodeURIComponent(id)}`, {
      signal,
      parser: MoneyPaymentDetailSchema,
    }),
  refund: (id: string, body: MoneyRefundRequest) =>
    apiClient.request(`${ADMIN_API}/payments/${encodeURIComponent(id)}/refund`, {
      method: "POST",
      body,
      parser: MoneyRefundResponseSchema,
    }),
};

export const paymentQueryKey = (id: string) => ["admin", "payment", id] as const;
