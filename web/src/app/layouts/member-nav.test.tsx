/**
 * The logged-in navigation of spec §2: search, messages and likes with their badges, Credits or Get
 * Premium, the account menu, the language saved on the account, and the count in the page title.
 */
import type { User } from "@amora/contract/accounts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { json, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

type UserOverrides = Parameters<typeof testUser>[0];

async function renderMember(overrides: UserOverrides = {}, path = "/pricing") {
  const user = testUser(overrides);
  const app = await renderApp(path, { user });
  const nav = await screen.findByRole("list", { name: "Member navigation" });
  return { ...app, nav, member: user };
}

function link(nav: HTMLElement, name: RegExp | string) {
  return within(nav).getByRole("link", { name });
}

function accountMenu(): HTMLElement {
  const menu = document.querySelector<HTMLElement>(".account-menu__menu");
  if (!menu) throw new Error("The account menu is not open.");
  return menu;
}

function badgeOf(element: HTMLElement): HTMLElement | null {
  return element.querySelector(".member-nav__badge");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the member navigation", () => {
  it("links search, messages and likes", async () => {
    const { nav } = await renderMember();
    expect(link(nav, "Search").getAttribute("href")).toBe("/members");
    expect(link(nav, "Messages").getAttribute("href")).toBe("/chats");
    expect(link(nav, "Likes").getAttribute("href")).toBe("/likes");
  });

  it("marks the page the member is on", async () => {
    const { nav } = await renderMember({}, "/likes/received");
    expect(link(nav, "Likes").getAttribute("aria-current")).toBe("page");
    expect(link(nav, "Search").getAttribute("aria-current")).toBeNull();
  });

  it.each([
    [0, null],
    [7, "7"],
    [99, "99"],
    [100, "99+"],
    [1234, "99+"],
  ])("shows %i unread messages as %s, in the unread colour", async (count, text) => {
    const { nav } = await renderMember({ unread_messages: count });
    const messages = link(nav, /^Messages/);
    expect(badgeOf(messages)?.textContent ?? null).toBe(text);
    if (text) {
      expect(badgeOf(messages)?.classList.contains("text-bg-unread")).toBe(true);
      expect(messages.textContent).toContain(`${count} unread message`);
    }
  });

  it("shows new likes, capped the same way", async () => {
    const { nav } = await renderMember({ new_likes: 120 });
    const likes = link(nav, /^Likes/);
    expect(badgeOf(likes)?.textContent).toBe("99+");
    expect(likes.textContent).toContain("120 new likes");
  });

  it("offers Get Premium to members who have not paid", async () => {
    const { nav } = await renderMember({ paid_user: false, credits: 0 });
    expect(link(nav, "Get Premium").getAttribute("href")).toBe("/premium");
    expect(within(nav).queryByRole("link", { name: /Credits/ })).toBeNull();
  });

  it.each([
    [11, null],
    [10, "text-bg-warning"],
    [1, "text-bg-warning"],
    [0, "text-bg-danger"],
  ])("offers Credits to paid members, with %i credits badged %s", async (credits, colour) => {
    const { nav } = await renderMember({ paid_user: true, credits });
    const creditsLink = link(nav, /^Credits/);
    expect(creditsLink.getAttribute("href")).toBe("/credits");
    expect(within(nav).queryByRole("link", { name: /Get Premium/ })).toBeNull();
    const badge = badgeOf(creditsLink);
    if (colour === null) {
      expect(badge).toBeNull();
    } else {
      expect(badge?.textContent).toBe(String(credits));
      expect(badge?.classList.contains(colour)).toBe(true);
    }
  });
});

describe("the account menu", () => {
  it("holds My profile, Settings and Logout", async () => {
    await renderMember();
    await userEvent.click(await screen.findByRole("button", { name: "Your account" }));
    const menu = within(accountMenu());
    expect(menu.getByRole("link", { name: "My profile" }).getAttribute("href")).toBe("/profile");
    expect(menu.getByRole("link", { name: "Settings" }).getAttribute("href")).toBe("/notifications");
    expect(menu.getByRole("button", { name: "Log out" })).toBeTruthy();
  });

  it("logs out and goes home as a visitor", async () => {
    const api = mockApi({
      "POST /api/logout.php": json(200, { user: null }),
      "GET /api/featured.php": json(200, { profiles: [] }),
    });
    const { router } = await renderMember({}, "/notifications");
    await userEvent.click(await screen.findByRole("button", { name: "Your account" }));
    await userEvent.click(within(accountMenu()).getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByRole("link", { name: "Log in" })).toBeTruthy();
    expect(api.callsTo("POST /api/logout.php")).toHaveLength(1);
  });
});

describe("the language dropdown of a member", () => {
  it("saves the new language on the account", async () => {
    const api = mockApi({ "PUT /api/user.php": json(200, { user: testUser({ language: "fr" }) }) });
    await renderMember();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language" }), "fr");
    await waitFor(() => expect(api.callsTo("PUT /api/user.php")[0]?.body).toEqual({ language: "fr" }));
  });
});

describe("the page title and app badge", () => {
  it("count unread messages and new likes", async () => {
    const setAppBadge = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, setAppBadge, clearAppBadge: vi.fn(async () => {}) });
    await renderMember({ unread_messages: 2, new_likes: 3 });
    await waitFor(() => expect(document.title).toBe("(5) Pricing | Amora"));
    expect(setAppBadge).toHaveBeenCalledWith(5);
  });

  it("keep the count when the member moves to another page", async () => {
    const { router } = await renderMember({ unread_messages: 1 });
    await waitFor(() => expect(document.title).toBe("(1) Pricing | Amora"));
    await router.navigate("/faq");
    await waitFor(() => expect(document.title).toBe("(1) Frequently asked questions | Amora"));
  });

  it("follow the user as it changes, and clear at zero", async () => {
    const clearAppBadge = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, setAppBadge: vi.fn(async () => {}), clearAppBadge });
    const { queryClient, member } = await renderMember({ new_likes: 4 });
    await waitFor(() => expect(document.title).toBe("(4) Pricing | Amora"));
    queryClient.setQueryData<User>(["session", "user"], { ...member, new_likes: 0 });
    await waitFor(() => expect(document.title).toBe("Pricing | Amora"));
    expect(clearAppBadge).toHaveBeenCalled();
  });

  it("have no count for visitors", async () => {
    await renderApp("/pricing");
    await waitFor(() => expect(document.title).toBe("Pricing | Amora"));
  });

  it("ignore a badge that fails", async () => {
    vi.stubGlobal("navigator", { ...navigator, setAppBadge: vi.fn(() => Promise.reject(new Error("no"))) });
    await renderMember({ unread_messages: 3 });
    await waitFor(() => expect(document.title).toBe("(3) Pricing | Amora"));
  });
});
