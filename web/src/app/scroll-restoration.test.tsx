/** Scrolling between pages (React Router's ScrollRestoration in the root route): new pages at the top, back where the reader was. */
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../test/mock-api.ts";
import { renderApp } from "../test/render-app.tsx";

/** jsdom has no layout: the test says how far down the reader is. */
function scrolledTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
}

beforeEach(() => {
  mockApi();
});

afterEach(() => {
  scrolledTo(0);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("scroll restoration", () => {
  it("opens a new page at its top and returns to where the reader was on going back", async () => {
    const { router } = await renderApp("/faq");
    await screen.findByRole("heading", { level: 1 }, { timeout: 5000 });
    const scrollTo = vi.spyOn(window, "scrollTo");

    scrolledTo(640);
    await act(() => router.navigate("/terms"));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrolledTo(0);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/faq");
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
