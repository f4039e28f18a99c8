/**
 * Spec §9's idle prefetch: once the page is idle, or after IDLE_PREFETCH_TIMEOUT_MS (2 s) at the latest,
 * the code of the screens a visitor or member most likely opens next (app/next-screens.ts) is fetched, so
 * following the navigation shows them without waiting for their chunks. Only fetched, not run, and by a
 * worker, so the page being read does no work for screens that may never open (running them, and applying
 * their stylesheets to a long page, was most of the terms page's Total Blocking Time: docs/performance.md,
 * issue 16; decisions 044 and 045). No data is asked for.
 */
import { IDLE_PREFETCH_TIMEOUT_MS } from "@amora/contract/constants";
import { NEXT_SCREENS_PATH } from "@amora/contract/service-worker-paths";
import type { NextScreenFiles, NextScreensFor } from "./next-screens.ts";

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** Runs `run` once the browser is idle, 2 s from now at the latest; returns the cancel function. */
export function scheduleIdlePrefetch(run: () => void, target: IdleWindow = window): () => void {
  if (target.requestIdleCallback && target.cancelIdleCallback) {
    const cancel = target.cancelIdleCallback;
    const handle = target.requestIdleCallback(run, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
    return () => cancel(handle);
  }
  // Safari has no requestIdleCallback: the timeout alone.
  const timer = setTimeout(run, IDLE_PREFETCH_TIMEOUT_MS);
  return () => clearTimeout(timer);
}

/** The files asked for in this page's life (the app and the browser entry both schedule the prefetch). */
const prefetched = new Set<string>();

/** Starts the worker that fetches the files; tests give their own. */
export type StartFetcher = () => Pick<Worker, "postMessage">;

const startWorker: StartFetcher = () =>
  new Worker(new URL("./prefetch-worker.ts", import.meta.url), { type: "module" });

/**
 * Fetches the files into the browser's cache from a worker, once per page: neither compiled nor run nor
 * applied, and not even asked for on the page's main thread (a `<link rel="prefetch">` per file cost ~1 ms
 * there each, four times that on a phone, for ~55 files; `fetch()` from the page three times that).
 * Opening the screen then takes its files from the cache: the worker asks for them as the page's loader
 * will (same origin, CORS mode, same-origin credentials), under the page's cache partition.
 */
export function fetchIntoCache(files: readonly string[], start: StartFetcher = startWorker): void {
  const wanted = files.filter((file) => !prefetched.has(file));
  if (wanted.length === 0) return;
  for (const file of wanted) prefetched.add(file);
  try {
    start().postMessage(wanted.map((file) => new URL(file, window.location.href).href));
  } catch {
    // No workers (or refused): the screens load when opened.
  }
}

/**
 * Fetches the build's list and has its files for a visitor or a member fetched, after the app's start's own
 * when the app has not started yet (a page that starts it at the visitor's first intent). The dev server has no list: nothing
 * is prefetched there. A failure only loses the head start (the screens load when opened).
 */
export async function prefetchNextScreens(
  who: NextScreensFor | ["start", NextScreensFor],
  fetchList: typeof fetch = fetch,
  start: StartFetcher = startWorker,
): Promise<void> {
  try {
    const response = await fetchList(NEXT_SCREENS_PATH);
    if (!response.ok) return;
    const lists = (await response.json()) as Partial<NextScreenFiles>;
    const files = (Array.isArray(who) ? who : [who]).flatMap((name) => {
      const list = lists[name];
      return Array.isArray(list) ? list : [];
    });
    fetchIntoCache(
      files.filter((file) => typeof file === "string"),
      start,
    );
  } catch {
    // Offline, or a list that is not JSON: the screens load when opened.
  }
}
