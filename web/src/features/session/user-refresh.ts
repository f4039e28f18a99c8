/**
 * Keeps the member's data fresh (spec §9): GET /api/user.php, and with it the lists the app shell names
 * (the chat list and the likes, app/member-lists.ts), 5 s after the app mounts, then every 60 s, or every
 * 300 s once push is subscribed (the push messages then bring news). The lists reload whether or not their
 * screens are open, so they open up to date. Only while logged in: a visitor has nothing to refresh, and
 * logging in sets the user at once. The session sits below the chat and likes features (they read the
 * session user), so it takes their reload as an option instead of importing them (decision 026).
 */
import { USER_REFRESH_MS, USER_REFRESH_PUSH_MS, USER_REFRESH_START_MS } from "@amora/contract/constants";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { sessionUserQuery } from "./session.ts";

export function userRefreshInterval(isPushSubscribed: boolean): number {
  return isPushSubscribed ? USER_REFRESH_PUSH_MS : USER_REFRESH_MS;
}

/** The user and the lists that come with it, fetched now even when cached and fresh. */
export function refreshUser(
  queryClient: QueryClient,
  reloadWithUser: UserRefreshOptions["reloadWithUser"],
): void {
  void queryClient.refetchQueries({ queryKey: sessionUserQuery.queryKey });
  reloadWithUser(queryClient);
}

export interface UserRefreshOptions {
  isLoggedIn: boolean;
  /** Whether this device is subscribed to web push (the session's effects read the push state). */
  isPushSubscribed: boolean;
  /** Reloads what comes with the user, fetched even when cached and fresh (a stable function). */
  reloadWithUser: (queryClient: QueryClient) => void;
}

export function useUserRefresh({ isLoggedIn, isPushSubscribed, reloadWithUser }: UserRefreshOptions): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isLoggedIn) return;
    const refresh = () => refreshUser(queryClient, reloadWithUser);
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      refresh();
      interval = setInterval(refresh, userRefreshInterval(isPushSubscribed));
    }, USER_REFRESH_START_MS);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [queryClient, isLoggedIn, isPushSubscribed, reloadWithUser]);
}
