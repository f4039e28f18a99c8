/**
 * Where the build's files under a fixed name are served: the service worker and the web app manifest
 * (contract/push.ts re-exports them), and the idle prefetch's list. A module without the schema library, so
 * the page's entry can name them without carrying zod into the first page.
 */

/** The service worker's path: served from the root so its scope is the whole site. */
export const SERVICE_WORKER_PATH = "/sw.js";
export const MANIFEST_PATH = "/manifest.webmanifest";
/** The code files of the likely next screens (web/scripts/next-screens-plugin.ts writes it; spec §9). */
export const NEXT_SCREENS_PATH = "/next-screens.json";
