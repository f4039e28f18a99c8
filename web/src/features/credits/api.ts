/**
 * The credit and payment calls (contract/src/payments.ts): the bundles, methods and last order of the
 * member (GET /api/credits.php), discount checks, creating a payment or repeating the last order, one
 * payment (polled while the bank still has it) and the paged list of payments. The server prices every
 * order itself, so no call here ever sends an amount.
 */
import {
  type CreatePaymentRequest,
  CreditsResponseSchema,
  DiscountResponseSchema,
  type PaymentAnswer,
  PaymentAnswerSchema,
  type PaymentMethod,
  type PaymentResponse,
  PaymentResponseSchema,
  TransactionsResponseSchema,
} from "@amora/contract/payments";
import { infiniteQueryOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { apiClient } from "../../lib/api-client.ts";
import { sessionUserQuery } from "../session/index.ts";

/** Spec §4 pending: the payment page asks again every 2 s, for up to 2 minutes, then lets the member ask. */
export const PENDING_POLL_MS = 2_000;
export const PENDING_POLL_LIMIT_MS = 120_000;

export const creditsQueryKeys = {
  all: ["credits"] as const,
  offer: ["credits", "offer"] as const,
  discount: (check: DiscountCheck) =>
    ["credits", "discount", check.code, check.bundle ?? null, check.method ?? null] as const,
  welcome: ["credits", "discount", "welcome"] as const,
  payment: (id: string) => ["credits", "payment", id] as const,
  transactions: ["credits", "transactions"] as const,
};

/** The bundles in the member's currency, the methods of their payment country, refund days, last order. */
export const creditsQuery = queryOptions({
  queryKey: creditsQueryKeys.offer,
  queryFn: ({ signal }) => apiClient.request("/api/credits.php", { parser: CreditsResponseSchema, signal }),
  // Prices change rarely; the pages of one purchase (bundles, methods, repeat order) share one answer.
  staleTime: 5 * 60_000,
});

/** A code checked for this member; with a bundle (and method) for that exact order. */
export interface DiscountCheck {
  code: string;
  bundle?: number;
  method?: PaymentMethod;
}

export function discountQuery(check: DiscountCheck) {
  return queryOptions({
    queryKey: creditsQueryKeys.discount(check),
    queryFn: ({ signal }) =>
      apiClient.request("/api/discountcode.php", {
        query: { code: check.code, bundle: check.bundle, method: check.method },
        parser: DiscountResponseSchema,
        signal,
      }),
    staleTime: 60_000,
  });
}

/** The member's welcome code while the time bonus runs; any failure means there is none (spec §7, §8). */
export const welcomeDiscountQuery = queryOptions({
  queryKey: creditsQueryKeys.welcome,
  queryFn: async ({ signal }) => {
    try {
      return await apiClient.request("/api/discountcode.php", {
        query: { welcome: "true" },
        parser: DiscountResponseSchema,
        signal,
      });
    } catch {
      return null;
    }
  },
  staleTime: 60_000,
});

/**
 * One payment. While it is pending it is asked for again every 2 s until `pollUntil` (epoch ms): the
 * provider may take a moment after sending the member back, and the server refreshes it from there. Each
 * answer that says completed carries the balance of that moment, so it goes into the session user there
 * and then (a cached answer, shown again later, must not put an old balance back).
 */
export function paymentQuery(queryClient: QueryClient, id: string, pollUntil: number) {
  return queryOptions({
    queryKey: creditsQueryKeys.payment(id),
    queryFn: async ({ signal }) => {
      const answer = await apiClient.request("/api/payment.php", {
        query: { id },
        parser: PaymentResponseSchema,
        signal,
      });
      if (answer.payment.status === "completed") storeCompletedPayment(queryClient, answer);
      return answer;
    },
    refetchInterval: (query) =>
      query.state.data?.payment.status === "pending" && Date.now() < pollUntil ? PENDING_POLL_MS : false,
    // A payment that settled is final; only a pending one is worth asking about again.
    staleTime: (query) => (query.state.data?.payment.status === "pending" ? 0 : Number.POSITIVE_INFINITY),
  });
}

export const transactionsQuery = infiniteQueryOptions({
  queryKey: creditsQueryKeys.transactions,
  queryFn: ({ pageParam, signal }) =>
    apiClient.request("/api/transactions.php", {
      query: { before: pageParam },
      parser: TransactionsResponseSchema,
      signal,
    }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.next_before ?? undefined,
});

export function createPayment(request: CreatePaymentRequest): Promise<PaymentAnswer> {
  return apiClient.request("/api/payment.php", {
    method: "POST",
    body: request,
    parser: PaymentAnswerSchema,
  });
}

export function repeatOrder(): Promise<PaymentAnswer> {
  return apiClient.request("/api/repeat-order.php", { method: "POST", parser: PaymentAnswerSchema });
}

/**
 * A completed payment changes the member at once: the balance and premium state go into the session user,
 * so the navigation's credits badge and its Credits / Get Premium switch follow without waiting for the
 * periodic refresh; the refresh then fetches the rest. The transactions list is stale too.
 */
export function storeCompletedPayment(queryClient: QueryClient, answer: PaymentResponse): void {
  queryClient.setQueryData(sessionUserQuery.queryKey, (user) =>
    user ? { ...user, credits: answer.credits, paid_user: answer.paid_user } : user,
  );
  void queryClient.invalidateQueries({ queryKey: sessionUserQuery.queryKey });
  void queryClient.invalidateQueries({ queryKey: creditsQueryKeys.transactions });
  // The last order (repeat order) is the one just paid now.
  void queryClient.invalidateQueries({ queryKey: creditsQueryKeys.offer });
}
