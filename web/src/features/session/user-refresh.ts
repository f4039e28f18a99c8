/**
 * Keeps the member's data fresh (spec §9): GET /api/user.php 5 s after the app mounts, then every 60 s, or
 * every 300 s once push is subscribed (the push messages then bring news). Only while logged in: a visitor
 * has nothing to refresh, and logging in sets the user at once.
 */
import { USER_REFRESH_MS, USER_REFRESH_PUSH_MS, USER_REFRESH_START_MS } from "@amora/contract/constants";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { sessionUserQuery } from "./session.ts";

export function userRefreshInterval(isPushSubscribed: boolean): number {
  return isPushSubscribed ? USER_REFRESH_PUSH_MS : USER_REFRESH_MS;
}

export interface UserRefreshOptions {
  isLoggedIn: boolean;
  /** Set by web push once the member subscribed (the push issue passes its state here). */
  isPushSubscribed: boolean;
}

export function useUserRefresh({ isLoggedIn, isPushSubscribed }: UserRefreshOptions): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isLoggedIn) return;
    const refresh = () => void queryClient.refetchQueries({ queryKey: sessionUserQuery.queryKey });
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      refresh();
      interval = setInterval(refresh, userRefreshInterval(isPushSubscribed));
    }, USER_REFRESH_START_MS);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [queryClient, isLoggedIn, isPushSubscribed]);
}
