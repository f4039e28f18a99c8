/**
 * Paying for a bundle (/credits/:id/:paymentmethod?): the order, the methods (the URL's preselected), the
 * code priced by the server, the exact POST, the way to the checkout, one payment per double click, errors.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { apiError, deferred, json, type MockAnswer, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { goToCheckout } from "./checkout.ts";
import { creditsAnswer, discountAnswer, paymentAnswer, plainSpaces } from "./test-data.ts";

vi.mock("./checkout.ts", () => ({ goToCheckout: vi.fn() }));

const LONG = { timeout: 5000 };
const member = testUser();

beforeEach(() => {
  vi.mocked(goToCheckout).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function method(name: string): HTMLInputElement {
  return screen.getByRole("radio", { name: new RegExp(`^${name}`) });
}

async function payButton(name: RegExp = /^Pay /) {
  return screen.findByRole("button", { name }, LONG);
}

describe("the payment page", () => {
  it("shows the order and the member's methods, with the URL's method chosen", async () => {
    mockApi({ "GET /api/credits.php": json(200, creditsAnswer()) }, { user: member });
    await renderApp("/credits/2/paypal", { user: member });
    expect(await screen.findByRole("heading", { level: 1, name: "Payment" }, LONG)).toBeTruthy();
    const order = await screen.findByRole("region", { name: "Your order" });
    expect(order.textContent).toContain("100 credits");
    expect(order.textContent).toContain("€39.95");
    const group = screen.getByRole("group", { name: "How would you like to pay?" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["ideal", "creditcard", "paypal", "sdd"]);
    expect(within(group).getByText("Credit card")).toBeTruthy();
    expect(within(group).getByText("SEPA Direct Debit")).toBeTruthy();
    expect(method("PayPal").checked).toBe(true);
    expect(method("iDEAL").checked).toBe(false);
    expect((await payButton()).textContent).toBe("Pay €39.95");
    expect(screen.getByRole("link", { name: "All bundles" }).getAttribute("href")).toBe("/credits");
  });

  it("waits for a method when the URL names none (or one the member cannot use)", async () => {
    mockApi({ "GET /api/credits.php": json(200, creditsAnswer()) }, { user: member });
    await renderApp("/credits/2/twint", { user: member });
    const pay = await payButton();
    expect(pay.hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Choose how you would like to pay.")).toBeTruthy();
    expect(screen.getAllByRole("radio").every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    await userEvent.click(method("iDEAL"));
    expect(pay.hasAttribute("disabled")).toBe(false);
  });

  it("creates the payment with the bundle and method only, then leaves for the checkout", async () => {
    const api = mockApi(
      { "GET /api/credits.php": json(200, creditsAnswer()), "POST /api/payment.php": paymentAnswer() },
      { user: member },
    );
    await renderApp("/credits/2", { user: member });
    await payButton();
    await userEvent.click(method("iDEAL"));
    await userEvent.click(await payButton());
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith("https://pay.example.test/checkout/1"));
    const [post] = api.callsTo("POST /api/payment.php");
    // The server prices the order: no amount or currency ever goes from here.
    expect(post?.body).toEqual({ bundle: 2, method: "ideal" });
    expect(post?.headers.get("x-request-type")).toBe("client");
  });

  it("goes to the payment's page when there is no checkout to visit", async () => {
    mockApi(
      {
        "GET /api/credits.php": json(200, creditsAnswer()),
        "POST /api/payment.php": paymentAnswer({ id: "Qw8-zz_01" }, null),
        "GET /api/payment.php": json(404, { code: "NOT_FOUND", message: "" }),
      },
      { user: member },
    );
    const { router } = await renderApp("/credits/2/creditcard", { user: member });
    await userEvent.click(await payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/transactions/Qw8-zz_01"));
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it("creates one payment however often the button is clicked", async () => {
    const answer = deferred<MockAnswer>();
    const api = mockApi(
      { "GET /api/credits.php": json(200, creditsAnswer()), "POST /api/payment.php": () => answer.promise },
      { user: member },
    );
    await renderApp("/credits/2/ideal", { user: member });
    const pay = await payButton();
    await userEvent.dblClick(pay);
    await userEvent.click(pay);
    expect(await screen.findByRole("button", { name: "Taking you to the payment…" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Taking you to the payment…" }).hasAttribute("disabled")).toBe(
      true,
    );
    answer.resolve(paymentAnswer());
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledTimes(1));
    expect(api.callsTo("POST /api/payment.php")).toHaveLength(1);
  });

  it("says why a payment could not start and lets the member try again", async () => {
    let fail = true;
    const api = mockApi(
      {
        "GET /api/credits.php": json(200, creditsAnswer()),
        "POST /api/payment.php": () =>
          fail ? apiError(400, "PAYMENT_METHOD_UNAVAILABLE") : paymentAnswer({ method: "paypal" }),
      },
      { user: member },
    );
    await renderApp("/credits/2/ideal", { user: member });
    await userEvent.click(await payButton());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This payment method is not available for your order. Please choose another one.",
    );
    fail = false;
    await userEvent.click(method("PayPal"));
    await userEvent.click(await payButton());
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledTimes(1));
    expect(api.callsTo("POST /api/payment.php").map((call) => call.body)).toEqual([
      { bundle: 2, method: "ideal" },
      { bundle: 2, method: "paypal" },
    ]);
  });

  it("prices the code for this bundle and method, and sends it with the payment", async () => {
    const api = mockApi(
      {
        "GET /api/credits.php": json(200, creditsAnswer()),
        "GET /api/discountcode.php": discountAnswer({ code: "SPRING20" }, 3196),
        "POST /api/payment.php": paymentAnswer(),
      },
      { user: member },
    );
    await renderApp("/credits/2/ideal?code=SPRING20", { user: member });
    const pay = await payButton(/^Pay €31\.96$/);
    const order = screen.getByRole("region", { name: "Your order" });
    expect(within(order).getByRole("deletion").textContent).toBe("Old price: €39.95");
    expect(within(order).getByText("SPRING20: 20% off")).toBeTruthy();
    const [check] = api.callsTo("GET /api/discountcode.php");
    expect(Object.fromEntries(check?.query ?? [])).toEqual({
      code: "SPRING20",
      bundle: "2",
      method: "ideal",
    });
    expect(screen.getByRole("link", { name: "All bundles" }).getAttribute("href")).toBe(
      "/credits?code=SPRING20",
    );

    await userEvent.click(pay);
    await waitFor(() => expect(api.callsTo("POST /api/payment.php")).toHaveLength(1));
    expect(api.callsTo("POST /api/payment.php")[0]?.body).toEqual({
      bundle: 2,
      method: "ideal",
      discount_code: "SPRING20",
    });
  });

  it("pays the full price when the code is not valid with the method chosen, and says so", async () => {
    const api = mockApi(
      {
        "GET /api/credits.php": json(200, creditsAnswer()),
        "GET /api/discountcode.php": (call) =>
          call.query.get("method") === "paypal"
            ? apiError(403, "DISCOUNT_METHOD")
            : discountAnswer({ code: "IDEAL10", percentage: 10, payment_methods: ["ideal"] }, 3596),
        "POST /api/payment.php": paymentAnswer(),
      },
      { user: member },
    );
    await renderApp("/credits/2/ideal?code=IDEAL10", { user: member });
    await payButton(/^Pay €35\.96$/);
    await userEvent.click(method("PayPal"));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your code was not applied: This code is not valid with this payment method.",
    );
    await userEvent.click(await payButton(/^Pay €39\.95$/));
    await waitFor(() => expect(api.callsTo("POST /api/payment.php")).toHaveLength(1));
    expect(api.callsTo("POST /api/payment.php")[0]?.body).toEqual({ bundle: 2, method: "paypal" });
  });

  it("writes the minimum order of a code as money", async () => {
    mockApi(
      {
        "GET /api/credits.php": json(200, creditsAnswer()),
        "GET /api/discountcode.php": apiError(403, "DISCOUNT_MINIMUM_ORDER", {
          params: { min_cents: 5000, currency: "EUR" },
        }),
      },
      { user: member },
    );
    await renderApp("/credits/1/ideal?code=BIG", { user: member, language: "fr" });
    expect(plainSpaces((await screen.findByRole("alert", {}, LONG)).textContent)).toBe(
      "Votre code n'a pas été appliqué : Ce code nécessite une commande d'au moins 50,00 €.",
    );
    expect(plainSpaces((await payButton(/^Payer /)).textContent)).toBe("Payer 9,95 €");
  });

  it("leads to the direct-debit form for SEPA direct debit", async () => {
    const api = mockApi(
      {
        "GET /api/credits.php": json(200, creditsAnswer()),
        "GET /api/discountcode.php": discountAnswer({ code: "SPRING20" }, 3196),
      },
      { user: member },
    );
    await renderApp("/credits/2/sdd?code=SPRING20", { user: member });
    const link = await screen.findByRole("link", { name: "Continue with direct debit" }, LONG);
    expect(link.getAttribute("href")).toBe("/directdebit?bundle=2&code=SPRING20");
    expect(screen.queryByRole("button", { name: /^Pay / })).toBeNull();
    expect(api.callsTo("POST /api/payment.php")).toHaveLength(0);
  });

  it("says when the bundle is not on offer", async () => {
    mockApi({ "GET /api/credits.php": json(200, creditsAnswer()) }, { user: member });
    await renderApp("/credits/99/ideal", { user: member });
    expect(await screen.findByRole("heading", { name: "This bundle is not available" }, LONG)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the bundles" }).getAttribute("href")).toBe("/credits");
  });
});
