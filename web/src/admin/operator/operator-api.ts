/** The operator inbox's calls (contract/admin-operator.ts). */
import { ADMIN_API } from "@amora/contract/admin";
import {
  type OperatorAnswerRequest,
  OperatorAnswerResponseSchema,
  OperatorClaimResponseSchema,
  OperatorConversationSchema,
  OperatorFiguresResponseSchema,
  OperatorNoteResponseSchema,
  OperatorQueueResponseSchema,
  OperatorReleaseResponseSchema,
} from "@amora/contract/admin-operator";
import { apiClient } from "../../lib/api-client.ts";
import type { ListApiQuery } from "../admin-api.ts";

const BASE = `${ADMIN_API}/operator`;

export type QueueSort = "waiting" | "unread" | "member";
export type FiguresSort = "answered" | "median" | "name";

export const operatorApi = {
  queue: (query: ListApiQuery, signal?: AbortSignal) =>
    apiClient.request(`${BASE}/queue`, { query, signal, parser: OperatorQueueResponseSchema }),
  claim: (conversation: number) =>
    apiClient.request(`${BASE}/claims`, {
      method: "POST",
      body: { conversation },
      parser: OperatorClaimResponseSchema,
    }),
  release: (conversation: number) =>
    apiClient.request(`${BASE}/claims/${conversation}`, {
      method: "DELETE",
      parser: OperatorReleaseResponseSchema,
    }),
  conversation: (conversation: number, before?: number, signal?: AbortSignal) =>
    apiClient.request(`${BASE}/conversations/${conversation}`, {
      query: { before },
      signal,
      parser: OperatorConversationSchema,
    }),
  note: (conversation: number, body: string) =>
    apiClient.request(`${BASE}/conversations/${conversation}/notes`, {
      method: "POST",
      body: { body },
      parser: OperatorNoteResponseSchema,
    }),
  answer: (conversation: number, answer: OperatorAnswerRequest) =>
    apiClient.request(`${BASE}/conversations/${conversation}/answer`, {
      method: "POST",
      body: answer,
      idempotent: true,
      parser: OperatorAnswerResponseSchema,
    }),
  figures: (query: ListApiQuery, signal?: AbortSignal) =>
    apiClient.request(`${BASE}/figures`, { query, signal, parser: OperatorFiguresResponseSchema }),
};
