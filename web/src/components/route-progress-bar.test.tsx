/** The route progress bar: hidden for fast navigations, shown after the throttle, completed at the end. */
import { PROGRESS_BAR_THROTTLE_MS } from "@amora/contract/constants";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROGRESS_FINISH_MS, useProgressPhase } from "./route-progress-bar.tsx";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPhase() {
  return renderHook(({ isLoading }) => useProgressPhase(isLoading), { initialProps: { isLoading: false } });
}

describe("useProgressPhase", () => {
  it("stays hidden when loading ends within the throttle time", () => {
    const { result, rerender } = renderPhase();
    rerender({ isLoading: true });
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS - 1));
    rerender({ isLoading: false });
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS));
    expect(result.current).toBe("idle");
  });

  it("runs once loading takes longer than the throttle time, then finishes and hides", () => {
    const { result, rerender } = renderPhase();
    rerender({ isLoading: true });
    act(() => vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS));
    expect(result.current).toBe("running");

    rerender({ isLoading: false });
    expect(result.current).toBe("finishing");
    act(() => vi.advanceTimersByTime(PROGRESS_FINISH_MS));
    expect(result.current).toBe("idle");
  });
});
