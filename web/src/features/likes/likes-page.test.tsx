/** The likes page (/likes, /likes/:type) and a liked member (/likes/m/:id): tabs, counts, badges, states, "seen". */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { apiError, json, mockApi } from "../../test/mock-api.ts";
import { likesAnswer, makeProfileView } from "../../test/profile-data.ts";
import { renderApp } from "../../test/render-app.tsx";

const LONG = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Members 1–3 liked me (2 and 3 are new); I liked 3 and 4: 3 is a match. */
const SOME_LIKES = likesAnswer(
  [
    [11, false],
    [12, true],
    [13, true],
  ],
  [13, 14],
);

function tab(name: RegExp) {
  return within(screen.getByRole("navigation", { name: "Likes" })).getByRole("link", { name });
}

describe("the likes page", () => {
  it("shows the received likes by default, with counts per tab and the new ones marked", async () => {
    mockApi({ "GET /api/likes.php": SOME_LIKES }, { user: testUser() });
    await renderApp("/likes", { user: testUser() });
    const list = await screen.findByRole("list", { name: "Members who like you" }, LONG);
    expect(screen.getByRole("heading", { level: 1, name: "Likes" })).toBeTruthy();

    expect(tab(/Received/).getAttribute("aria-current")).toBe("page");
    expect(tab(/Sent/).getAttribute("aria-current")).toBeNull();
    expect(tab(/Received/).getAttribute("href")).toBe("/likes/received");
    expect(tab(/Received/).textContent).toBe("Received3");
    expect(tab(/Sent/).textContent).toBe("Sent2");
    expect(tab(/Matches/).textContent).toBe("Matches1");

    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/likes/m/11",
      "/likes/m/12",
      "/likes/m/13",
    ]);
    expect(within(links[0] as HTMLElement).queryByText("New like")).toBeNull();
    expect(within(links[1] as HTMLElement).getByText("New like")).toBeTruthy();
    expect(within(links[2] as HTMLElement).getByText("New like")).toBeTruthy();
  });

  it("lists whom the member liked, linking to their profiles", async () => {
    mockApi({ "GET /api/likes.php": SOME_LIKES }, { user: testUser() });
    await renderApp("/likes/sent", { user: testUser() });
    const list = await screen.findByRole("list", { name: "Members you like" }, LONG);
    expect(tab(/Sent/).getAttribute("aria-current")).toBe("page");
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/members/13", "/members/14"]);
    expect(within(list).queryByText("New like")).toBeNull();
  });

  it("lists the matches: members in both lists", async () => {
    mockApi({ "GET /api/likes.php": SOME_LIKES }, { user: testUser() });
    await renderApp("/likes/matches", { user: testUser() });
    const list = await screen.findByRole("list", { name: "Your matches" }, LONG);
    const links = within(list).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("href")).toBe("/members/13");
    expect(within(list).getByText("Member 13, 30")).toBeTruthy();
  });

  it("switches tabs through the URL", async () => {
    const api = mockApi({ "GET /api/likes.php": SOME_LIKES }, { user: testUser() });
    const { router } = await renderApp("/likes", { user: testUser() });
    await screen.findByRole("list", { name: "Members who like you" }, LONG);
    await userEvent.click(tab(/Matches/));
    expect(await screen.findByRole("list", { name: "Your matches" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/likes/matches");
    expect(tab(/Matches/).getAttribute("aria-current")).toBe("page");
    expect(api.callsTo("GET /api/likes.php")).toHaveLength(1);
  });

  it("treats an unknown tab as the received likes", async () => {
    mockApi({ "GET /api/likes.php": SOME_LIKES }, { user: testUser() });
    await renderApp("/likes/whatever", { user: testUser() });
    expect(await screen.findByRole("list", { name: "Members who like you" }, LONG)).toBeTruthy();
    expect(tab(/Received/).getAttribute("aria-current")).toBe("page");
  });

  it.each([
    ["/likes", "No likes yet"],
    ["/likes/sent", "You haven't liked anyone yet"],
    ["/likes/matches", "No matches yet"],
  ])("says what to do next when %s is empty", async (path, title) => {
    mockApi({ "GET /api/likes.php": likesAnswer([], []) }, { user: testUser() });
    await renderApp(path, { user: testUser() });
    expect(await screen.findByText(title, {}, LONG)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Search members" }).getAttribute("href")).toBe("/members");
    expect(screen.getByRole("navigation", { name: "Likes" }).textContent).toContain("Received0");
  });

  it("shows a skeleton while loading, then the error with a retry", async () => {
    let fail = true;
    const api = mockApi(
      {
        "GET /api/likes.php": () =>
          fail ? apiError(400, "VALIDATION_FAILED") : likesAnswer([[11, true]], []),
      },
      { user: testUser() },
    );
    await renderApp("/likes", { user: testUser() });
    expect(await screen.findByText("Loading your likes…", {}, LONG)).toBeTruthy();
    expect(await screen.findByText("Your likes could not be loaded.")).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Members who like you" })).toBeTruthy();
    expect(api.callsTo("GET /api/likes.php")).toHaveLength(2);
  });

  it("sends visitors to the login page", async () => {
    const api = mockApi();
    const { router } = await renderApp("/likes/sent");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"), LONG);
    expect(router.state.location.search).toBe(`?${new URLSearchParams({ next: "/likes/sent" })}`);
    expect(api.callsTo("GET /api/likes.php")).toHaveLength(0);
  });

  it("speaks French", async () => {
    mockApi({ "GET /api/likes.php": SOME_LIKES }, { user: testUser() });
    await renderApp("/likes", { user: testUser(), language: "fr" });
    expect(await screen.findByRole("list", { name: "Les membres à qui vous plaisez" }, LONG)).toBeTruthy();
    expect(screen.getAllByText("Nouveau j'aime")).toHaveLength(2);
    expect(screen.getByRole("link", { name: /Reçus/ }).getAttribute("aria-current")).toBe("page");
  });
});

describe("a liked member", () => {
  it("shows the profile and clears the new like once", async () => {
    let seen = false;
    const api = mockApi(
      {
        "GET /api/likes.php": () => likesAnswer([[7, !seen]], []),
        "PUT /api/likes.php": () => {
          seen = true;
          return json(200, {});
        },
        "GET /api/profile.php": json(200, {
          profile: makeProfileView(7, { name: "Sophie", likes_me: true }),
        }),
      },
      { user: testUser({ new_likes: 1 }) },
    );
    await renderApp("/likes/m/7", { user: testUser({ new_likes: 1 }) });
    expect(await screen.findByRole("heading", { name: /Sophie, 30/ }, LONG)).toBeTruthy();
    await waitFor(() => expect(api.callsTo("PUT /api/likes.php")).toHaveLength(1));
    expect(api.callsTo("PUT /api/likes.php")[0]?.body).toEqual({ profile_id: 7 });
    // The lists and the badge reload afterwards; the like is no longer new, so nothing more is sent.
    await waitFor(() => expect(api.callsTo("GET /api/likes.php").length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(api.callsTo("GET /api/user.php").length).toBeGreaterThanOrEqual(1));
    expect(api.callsTo("PUT /api/likes.php")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Like" })).toBeTruthy();
  });

  it("sends nothing for a like that was seen before", async () => {
    const api = mockApi(
      {
        "GET /api/likes.php": likesAnswer([[7, false]], []),
        "GET /api/profile.php": json(200, { profile: makeProfileView(7, { name: "Sophie" }) }),
      },
      { user: testUser() },
    );
    await renderApp("/likes/m/7", { user: testUser() });
    await screen.findByRole("heading", { name: /Sophie/ }, LONG);
    await waitFor(() => expect(api.callsTo("GET /api/likes.php")).toHaveLength(1));
    expect(api.callsTo("PUT /api/likes.php")).toHaveLength(0);
  });
});
