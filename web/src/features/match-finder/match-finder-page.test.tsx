/** The match finder: the suggestion grid, Like and Pass with their calls, cards leaving, refills, states. */
import type { ProfileCard } from "@amora/contract/profiles";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testCard, testUser } from "../../test/fixtures.ts";
import { apiError, deferred, json, type MockAnswer, type MockHandler, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { browserTimeZone } from "../likes/index.ts";

const cards = (...ids: number[]) => ids.map((id) => testCard(id));

function suggestions(profiles: ProfileCard[]) {
  return json(200, { profiles });
}

function api(handlers: Record<string, MockHandler>) {
  return mockApi(
    {
      "POST /api/like.php": json(200, { liked: true, match: false }),
      "POST /api/pass.php": json(200, {}),
      ...handlers,
    },
    { user: testUser() },
  );
}

async function openFinder() {
  await renderApp("/match-finder", { user: testUser() });
  return screen.findByRole("list", { name: "Suggested members" }, { timeout: 5000 });
}

function cardNames(list: HTMLElement): string[] {
  return within(list)
    .queryAllByRole("link")
    .map((link) => /Member \d+/.exec(link.textContent ?? "")?.[0] ?? "");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("match finder", () => {
  it("shows the suggestions as cards with their profile links, fictional mark, Like and Pass", async () => {
    api({
      "GET /api/match-finder.php": suggestions([testCard(1, { fictional: true }), ...cards(2, 3, 4, 5)]),
    });
    const list = await openFinder();
    expect(cardNames(list)).toEqual(["Member 1", "Member 2", "Member 3", "Member 4", "Member 5"]);
    expect(
      within(list)
        .getByRole("link", { name: /Member 1, 30/ })
        .getAttribute("href"),
    ).toBe("/members/1");
    expect(within(list).getAllByTestId("fictional-mark")).toHaveLength(1);
    expect(within(list).getByRole("button", { name: "Like Member 3" })).toBeTruthy();
    expect(within(list).getByRole("button", { name: "Pass on Member 3" })).toBeTruthy();
  });

  it("likes with source finder, confirms it and takes the card out of the grid", async () => {
    const calls = api({ "GET /api/match-finder.php": suggestions(cards(1, 2, 3, 4, 5)) });
    const list = await openFinder();
    await userEvent.click(within(list).getByRole("button", { name: "Like Member 2" }));
    await vi.waitFor(() => expect(calls.callsTo("POST /api/like.php")).toHaveLength(1));
    expect(calls.callsTo("POST /api/like.php")[0]?.body).toEqual({
      profile_id: 2,
      source: "finder",
      time_zone: browserTimeZone(),
    });
    expect(await screen.findByText("You liked Member 2.")).toBeTruthy();
    // The card shows "Liked" on its way out, hidden from the accessibility tree, then leaves.
    expect(within(list).queryByRole("button", { name: "Like Member 2" })).toBeNull();
    await vi.waitFor(() => expect(cardNames(list)).toEqual(["Member 1", "Member 3", "Member 4", "Member 5"]));
    expect(calls.callsTo("GET /api/match-finder.php")).toHaveLength(1);
  });

  it("moves the focus to the same button of the next card", async () => {
    api({ "GET /api/match-finder.php": suggestions(cards(1, 2, 3, 4, 5)) });
    const list = await openFinder();
    await userEvent.click(within(list).getByRole("button", { name: "Pass on Member 2" }));
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Pass on Member 3");
  });

  it("passes and takes the card out of the grid", async () => {
    const calls = api({ "GET /api/match-finder.php": suggestions(cards(1, 2, 3, 4, 5)) });
    const list = await openFinder();
    await userEvent.click(within(list).getByRole("button", { name: "Pass on Member 4" }));
    await vi.waitFor(() => expect(calls.callsTo("POST /api/pass.php")).toHaveLength(1));
    expect(calls.callsTo("POST /api/pass.php")[0]?.body).toEqual({ profile_id: 4 });
    await vi.waitFor(() => expect(cardNames(list)).toEqual(["Member 1", "Member 2", "Member 3", "Member 5"]));
    expect(calls.callsTo("POST /api/like.php")).toHaveLength(0);
  });

  it("does not show the members acted on again when the member comes back", async () => {
    const calls = api({ "GET /api/match-finder.php": suggestions(cards(1, 2, 3, 4, 5, 6)) });
    const { router } = await renderApp("/match-finder", { user: testUser() });
    const list = await screen.findByRole("list", { name: "Suggested members" }, { timeout: 5000 });
    await userEvent.click(within(list).getByRole("button", { name: "Pass on Member 2" }));
    await vi.waitFor(() => expect(calls.callsTo("POST /api/pass.php")).toHaveLength(1));
    await router.navigate("/members");
    await vi.waitFor(() => expect(screen.queryByRole("list", { name: "Suggested members" })).toBeNull());
    await router.navigate("/match-finder");
    const again = await screen.findByRole("list", { name: "Suggested members" });
    expect(cardNames(again)).toEqual(["Member 1", "Member 3", "Member 4", "Member 5", "Member 6"]);
    expect(calls.callsTo("GET /api/match-finder.php")).toHaveLength(1);
  });

  it("links to the chat when a like makes a match", async () => {
    api({
      "GET /api/match-finder.php": suggestions(cards(1, 2, 3, 4, 5)),
      "POST /api/like.php": json(200, { liked: true, match: true }),
    });
    const list = await openFinder();
    await userEvent.click(within(list).getByRole("button", { name: "Like Member 3" }));
    expect(await screen.findByText(/It's a match! You and Member 3 like each other./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Send a message" }).getAttribute("href")).toBe("/members/3/chat");
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("link", { name: "Send a message" })).toBeNull();
  });

  it("brings the card back and shows the error when the call fails", async () => {
    const answer = deferred<MockAnswer>();
    api({
      "GET /api/match-finder.php": suggestions(cards(1, 2, 3, 4, 5)),
      "POST /api/like.php": () => answer.promise,
    });
    const list = await openFinder();
    await userEvent.click(within(list).getByRole("button", { name: "Like Member 1" }));
    expect(within(list).queryByRole("button", { name: "Like Member 1" })).toBeNull();
    answer.resolve(apiError(500, "INTERNAL"));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(within(list).getByRole("button", { name: "Like Member 1" })).toBeTruthy();
    expect(cardNames(list)).toHaveLength(5);
  });

  it("asks for more suggestions when fewer than 4 are left", async () => {
    let round = 0;
    const calls = api({
      "GET /api/match-finder.php": () =>
        round++ === 0 ? suggestions(cards(1, 2, 3, 4)) : suggestions(cards(1, 3, 4, 6, 7)),
    });
    const list = await openFinder();
    await userEvent.click(within(list).getByRole("button", { name: "Pass on Member 2" }));
    await vi.waitFor(() => expect(calls.callsTo("GET /api/match-finder.php")).toHaveLength(2));
    await vi.waitFor(() =>
      expect(cardNames(list)).toEqual(["Member 1", "Member 3", "Member 4", "Member 6", "Member 7"]),
    );
  });

  it("asks once per action when the server has no more", async () => {
    const calls = api({ "GET /api/match-finder.php": suggestions(cards(1, 2)) });
    const list = await openFinder();
    await userEvent.click(within(list).getByRole("button", { name: "Pass on Member 1" }));
    await vi.waitFor(() => expect(calls.callsTo("GET /api/match-finder.php")).toHaveLength(2));
    await vi.waitFor(() => expect(cardNames(list)).toEqual(["Member 2"]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.callsTo("GET /api/match-finder.php")).toHaveLength(2);
  });

  it("shows the empty state when the last suggestion is gone", async () => {
    let round = 0;
    api({
      "GET /api/match-finder.php": () => (round++ === 0 ? suggestions(cards(1)) : suggestions([])),
    });
    const list = await openFinder();
    await userEvent.click(within(list).getByRole("button", { name: "Like Member 1" }));
    expect(await screen.findByRole("heading", { name: "No new suggestions right now" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Search members" }).getAttribute("href")).toBe("/members");
    expect(screen.getByRole("link", { name: "Play the swipe game" }).getAttribute("href")).toBe(
      "/swipe-game",
    );
  });

  it("shows the empty state when there are no suggestions", async () => {
    api({ "GET /api/match-finder.php": suggestions([]) });
    await renderApp("/match-finder", { user: testUser() });
    expect(
      await screen.findByRole("heading", { name: "No new suggestions right now" }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it("offers a retry when the suggestions cannot be loaded", async () => {
    let fail = true;
    api({ "GET /api/match-finder.php": () => (fail ? apiError(500, "INTERNAL") : suggestions(cards(1))) });
    await renderApp("/match-finder", { user: testUser() });
    const retry = await screen.findByRole("button", { name: "Try again" }, { timeout: 5000 });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole("list", { name: "Suggested members" })).toBeTruthy();
  });

  it("sends visitors to the login page", async () => {
    mockApi({});
    const { router } = await renderApp("/match-finder");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/login"), { timeout: 5000 });
  });
});
