/** The last order again (/credits/repeat-order): the order, "Buy again", the stored card refused, no order yet. */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { apiError, deferred, json, type MockAnswer, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { goToCheckout } from "./checkout.ts";
import { creditsAnswer, makeBundle, paymentAnswer } from "./test-data.ts";

vi.mock("./checkout.ts", () => ({ goToCheckout: vi.fn() }));

const LONG = { timeout: 5000 };
const buyer = testUser({ paid_user: true, credits: 2 });
const withLastOrder = json(
  200,
  creditsAnswer({
    last_order: { bundle: makeBundle(2, 100, 3995), method: "creditcard", stored_method: true },
  }),
);

beforeEach(() => {
  vi.mocked(goToCheckout).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("repeating the last order", () => {
  it("shows the last order and buys it again with one click", async () => {
    const api = mockApi(
      {
        "GET /api/credits.php": withLastOrder,
        "POST /api/repeat-order.php": paymentAnswer({ id: "rep-1", status: "completed" }, null),
        "GET /api/payment.php": json(404, { code: "NOT_FOUND", message: "" }),
      },
      { user: buyer },
    );
    const { router } = await renderApp("/credits/repeat-order", { user: buyer });
    expect(await screen.findByRole("heading", { level: 1, name: "Repeat your order" }, LONG)).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 2, name: "100 credits" })).toBeTruthy();
    expect(screen.getByText("€39.95")).toBeTruthy();
    expect(screen.getByText("Paid at once with your saved Credit card details")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Buy again" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/transactions/rep-1"));
    const [post] = api.callsTo("POST /api/repeat-order.php");
    expect(post?.body).toBeUndefined();
  });

  it("leaves for the checkout when the provider needs the member, once however often clicked", async () => {
    const answer = deferred<MockAnswer>();
    const api = mockApi(
      { "GET /api/credits.php": withLastOrder, "POST /api/repeat-order.php": () => answer.promise },
      { user: buyer },
    );
    await renderApp("/credits/repeat-order", { user: buyer });
    const button = await screen.findByRole("button", { name: "Buy again" }, LONG);
    await userEvent.dblClick(button);
    expect(await screen.findByRole("button", { name: "Taking you to the payment…" })).toBeTruthy();
    answer.resolve(paymentAnswer({}, "https://pay.example.test/3ds"));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith("https://pay.example.test/3ds"));
    expect(api.callsTo("POST /api/repeat-order.php")).toHaveLength(1);
  });

  it("offers a retry or PayPal when the stored card is refused", async () => {
    let refuse = true;
    const api = mockApi(
      {
        "GET /api/credits.php": withLastOrder,
        "POST /api/repeat-order.php": () =>
          refuse
            ? apiError(402, "STORED_METHOD_FAILED")
            : paymentAnswer({}, "https://pay.example.test/retry"),
      },
      { user: buyer },
    );
    await renderApp("/credits/repeat-order", { user: buyer });
    await userEvent.click(await screen.findByRole("button", { name: "Buy again" }, LONG));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Stored card failed: retry or pay by PayPal.",
    );
    expect(screen.getByRole("link", { name: "Pay by PayPal" }).getAttribute("href")).toBe(
      "/credits/2/paypal",
    );
    expect(screen.queryByRole("button", { name: "Buy again" })).toBeNull();

    refuse = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith("https://pay.example.test/retry"));
    expect(api.callsTo("POST /api/repeat-order.php")).toHaveLength(2);
  });

  it("says the same in French", async () => {
    mockApi(
      {
        "GET /api/credits.php": withLastOrder,
        "POST /api/repeat-order.php": apiError(402, "STORED_METHOD_FAILED"),
      },
      { user: buyer },
    );
    await renderApp("/credits/repeat-order", { user: buyer, language: "fr" });
    await userEvent.click(await screen.findByRole("button", { name: "Acheter à nouveau" }, LONG));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "La carte enregistrée a été refusée : réessayez ou payez par PayPal.",
    );
    expect(screen.getByRole("link", { name: "Payer par PayPal" })).toBeTruthy();
  });

  it("has a friendly way to the bundles before a first order", async () => {
    const api = mockApi({ "GET /api/credits.php": json(200, creditsAnswer()) }, { user: testUser() });
    await renderApp("/credits/repeat-order", { user: testUser() });
    expect(await screen.findByRole("heading", { name: "No earlier order yet" }, LONG)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose your credits" }).getAttribute("href")).toBe("/credits");
    expect(screen.queryByRole("button", { name: "Buy again" })).toBeNull();
    expect(api.callsTo("POST /api/repeat-order.php")).toHaveLength(0);
  });
});
