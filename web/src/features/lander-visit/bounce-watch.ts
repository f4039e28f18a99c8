/**
 * Page-bounce logging (spec §4, query `lb`): a visitor who leaves the lander without acting (no click on a
 * link or button, no input in a form) sends one beacon with the lander, its variant, the slug and the seconds
 * spent. Nothing is sent when the visit did not ask for it. Free of React: on a server-rendered lander the
 * browser entry watches from the start, before the app has (app/start-on-intent.ts), and the app's
 * LanderBounceBeacon then finds the same visit watched already.
 */

import { LANDER_BOUNCE_PATH } from "@amora/contract/constants";
import type { LanderVisit } from "@amora/contract/landers";

/** What counts as acting on the page: following a link, pressing a button, typing into a form. */
const ACTION = "a, button, input, select, textarea, [role='button'], label";

/** The visit being watched in this page, so that a second call for it (the app's) adds no second beacon. */
let watching: { key: string; done: () => boolean } | null = null;

export function watchBounce(
  visit: Pick<LanderVisit, "lander" | "variant">,
  slug: string | undefined,
  now = () => Date.now(),
): () => void {
  const key = JSON.stringify([visit.lander, visit.variant, slug ?? null]);
  if (watching?.key === key && !watching.done()) return () => {};
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
  watching = { key, done: () => done };
  document.addEventListener("click", onClick, true);
  document.addEventListener("input", onAct, true);
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("pagehide", onLeave);
  return () => {
    if (!done) stop();
  };
}

/** A lander's `{slug}` from its path (the lander layout does not see its child route's `:slug`). */
export function landerSlug(pathname: string): string | undefined {
  return pathname.split("/")[3] || undefined;
}
