/** Spec §9's idle prefetch: the likely next screens' code loads when the page is idle, 2 s at the latest. */
import { IDLE_PREFETCH_TIMEOUT_MS } from "@amora/contract/constants";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MEMBER_NEXT_SCREENS, scheduleIdlePrefetch, VISITOR_NEXT_SCREENS } from "./idle-prefetch.ts";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the idle prefetch", () => {
  it("asks the browser for an idle moment, waiting 2 s at most", () => {
    const load = vi.fn(async () => {});
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((callback: () => void) => {
      idle = callback;
      return 7;
    });
    const cancelIdleCallback = vi.fn();
    const cancel = scheduleIdlePrefetch([load], { requestIdleCallback, cancelIdleCallback });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: IDLE_PREFETCH_TIMEOUT_MS,
    });
    expect(IDLE_PREFETCH_TIMEOUT_MS).toBe(2_000);
    expect(load).not.toHaveBeenCalled();
    idle?.();
    expect(load).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("loads one screen per idle period, the next once the one before is in", async () => {
    const loads = [vi.fn(async () => Promise.reject(new Error("offline"))), vi.fn(async () => {})];
    const idles: (() => void)[] = [];
    const requestIdleCallback = vi.fn((callback: () => void) => idles.push(callback));
    const cancelIdleCallback = vi.fn();
    const cancel = scheduleIdlePrefetch(loads, { requestIdleCallback, cancelIdleCallback });
    idles[0]?.();
    expect(loads[0]).toHaveBeenCalledTimes(1);
    expect(loads[1]).not.toHaveBeenCalled();
    // The first failed: the second still comes, in an idle period of its own, 2 s at most.
    await vi.waitFor(() => expect(requestIdleCallback).toHaveBeenCalledTimes(2));
    expect(requestIdleCallback).toHaveBeenLastCalledWith(expect.any(Function), {
      timeout: IDLE_PREFETCH_TIMEOUT_MS,
    });
    idles[1]?.();
    expect(loads[1]).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(2);
  });

  it("falls back to the 2 s timeout without requestIdleCallback, and swallows a failed chunk", async () => {
    const loads = [vi.fn(async () => Promise.reject(new Error("offline"))), vi.fn(async () => {})];
    scheduleIdlePrefetch(loads, {});
    await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_TIMEOUT_MS - 1);
    expect(loads[1]).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    for (const load of loads) expect(load).toHaveBeenCalledTimes(1);
  });

  it("is cancelled when the page goes first", async () => {
    const load = vi.fn(async () => {});
    scheduleIdlePrefetch([load], {})();
    await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_TIMEOUT_MS * 2);
    expect(load).not.toHaveBeenCalled();
  });

  it("knows the screens members and visitors open next", async () => {
    expect(MEMBER_NEXT_SCREENS.length).toBeGreaterThan(0);
    expect(VISITOR_NEXT_SCREENS.length).toBeGreaterThan(0);
    // They are real modules of the app.
    vi.useRealTimers();
    await expect(VISITOR_NEXT_SCREENS[2]?.()).resolves.toBeTruthy();
  });
});
