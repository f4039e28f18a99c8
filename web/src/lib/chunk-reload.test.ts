/** A failed chunk load reloads the page at most once per CHUNK_RELOAD_GUARD_MS. */
import { CHUNK_RELOAD_GUARD_MS } from "@amora/contract/constants";
import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, mayReloadAfterChunkError, reloadAfterChunkError } from "./chunk-reload.ts";

function memoryStorage(): Pick<Storage, "getItem" | "setItem"> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe("isChunkLoadError", () => {
  it.each([
    "Failed to fetch dynamically imported module: https://x.test/assets/likes-abc.js",
    "error loading dynamically imported module: https://x.test/assets/likes-abc.js",
    "Importing a module script failed.",
    "Unable to preload CSS for /assets/home-abc.css",
  ])("recognises %s", (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it("ignores other errors", () => {
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
