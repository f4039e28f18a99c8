/** Spending limits: the settings section, the refusal at purchase, the monthly summary and the one-time question. */
import type { CreditsResponse } from "@amora/contract/payments";
import type { SpendingLimitsResponse } from "@amora/contract/spending-limits";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { apiError, json, type MockHandler, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

const LONG = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The credits page's offer, as small as it comes: one bundle, iDEAL. */
const OFFER: CreditsResponse = {
  bundles: [
    {
      id: 2,
      credits: 100,
      price_cents: 3995,
      currency: "EUR",
      badge: null,
      price_per_credit_centicents: 3995,
    },
  ],
  currency: "EUR",
  country: "NL",
  methods: ["ideal"],
  refund_days: 14,
  last_order: null,
};

function limitsAnswer(overrides: Partial<SpendingLimitsResponse> = {}): SpendingLimitsResponse {
  return {
    currency: "EUR",
    limits: { daily_cents: null, weekly_cents: 5000, monthly_cents: null },
    pending: null,
    spent: { daily_cents: 995, weekly_cents: 2990, monthly_cents: 4985 },
    ask: false,
    ...overrides,
  };
}

async function openSettings(handlers: Record<string, MockHandler>, language?: "en" | "fr") {
  const api = mockApi(handlers, { user: testUser() });
  await renderApp("/notifications", { user: testUser(), ...(language ? { language } : {}) });
  const section = await screen.findByRole("region", { name: /Spending limits|Limites de dépenses/ }, LONG);
  return { api, section };
}

describe("the limits in the settings", () => {
  it("shows the limits with what was spent, and saves new ones in cents", async () => {
    const { api, section } = await openSettings({
      "GET /api/spending-limits.php": json(200, limitsAnswer()),
      "PUT /api/spending-limits.php": json(
        200,
        limitsAnswer({ limits: { daily_cents: 2000, weekly_cents: 5000, monthly_cents: null } }),
      ),
    });
    const weekly = await within(section).findByLabelText("Per week");
    expect((weekly as HTMLInputElement).value).toBe("50");
    expect(within(section).getByText("Spent €29.90 of €50.00")).toBeTruthy();
    expect(within(section).getByText("No limit · spent €9.95")).toBeTruthy();

    await userEvent.type(within(section).getByLabelText("Per day"), "19,95");
    await userEvent.click(within(section).getByRole("button", { name: "Save limits" }));
    await waitFor(() => expect(api.callsTo("PUT /api/spending-limits.php")).toHaveLength(1));
    expect(api.callsTo("PUT /api/spending-limits.php")[0]?.body).toEqual({
      daily_cents: 1995,
      weekly_cents: 5000,
      monthly_cents: null,
    });
    expect(await screen.findByText("Your spending limits are saved.")).toBeTruthy();
  });

  it("refuses what is not an amount, without asking the server", async () => {
    const { api, section } = await openSettings({
      "GET /api/spending-limits.php": json(200, limitsAnswer()),
    });
    await userEvent.type(await within(section).findByLabelText("Per month"), "lots");
    await userEvent.click(within(section).getByRole("button", { name: "Save limits" }));
    const field = within(section).getByLabelText("Per month");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(within(section).getByText("Enter an amount, such as 50 or 49.90.")).toBeTruthy();
    expect(api.callsTo("PUT /api/spending-limits.php")).toHaveLength(0);
  });

  it("shows a raise waiting out its 24 hours, in French", async () => {
    const { section } = await openSettings(
      {
        "GET /api/spending-limits.php": json(
          200,
          limitsAnswer({
            pending: {
              daily_cents: null,
              weekly_cents: 10_000,
              monthly_cents: null,
              currency: "EUR",
              effective_at: "2026-03-02T09:30:00Z",
            },
          }),
        ),
      },
      "fr",
    );
    const status = await within(section).findByText(/^Les limites relevées attendent 24 heures/);
    expect(status.getAttribute("role")).toBe("status");
    expect(status.textContent).toMatch(/elles s'appliqueront le 2 mars 2026.*09:30\.$/);
    const weekly = within(section).getByLabelText("Par semaine");
    const help = document.getElementById(weekly.getAttribute("aria-describedby") ?? "");
    expect(help?.textContent).toMatch(/^Dépensé 29,90\s€ sur 50,00\s€100,00\s€ à partir du 2 mars 2026/);
    // Only the period that changes says so.
    const daily = within(section).getByLabelText("Par jour");
    expect(document.getElementById(daily.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Aucune limite · dépensé 9,95\u00a0€",
    );
    // The form shows the limits as they will be.
    expect((within(section).getByLabelText("Par semaine") as HTMLInputElement).value).toBe("100");
  });
});

describe("a purchase over a limit", () => {
  it("says which limit and what is left, with a way to the limits", async () => {
    mockApi(
      {
        "GET /api/credits.php": json(200, OFFER),
        "POST /api/payment.php": apiError(409, "SPENDING_LIMIT_REACHED", {
          params: { period: "weekly", limit_cents: 5000, remaining_cents: 1005, currency: "EUR" },
        }),
      },
      { user: testUser({ paid_user: true }) },
    );
    await renderApp("/credits/2/ideal", { user: testUser({ paid_user: true }) });
    await userEvent.click(await screen.findByRole("button", { name: /Pay/ }, LONG));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(
      "This purchase would go over your weekly limit of €50.00. Right now you can spend up to €10.05 more.",
    );
    expect(within(alert).getByRole("link", { name: "Change your limits" }).getAttribute("href")).toBe(
      "/notifications#settings-limits",
    );
  });
});

describe("the monthly summary", () => {
  it("lists spending per month above the payments", async () => {
    mockApi(
      {
        "GET /api/transactions.php": json(200, { payments: [], next_before: null }),
        "GET /api/spending-summary.php": json(200, {
          months: [
            { month: "2026-03", currency: "EUR", amount_cents: 2990, purchases: 2 },
            { month: "2026-01", currency: "EUR", amount_cents: 995, purchases: 1 },
          ],
        }),
      },
      { user: testUser() },
    );
    await renderApp("/transactions", { user: testUser() });
    const summary = await screen.findByRole("region", { name: "Spending per month" }, LONG);
    const rows = within(summary)
      .getAllByRole("listitem")
      .map((row) => row.textContent);
    expect(rows).toEqual(["March 20262 purchases€29.90", "January 20261 purchase€9.95"]);
  });
});

describe("the one-time question", () => {
  it("asks after large spending, and closing it tells the server", async () => {
    const user = testUser({ paid_user: true });
    const api = mockApi(
      {
        "GET /api/credits.php": json(200, OFFER),
        "GET /api/spending-limits.php": () =>
          json(
            200,
            limitsAnswer({
              limits: { daily_cents: null, weekly_cents: null, monthly_cents: null },
              ask: api.callsTo("POST /api/spending-limits-prompt.php").length === 0,
            }),
          ),
        "POST /api/spending-limits-prompt.php": json(204, undefined),
      },
      { user },
    );
    await renderApp("/credits", { user });
    const prompt = await screen.findByRole(
      "complementary",
      { name: "Would you like to set a spending limit?" },
      LONG,
    );
    expect(within(prompt).getByRole("link", { name: "Set a limit" }).getAttribute("href")).toBe(
      "/notifications#settings-limits",
    );
    await userEvent.click(within(prompt).getByRole("button", { name: "No thanks" }));
    await waitFor(() => expect(api.callsTo("POST /api/spending-limits-prompt.php")).toHaveLength(1));
    expect(
      screen.queryByRole("complementary", { name: "Would you like to set a spending limit?" }),
    ).toBeNull();
  });
});
