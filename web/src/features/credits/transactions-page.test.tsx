/** The payments list (/transactions): rows with date, credits, amount, method and state; paging; empty state. */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { apiError, json, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { makePayment, plainSpaces } from "./test-data.ts";

const LONG = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

const FIRST_PAGE = {
  payments: [
    makePayment({ id: "p-new", status: "completed", credits: 100, amount_cents: 3196, method: "ideal" }),
    makePayment({
      id: "p-old",
      status: "failed",
      credits: 25,
      amount_cents: 995,
      method: "paypal",
      created_at: "2026-02-14T18:30:00Z",
    }),
  ],
  next_before: "2026-02-14T18:30:00.000Z",
};

function rows() {
  return within(screen.getByRole("list", { name: /Your payments|Vos paiements/ })).getAllByTestId(
    "transaction",
  );
}

describe("the transactions page", () => {
  it("lists the payments, newest first, each linking to its page", async () => {
    mockApi({ "GET /api/transactions.php": json(200, FIRST_PAGE) }, { user: testUser() });
    await renderApp("/transactions", { user: testUser() });
    expect(await screen.findByRole("heading", { level: 1, name: "Transactions" }, LONG)).toBeTruthy();
    await screen.findByRole("list", { name: "Your payments" });
    const [newest, older] = rows() as [HTMLElement, HTMLElement];
    expect(newest.getAttribute("href")).toBe("/transactions/p-new");
    expect(newest.textContent).toContain("+100 credits");
    // The British site writes dates the British way (day before month), not the US way.
    expect(newest.textContent).toContain("1 Mar 2026");
    expect(newest.textContent).toContain("iDEAL");
    expect(newest.textContent).toContain("€31.96");
    expect(within(newest).getByText("Completed").className).toContain("payment-badge--completed");
    expect(older.textContent).toContain("+25 credits");
    expect(older.textContent).toContain("14 Feb 2026");
    expect(older.textContent).toContain("PayPal");
    expect(within(older).getByText("Failed")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Buy credits" }).getAttribute("href")).toBe("/credits");
  });

  it("loads more with next_before", async () => {
    const api = mockApi(
      {
        "GET /api/transactions.php": (call) =>
          call.query.get("before")
            ? json(200, {
                payments: [makePayment({ id: "p-oldest", status: "cancelled" })],
                next_before: null,
              })
            : json(200, FIRST_PAGE),
      },
      { user: testUser() },
    );
    await renderApp("/transactions", { user: testUser() });
    await userEvent.click(await screen.findByRole("button", { name: "Load more" }, LONG));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(api.callsTo("GET /api/transactions.php")[1]?.query.get("before")).toBe("2026-02-14T18:30:00.000Z");
    expect(within(rows()[2] as HTMLElement).getByText("Cancelled")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("writes dates and amounts in French", async () => {
    mockApi({ "GET /api/transactions.php": json(200, FIRST_PAGE) }, { user: testUser() });
    await renderApp("/transactions", { user: testUser(), language: "fr" });
    await screen.findByRole("list", { name: "Vos paiements" }, LONG);
    const [newest] = rows() as [HTMLElement];
    expect(plainSpaces(newest.textContent)).toContain("31,96 €");
    expect(newest.textContent).toContain("1 mars 2026");
    expect(newest.textContent).toContain("+100 crédits");
    expect(within(newest).getByText("Confirmé")).toBeTruthy();
  });

  it("says how to start when there is no purchase yet", async () => {
    mockApi(
      { "GET /api/transactions.php": json(200, { payments: [], next_before: null }) },
      { user: testUser() },
    );
    await renderApp("/transactions", { user: testUser() });
    expect(await screen.findByRole("heading", { name: "No purchases yet" }, LONG)).toBeTruthy();
    expect(within(screen.getByRole("main")).getAllByRole("link", { name: "Buy credits" })).toHaveLength(2);
  });

  it("shows the error with a retry", async () => {
    let fail = true;
    mockApi(
      {
        "GET /api/transactions.php": () => (fail ? apiError(400, "BAD_REQUEST") : json(200, FIRST_PAGE)),
      },
      { user: testUser() },
    );
    await renderApp("/transactions", { user: testUser() });
    expect(await screen.findByText("Your payments could not be loaded.", {}, LONG)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Your payments" })).toBeTruthy();
  });
});
