/**
 * The tab's live connection for a logged-in member: made when a member is in the session cache (login,
 * or the first user load), stopped when the cache says nobody is (logout, session gone), which also
 * forgets the last event id. The last id is kept in sessionStorage per member, so a reload continues where
 * the tab was. Every event goes into the query cache (live-cache.ts); the periodic user refresh and the
 * chat polling stay as the fallback.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { sessionUserQuery } from "../session/index.ts";
import { LiveHubContext, setActiveLiveHub } from "./hooks.ts";
import { LiveHub } from "./live-hub.ts";
import type { ConnectionOptions } from "./live-session.ts";
import { LiveBanner } from "./live-status.tsx";

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
    // The connection's code is a chunk of its own, fetched once a member is here: visitors never need it,
    // and it keeps the first load small. Until it runs, polling and the user refresh keep the data fresh.
    let stop: (() => void) | undefined;
    let cancelled = false;
    import("./live-session.ts")
      .then(({ startLiveSession }) => {
        if (!cancelled) stop = startLiveSession({ queryClient, hub, profileId, options: made });
      })
      .catch(() => {
        // Not loaded (offline, a new deployment): the fallbacks above go on; the next login tries again.
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [profileId, queryClient, hub]);

  return (
    <LiveHubContext value={hub}>
      {children}
      <LiveBanner />
    </LiveHubContext>
  );
}
