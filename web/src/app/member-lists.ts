/**
 * The member's lists that reload with the user refresh (spec §9), open or not, so their screens open up to
 * date. The app shell hands this to the session's effects: the session sits below the chat and likes
 * features, which read the session user, so it cannot import them itself (decision 026). The two features
 * are imported here on demand, when a member's refresh runs: a visitor's page never loads their code.
 */
import type { QueryClient } from "@tanstack/react-query";

export function reloadMemberLists(queryClient: QueryClient): void {
  Promise.all([import("../features/chat/index.ts"), import("../features/likes/index.ts")])
    .then(([{ chatsQuery }, { likesQuery }]) => {
      // Fetched now even when cached and fresh; every loaded page of the chat list comes again.
      void queryClient.prefetchInfiniteQuery({ ...chatsQuery, staleTime: 0 });
      void queryClient.prefetchQuery({ ...likesQuery, staleTime: 0 });
    })
    .catch(() => {
      // Not loaded (offline, a new deployment): the lists load when their screens open.
    });
}
