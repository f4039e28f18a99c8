/** Spec §9's idle prefetch: the likely next screens' code is fetched when the page is idle, 2 s at the latest. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { IDLE_PREFETCH_TIMEOUT_MS } from "@amora/contract/constants";
import { NEXT_SCREENS_PATH } from "@amora/contract/service-worker-paths";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addPrefetchHints, prefetchNextScreens, scheduleIdlePrefetch } from "./idle-prefetch.ts";
import { NEXT_SCREENS } from "./next-screens.ts";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = "";
});

const hints = () =>
  [...document.head.querySelectorAll("link")].map((link) => [
    link.getAttribute("rel"),
    link.getAttribute("href"),
    link.getAttribute("as"),
    link.getAttribute("crossorigin"),
  ]);

describe("the idle prefetch", () => {
  it("asks the browser for an idle moment, waiting 2 s at most, and can be cancelled", () => {
    const run = vi.fn();
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((callback: () => void) => {
      idle = callback;
      return 7;
    });
    const cancelIdleCallback = vi.fn();
    const cancel = scheduleIdlePrefetch(run, { requestIdleCallback, cancelIdleCallback });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: IDLE_PREFETCH_TIMEOUT_MS,
    });
    expect(IDLE_PREFETCH_TIMEOUT_MS).toBe(2_000);
    expect(run).not.toHaveBeenCalled();
    idle?.();
    expect(run).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("falls back to the 2 s timeout without requestIdleCallback, and is cancelled when the page goes first", async () => {
    const run = vi.fn();
    scheduleIdlePrefetch(run, {});
    await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_TIMEOUT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    scheduleIdlePrefetch(cancelled, {})();
    await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_TIMEOUT_MS * 2);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it("fetches scripts and stylesheets into the cache, without compiling, running or applying them", async () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/start-1.js">';
    await addPrefetchHints(["/assets/members-2.js", "/assets/members-3.css", "/assets/start-1.js"]);
    expect(hints()).toEqual([
      ["modulepreload", "/assets/start-1.js", null, null],
      // A script as Vite's own loader asks for it later (CORS mode), so the browser reuses what it fetched.
      ["prefetch", "/assets/members-2.js", "script", ""],
      ["prefetch", "/assets/members-3.css", "style", null],
    ]);
  });

  it("adds six hints per task, so that none is a long task", async () => {
    const files = Array.from({ length: 13 }, (_, index) => `/assets/chunk-${index}.js`);
    const yieldToPage = vi.fn(async () => {
      expect(document.head.querySelectorAll("link").length % 6).toBe(0);
    });
    await addPrefetchHints(files, document, yieldToPage);
    expect(yieldToPage).toHaveBeenCalledTimes(2);
    expect(document.head.querySelectorAll("link")).toHaveLength(13);
  });

  it("reads the build's list for a visitor or a member", async () => {
    const lists = { visitor: ["/assets/login-1.js"], member: ["/assets/chats-2.js", "/assets/chats-3.css"] };
    const fetchList = vi.fn(async () => Response.json(lists));
    vi.useRealTimers();
    await prefetchNextScreens("member", document, fetchList);
    expect(fetchList).toHaveBeenCalledWith(NEXT_SCREENS_PATH);
    expect(hints().map(([, href]) => href)).toEqual(["/assets/chats-2.js", "/assets/chats-3.css"]);
  });

  it("does nothing without a list (the dev server) or when offline", async () => {
    await prefetchNextScreens("visitor", document, async () => new Response("not found", { status: 404 }));
    await prefetchNextScreens("visitor", document, async () => new Response("<html>", { status: 200 }));
    await prefetchNextScreens("visitor", document, async () => Promise.reject(new TypeError("offline")));
    expect(hints()).toEqual([]);
  });

  it("names real modules of the app for members and visitors", () => {
    for (const files of Object.values(NEXT_SCREENS)) {
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(existsSync(join(import.meta.dirname, "../..", file))).toBe(true);
    }
  });
});
