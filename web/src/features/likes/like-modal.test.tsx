/**
 * The like modal of the default layout (spec §4, §7): `?t=` leaves the URL at once; for members the
 * auto-like is asked after t seconds, a profile is shown, and the likes reload 500 ms later.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { json, mockApi } from "../../test/mock-api.ts";
import { likesAnswer, makeCard } from "../../test/profile-data.ts";
import { renderApp } from "../../test/render-app.tsx";
import { parseLikeDelay } from "./like-modal-host.tsx";

const LONG = { timeout: 5000 };

beforeEach(() => {
  // The clock runs on its own (so the app's own small waits pass) and the test jumps it ahead.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the like modal", () => {
  it("removes t at once, asks after t seconds, shows the like, and reloads the likes 500 ms later", async () => {
    const user = testUser();
    const times: Record<string, number[]> = { autoLike: [], likes: [] };
    const api = mockApi(
      {
        "GET /api/auto-like.php": () => {
          times.autoLike?.push(Date.now());
          return json(200, { profile: makeCard(9, { name: "Mia", fictional: true }) });
        },
        "GET /api/likes.php": () => {
          times.likes?.push(Date.now());
          return likesAnswer([], []);
        },
      },
      { user },
    );
    const start = Date.now();
    const { router } = await renderApp("/likes?utm_source=mail&t=2#top", { user });

    await waitFor(() => expect(router.state.location.search).toBe("?utm_source=mail"), LONG);
    expect(router.state.location.hash).toBe("#top");
    expect(router.state.location.pathname).toBe("/likes");
    expect(api.callsTo("GET /api/auto-like.php")).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(2000);
    const dialog = await screen.findByRole("dialog", { name: "Mia likes you!" }, LONG);
    expect(api.callsTo("GET /api/auto-like.php")).toHaveLength(1);
    const askedAt = times.autoLike?.[0] ?? 0;
    expect(askedAt - start).toBeGreaterThanOrEqual(2000);
    expect(within(dialog).getByRole("img", { name: "Photo of Mia" })).toBeTruthy();
    expect(within(dialog).getByTestId("fictional-mark").textContent).toContain("fictional profile");

    const userCalls = api.callsTo("GET /api/user.php").length;
    await vi.advanceTimersByTimeAsync(500);
    await waitFor(() => expect(times.likes?.length).toBeGreaterThanOrEqual(2));
    const reloadedAt = times.likes?.at(-1) ?? 0;
    expect(reloadedAt - askedAt).toBeGreaterThanOrEqual(500);
    await waitFor(() => expect(api.callsTo("GET /api/user.php").length).toBeGreaterThan(userCalls));

    await userEvent.click(within(dialog).getByRole("link", { name: "View profile" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/likes/m/9"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("goes with Maybe later", async () => {
    const user = testUser();
    mockApi({ "GET /api/auto-like.php": json(200, { profile: makeCard(9, { name: "Mia" }) }) }, { user });
    const { router } = await renderApp("/members/9?t=1", { user });
    await waitFor(() => expect(router.state.location.search).toBe(""), LONG);
    await vi.advanceTimersByTimeAsync(1000);
    const dialog = await screen.findByRole("dialog", { name: "Mia likes you!" }, LONG);
    expect(within(dialog).queryByTestId("fictional-mark")).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Maybe later" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/members/9");
  });

  it("shows nothing when nobody liked the member", async () => {
    const user = testUser();
    const api = mockApi(
      { "GET /api/auto-like.php": json(200, { profile: null }), "GET /api/likes.php": likesAnswer([], []) },
      { user },
    );
    const { router } = await renderApp("/likes?t=2", { user });
    await waitFor(() => expect(router.state.location.search).toBe(""), LONG);
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(api.callsTo("GET /api/auto-like.php")).toHaveLength(1), LONG);
    await vi.advanceTimersByTimeAsync(1000);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.callsTo("GET /api/likes.php")).toHaveLength(1);
  });

  it("shows nothing when the call fails", async () => {
    const user = testUser();
    const api = mockApi(
      { "GET /api/auto-like.php": json(400, { code: "VALIDATION_FAILED", message: "" }) },
      { user },
    );
    const { router } = await renderApp("/members/9?t=1", { user });
    await waitFor(() => expect(router.state.location.search).toBe(""), LONG);
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(api.callsTo("GET /api/auto-like.php")).toHaveLength(1), LONG);
    await vi.advanceTimersByTimeAsync(1000);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("only removes t for visitors", async () => {
    localStorage.setItem("site-entry-warning-dismissed", "1");
    const api = mockApi();
    const { router } = await renderApp("/members/9?gender=female&t=2", {});
    await waitFor(() => expect(router.state.location.search).toBe("?gender=female"), LONG);
    await vi.advanceTimersByTimeAsync(3000);
    expect(api.callsTo("GET /api/auto-like.php")).toHaveLength(0);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("accepts only a positive whole number of seconds, at most ten minutes", () => {
    expect(parseLikeDelay("2")).toBe(2);
    expect(parseLikeDelay("100000")).toBe(600);
    expect(parseLikeDelay("0")).toBeNull();
    expect(parseLikeDelay("-3")).toBeNull();
    expect(parseLikeDelay("1.5")).toBeNull();
    expect(parseLikeDelay("soon")).toBeNull();
    expect(parseLikeDelay("")).toBeNull();
    expect(parseLikeDelay(null)).toBeNull();
  });
});
