/**
 * What the server writes into every page for the web app to start from: the site settings (so the first
 * paint does not wait for GET /api/settings.php), whether the request was a visitor's (no session cookie, so
 * GET /api/user.php can only answer null), and, on a server-rendered page, React Router's hydration data.
 * It travels as a JSON data block, which the CSP (script-src 'self') lets through as it is never executed.
 */
import type { LanderVisit } from "./landers.ts";
import type { Settings } from "./settings.ts";

export const BOOT_DATA_ELEMENT_ID = "app-boot";

export interface BootData {
  settings: Settings;
  /** The request carried no session cookie: the page is a visitor's. */
  visitor: boolean;
  /** React Router's hydration state (loader data and errors) of a server-rendered page. */
  router?: unknown;
  /** On a lander: the variant this visit was given (issue 16). */
  lander?: LanderVisit;
  /**
   * A server-rendered page complete without the app (a lander, an information page): the browser entry
   * starts the app at the visitor's first touch, key or mouse move, not at load (web/src/app/start-on-intent.ts).
   */
  startOnIntent?: true;
}

/**
 * The data block, safe inside HTML: `<` is escaped so no value can close the script element or open a
 * comment, and U+2028/U+2029 so the text stays valid wherever it is read.
 */
export function bootDataScript(data: BootData): string {
  const json = JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${json}</script>`;
}
