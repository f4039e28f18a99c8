/**
 * The member's lists that reload with the user refresh (spec §9), open or not, so their screens open up to
 * date. The app shell hands this to the session's effects: the session sits below the chat and likes
 * features, which read the session user, so it cannot import them itself (decision 026).
 */
import type { QueryClient } from "@tanstack/react-query";
import { chatsQuery } from "../features/chat/index.ts";
import { likesQuery } from "../features/likes/index.ts";

export function reloadMemberLists(queryClient: QueryClient): void {
  // Fetched now even when cached and fresh; every loaded page of the chat list comes again.
  void queryClient.prefetchInfiniteQuery({ ...chatsQuery, staleTime: 0 });
  void queryClient.prefetchQuery({ ...likesQuery, staleTime: 0 });
}
