/**
 * The A/B variant of the lander being shown (issue 16): the server picks it with the page and writes it into
 * the boot data; the landers show its headline when it has one. It is kept in the query cache (seeded from
 * the boot data in the browser, and by the server render), so the hook reads the same in both.
 */
import type { LanderVisit } from "@amora/contract/landers";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "react-router";

export { LanderBounceBeacon } from "./bounce-beacon.tsx";

const LANDER_VISIT_KEY = ["lander-visit"] as const;

/** Keeps the visit the server gave the page (none outside a lander). */
export function seedLanderVisit(queryClient: QueryClient, visit: LanderVisit | undefined): void {
  queryClient.setQueryData(LANDER_VISIT_KEY, visit ?? null);
}

/** The visit's variant, or null outside a lander (and on a lander the app reached without a page load). */
export function useLanderVisit(): LanderVisit | null {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const visit = queryClient.getQueryData<LanderVisit | null>(LANDER_VISIT_KEY) ?? null;
  // The visit belongs to the lander the page was loaded on, not to the pages the visitor goes on to.
  return visit && pathname.split("/")[2] === visit.lander ? visit : null;
}
