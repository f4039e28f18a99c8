/**
 * Spec §9's idle prefetch: once the page is idle, or after IDLE_PREFETCH_TIMEOUT_MS (2 s) at the latest,
 * the code of the screens a visitor or member most likely opens next (app/next-screens.ts) is fetched, so
 * following the navigation shows them without waiting for their chunks. Only fetched, not run: each file is
 * a `<link rel="prefetch">`, so the page being read does no work for screens that may never open (running
 * them, and applying their stylesheets to a long page, was most of the terms page's Total Blocking Time:
 * docs/performance.md, issue 16; decision 044). No data is asked for.
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

/**
 * Hints added per task: appending one starts its fetch there and then (~0.5 ms each here, four times that on
 * a phone), and the ~55 of a visitor's next screens in one task were one long task after the first paint.
 */
const HINTS_PER_TASK = 6;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Adds a `prefetch` link per file the page has no link to yet: fetched at the lowest priority into the
 * browser's cache, neither compiled nor run nor applied (a `modulepreload` would compile each script on the
 * main thread now). Opening the screen then takes its files from the cache. Scripts are asked for as
 * Vite's loader will ask for them (CORS mode, same-origin credentials), so the cached copy is the one used.
 */
export async function addPrefetchHints(
  files: readonly string[],
  doc: Document = document,
  yieldToPage: () => Promise<void> = nextTask,
): Promise<void> {
  let added = 0;
  for (const file of files) {
    if (doc.head.querySelector(`link[href="${CSS.escape(file)}"]`)) continue;
    if (added > 0 && added % HINTS_PER_TASK === 0) await yieldToPage();
    const link = doc.createElement("link");
    link.rel = "prefetch";
    if (file.endsWith(".css")) link.setAttribute("as", "style");
    else {
      link.setAttribute("as", "script");
      link.crossOrigin = "";
    }
    link.href = file;
    doc.head.append(link);
    added += 1;
  }
}

/**
 * Fetches the build's list and hints its files for a visitor or a member. The dev server has no list: nothing
 * is prefetched there. A failure only loses the head start (the screens load when opened).
 */
export async function prefetchNextScreens(
  who: NextScreensFor,
  doc: Document = document,
  fetchList: typeof fetch = fetch,
): Promise<void> {
  try {
    const response = await fetchList(NEXT_SCREENS_PATH);
    if (!response.ok) return;
    const lists = (await response.json()) as Partial<NextScreenFiles>;
    const files = lists[who];
    if (Array.isArray(files))
      await addPrefetchHints(
        files.filter((file) => typeof file === "string"),
        doc,
      );
  } catch {
    // Offline, or a list that is not JSON: the screens load when opened.
  }
}
