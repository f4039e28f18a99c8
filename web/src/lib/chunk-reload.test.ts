/** Vite's reports of failed chunk loads, and the reload they lead to: at most once per CHUNK_RELOAD_GUARD_MS. */
import { CHUNK_RELOAD_GUARD_MS } from "@amora/contract/constants";
import { describe, expect, it, vi } from "vitest";
import {
  isChunkLoadError,
  mayReloadAfterChunkError,
  reloadAfterChunkError,
  watchChunkLoadErrors,
} from "./chunk-reload.ts";

function memoryStorage(): Pick<Storage, "getItem" | "setItem"> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

/** What Vite's preload helper does when a dynamic import or its CSS fails: the event, then the rejection. */
function vitePreloadError(target: EventTarget, error: Error): Error {
  const event = Object.assign(new Event("vite:preloadError", { cancelable: true }), { payload: error });
  target.dispatchEvent(event);
  return error;
}

describe("isChunkLoadError", () => {
  it("recognises an error Vite reported as a chunk that could not load", () => {
    const target = new EventTarget();
    watchChunkLoadErrors(target);
    const error = vitePreloadError(
      target,
      new TypeError("Failed to fetch dynamically imported module: /x.js"),
    );
    expect(isChunkLoadError(error)).toBe(true);
  });

  it("ignores errors Vite did not report, whatever their message", () => {
    const target = new EventTarget();
    watchChunkLoadErrors(target);
    vitePreloadError(target, new TypeError("Failed to fetch dynamically imported module: /x.js"));
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /x.js"))).toBe(false);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});

describe("reloadAfterChunkError", () => {
  it("reloads the first time and remembers when", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkError({ storage, now: 1_000_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload again within the guard time, and does after it", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const start = 1_000_000;
    reloadAfterChunkError({ storage, now: start, reload });
    expect(reloadAfterChunkError({ storage, now: start + CHUNK_RELOAD_GUARD_MS - 1, reload })).toBe(false);
    expect(mayReloadAfterChunkError({ storage, now: start + CHUNK_RELOAD_GUARD_MS - 1 })).toBe(false);
    expect(reloadAfterChunkError({ storage, now: start + CHUNK_RELOAD_GUARD_MS, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload when storage is blocked, as nothing could stop a loop", () => {
    const storage = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {},
    };
    const reload = vi.fn();
    expect(reloadAfterChunkError({ storage, now: 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
