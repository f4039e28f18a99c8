/** The time bonus's one clock: a single interval at the spec's 1000 ms, gone at the end and on unmount. */
import { WELCOME_DISCOUNT } from "@amora/contract/constants";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useTickingNow } from "./use-ticking-now.ts";

const START = Date.parse("2026-11-22T12:00:00Z");

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});

afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe("the ticking clock", () => {
  it("reads the time every second with one interval", () => {
    const { result } = renderHook(() => useTickingNow(START + 10_000));
    expect(result.current).toBe(START);
    expect(vi.getTimerCount()).toBe(1);
    advance(WELCOME_DISCOUNT.tickMs - 1);
    expect(result.current).toBe(START);
    advance(1);
    expect(result.current).toBe(START + 1000);
    advance(3000);
    expect(result.current).toBe(START + 4000);
    expect(vi.getTimerCount()).toBe(1);
  });

  it("stops at the end", () => {
    const { result } = renderHook(() => useTickingNow(START + 2_000));
    advance(2000);
    expect(result.current).toBe(START + 2000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops when there is nothing to count down (paid, logged out)", () => {
    const { rerender } = renderHook(({ endsAt }) => useTickingNow(endsAt), {
      initialProps: { endsAt: (START + 10_000) as number | null },
    });
    rerender({ endsAt: null });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("does not start after the end", () => {
    renderHook(() => useTickingNow(START - 1));
    expect(vi.getTimerCount()).toBe(0);
  });

  it("is cleaned up on unmount", () => {
    const { unmount } = renderHook(() => useTickingNow(START + 10_000));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
