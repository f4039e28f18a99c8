/**
 * The page's side of the service worker (web/src/sw/sw.ts): registering it for a member, hearing when an
 * answer came from the installed app's kept copy (the offline banner), and forgetting that copy at logout.
 *
 * Only members get the worker (decision 031: nothing is added to a visitor's first page, and its precache
 * downloads the app's code once, which a visitor leaving after one page must not pay). It is registered once
 * the page has loaded and the browser is idle, never before hydration; in production builds only (Vite's
 * dev server has no sw.js), in secure contexts (localhost counts), where the browser has workers at all.
 */
import { SERVICE_WORKER_PATH } from "@amora/contract/service-worker-paths";
import { useEffect, useSyncExternalStore } from "react";
import {
  OFFLINE_DATA_CACHE,
  OFFLINE_DATA_MESSAGE,
  type OfflineDataMessage,
} from "./service-worker-protocol.ts";

/** At most this long after the load does the registration wait for the browser to be idle. */
const IDLE_TIMEOUT_MS = 5_000;

export function canUseServiceWorker(): boolean {
  return import.meta.env.PROD && window.isSecureContext && "serviceWorker" in navigator;
}

function afterLoadWhenIdle(run: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      // Safari has no requestIdleCallback.
      const timer = setTimeout(run, 1_000);
      cancel = () => clearTimeout(timer);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancel();
  };
}

/** Registers the worker once a member is here (an existing registration is only checked for an update). */
export function useServiceWorker(isMember: boolean): void {
  useEffect(() => {
    if (!isMember || !canUseServiceWorker()) return;
    return afterLoadWhenIdle(() => {
      navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/" }).catch(() => {
        // Refused (private mode, storage full): push and the offline shell are simply not there.
      });
    });
  }, [isMember]);
}

/** When the data on screen was loaded, if the worker answered from its kept copy because the network failed. */
let shownFrom: Date | null = null;
const listeners = new Set<() => void>();

function isOfflineDataMessage(data: unknown): data is OfflineDataMessage {
  return typeof data === "object" && data !== null && "type" in data && data.type === OFFLINE_DATA_MESSAGE;
}

/** Starts hearing the worker; the entry calls it before the app renders, so no early message is missed. */
export function listenToServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent) => {
    if (!isOfflineDataMessage(event.data)) return;
    const savedAt = new Date(event.data.savedAt);
    if (Number.isNaN(savedAt.getTime())) return;
    shownFrom = savedAt;
    for (const listener of listeners) listener();
  });
}

/** The time the kept inbox on screen was loaded, or null when the page's data came from the network. */
export function useOfflineDataTime(): Date | null {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => shownFrom,
    () => null,
  );
}

/** The page's data comes from the server again (the live connection is back). */
export function forgetOfflineDataTime(): void {
  if (shownFrom === null) return;
  shownFrom = null;
  for (const listener of listeners) listener();
}

/** At logout: the member's kept session and inbox leave the device (Cache Storage is shared with the worker). */
export function forgetOfflineData(): void {
  forgetOfflineDataTime();
  if (typeof caches === "undefined") return;
  caches.delete(OFFLINE_DATA_CACHE).catch(() => {
    // Storage unavailable: there is nothing kept to forget either.
  });
}
