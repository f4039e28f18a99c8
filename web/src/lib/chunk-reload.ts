/**
 * A failed chunk load (a deploy replaced the hashed files, or the network hiccuped) is healed by one page
 * reload, at most once per CHUNK_RELOAD_GUARD_MS (spec §4), so a truly broken deploy cannot loop.
 *
 * Which errors are chunk loads, Vite says: every dynamic import of the build (routes, lazy parts, language
 * catalogues) goes through its preload helper, which fires `vite:preloadError` with the error before the
 * import rejects with it. The error is remembered, not acted on there: whoever catches it (the route's error
 * boundary, the language menu) decides whether to reload, so the page shows no error while it reloads.
 */
import { CHUNK_RELOAD_GUARD_MS } from "@amora/contract/constants";

const RELOADED_AT_KEY = "chunk-reload-at";

const chunkLoadErrors = new WeakSet<object>();

/** Starts listening for Vite's reports; the entry calls it before anything is imported lazily. */
export function watchChunkLoadErrors(target: Pick<Window, "addEventListener"> = window): void {
  target.addEventListener("vite:preloadError", (event) => {
    if (typeof event.payload === "object" && event.payload !== null) chunkLoadErrors.add(event.payload);
  });
}

/** Whether Vite reported `error` as a chunk (or its CSS) that could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  return typeof error === "object" && error !== null && chunkLoadErrors.has(error);
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
