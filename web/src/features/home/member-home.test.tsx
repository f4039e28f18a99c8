import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testCard, testUser } from "../../test/fixtures.ts";
import { mockApi, searchAnswer } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openHome(user = testUser(), profiles = [testCard(1), testCard(2)]) {
  localStorage.setItem("site-entry-warning-dismissed", "1");
  const api = mockApi({ "GET /api/members.php": searchAnswer(profiles) }, { user });
  const app = await renderApp("/", { user, settings: { logged_out_search: false } });
  return { ...app, api };
}

describe("the member home", () => {
  it("greets the member and offers search, messages, likes and Premium instead of signing up", async () => {
    await openHome(testUser({ unread_messages: 3, new_likes: 1, paid_user: false }));
    const main = await screen.findByRole("main");
    expect(await within(main).findByRole("heading", { level: 1, name: /^Welcome back, / })).toBeTruthy();
    expect(within(main).queryByText(/Sign up for free/)).toBeNull();
    expect(within(main).queryByText("Already a member?")).toBeNull();

    const shortcuts = within(main).getByRole("list", { name: "Your shortcuts" });
    const link = (name: RegExp) => within(shortcuts).getByRole("link", { name });
    expect(link(/Find members/).getAttribute("href")).toBe("/members");
    expect(link(/Messages/).getAttribute("href")).toBe("/chats");
    expect(link(/Messages/).textContent).toContain("3 unread messages");
    expect(link(/Likes/).getAttribute("href")).toBe("/likes");
    expect(link(/Likes/).textContent).toContain("1 new like");
    expect(link(/Get Premium/).getAttribute("href")).toBe("/premium");
  });

  it("shows a paying member their credits", async () => {
    await openHome(testUser({ paid_user: true, credits: 1 }));
    const shortcuts = await screen.findByRole("list", { name: "Your shortcuts" });
    const credits = within(shortcuts).getByRole("link", { name: /Credits/ });
    expect(credits.getAttribute("href")).toBe("/credits");
    expect(credits.textContent).toContain("You have 1 credit");
  });

  it("teases the members the member's own search finds, linking to their profiles", async () => {
    const { api } = await openHome();
    const list = await screen.findByRole("list", { name: "Members for you" });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/members/1", "/members/2"]);
    // The search with the member's defaults: no filters in the query.
    expect(api.callsTo("GET /api/members.php")[0]?.query.toString()).toBe("");
    for (const link of screen.getAllByRole("link", { name: /See all members/, hidden: true })) {
      expect(link.getAttribute("href")).toBe("/members");
    }
  });
});
