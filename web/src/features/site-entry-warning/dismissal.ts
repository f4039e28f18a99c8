/** Remembers that the visitor entered past the site-entry warning, with the time they did (spec §2). */

const DISMISSED_AT_KEY = "site-entry-warning-dismissed";

/** When the warning was dismissed (epoch ms), or null when it never was or storage is blocked. */
export function readDismissedAt(storage: Pick<Storage, "getItem"> = localStorage): number | null {
  try {
    const value = Number(storage.getItem(DISMISSED_AT_KEY));
    return value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function rememberDismissal(now: number, storage: Pick<Storage, "setItem"> = localStorage): void {
  try {
    storage.setItem(DISMISSED_AT_KEY, String(now));
  } catch {
    // Blocked storage: the warning shows again on the next visit, which is the safe side.
  }
}
