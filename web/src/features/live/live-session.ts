/**
 * One member's live session in a tab: the connection, its last event id kept per member in sessionStorage,
 * its events applied to the query cache, and the page's visibility reported (page-presence.ts). Loaded on
 * demand by LiveProvider (live-provider.tsx).
 */
import type { QueryClient } from "@tanstack/react-query";
import {
  LiveConnection,
  type LiveConnectionOptions,
  storageLastEventIdStore,
} from "../../lib/live-connection.ts";
import { sessionUserQuery } from "../session/index.ts";
import { applyLiveEvent, resyncLiveData } from "./live-cache.ts";
import type { LiveHub } from "./live-hub.ts";
import { watchPagePresence } from "./page-presence.ts";

export type ConnectionOptions = Omit<LiveConnectionOptions, "lastEventId">;

/** Where a tab keeps the id of the last event it handled, per member. */
export function lastEventIdKey(profileId: number): string {
  return `amora.live.last_event_id.${profileId}`;
}

/** Connects now; the answer stops the session (and forgets the last id when the member left). */
export function startLiveSession({
  queryClient,
  hub,
  profileId,
  options,
}: {
  queryClient: QueryClient;
  hub: LiveHub;
  profileId: number;
  options: ConnectionOptions;
}): () => void {
  const connection = new LiveConnection({
    ...options,
    lastEventId: storageLastEventIdStore(lastEventIdKey(profileId)),
  });
  const unsubscribe = connection.subscribe({
    event: (event) => applyLiveEvent(queryClient, hub.signals, event),
    resync: () => resyncLiveData(queryClient),
    sessionEnded: () => {
      // The server says the session ended: ask who is logged in. A member still there (a new session
      // cookie) gets a new connection; otherwise the logout clears the cache and this effect.
      void queryClient.refetchQueries({ queryKey: sessionUserQuery.queryKey }).then(() => {
        if (queryClient.getQueryData(sessionUserQuery.queryKey)?.profile.id === profileId) {
          connection.start();
        }
      });
    },
  });
  hub.attach(connection);
  connection.start();
  const stopWatchingPage = watchPagePresence((frame) => connection.send(frame));
  return () => {
    stopWatchingPage();
    unsubscribe();
    hub.detach();
    // Logging out (or another member logging in) forgets where this member's events were.
    const stillHere = queryClient.getQueryData(sessionUserQuery.queryKey)?.profile.id === profileId;
    connection.stop({ forget: !stillHere });
  };
}
