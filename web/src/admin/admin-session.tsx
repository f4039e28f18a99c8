/**
 * The staff session as the back office sees it: who is signed in (GET /api/admin/me, kept in the query
 * cache), and what happens when the server ends the session. The server ends it after
 * STAFF_IDLE_TIMEOUT_MS without a call; the next call then answers 401 (or 403 authentication_required),
 * and the staff member is sent back to the login with the reason.
 */
import type { Staff } from "@amora/contract/admin";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { ApiError } from "../lib/api-errors.ts";
import { adminApi, staffQueryKey } from "./admin-api.ts";

export const LOGIN_PATH = "/admin/login";

/** What the login screen is told through the navigation state. */
export interface LoginState {
  /** Where to go back to after logging in again. */
  from?: string;
}

/** Set when the server ended the session, so the login says why; cleared by the next login. */
const sessionEndedKey = ["admin", "session-ended"] as const;

export function isSessionEnded(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 401 || (error.status === 403 && error.code === "authentication_required"))
  );
}

/**
 * Asked once per page load: later the login, the setup and the logout set it, and a call that finds the
 * session ended clears it (useSessionGuard), so asking again on every screen would tell nothing new.
 */
export function useStaff() {
  return useQuery({
    queryKey: staffQueryKey,
    queryFn: async () => (await adminApi.me()).staff,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSetStaff(): (staff: Staff | null) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (staff) => {
      if (staff) queryClient.setQueryData(sessionEndedKey, false);
      queryClient.setQueryData(staffQueryKey, staff);
    },
    [queryClient],
  );
}

/** Whether the last session was ended by the server (the idle timeout), rather than by logging out. */
export function useSessionEnded(): boolean {
  return useQueryClient().getQueryData<boolean>(sessionEndedKey) === true;
}

/**
 * Runs a back-office call; when the server says the session is over, forgets the staff member, so the
 * screen gives way to the login (RequireStaff in admin-app.tsx), which shows the idle-timeout message. The
 * error is thrown on either way, so the caller stops.
 */
export function useSessionGuard(): <T>(call: () => Promise<T>) => Promise<T> {
  const queryClient = useQueryClient();
  return useCallback(
    async (call) => {
      try {
        return await call();
      } catch (error) {
        if (isSessionEnded(error)) {
          queryClient.setQueryData(sessionEndedKey, true);
          queryClient.setQueryData(staffQueryKey, null);
        }
        throw error;
      }
    },
    [queryClient],
  );
}
