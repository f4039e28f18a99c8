/**
 * Where the service worker and the web app manifest are served (contract/push.ts re-exports them). A module
 * without the schema library, so the page's entry can name them without carrying zod into the first page.
 */

/** The service worker's path: served from the root so its scope is the whole site. */
export const SERVICE_WORKER_PATH = "/sw.js";
export const MANIFEST_PATH = "/manifest.webmanifest";
