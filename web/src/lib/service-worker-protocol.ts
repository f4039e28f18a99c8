/**
 * What the page and the service worker (web/src/sw/sw.ts) both know: the cache that keeps the installed app's
 * last loaded inbox, and how an answer taken from it is marked. The page reads and empties that cache itself
 * (Cache Storage is shared with the worker), so a logout forgets the inbox even when no worker is running.
 */

/** Who is logged in and the inbox's first page, as last loaded: shown read-only when the network is gone. */
export const OFFLINE_DATA_CACHE = "amora-offline-data";

/** When the kept answer was loaded (ISO 8601): the offline banner says "as it was at 14:32". */
export const OFFLINE_SAVED_AT_HEADER = "x-offline-saved-at";

/** The GET calls whose last answer is kept: the session (so the app opens as the member's) and the inbox. */
export const SESSION_DATA_PATH = "/api/user.php";
export const INBOX_DATA_PATH = "/api/chats.php";

/**
 * Posted by the worker to the page it answered from the kept copy (the network failed): the page says it is
 * offline and shows the time the data is from. Pages ignore the worker's messages of other types.
 */
export const OFFLINE_DATA_MESSAGE = "OFFLINE_DATA_SHOWN";
export interface OfflineDataMessage {
  type: typeof OFFLINE_DATA_MESSAGE;
  /** When the kept answer was loaded (ISO 8601). */
  savedAt: string;
}
