/**
 * A failed chunk load (a deploy replaced the hashed files, or the network hiccuped) is healed by one page
 * reload, at most once per CHUNK_RELOAD_GUARD_MS (spec §4), so a truly broken deploy cannot loop.
 */
import { CHUNK_RELOAD_GUARD_MS } from "@amora/contract/constants";

const RELOADED_AT_KEY = "chunk-reload-at";

/** The messages browsers and Vite use when a dynamic import or its CSS cannot be loaded. */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's CSS preload
];

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

export interface ChunkReloadDeps {
  storage: Pick<Storage, "getItem" | "setItem">;
  now: number;
  reload: () => void;
}

function browserDeps(): ChunkReloadDeps {
  return { storage: sessionStorage, now: Date.now(), reload: () => window.location.reload() };
}

/**
 * Whether a reload is allowed now. Without storage (blocked by the browser) there is no guard, so the
 * answer is no rather than risking a reload loop.
 */
export function mayReloadAfterChunkError(
  deps: Pick<ChunkReloadDeps, "storage" | "now"> = browserDeps(),
): boolean {
  try {
    const last = Number(deps.storage.getItem(RELOADED_AT_KEY));
    return !(last > 0 && deps.now - last < CHUNK_RELOAD_GUARD_MS);
  } catch {
    return false;
  }
}

/** Reloads the page when allowed, remembering when; says whether it reloads. */
export function reloadAfterChunkError(deps: ChunkReloadDeps = browserDeps()): boolean {
  if (!mayReloadAfterChunkError(deps)) return false;
  deps.storage.setItem(RELOADED_AT_KEY, String(deps.now));
  deps.reload();
  return true;
}
