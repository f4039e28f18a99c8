/**
 * Keeps the member's data fresh (spec §9): GET /api/user.php, the chat list and the likes 5 s after the app
 * mounts, then every 60 s, or every 300 s once push is subscribed (the push messages then bring news).
 * The chats and likes reload whether or not their screens are open, so they open up to date. Only while
 * logged in: a visitor has nothing to refresh, and logging in sets the user at once.
 */
import { USER_REFRESH_MS, USER_REFRESH_PUSH_MS, USER_REFRESH_START_MS } from "@amora/contract/constants";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { chatsQuery } from "../chat/index.ts";
import { likesQuery } from "../likes/index.ts";
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
    const refresh = () => {
      void queryClient.refetchQueries({ queryKey: sessionUserQuery.queryKey });
      // Fetched now even when cached and fresh; every loaded page of the chat list comes again.
      void queryClient.prefetchInfiniteQuery({ ...chatsQuery, staleTime: 0 });
      void queryClient.prefetchQuery({ ...likesQuery, staleTime: 0 });
    };
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
