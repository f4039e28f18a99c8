/** Spec §9's data-fetch delay: the member skeleton shows only once loading has taken 200 ms. */
import { DATA_FETCH_DELAY_MS } from "@amora/contract/constants";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemberGridSkeleton } from "./member-card-grid.tsx";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the member grid skeleton", () => {
  it("announces the loading at once but shows its placeholders only after the data-fetch delay", async () => {
    render(<MemberGridSkeleton className="grid" count={3} label="Loading members…" />);
    expect(screen.getByRole("status").textContent).toBe("Loading members…");
    const placeholders = screen.getByTestId("member-grid-skeleton");
    expect(placeholders.classList.contains("invisible")).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DATA_FETCH_DELAY_MS - 1);
    });
    expect(placeholders.classList.contains("invisible")).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(placeholders.classList.contains("invisible")).toBe(false);
    expect(placeholders.querySelectorAll(".member-card")).toHaveLength(3);
  });
});
