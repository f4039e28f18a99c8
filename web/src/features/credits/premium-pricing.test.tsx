/** The premium (/premium) and pricing (/pricing) pages: what premium gives, credit costs, prices for members. */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { apiError, json, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { creditsAnswer } from "./test-data.ts";

const LONG = { timeout: 5000 };
const COSTS = { message_credits: 1, photo_credits: 3, gift_credits: 6, refund_days: 21 };

afterEach(() => {
  vi.unstubAllGlobals();
});

function main() {
  return screen.getByRole("main");
}

describe("the premium page", () => {
  it("explains what premium gives, with the site's numbers", async () => {
    await renderApp("/premium", { settings: COSTS });
    expect(await screen.findByRole("heading", { level: 1, name: "Get Premium" }, LONG)).toBeTruthy();
    expect(screen.getByText(/upload up to 25 of your own/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Up to 25 photos of your own" })).toBeTruthy();
    expect(screen.getByText("Show yourself at your best: free members can show 3.")).toBeTruthy();
    expect(
      screen.getByText("Free members can start 2 conversations; premium members as many as they like."),
    ).toBeTruthy();
    expect(screen.getByText("Any credit bundle makes you premium straight away.")).toBeTruthy();

    const table = screen.getByRole("table");
    const conversations = within(table).getByRole("row", { name: /Conversations you can start/ });
    expect(conversations.textContent).toContain("2");
    expect(conversations.textContent).toContain("Unlimited");

    const costs = within(main()).getByRole("list", { name: "What credits are for" });
    expect(
      within(costs)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["A message1 credit", "A photo3 credits", "A gift6 credits"]);
    expect(screen.getByText(/You can ask for a refund within 21 days\./)).toBeTruthy();
  });

  it("invites a visitor to sign up", async () => {
    await renderApp("/premium");
    await screen.findByRole("heading", { level: 1, name: "Get Premium" }, LONG);
    expect(within(main()).getByRole("link", { name: "Sign up for free" }).getAttribute("href")).toBe(
      "/signup",
    );
  });

  it("leads a free member to the bundles", async () => {
    mockApi({}, { user: testUser() });
    await renderApp("/premium", { user: testUser() });
    const link = await within(await screen.findByRole("main", {}, LONG)).findByRole("link", {
      name: "Become premium",
    });
    expect(link.getAttribute("href")).toBe("/credits");
  });

  it("tells a premium member they are, and offers a top-up", async () => {
    const paid = testUser({ paid_user: true, credits: 40 });
    mockApi({}, { user: paid });
    await renderApp("/premium", { user: paid });
    expect(await screen.findByText("You are premium", {}, LONG)).toBeTruthy();
    expect(within(main()).getByRole("link", { name: "Buy credits" }).getAttribute("href")).toBe("/credits");
  });

  it("speaks French", async () => {
    await renderApp("/premium", { language: "fr", settings: COSTS });
    expect(await screen.findByRole("heading", { name: "Ce que Premium vous apporte" }, LONG)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Jusqu'à 25 photos de vous" })).toBeTruthy();
    expect(within(main()).getByRole("list", { name: "À quoi servent les crédits" }).textContent).toContain(
      "Un cadeau6 crédits",
    );
  });
});

describe("the pricing page", () => {
  it("asks a visitor to sign up instead of showing prices, without asking the server", async () => {
    const api = mockApi();
    await renderApp("/pricing", { settings: COSTS });
    expect(await screen.findByRole("heading", { level: 1, name: "Pricing" }, LONG)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Sign up to see the prices" })).toBeTruthy();
    expect(within(main()).getByRole("link", { name: "Sign up for free" })).toBeTruthy();
    expect(within(main()).getByRole("list", { name: "What credits are for" }).textContent).toContain(
      "A photo3 credits",
    );
    expect(screen.getByText(/You can ask for a refund within 21 days\./)).toBeTruthy();
    expect(api.callsTo("GET /api/credits.php")).toHaveLength(0);
  });

  it("shows a member the bundles with their prices", async () => {
    mockApi({ "GET /api/credits.php": json(200, creditsAnswer()) }, { user: testUser() });
    await renderApp("/pricing", { user: testUser() });
    const list = await screen.findByRole("list", { name: "Credit bundles" }, LONG);
    const cards = within(list).getAllByTestId("bundle");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "25 credits",
      "100 credits",
      "250 credits",
    ]);
    expect(
      within(cards[1] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/credits/2");
    expect(cards[2]?.textContent).toContain("€79.95");
    expect(screen.getByRole("link", { name: "What premium gives" }).getAttribute("href")).toBe("/premium");
  });

  it("falls back to the visitor's view when the server does not see a member (403)", async () => {
    mockApi({ "GET /api/credits.php": apiError(403, "FORBIDDEN") }, { user: testUser() });
    await renderApp("/pricing", { user: testUser() });
    expect(await screen.findByRole("heading", { name: "Sign up to see the prices" }, LONG)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("list", { name: "Credit bundles" })).toBeNull());
  });
});
