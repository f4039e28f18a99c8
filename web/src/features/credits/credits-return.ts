/**
 * Where a member was when they went to buy credits because they ran out (the chat's "Buy credits"), so the
 * completed payment can take them back there. Kept in sessionStorage: the payment leaves the app for the
 * provider's pages and comes back in the same tab. Only a path of this site, and only for a few hours.
 */
const KEY = "credits-return";
const VALID_MS = 3 * 60 * 60 * 1000;

export function rememberCreditsReturn(path: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Nothing to keep it in: the payment page offers the usual ways on.
  }
}

/** The path to go back to, or null. */
export function creditsReturn(now = Date.now()): string | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "null");
    if (typeof stored !== "object" || stored === null) return null;
    const { path, at } = stored as { path?: unknown; at?: unknown };
    if (typeof path !== "string" || typeof at !== "number" || now - at > VALID_MS) return null;
    return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : null;
  } catch {
    return null;
  }
}

export function forgetCreditsReturn(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
