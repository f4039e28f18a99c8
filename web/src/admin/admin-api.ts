/**
 * The back office's calls (contract/admin.ts), through the app's api client: the client header, retries of
 * safe calls and the `{code, message}` errors are the same as the members'. Only the paths and the staff
 * cookie (which the server sets) differ.
 */
import {
  ADMIN_API,
  AuditLogResponseSchema,
  StaffLoginResponseSchema,
  StaffResponseSchema,
  type StaffRole,
  StaffSetupInfoSchema,
  StaffSetupResponseSchema,
} from "@amora/contract/admin";
import { apiClient } from "../lib/api-client.ts";

export type AuditSort = "at" | "action" | "staff";

/** A list's query as `useListQuery` gives it (admin-list.tsx). */
export type ListApiQuery = Record<string, string | number | undefined>;

export const adminApi = {
  me: () => apiClient.request(`${ADMIN_API}/me`, { parser: StaffResponseSchema }),
  login: (email: string, password: string) =>
    apiClient.request(`${ADMIN_API}/login`, {
      method: "POST",
      body: { email, password },
      parser: StaffLoginResponseSchema,
    }),
  loginCode: (code: string) =>
    apiClient.request(`${ADMIN_API}/login/totp`, {
      method: "POST",
      body: { code },
      parser: StaffResponseSchema,
    }),
  logout: () => apiClient.request(`${ADMIN_API}/logout`, { method: "POST" }),
  setupInfo: (token: string) =>
    apiClient.request(`${ADMIN_API}/setup`, { query: { token }, parser: StaffSetupInfoSchema }),
  setup: (body: { token: string; name: string; password: string; code: string }) =>
    apiClient.request(`${ADMIN_API}/setup`, { method: "POST", body, parser: StaffSetupResponseSchema }),
  reauth: (proof: { password: string } | { code: string }) =>
    apiClient.request(`${ADMIN_API}/reauth`, { method: "POST", body: proof }),
  auditLog: (query: ListApiQuery, signal?: AbortSignal) =>
    apiClient.request(`${ADMIN_API}/audit-log`, {
      query,
      signal,
      parser: AuditLogResponseSchema,
    }),
};

export const staffQueryKey = ["admin", "me"] as const;

export type { StaffRole };
