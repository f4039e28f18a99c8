/** The social-network lander: members' posts from the catalogue's lines, with no counts; every action signs up. */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockApi } from "../../../test/mock-api.ts";
import { makeCard } from "../../../test/profile-data.ts";
import { renderApp } from "../../../test/render-app.tsx";

const LONG = { timeout: 5000 };

describe("the social-network lander", () => {
  it("shows a post per member and opens the signup from like, comment and message", async () => {
    localStorage.setItem("site-entry-warning-dismissed", "1");
    const profiles = [
      makeCard(1, { name: "Emma", age: 31, city: "Lyon" }),
      makeCard(2, { name: "Julie", age: 27, city: "Paris" }),
    ];
    mockApi({ "GET /api/lander.php": json(200, { niche: "", country: "FR", profiles }) });
    await renderApp("/landers/socialnetwork");
    expect(await screen.findByRole("heading", { level: 1, name: "What's new near you" }, LONG)).toBeTruthy();
    const feed = screen.getByRole("region", { name: "Members' posts" });
    const [emma, julie] = within(feed).getAllByRole("article");
    expect(within(emma as HTMLElement).getByText("Emma added new photos")).toBeTruthy();
    expect(within(julie as HTMLElement).getByText("Julie is looking for someone to chat with")).toBeTruthy();
    expect(feed.textContent).not.toMatch(/\d+ (likes|comments)/);
    const photos = within(feed).getAllByRole("img", { name: /Photo of/ });
    expect(photos.map((photo) => photo.getAttribute("loading"))).toEqual(["eager", "lazy"]);

    const user = userEvent.setup();
    await user.click(within(emma as HTMLElement).getByRole("link", { name: "Comment on Emma's post" }));
    expect(await screen.findByRole("dialog", { name: "Sign up to write to Emma" }, LONG)).toBeTruthy();
  });
});
