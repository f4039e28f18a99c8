/**
 * The root route: its loader prepares the site before anything renders; its component adds the progress bar
 * and React Router's scroll restoration (a new page starts at its top, or at its #hash; going back and forth
 * returns to where the reader was, after a reload too).
 */
import type { BootData } from "@amora/contract/boot-data";
import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { type LoaderFunctionArgs, Outlet, ScrollRestoration } from "react-router";
import { RouteProgressBar } from "../components/route-progress-bar.tsx";
import { ConsentBanner } from "../features/consent/index.ts";
import { useSessionUser } from "../features/session/index.ts";
import { useServiceWorker } from "../lib/service-worker.ts";
import { prefetchNextScreens, scheduleIdlePrefetch } from "./idle-prefetch.ts";

export function Root() {
  const isMember = useSessionUser() !== null;
  useEffect(
    () => scheduleIdlePrefetch(() => void prefetchNextScreens(isMember ? "member" : "visitor")),
    [isMember],
  );
  // Push and the installed app's offline shell, once a member is here and the page is idle.
  useServiceWorker(isMember);
  return (
    <>
      <RouteProgressBar />
      <ScrollRestoration />
      <Outlet />
      <ConsentBanner />
    </>
  );
}

export function createSiteLoader(queryClient: QueryClient, boot: BootData | null = null) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const { loadSite } = await import("./load-site.ts");
    await loadSite(queryClient, request, boot);
    return null;
  };
}
