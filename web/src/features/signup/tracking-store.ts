/**
 * The traffic source a visitor came with (spec §3 Tracking: network, ref, sub1–sub3; spec §4 "tracking
 * query values are stored"): taken from the query string of any page, kept for the browser session, and
 * sent with the signup. Each value is kept as first seen, so the ad that brought the visitor is credited.
 * The lander the visitor last arrived on and its A/B variant (issue 16) go with them. Free of React: the
 * browser entry keeps them before the app has started (app/start-on-intent.ts).
 */
import type { Tracking } from "@amora/contract/accounts";
import { TRACKING_KEYS } from "@amora/contract/constants";
import type { LanderVisit } from "@amora/contract/landers";

const STORAGE_KEY = "tracking";
/** The contract trims and limits the values; longer ones would fail the whole signup, so cut them here. */
const MAX_LENGTH = { network: 100, ref: 100, sub1: 200, sub2: 200, sub3: 200 } as const;

/** The stored keys: the query's, and the lander's from the boot data. */
const STORED_KEYS = [...TRACKING_KEYS, "lander", "variant"] as const;

type TrackingStorage = Pick<Storage, "getItem" | "setItem">;

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: Tracking } | undefined;

function session(): TrackingStorage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored values; empty when nothing was seen or storage is blocked. */
export function readTracking(storage: TrackingStorage | undefined = session()): Tracking {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return {};
  }
  if (cached?.raw === raw) return cached.value;
  let value: Tracking = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed === "object" && parsed !== null) {
      value = Object.fromEntries(
        STORED_KEYS.flatMap((key) => {
          const item = (parsed as Record<string, unknown>)[key];
          return typeof item === "string" && item !== "" ? [[key, item]] : [];
        }),
      );
    }
  } catch {
    // A value someone edited by hand: start again.
  }
  cached = { raw, value };
  return value;
}

/**
 * Stores the tracking values of a query string that are not stored yet. Returns whether anything changed.
 */
export function captureTracking(
  search: string | URLSearchParams,
  storage: TrackingStorage | undefined = session(),
): boolean {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const stored = readTracking(storage);
  const next: Tracking = { ...stored };
  let changed = false;
  for (const key of TRACKING_KEYS) {
    const value = params.get(key)?.trim().slice(0, MAX_LENGTH[key]);
    if (!value || stored[key] !== undefined) continue;
    next[key] = value;
    changed = true;
  }
  return changed && store(next, storage);
}

function store(next: Tracking, storage: TrackingStorage | undefined): boolean {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    return false;
  }
  for (const listener of listeners) listener();
  return true;
}

/** Credits a signup to the lander the page was loaded on, and its variant (the latest lander wins). */
export function captureLanderVisit(
  visit: Pick<LanderVisit, "lander" | "variant">,
  storage: TrackingStorage | undefined = session(),
): boolean {
  const stored = readTracking(storage);
  if (stored.lander === visit.lander && stored.variant === visit.variant) return false;
  return store({ ...stored, lander: visit.lander, variant: visit.variant }, storage);
}

/** Follows the stored values (useTracking in tracking.ts); returns the function that stops. */
export function subscribeToTracking(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
