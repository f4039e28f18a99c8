/**
 * The tab's live connection for a logged-in member: made when a member is in the session cache (login,
 * or the first user load), stopped when the cache says nobody is (logout, session gone), which also
 * forgets the last event id. The last id is kept in sessionStorage per member, so a reload continues where
 * the tab was. Every event goes into the query cache (live-cache.ts); the periodic user refresh and the
 * chat polling stay as the fallback.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import {
  LiveConnection,
  type LiveConnectionOptions,
  storageLastEventIdStore,
} from "../../lib/live-connection.ts";
import { sessionUserQuery } from "../session/index.ts";
import { LiveHubContext, setActiveLiveHub } from "./hooks.ts";
import { applyLiveEvent, resyncLiveData } from "./live-cache.ts";
import { LiveHub } from "./live-hub.ts";
import { LiveBanner } from "./live-status.tsx";

type ConnectionOptions = Omit<LiveConnectionOptions, "lastEventId">;

/**
 * The unit tests run in jsdom without a server (on the API server's own port, 3000): the connection stays
 * off there unless a test gives the socket it wants here.
 */
let testOptions: ConnectionOptions | null = null;

export function setLiveTestOptions(options: ConnectionOptions | null): void {
  testOptions = options;
}

function connectionOptions(given: ConnectionOptions | undefined): ConnectionOptions | null {
  if (given) return given;
  if (testOptions) return testOptions;
  return import.meta.env.MODE === "test" ? null : {};
}

/** Where a tab keeps the id of the last event it handled, per member. */
export function lastEventIdKey(profileId: number): string {
  return `amora.live.last_event_id.${profileId}`;
}

export function LiveProvider({
  children,
  options,
}: {
  children: ReactNode;
  /** Tests replace the socket, timers or environment. */
  options?: ConnectionOptions;
}) {
  const queryClient = useQueryClient();
  // Only reads the cache: the root loader and the user refresh do the loading.
  const { data: user } = useQuery({ ...sessionUserQuery, enabled: false });
  const profileId = user?.profile.id;
  const [hub] = useState(() => new LiveHub());

  useEffect(() => {
    setActiveLiveHub(hub);
    return () => setActiveLiveHub(null);
  }, [hub]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: options are fixed for the provider's life.
  useEffect(() => {
    const made = connectionOptions(options);
    if (profileId === undefined || made === null) return;
    const connection = new LiveConnection({
      ...made,
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
    return () => {
      unsubscribe();
      hub.detach();
      // Logging out (or another member logging in) forgets where this member's events were.
      const stillHere = queryClient.getQueryData(sessionUserQuery.queryKey)?.profile.id === profileId;
      connection.stop({ forget: !stillHere });
    };
  }, [profileId, queryClient, hub]);

  return (
    <LiveHubContext value={hub}>
      {children}
      <LiveBanner />
    </LiveHubContext>
  );
}
