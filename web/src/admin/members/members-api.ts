/** The member tools' calls (decision 037), parsed with the contract's schemas. */
import { ADMIN_API } from "@amora/contract/admin";
import {
  LedgerPageSchema,
  LoginsPageSchema,
  MemberActionResponseSchema,
  MemberListResponseSchema,
  MemberRecordSchema,
} from "@amora/contract/admin-members";
import { apiClient } from "../../lib/api-client.ts";
import type { ListApiQuery } from "../admin-api.ts";

const base = `${ADMIN_API}/members`;

/** The actions of a member's record, each a POST to /api/admin/members/:id/<path> with a reason. */
export type MemberActionPath =
  | "suspend"
  | "ban"
  | "lift"
  | "hide"
  | "credits"
  | "activation-mail"
  | "password-reset"
  | "delete";

export const membersApi = {
  list: (query: ListApiQuery, signal?: AbortSignal) =>
    apiClient.request(base, { query, signal, parser: MemberListResponseSchema }),
  record: (id: number, signal?: AbortSignal) =>
    apiClient.request(`${base}/${id}`, { signal, parser: MemberRecordSchema }),
  ledger: (id: number, page: number, signal?: AbortSignal) =>
    apiClient.request(`${base}/${id}/ledger`, { query: { page }, signal, parser: LedgerPageSchema }),
  logins: (id: number, page: number, signal?: AbortSignal) =>
    apiClient.request(`${base}/${id}/logins`, { query: { page }, signal, parser: LoginsPageSchema }),
  act: (id: number, path: MemberActionPath, body: Record<string, unknown>) =>
    apiClient.request(`${base}/${id}/${path}`, { method: "POST", body, parser: MemberActionResponseSchema }),
  note: (id: number, body: string) =>
    apiClient.request(`${base}/${id}/notes`, {
      method: "POST",
      body: { body },
      parser: MemberActionResponseSchema,
    }),
  /** The moderation section's call (another section's route): the photo disappears, the member is told. */
  rejectPhoto: (photoId: number, reason: string) =>
    apiClient.request(`${ADMIN_API}/photos/${photoId}/reject`, { method: "POST", body: { reason } }),
};
