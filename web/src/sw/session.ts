/**
 * Whether this browser is logged in, for a notification click (checkUrl or openUrl): the worker asks the
 * server, as the page would (the session cookie goes along), rather than trusting a flag a page posted, which
 * would be stale once the session ends elsewhere. Offline, the kept session answer (offline.ts) decides.
 */
import { OFFLINE_DATA_CACHE, SESSION_DATA_PATH } from "../lib/service-worker-protocol.ts";

const LOGIN_CHECK_TIMEOUT_MS = 2_000;

export async function isLoggedIn(): Promise<boolean> {
  try {
    const response = await fetch(SESSION_DATA_PATH, {
      credentials: "same-origin",
      cache: "no-store",
      // The click may focus or open a window only for a few seconds: a slow answer must not use them up.
      signal: AbortSignal.timeout(LOGIN_CHECK_TIMEOUT_MS),
    });
    if (response.ok) return hasUser(await response.json());
  } catch {
    // No network: fall back on what was kept.
  }
  const kept = await (await caches.open(OFFLINE_DATA_CACHE)).match(SESSION_DATA_PATH);
  return kept !== undefined;
}

/** GET /api/user.php answers { user: null } to a logged-out browser (contract/user.ts). */
export function hasUser(answer: unknown): boolean {
  return typeof answer === "object" && answer !== null && "user" in answer && answer.user != null;
}
