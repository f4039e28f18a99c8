/** The lander's bounce watch as a component of the lander layout (bounce-watch.ts watches). */
import type { LanderVisit } from "@amora/contract/landers";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { landerSlug, watchBounce } from "./bounce-watch.ts";

/** Watches the lander for a bounce when the visit asked for bounce logging; renders nothing. */
export function LanderBounceBeacon({ visit }: { visit: LanderVisit | null }) {
  const slug = landerSlug(useLocation().pathname);
  useEffect(() => {
    if (!visit?.bounceLogging) return;
    return watchBounce(visit, slug);
  }, [visit, slug]);
  return null;
}
