/**
 * Page-bounce logging (spec §4, query `lb`): a visitor who leaves the lander without acting (no click on a
 * link or button, no input in a form) sends one beacon with the lander, its variant, the slug and the seconds
 * spent. Nothing is sent when the visit did not ask for it.
 */

import type { LanderVisit } from "@amora/contract/landers";
import { LANDER_BOUNCE_PATH } from "@amora/contract/landers";
import { useEffect } from "react";
import { useLocation } from "react-router";

/** What counts as acting on the page: following a link, pressing a button, typing into a form. */
const ACTION = "a, button, input, select, textarea, [role='button'], label";

export function watchBounce(
  visit: LanderVisit,
  slug: string | undefined,
  now = () => Date.now(),
): () => void {
  const started = now();
  let done = false;
  const stop = () => {
    done = true;
    document.removeEventListener("click", onClick, true);
    document.removeEventListener("input", onAct, true);
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("pagehide", onLeave);
  };
  function onAct() {
    stop();
  }
  function onClick(event: MouseEvent) {
    if (event.target instanceof Element && event.target.closest(ACTION)) stop();
  }
  function onLeave() {
    if (done) return;
    stop();
    const body = JSON.stringify({
      lander: visit.lander,
      variant: visit.variant,
      slug: slug ?? null,
      seconds: Math.round((now() - started) / 1000),
    });
    navigator.sendBeacon?.(LANDER_BOUNCE_PATH, body);
  }
  function onVisibility() {
    if (document.visibilityState === "hidden") onLeave();
  }
  document.addEventListener("click", onClick, true);
  document.addEventListener("input", onAct, true);
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("pagehide", onLeave);
  return () => {
    if (!done) stop();
  };
}

/** Watches the lander for a bounce when the visit asked for bounce logging; renders nothing. */
export function LanderBounceBeacon({ visit }: { visit: LanderVisit | null }) {
  // From the path: the layout that renders this does not see its child route's `:slug`.
  const slug = useLocation().pathname.split("/")[3] || undefined;
  useEffect(() => {
    if (!visit?.bounceLogging) return;
    return watchBounce(visit, slug);
  }, [visit, slug]);
  return null;
}
