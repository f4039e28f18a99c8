/** Spec §9's idle prefetch: the likely next screens' code is fetched when the page is idle, 2 s at the latest. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { IDLE_PREFETCH_TIMEOUT_MS } from "@amora/contract/constants";
import { NEXT_SCREENS_PATH } from "@amora/contract/service-worker-paths";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchIntoCache, prefetchNextScreens, scheduleIdlePrefetch } from "./idle-prefetch.ts";
import { NEXT_SCREENS } from "./next-screens.ts";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

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

  it("has a worker fetch the files into the cache, off the page's main thread, each once per page", () => {
    const sent: unknown[] = [];
    const start = vi.fn(() => ({ postMessage: (files: unknown) => sent.push(files) }));
    fetchIntoCache(["/assets/members-2.js", "/assets/members-3.css"], start);
    fetchIntoCache(["/assets/members-2.js", "/assets/login-4.js"], start);
    fetchIntoCache(["/assets/login-4.js"], start);
    expect(start).toHaveBeenCalledTimes(2);
    expect(sent).toEqual([
      [`${location.origin}/assets/members-2.js`, `${location.origin}/assets/members-3.css`],
      [`${location.origin}/assets/login-4.js`],
    ]);
  });

  it("loses only the head start where workers are refused", () => {
    expect(() =>
      fetchIntoCache(["/assets/refused-1.js"], () => {
        throw new DOMException("refused", "SecurityError");
      }),
    ).not.toThrow();
  });

  it("reads the build's list for a visitor or a member", async () => {
    const lists = { visitor: ["/assets/login-1.js"], member: ["/assets/chats-2.js", "/assets/chats-3.css"] };
    const fetchList = vi.fn(async () => Response.json(lists));
    const sent: unknown[] = [];
    vi.useRealTimers();
    await prefetchNextScreens("member", fetchList, () => ({ postMessage: (files) => sent.push(files) }));
    expect(fetchList).toHaveBeenCalledWith(NEXT_SCREENS_PATH);
    expect(sent).toEqual([[`${location.origin}/assets/chats-2.js`, `${location.origin}/assets/chats-3.css`]]);
  });

  it("puts the app's own start first on a page that has not started it (decision 045)", async () => {
    const lists = {
      start: ["/assets/start-5.js"],
      visitor: ["/assets/login-6.js"],
      member: ["/assets/chats-7.js"],
    };
    const sent: unknown[] = [];
    vi.useRealTimers();
    await prefetchNextScreens(
      ["start", "visitor"],
      async () => Response.json(lists),
      () => ({ postMessage: (files) => sent.push(files) }),
    );
    expect(sent).toEqual([[`${location.origin}/assets/start-5.js`, `${location.origin}/assets/login-6.js`]]);
  });

  it("does nothing without a list (the dev server) or when offline", async () => {
    const start = vi.fn(() => ({ postMessage: () => {} }));
    await prefetchNextScreens("visitor", async () => new Response("not found", { status: 404 }), start);
    await prefetchNextScreens("visitor", async () => new Response("<html>", { status: 200 }), start);
    await prefetchNextScreens("visitor", async () => Promise.reject(new TypeError("offline")), start);
    expect(start).not.toHaveBeenCalled();
  });

  it("names real modules of the app for members and visitors", () => {
    for (const files of Object.values(NEXT_SCREENS)) {
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(existsSync(join(import.meta.dirname, "../..", file))).toBe(true);
    }
  });
});
