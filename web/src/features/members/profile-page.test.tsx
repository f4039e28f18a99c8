/** A member's profile: locked photos by role, the visitor prompts, error texts, and blocking. */
import type { ProfileView } from "@amora/contract/profiles";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { apiError, json, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

const LONG = { timeout: 5000 };

function makeProfile(overrides: Partial<ProfileView> = {}): ProfileView {
  return {
    id: 7,
    name: "Sophie",
    gender: "female",
    age: 29,
    country: "GB",
    region: "ENG",
    city: "Leeds",
    main_image: { filename: "p/7.webp", thumb_filename: "p/7-t.webp", match: "p/7-m.webp" },
    fictional: false,
    cam: false,
    resell: false,
    sexuality: "hetero",
    about: "Hello there",
    interests: ["kissing", "travelling"],
    hair_colour: "blonde",
    eye_colour: "blue",
    body_type: "slim",
    relationship_status: "single",
    height_cm: 170,
    photos: [{ id: 1, filename: "p/7.webp", thumb_filename: "p/7-t.webp", match: "p/7-m.webp" }],
    locked_photos: 0,
    photos_locked_for: null,
    blocked_by_me: false,
    liked_by_me: false,
    likes_me: false,
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the profile page", () => {
  it("shows the details with translated interests and attributes", async () => {
    mockApi({ "GET /api/profile.php": json(200, { profile: makeProfile() }) });
    await renderApp("/members/7", { user: testUser() });
    expect(await screen.findByRole("heading", { name: /Sophie, 29/ }, LONG)).toBeTruthy();
    expect(screen.getByText("Kissing")).toBeTruthy();
    expect(screen.getByText("Travelling")).toBeTruthy();
    expect(screen.getByText("Blonde")).toBeTruthy();
    expect(screen.getByText("170 cm")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Chat" }).getAttribute("href")).toBe("/members/7/chat");
    expect(screen.getByRole("button", { name: "Like" }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.queryByRole("button", { name: "Gift" })).toBeNull();
  });

  it("likes with POST {profile_id, source} and unlikes with DELETE", async () => {
    const api = mockApi(
      {
        "GET /api/profile.php": json(200, { profile: makeProfile() }),
        "POST /api/like.php": json(200, { liked: true, match: false }),
        "DELETE /api/like.php": json(200, { liked: false, match: false }),
      },
      { user: testUser() },
    );
    await renderApp("/members/7", { user: testUser() });
    await userEvent.click(await screen.findByRole("button", { name: "Like" }, LONG));
    const liked = await screen.findByRole("button", { name: "Liked" });
    expect(liked.getAttribute("aria-pressed")).toBe("true");
    expect(api.callsTo("POST /api/like.php")[0]?.body).toMatchObject({ profile_id: 7, source: "profile" });
    expect(screen.queryByRole("dialog")).toBeNull();

    await userEvent.click(liked);
    const like = await screen.findByRole("button", { name: "Like" });
    expect(like.getAttribute("aria-pressed")).toBe("false");
    expect(api.callsTo("DELETE /api/like.php")[0]?.body).toEqual({ profile_id: 7 });
  });

  it("shows a refused like in a toast and turns the button back", async () => {
    mockApi({
      "GET /api/profile.php": json(200, { profile: makeProfile() }),
      "POST /api/like.php": apiError(403, "LIKE_NOT_POSSIBLE"),
    });
    await renderApp("/members/7", { user: testUser() });
    await userEvent.click(await screen.findByRole("button", { name: "Like" }, LONG));
    expect((await screen.findByRole("alert")).textContent).toContain("You can't like this member.");
    expect(screen.getByRole("button", { name: "Like" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("opens the match modal when a like makes a match", async () => {
    mockApi(
      {
        "GET /api/profile.php": json(200, { profile: makeProfile({ likes_me: true }) }),
        "POST /api/like.php": json(200, { liked: true, match: true }),
      },
      { user: testUser() },
    );
    await renderApp("/members/7", { user: testUser() });
    expect(await screen.findByText("Sophie likes you. Like back and it's a match!", {}, LONG)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Like" }));
    const dialog = await screen.findByRole("dialog", { name: "New like!" });
    expect(within(dialog).getByText("You and Sophie like each other")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Send a message" }).getAttribute("href")).toBe(
      "/members/7/chat",
    );
    expect(await screen.findByText("You like each other")).toBeTruthy();
  });

  it("tells visitors to log in for more photos", async () => {
    mockApi({
      "GET /api/profile.php": json(200, {
        profile: makeProfile({ locked_photos: 4, photos_locked_for: "visitor" }),
      }),
    });
    await renderApp("/members/7");
    expect(
      await screen.findByText("Login to view more photos of Sophie", { exact: false }, LONG),
    ).toBeTruthy();
    expect(screen.getByTestId("locked-reason").textContent).toContain("Login to view more photos of Sophie");
  });

  it("offers free members the upgrade for locked photos", async () => {
    mockApi({
      "GET /api/profile.php": json(200, {
        profile: makeProfile({ locked_photos: 2, photos_locked_for: "free_member" }),
      }),
    });
    await renderApp("/members/7", { user: testUser() });
    const reason = await screen.findByTestId("locked-reason", {}, LONG);
    expect(reason.textContent).toContain("2 more photos of Sophie are for premium members.");
    expect(screen.getByRole("link", { name: "Become premium" }).getAttribute("href")).toBe("/premium");
  });

  it("shows each locked photo as a blurred tile saying why, leading to the way in", async () => {
    mockApi({
      "GET /api/profile.php": json(200, {
        profile: makeProfile({ locked_photos: 2, photos_locked_for: "free_member" }),
      }),
    });
    await renderApp("/members/7", { user: testUser() });
    const tiles = await screen.findAllByTestId("locked-photo", {}, LONG);
    expect(tiles).toHaveLength(2);
    for (const tile of tiles) {
      expect(tile.getAttribute("aria-label")).toBe("Locked photo: for premium members. Become premium");
      expect(tile.getAttribute("href")).toBe("/premium");
      // Not blank: a visible photo, blurred by the style sheet, under the lock.
      expect(tile.querySelector("img")?.getAttribute("src")).toContain("p/7-t.webp");
      expect(tile.querySelector("svg")).toBeTruthy();
    }
  });

  it("leads visitors from a locked photo to the login, and back", async () => {
    mockApi({
      "GET /api/profile.php": json(200, {
        profile: makeProfile({ locked_photos: 1, photos_locked_for: "visitor" }),
      }),
    });
    await renderApp("/members/7");
    const [tile] = await screen.findAllByTestId("locked-photo", {}, LONG);
    expect(tile?.getAttribute("aria-label")).toBe("Locked photo: log in to see it");
    expect(tile?.getAttribute("href")).toBe("/login?next=%2Fmembers%2F7");
  });

  it.each([
    ["Like", "Login to like Sophie's profile"],
    ["Chat", "You need to be logged in to chat"],
    ["Gift", "You need to be logged in to send a gift to Sophie"],
  ])("answers a visitor's %s with the spec's prompt", async (button, text) => {
    mockApi({ "GET /api/profile.php": json(200, { profile: makeProfile() }) });
    await renderApp("/members/7");
    await userEvent.click(await screen.findByRole("button", { name: button }, LONG));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(text);
    expect(
      screen.getAllByRole("link", { name: "Log in" }).some((link) => link.getAttribute("href") === "/login"),
    ).toBe(true);
  });

  it("opens the signup with a visitor's like, the prompt staying behind it", async () => {
    mockApi({ "GET /api/profile.php": json(200, { profile: makeProfile() }) });
    await renderApp("/members/7");
    await userEvent.click(await screen.findByRole("button", { name: "Like" }, LONG));
    expect(await screen.findByRole("dialog", { name: "Create your free profile" }, LONG)).toBeTruthy();
    expect(screen.getByText("Login to like Sophie's profile")).toBeTruthy();
  });

  it("says who blocked the viewer", async () => {
    mockApi({ "GET /api/profile.php": apiError(403, "BLOCKED_BY_MEMBER", { params: { name: "Sophie" } }) });
    await renderApp("/members/7", { user: testUser() });
    expect(
      await screen.findByText("You're blocked by Sophie, no access to the page.", {}, LONG),
    ).toBeTruthy();
  });

  it("says when a profile does not exist", async () => {
    mockApi({ "GET /api/profile.php": apiError(404, "NOT_FOUND") });
    await renderApp("/members/7", { user: testUser() });
    expect(
      await screen.findByText("This profile does not exist or is no longer available.", {}, LONG),
    ).toBeTruthy();
  });

  it("blocks and unblocks after a confirmation", async () => {
    const api = mockApi({
      "GET /api/profile.php": json(200, { profile: makeProfile() }),
      "POST /api/block.php": json(200, { blocked: true }),
      "DELETE /api/block.php": json(200, { blocked: false }),
    });
    await renderApp("/members/7", { user: testUser() });
    await userEvent.click(await screen.findByRole("button", { name: "More actions" }, LONG));
    await userEvent.click(await screen.findByRole("button", { name: "Block" }));
    await userEvent.click(await screen.findByText("Block", { selector: ".modal-footer button" }));
    expect(await screen.findByText("Sophie is blocked.")).toBeTruthy();
    expect(api.callsTo("POST /api/block.php")[0]?.body).toEqual({ profile_id: 7 });

    await userEvent.click(screen.getByRole("button", { name: "More actions" }));
    await userEvent.click(await screen.findByRole("button", { name: "Unblock" }));
    await userEvent.click(await screen.findByText("Unblock", { selector: ".modal-footer button" }));
    expect(await screen.findByText("Sophie is unblocked.")).toBeTruthy();
    await waitFor(() => expect(api.callsTo("DELETE /api/block.php")[0]?.body).toEqual({ profile_id: 7 }));
  });

  it("has no block menu on the member's own profile", async () => {
    mockApi({ "GET /api/profile.php": json(200, { profile: makeProfile({ id: 1 }) }) });
    await renderApp("/members/1", { user: testUser() });
    await screen.findByRole("heading", { name: /Sophie/ }, LONG);
    expect(screen.queryByRole("button", { name: "More actions" })).toBeNull();
  });
});
