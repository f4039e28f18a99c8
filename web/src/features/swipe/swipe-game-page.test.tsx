/** The swipe game: keys, buttons and drags send the calls; the counter, undo, match banner, wait screen, states. */
import type { ProfileCard } from "@amora/contract/profiles";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testCard, testUser } from "../../test/fixtures.ts";
import { apiError, deferred, json, type MockAnswer, type MockHandler, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { browserTimeZone } from "../likes/index.ts";
import { formatCountdown, isoDuration } from "./countdown.tsx";
import { swipeThreshold, tilt } from "./swipe-card.tsx";

function game(profiles: ProfileCard[], likesLeft = 4, resetsAt: string | null = null) {
  return json(200, { profiles, likes_left: likesLeft, resets_at: resetsAt });
}

function likeAnswer(likesLeft: number, extra: { match?: boolean; resetsAt?: string | null } = {}) {
  return json(200, {
    liked: true,
    match: extra.match ?? false,
    swipe: { likes_left: likesLeft, resets_at: extra.resetsAt ?? null },
  });
}

/** The API with the session user answering (a like refreshes it) and the game's calls. */
function api(handlers: Record<string, MockHandler>) {
  return mockApi({ "POST /api/pass.php": json(200, {}), ...handlers }, { user: testUser() });
}

async function openGame() {
  const view = await renderApp("/swipe-game", { user: testUser() });
  const stack = await screen.findByRole("region", { name: "Member cards" }, { timeout: 5000 });
  return { ...view, stack };
}

function topCardName(): string {
  return within(screen.getByTestId("swipe-top-card")).getByText(/^Member \d+, \d+$/).textContent ?? "";
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("swipe game", () => {
  it("shows the top card with its details, the fictional mark and the likes left", async () => {
    const calls = api({
      "GET /api/swipe.php": game([testCard(1, { fictional: true }), testCard(2)], 3),
    });
    const { stack } = await openGame();
    expect(topCardName()).toBe("Member 1, 30");
    expect(within(screen.getByTestId("swipe-top-card")).getByText("City 1")).toBeTruthy();
    expect(within(screen.getByTestId("swipe-top-card")).getByTestId("fictional-mark")).toBeTruthy();
    expect(
      within(screen.getByTestId("swipe-top-card"))
        .getByRole("link", { name: "View profile" })
        .getAttribute("href"),
    ).toBe("/members/1");
    expect(stack.getAttribute("tabindex")).toBe("0");
    expect(screen.getByTestId("swipe-likes-left").textContent).toContain("3 likes left today");
    expect(screen.getByTestId("swipe-announcer").textContent).toBe("Member 1, 30, City 1");
    expect(calls.callsTo("GET /api/swipe.php")[0]?.query.get("time_zone")).toBe(browserTimeZone() ?? null);
  });

  it("likes the top card with the right arrow and passes with the left arrow", async () => {
    const calls = api({
      "GET /api/swipe.php": game([testCard(1), testCard(2), testCard(3)]),
      "POST /api/like.php": likeAnswer(3),
    });
    const { stack } = await openGame();
    stack.focus();

    fireEvent.keyDown(stack, { key: "ArrowRight" });
    expect(topCardName()).toBe("Member 2, 30");
    await vi.waitFor(() => expect(calls.callsTo("POST /api/like.php")).toHaveLength(1));
    expect(calls.callsTo("POST /api/like.php")[0]?.body).toEqual({
      profile_id: 1,
      source: "swipe",
      time_zone: browserTimeZone(),
    });
    expect(await screen.findByText("3 likes left today")).toBeTruthy();
    expect(screen.getByTestId("swipe-announcer").textContent).toBe(
      "You liked Member 1. Member 2, 30, City 2",
    );

    fireEvent.keyDown(stack, { key: "ArrowLeft" });
    expect(topCardName()).toBe("Member 3, 30");
    await vi.waitFor(() => expect(calls.callsTo("POST /api/pass.php")).toHaveLength(1));
    expect(calls.callsTo("POST /api/pass.php")[0]?.body).toEqual({ profile_id: 2 });
    expect(screen.getByTestId("swipe-announcer").textContent).toBe(
      "You passed on Member 2. Member 3, 30, City 3",
    );
    expect(document.activeElement).toBe(stack);
  });

  it("ignores held-down and modified arrow keys", async () => {
    const calls = api({ "GET /api/swipe.php": game([testCard(1), testCard(2)]) });
    const { stack } = await openGame();
    fireEvent.keyDown(stack, { key: "ArrowLeft", repeat: true });
    fireEvent.keyDown(stack, { key: "ArrowLeft", altKey: true });
    expect(topCardName()).toBe("Member 1, 30");
    expect(calls.callsTo("POST /api/pass.php")).toHaveLength(0);
  });

  it("likes and passes with the buttons", async () => {
    const calls = api({
      "GET /api/swipe.php": game([testCard(1), testCard(2), testCard(3)]),
      "POST /api/like.php": likeAnswer(3),
    });
    await openGame();
    await userEvent.click(screen.getByRole("button", { name: "Like Member 1" }));
    await vi.waitFor(() => expect(calls.callsTo("POST /api/like.php")).toHaveLength(1));
    expect(calls.callsTo("POST /api/like.php")[0]?.body).toMatchObject({ profile_id: 1, source: "swipe" });
    await userEvent.click(screen.getByRole("button", { name: "Pass on Member 2" }));
    await vi.waitFor(() => expect(calls.callsTo("POST /api/pass.php")).toHaveLength(1));
    expect(calls.callsTo("POST /api/pass.php")[0]?.body).toEqual({ profile_id: 2 });
    expect(topCardName()).toBe("Member 3, 30");
  });

  it("counts down the likes with each answer", async () => {
    let answer = 1;
    api({
      "GET /api/swipe.php": game([testCard(1), testCard(2), testCard(3)], 2),
      "POST /api/like.php": () => likeAnswer(answer--),
    });
    await openGame();
    expect(screen.getByText("2 likes left today")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Like Member 1" }));
    expect(await screen.findByText("1 like left today")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Like Member 2" })).toHaveProperty("disabled", false);
  });

  it("turns Like off while the last like is on its way, then ends the game", async () => {
    const answer = deferred<MockAnswer>();
    const calls = api({
      "GET /api/swipe.php": game([testCard(1), testCard(2), testCard(3)], 1),
      "POST /api/like.php": () => answer.promise,
    });
    const { stack } = await openGame();
    fireEvent.keyDown(stack, { key: "ArrowRight" });
    expect(screen.getByText("No likes left today")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Like Member 2" })).toHaveProperty("disabled", true);
    fireEvent.keyDown(stack, { key: "ArrowRight" });
    expect(topCardName()).toBe("Member 2, 30");
    answer.resolve(likeAnswer(0, { resetsAt: new Date(Date.now() + 60_000).toISOString() }));
    expect(await screen.findByRole("heading", { name: "That's all for today" })).toBeTruthy();
    expect(calls.callsTo("POST /api/like.php")).toHaveLength(1);
  });

  it("lets the card go without a flight when the member prefers reduced motion", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)",
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    api({ "GET /api/swipe.php": game([testCard(1), testCard(2)]) });
    const { stack } = await openGame();
    fireEvent.keyDown(stack, { key: "ArrowLeft" });
    expect(stack.querySelector(".swipe-card--leaving")).toBeNull();
    expect(screen.queryByText("Member 1, 30")).toBeNull();
  });

  it("swipes by dragging the card past the threshold and snaps back below it", async () => {
    const calls = api({
      "GET /api/swipe.php": game([testCard(1), testCard(2), testCard(3)]),
      "POST /api/like.php": likeAnswer(3),
    });
    await openGame();
    const first = screen.getByTestId("swipe-top-card");
    const pointer = { pointerId: 7, pointerType: "touch", clientY: 300 };

    // A short drag comes back and sends nothing.
    fireEvent.pointerDown(first, { ...pointer, clientX: 200 });
    fireEvent.pointerMove(first, { ...pointer, clientX: 230 });
    expect(first.style.transform).toContain("translate3d(30px");
    fireEvent.pointerUp(first, { ...pointer, clientX: 230 });
    expect(first.style.transform).toBe("");
    expect(topCardName()).toBe("Member 1, 30");

    // Far enough to the right: the LIKE stamp is full and letting go likes.
    fireEvent.pointerDown(first, { ...pointer, clientX: 200 });
    fireEvent.pointerMove(first, { ...pointer, clientX: 320 });
    const likeStamp = within(first).getByText("LIKE");
    expect(likeStamp.style.opacity).toBe("1");
    expect(likeStamp.className).toContain("is-over");
    fireEvent.pointerUp(first, { ...pointer, clientX: 320 });
    await vi.waitFor(() => expect(calls.callsTo("POST /api/like.php")).toHaveLength(1));
    expect(calls.callsTo("POST /api/like.php")[0]?.body).toMatchObject({ profile_id: 1 });

    // And to the left passes.
    const second = screen.getByTestId("swipe-top-card");
    fireEvent.pointerDown(second, { ...pointer, clientX: 200 });
    fireEvent.pointerMove(second, { ...pointer, clientX: 90 });
    expect(within(second).getByText("NOPE").style.opacity).toBe("1");
    fireEvent.pointerUp(second, { ...pointer, clientX: 90 });
    await vi.waitFor(() => expect(calls.callsTo("POST /api/pass.php")).toHaveLength(1));
    expect(calls.callsTo("POST /api/pass.php")[0]?.body).toEqual({ profile_id: 2 });
    expect(topCardName()).toBe("Member 3, 30");
  });

  it("shows a banner with the profile and chat links when a like makes a match", async () => {
    api({
      "GET /api/swipe.php": game([testCard(5), testCard(6)]),
      "POST /api/like.php": likeAnswer(3, { match: true }),
    });
    const { stack } = await openGame();
    fireEvent.keyDown(stack, { key: "ArrowRight" });
    const banner = await screen.findByRole("region", { name: "It's a match!" });
    expect(within(banner).getByText("You and Member 5 like each other.")).toBeTruthy();
    expect(within(banner).getByRole("link", { name: "Send a message" }).getAttribute("href")).toBe(
      "/members/5/chat",
    );
    expect(within(banner).getByRole("link", { name: "View profile" }).getAttribute("href")).toBe(
      "/members/5",
    );
    await userEvent.click(within(banner).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("region", { name: "It's a match!" })).toBeNull();
  });

  it("takes a like back with Undo: the card returns on top and the like is counted back", async () => {
    const calls = api({
      "GET /api/swipe.php": game([testCard(1), testCard(2)]),
      "POST /api/like.php": likeAnswer(3),
      "DELETE /api/swipe.php": game([testCard(1), testCard(2)], 4),
    });
    const { stack } = await openGame();
    fireEvent.keyDown(stack, { key: "ArrowRight" });
    expect(await screen.findByText("3 likes left today")).toBeTruthy();
    const undo = screen.getByRole("button", { name: "Undo" });
    await vi.waitFor(() => expect(undo).toHaveProperty("disabled", false));
    await userEvent.click(undo);
    await vi.waitFor(() => expect(calls.callsTo("DELETE /api/swipe.php")).toHaveLength(1));
    expect(calls.callsTo("DELETE /api/swipe.php")[0]?.body).toEqual({
      profile_id: 1,
      time_zone: browserTimeZone(),
    });
    expect(await screen.findByText("4 likes left today")).toBeTruthy();
    expect(topCardName()).toBe("Member 1, 30");
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
    expect(screen.getByTestId("swipe-announcer").textContent).toBe("Member 1 is back. Member 1, 30, City 1");
  });

  it("puts a passed card back on top with Undo, even when the server's stack lacks it", async () => {
    const calls = api({
      "GET /api/swipe.php": game([testCard(1), testCard(2)]),
      "DELETE /api/swipe.php": game([testCard(2)], 4),
    });
    const { stack } = await openGame();
    fireEvent.keyDown(stack, { key: "ArrowLeft" });
    expect(topCardName()).toBe("Member 2, 30");
    const undo = screen.getByRole("button", { name: "Undo" });
    await vi.waitFor(() => expect(undo).toHaveProperty("disabled", false));
    await userEvent.click(undo);
    await vi.waitFor(() => expect(topCardName()).toBe("Member 1, 30"));
    expect(calls.callsTo("DELETE /api/swipe.php")[0]?.body).toMatchObject({ profile_id: 1 });
  });

  it("offers Undo for 10 seconds only", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api({ "GET /api/swipe.php": game([testCard(1), testCard(2)]) });
    const { stack } = await openGame();
    fireEvent.keyDown(stack, { key: "ArrowLeft" });
    const undo = screen.getByRole("button", { name: "Undo" });
    await vi.waitFor(() => expect(undo).toHaveProperty("disabled", false));
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.getByRole("button", { name: "Undo" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });

  it("ends the game when the fourth like leaves none: the countdown ticks and the game comes back at zero", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let resetsAt = "";
    let likesLeft = 1;
    const calls = api({
      "GET /api/swipe.php": () =>
        likesLeft === 0
          ? game([testCard(2)], 0, resetsAt)
          : game([testCard(1), testCard(2), testCard(3)], likesLeft),
      "POST /api/like.php": () => {
        likesLeft = 0;
        resetsAt = new Date(Date.now() + 3_605_000).toISOString();
        return likeAnswer(0, { resetsAt });
      },
    });
    const { stack } = await openGame();
    expect(screen.getByText("1 like left today")).toBeTruthy();
    fireEvent.keyDown(stack, { key: "ArrowRight" });

    expect(await screen.findByRole("heading", { name: "That's all for today" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Member cards" })).toBeNull();
    expect(screen.getByText("No likes left today")).toBeTruthy();
    expect(
      screen.getByText("You've used your 4 likes for today. Fresh likes arrive at midnight."),
    ).toBeTruthy();
    const countdown = screen.getByTestId("swipe-countdown");
    expect(countdown.textContent).toBe("01:00:05");
    expect(screen.getByRole("timer", { name: "New likes in 01:00:05" })).toBe(countdown);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByTestId("swipe-countdown").textContent).toBe("01:00:04");
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByTestId("swipe-countdown").textContent).toBe("00:59:04");

    const fetchesBefore = calls.callsTo("GET /api/swipe.php").length;
    likesLeft = 4;
    await act(() => vi.advanceTimersByTimeAsync(3_545_000));
    await vi.waitFor(() => expect(calls.callsTo("GET /api/swipe.php").length).toBe(fetchesBefore + 1));
    expect(await screen.findByRole("region", { name: "Member cards" })).toBeTruthy();
    expect(screen.getByText("4 likes left today")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "That's all for today" })).toBeNull();
  });

  it("shows the wait screen when the game opens without likes left", async () => {
    const resetsAt = new Date(Date.now() + 2 * 3_600_000 + 30 * 60_000).toISOString();
    api({ "GET /api/swipe.php": game([testCard(1)], 0, resetsAt) });
    await renderApp("/swipe-game", { user: testUser() });
    expect(
      await screen.findByRole("heading", { name: "That's all for today" }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByTestId("swipe-countdown").textContent).toMatch(/^02:(30|29):\d\d$/);
    expect(screen.getByRole("link", { name: "Try the match finder" }).getAttribute("href")).toBe(
      "/match-finder",
    );
    expect(screen.queryByRole("button", { name: /^Pass/ })).toBeNull();
  });

  it("shows the wait screen when the server refuses a like with SWIPE_LIMIT_REACHED", async () => {
    const resetsAt = new Date(Date.now() + 5 * 3_600_000).toISOString();
    const calls = api({
      "GET /api/swipe.php": game([testCard(1), testCard(2)], 2),
      "POST /api/like.php": apiError(403, "SWIPE_LIMIT_REACHED", {
        params: { limit: 4, resets_at: resetsAt },
      }),
    });
    const { stack } = await openGame();
    fireEvent.keyDown(stack, { key: "ArrowRight" });
    expect(await screen.findByRole("heading", { name: "That's all for today" })).toBeTruthy();
    expect(calls.callsTo("POST /api/like.php")).toHaveLength(1);
    expect(screen.getByTestId("swipe-countdown").textContent).toMatch(/^0[45]:\d\d:\d\d$/);
    expect(screen.getByText("No likes left today")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });

  it("puts the card back and says why when a swipe fails", async () => {
    api({
      "GET /api/swipe.php": game([testCard(1), testCard(2)]),
      "POST /api/pass.php": apiError(500, "INTERNAL"),
    });
    const { stack } = await openGame();
    fireEvent.keyDown(stack, { key: "ArrowLeft" });
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(topCardName()).toBe("Member 1, 30");
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });

  it("does not show swiped cards again while the game is fetched anew on a later visit", async () => {
    const refetched = deferred<MockAnswer>();
    let round = 0;
    const calls = api({
      "GET /api/swipe.php": () =>
        round++ === 0 ? game([testCard(1), testCard(2), testCard(3)]) : refetched.promise,
    });
    const { router, stack } = await openGame();
    fireEvent.keyDown(stack, { key: "ArrowLeft" });
    await vi.waitFor(() => expect(calls.callsTo("POST /api/pass.php")).toHaveLength(1));
    await router.navigate("/members");
    await vi.waitFor(() => expect(screen.queryByRole("region", { name: "Member cards" })).toBeNull());
    await router.navigate("/swipe-game");
    await screen.findByRole("region", { name: "Member cards" });
    expect(topCardName()).toBe("Member 2, 30");
    refetched.resolve(game([testCard(2), testCard(3)]));
    await vi.waitFor(() => expect(calls.callsTo("GET /api/swipe.php")).toHaveLength(2));
  });

  it("fetches more cards when the stack runs out", async () => {
    let round = 0;
    const calls = api({
      "GET /api/swipe.php": () => (round++ === 0 ? game([testCard(1)]) : game([testCard(8), testCard(9)])),
    });
    const { stack } = await openGame();
    fireEvent.keyDown(stack, { key: "ArrowLeft" });
    await vi.waitFor(() => expect(calls.callsTo("GET /api/swipe.php")).toHaveLength(2));
    await vi.waitFor(() => expect(topCardName()).toBe("Member 8, 30"));
  });

  it("shows the empty state with a link to the search when no cards are left", async () => {
    let round = 0;
    const calls = api({
      "GET /api/swipe.php": () => (round++ === 0 ? game([testCard(1)]) : game([])),
    });
    const { stack } = await openGame();
    fireEvent.keyDown(stack, { key: "ArrowLeft" });
    expect(await screen.findByRole("heading", { name: "You've seen everyone for now" })).toBeTruthy();
    expect(calls.callsTo("GET /api/swipe.php")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Search members" }).getAttribute("href")).toBe("/members");
  });

  it("shows the empty state at once when the game has no cards", async () => {
    const calls = api({ "GET /api/swipe.php": game([]) });
    await renderApp("/swipe-game", { user: testUser() });
    expect(
      await screen.findByRole("heading", { name: "You've seen everyone for now" }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(calls.callsTo("GET /api/swipe.php")).toHaveLength(1);
  });

  it("offers a retry when the game cannot be loaded", async () => {
    let fail = true;
    api({ "GET /api/swipe.php": () => (fail ? apiError(500, "INTERNAL") : game([testCard(1)])) });
    await renderApp("/swipe-game", { user: testUser() });
    const retry = await screen.findByRole("button", { name: "Try again" }, { timeout: 5000 });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole("region", { name: "Member cards" })).toBeTruthy();
  });

  it("sends visitors to the login page", async () => {
    mockApi({});
    const { router } = await renderApp("/swipe-game");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/login"), { timeout: 5000 });
  });

  it("speaks French", async () => {
    api({ "GET /api/swipe.php": game([testCard(1), testCard(2)], 1) });
    await renderApp("/swipe-game", { user: testUser({ language: "fr" }), language: "fr" });
    expect(await screen.findByRole("region", { name: "Cartes des membres" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText("Encore 1 j'aime aujourd'hui")).toBeTruthy();
    expect(screen.getByRole("button", { name: "J'aime le profil de Member 1" })).toBeTruthy();
  });
});

describe("swipe helpers", () => {
  it("formats the countdown", () => {
    expect(formatCountdown(0)).toBe("00:00:00");
    expect(formatCountdown(1)).toBe("00:00:01");
    expect(formatCountdown(5 * 3_600_000 + 3 * 60_000 + 9_000)).toBe("05:03:09");
    expect(isoDuration(5 * 3_600_000 + 3 * 60_000 + 9_000)).toBe("PT5H3M9S");
  });

  it("bounds the drag threshold and the tilt", () => {
    expect(swipeThreshold(0)).toBe(60);
    expect(swipeThreshold(400)).toBe(120);
    expect(swipeThreshold(1000)).toBe(140);
    expect(tilt(100)).toBeCloseTo(6);
    expect(tilt(-1000)).toBe(-16);
  });
});
