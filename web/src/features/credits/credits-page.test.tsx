/** The credits page (/credits): bundle cards, prices in the member's language, the discount code, the notes. */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { apiError, json, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { creditsAnswer, discountAnswer, makeBundle, plainSpaces } from "./test-data.ts";

const LONG = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

async function bundleCards() {
  const list = await screen.findByRole("list", { name: /Credit bundles|Packs de crédits/ }, LONG);
  return within(list).getAllByTestId("bundle");
}

describe("the credits page", () => {
  it("shows the bundles as cards with credits, price, price per credit and their marks", async () => {
    mockApi({ "GET /api/credits.php": json(200, creditsAnswer()) }, { user: testUser() });
    await renderApp("/credits", { user: testUser() });
    expect(await screen.findByRole("heading", { level: 1, name: "Buy credits" }, LONG)).toBeTruthy();
    const cards = await bundleCards();
    expect(cards).toHaveLength(3);
    const [small, popular, best] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(small).getByRole("heading", { level: 2 }).textContent).toBe("25 credits");
    expect(small.textContent).toContain("€9.95");
    expect(small.textContent).toContain("€0.398 per credit");
    expect(within(popular).getByText("Most popular")).toBeTruthy();
    expect(popular.textContent).toContain("€39.95");
    expect(within(best).getByText("Best value")).toBeTruthy();
    expect(within(small).queryByText(/Most popular|Best value/)).toBeNull();
    expect(
      within(popular).getByRole("link", { name: "Choose 100 credits for €39.95" }).getAttribute("href"),
    ).toBe("/credits/2");
  });

  it("writes prices the way French does", async () => {
    mockApi({ "GET /api/credits.php": json(200, creditsAnswer()) }, { user: testUser({ language: "fr" }) });
    await renderApp("/credits", { user: testUser({ language: "fr" }), language: "fr" });
    expect(await screen.findByRole("heading", { level: 1, name: "Acheter des crédits" }, LONG)).toBeTruthy();
    const [, popular] = (await bundleCards()) as [HTMLElement, HTMLElement];
    expect(plainSpaces(popular.textContent)).toContain("39,95 €");
    expect(plainSpaces(popular.textContent)).toContain("0,40 € le crédit");
    expect(within(popular).getByText("Le plus populaire")).toBeTruthy();
    expect(
      screen.getByText("Vous pouvez demander un remboursement dans un délai de 14 jours.", { exact: false }),
    ).toBeTruthy();
  });

  it("checks a typed code and shows the new prices beside the old ones, carrying the code on", async () => {
    const api = mockApi(
      {
        "GET /api/credits.php": json(200, creditsAnswer()),
        "GET /api/discountcode.php": (call) =>
          call.query.get("code") === "SPRING20" ? discountAnswer() : apiError(404, "DISCOUNT_NOT_FOUND"),
      },
      { user: testUser({ paid_user: true, credits: 3 }) },
    );
    const { router } = await renderApp("/credits", { user: testUser({ paid_user: true, credits: 3 }) });
    await bundleCards();
    await userEvent.type(screen.getByRole("textbox", { name: "Discount code" }), "SPRING20");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));

    expect(await screen.findByText("SPRING20: 20% off")).toBeTruthy();
    expect(router.state.location.search).toBe("?code=SPRING20");
    const check = api.callsTo("GET /api/discountcode.php").at(-1);
    expect(check?.query.get("code")).toBe("SPRING20");
    // A paid member has no welcome code to look for.
    expect(api.callsTo("GET /api/discountcode.php").some((call) => call.query.has("welcome"))).toBe(false);

    const [, popular] = (await bundleCards()) as [HTMLElement, HTMLElement];
    expect(within(popular).getByRole("deletion").textContent).toBe("Old price: €39.95");
    expect(within(popular).getByRole("insertion").textContent).toBe("New price: €31.96");
    expect(popular.textContent).toContain("−20%");
    expect(
      within(popular)
        .getByRole("link", { name: /Choose 100 credits for €31.96/ })
        .getAttribute("href"),
    ).toBe("/credits/2?code=SPRING20");
  });

  it("says why a code does not apply, by its error code", async () => {
    mockApi(
      {
        "GET /api/credits.php": json(200, creditsAnswer()),
        "GET /api/discountcode.php": apiError(403, "DISCOUNT_USED"),
      },
      { user: testUser() },
    );
    await renderApp("/credits?code=USEDUP", { user: testUser() });
    expect((await screen.findByRole("alert", {}, LONG)).textContent).toBe("Code already used");
    expect((screen.getByRole("textbox", { name: "Discount code" }) as HTMLInputElement).value).toBe("USEDUP");
    const [small] = (await bundleCards()) as [HTMLElement];
    expect(within(small).queryByRole("deletion")).toBeNull();
    expect(within(small).getByRole("link").getAttribute("href")).toBe("/credits/1");
  });

  it("translates a code's error into French", async () => {
    mockApi(
      {
        "GET /api/credits.php": json(200, creditsAnswer()),
        "GET /api/discountcode.php": apiError(404, "DISCOUNT_NOT_FOUND"),
      },
      { user: testUser() },
    );
    await renderApp("/credits?code=NOPE", { user: testUser(), language: "fr" });
    expect((await screen.findByRole("alert", {}, LONG)).textContent).toBe("Code introuvable");
  });

  it("checks the code of the time-bonus link at once, and marks bundles below the code's minimum", async () => {
    const api = mockApi(
      {
        "GET /api/credits.php": json(200, creditsAnswer()),
        "GET /api/discountcode.php": discountAnswer({
          code: "TIMEBONUS25",
          percentage: 25,
          minimum_order_cents: 2000,
        }),
      },
      { user: testUser() },
    );
    await renderApp("/credits?code=TIMEBONUS25", { user: testUser() });
    expect(await screen.findByText("TIMEBONUS25: 25% off", {}, LONG)).toBeTruthy();
    expect(api.callsTo("GET /api/discountcode.php")).toHaveLength(1);
    expect(api.callsTo("GET /api/discountcode.php")[0]?.query.get("code")).toBe("TIMEBONUS25");
    const [small, popular] = (await bundleCards()) as [HTMLElement, HTMLElement];
    expect(within(small).queryByRole("deletion")).toBeNull();
    expect(small.textContent).toContain("Your code applies from €20.00");
    expect(within(popular).getByRole("insertion").textContent).toContain("€29.96");
  });

  it("applies the welcome code of a new member by itself, and lets them remove it", async () => {
    const api = mockApi(
      {
        "GET /api/credits.php": json(200, creditsAnswer()),
        "GET /api/discountcode.php": (call) =>
          call.query.get("welcome") === "true"
            ? discountAnswer({ code: "TIMEBONUS25", percentage: 25 })
            : apiError(404, "DISCOUNT_NOT_FOUND"),
      },
      { user: testUser() },
    );
    const { router } = await renderApp("/credits", { user: testUser() });
    expect(await screen.findByText("TIMEBONUS25: 25% off", {}, LONG)).toBeTruthy();
    const [, popular] = (await bundleCards()) as [HTMLElement, HTMLElement];
    expect(within(popular).getByRole("link").getAttribute("href")).toBe("/credits/2?code=TIMEBONUS25");

    await userEvent.click(screen.getByRole("button", { name: "Remove the code TIMEBONUS25" }));
    expect(await screen.findByRole("textbox", { name: "Discount code" })).toBeTruthy();
    expect(router.state.location.search).toBe("?code=");
    expect(within(popular).getByRole("link").getAttribute("href")).toBe("/credits/2");
    expect(api.callsTo("GET /api/discountcode.php")).toHaveLength(1);
  });

  it("stays quiet when there is no welcome code", async () => {
    mockApi(
      {
        "GET /api/credits.php": json(200, creditsAnswer()),
        "GET /api/discountcode.php": apiError(404, "DISCOUNT_NOT_FOUND"),
      },
      { user: testUser() },
    );
    await renderApp("/credits", { user: testUser() });
    await bundleCards();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Discount code" })).toBeTruthy());
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the welcome countdown while the time bonus runs", async () => {
    const member = testUser({ signup_date: new Date(Date.now() - 60_000).toISOString() });
    mockApi({ "GET /api/credits.php": json(200, creditsAnswer()) }, { user: member });
    await renderApp("/credits", { user: member });
    const timer = await screen.findByRole("timer", {}, LONG);
    expect(timer.textContent).toMatch(/^03:5\d:\d\d$/);
    expect(timer.closest("p")?.textContent).toContain("25% off your first credits");
  });

  it("has the refund period, what premium gives, and the last order again", async () => {
    mockApi(
      {
        "GET /api/credits.php": json(
          200,
          creditsAnswer({
            refund_days: 30,
            last_order: { bundle: makeBundle(2, 100, 3995), method: "ideal", stored_method: false },
          }),
        ),
      },
      { user: testUser({ paid_user: true, credits: 4 }) },
    );
    await renderApp("/credits", { user: testUser({ paid_user: true, credits: 4 }) });
    expect(await screen.findByText(/You can ask for a refund within 30 days\./, {}, LONG)).toBeTruthy();
    expect(screen.getByText("You have 4 credits")).toBeTruthy();
    expect(screen.getByRole("link", { name: "What premium gives" }).getAttribute("href")).toBe("/premium");
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Returns and refunds" }).getAttribute("href")).toBe(
      "/return-policy",
    );
    expect(screen.getByRole("link", { name: "Repeat last order" }).getAttribute("href")).toBe(
      "/credits/repeat-order",
    );
    expect(screen.getByText("100 credits with iDEAL")).toBeTruthy();
  });

  it("offers no repeat order before a first purchase", async () => {
    mockApi({ "GET /api/credits.php": json(200, creditsAnswer()) }, { user: testUser({ paid_user: true }) });
    await renderApp("/credits", { user: testUser({ paid_user: true }) });
    await bundleCards();
    expect(screen.queryByRole("link", { name: "Repeat last order" })).toBeNull();
  });

  it("shows a skeleton while loading, then the error with a retry", async () => {
    let fail = true;
    const api = mockApi(
      {
        "GET /api/credits.php": () => (fail ? apiError(400, "BAD_REQUEST") : json(200, creditsAnswer())),
      },
      { user: testUser({ paid_user: true }) },
    );
    await renderApp("/credits", { user: testUser({ paid_user: true }) });
    expect(await screen.findByText("Loading the bundles…", {}, LONG)).toBeTruthy();
    expect(await screen.findByText("The credit bundles could not be loaded.")).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await bundleCards()).toHaveLength(3);
    expect(api.callsTo("GET /api/credits.php")).toHaveLength(2);
  });

  it("sends visitors to the login page, code and all", async () => {
    const api = mockApi();
    const { router } = await renderApp("/credits?code=TIMEBONUS25");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"), LONG);
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe("/credits?code=TIMEBONUS25");
    expect(api.callsTo("GET /api/credits.php")).toHaveLength(0);
  });
});
