/**
 * The service worker, served at /sw.js with the whole site as its scope (contract/push.ts): web push
 * (push.ts) and the installed app's offline shell (offline.ts). Built apart from the app as one classic
 * script (web/scripts/service-worker-plugin.ts), which fills in the build's version and its files.
 *
 * A new version takes over at once (skipWaiting, claim): it only adds caches and push handling, and a page
 * of the former build that then misses a chunk reloads itself (lib/chunk-reload.ts) as it would without it.
 */
import { handleFetch, precache, pruneCaches } from "./offline.ts";
import { onNotificationClick, onPush } from "./push.ts";

declare const self: ServiceWorkerGlobalScope;
/** Filled in by the build: a hash of the files below, and the app's code files (/assets/...) as JSON. */
declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string;
const PRECACHE = JSON.parse(__SW_PRECACHE__) as string[];

self.addEventListener("install", (event) => {
  event.waitUntil(precache(PRECACHE).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await pruneCaches(__SW_VERSION__, PRECACHE);
      // Pages start loading while the worker starts, instead of after it.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const answer = handleFetch(event, __SW_VERSION__);
  if (answer) event.respondWith(answer);
});

self.addEventListener("push", (event) => {
  event.waitUntil(onPush(event.data));
});

self.addEventListener("notificationclick", (event) => {
  event.waitUntil(onNotificationClick(event.notification));
});

// pushsubscriptionchange is left to the page: the push feature compares its subscription with the server's
// at every start (spec §4's push state), and a worker-made subscription would need the VAPID key and a
// session the worker does not hold. Chrome does not fire this event at all.
