/**
 * Who is logged in: GET /api/user.php (spec §7), cached for the whole app. Logging in, signing up and the
 * account calls put the user they answer into this cache, so every consumer of useSessionUser() follows.
 */
import { type User, UserResponseSchema } from "@amora/contract/user";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, apiClient } from "../../lib/api-client.ts";
import { forgetOfflineData } from "../../lib/service-worker.ts";

/** The logged-in member (spec §3 User). */
export type SessionUser = User;

const SESSION_USER_KEY = ["session", "user"] as const;

export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  return (await apiClient.request("/api/user.php", { parser: UserResponseSchema, signal })).user;
}

export const sessionUserQuery = queryOptions({
  queryKey: SESSION_USER_KEY,
  queryFn: ({ signal }) => fetchSessionUser(signal),
  // Refreshed on a timer (user-refresh.ts) and replaced by every call that answers a user; never on its own.
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export function useSessionUser(): SessionUser | null {
  return useQuery(sessionUserQuery).data ?? null;
}

/** Puts the user an account call answered into the cache (login, signup, settings, …). */
export function setSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  if (user === null) {
    clearSession(queryClient);
    return;
  }
  queryClient.setQueryData(sessionUserQuery.queryKey, user);
}

/** Cache keys that outlive a logout: the site's reference data, and the session itself (set to null). */
const KEPT_ON_LOGOUT = new Set(["site", "session"]);

/** Forgets the user and everything cached for them; what a logout does on the client side. */
export function clearSession(queryClient: QueryClient): void {
  forgetOfflineData();
  queryClient.setQueryData(sessionUserQuery.queryKey, null);
  queryClient.removeQueries({
    predicate: (query) => !KEPT_ON_LOGOUT.has(String(query.queryKey[0])),
  });
}

/**
 * Spec §6: a 403 carrying authentication_required means the session is gone, so the client logs out.
 * A visitor has no session to end: for them the refusal is the answer the screen shows (the members
 * page's "log in to see the members" prompt), so nothing is cleared. A member whose session ended is
 * logged out; the screens on view start over as the visitor's (reset, which refetches them) rather than
 * being dropped mid-request, which left them loading forever.
 */
export function logOutWhenSessionEnds(client: ApiClient, queryClient: QueryClient): () => void {
  return client.onAuthenticationRequired(() => {
    if (!queryClient.getQueryData(sessionUserQuery.queryKey)) return;
    forgetOfflineData();
    queryClient.setQueryData(sessionUserQuery.queryKey, null);
    const forgotten = (query: { queryKey: readonly unknown[] }) =>
      !KEPT_ON_LOGOUT.has(String(query.queryKey[0]));
    queryClient.removeQueries({ type: "inactive", predicate: forgotten });
    void queryClient.resetQueries({ type: "active", predicate: forgotten });
  });
}
