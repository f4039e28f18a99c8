/** The root route: its loader prepares the site before anything renders; its component adds the progress bar. */
import type { QueryClient } from "@tanstack/react-query";
import { type LoaderFunctionArgs, Outlet } from "react-router";
import { RouteProgressBar } from "../components/route-progress-bar.tsx";

export function Root() {
  return (
    <>
      <RouteProgressBar />
      <Outlet />
    </>
  );
}

export function createSiteLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const { loadSite } = await import("./load-site.ts");
    await loadSite(queryClient, request);
    return null;
  };
}
