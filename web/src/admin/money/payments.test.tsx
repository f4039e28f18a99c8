/** Money screens (issue 15, item 8): the payments list, one payment, and the refund dialog, against MSW. */

import type { StaffRole } from "@amora/contract/admin";
import type { MoneyPayment, MoneyPaymentDetail } from "@amora/contract/admin-money";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type ApiCall, apiError, json, type MockAnswer, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { stubMatchMedia, testStaff } from "../admin-test-data.ts";

stubMatchMedia();

function payment(extra: Partial<MoneyPayment> = {}): MoneyPayment {
  return {
    id: "pay_A1b2C3",
    site_id: 1,
    site_name: "Amora",
    member: { user_id: 7, profile_id: 70, email: "anna@example.test", name: "Anna" },
    credits: 150,
    amount_cents: 3995,
    currency: "EUR",
    refunded_cents: 1000,
    method: "ideal",
    country: "NL",
    provider: "sandbox",
    provider_payment_id: "sbx_xyz",
    status: "paid",
    created_at: "2026-11-20T10:00:00.000Z",
    completed_at: "2026-11-20T10:01:00.000Z",
    ...extra,
  };
}

function detail(extra: Partial<MoneyPaymentDetail> = {}): MoneyPaymentDetail {
  return {
    payment: { ...payment(), discount_code: null, discount_cents: 0 },
    refund_days: 14,
    refund_deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    refundable_cents: 2995,
    member_credits: 113,
    direct_debit_blocked: false,
    ledger: [
      {
        id: 1,
        delta: 150,
        reason: "purchase",
        balance_after: 150,
        staff_email: null,
        note: null,
        created_at: "2026-11-20T10:01:00.000Z",
      },
      {
        id: 2,
        delta: -37,
        reason: "refund",
        balance_after: 113,
        staff_email: "fin@example.test",
        note: "Asked within the period",
        created_at: "2026-11-21T09:00:00.000Z",
      },
    ],
    refunds: [
      {
        id: 5,
        kind: "refund",
        state: "done",
        amount_cents: 1000,
        currency: "EUR",
        credits_taken: 37,
        provider_ref: "sbr_1",
        provider_status: "refunded",
        staff_email: "fin@example.test",
        note: "Asked within the period",
        created_at: "2026-11-21T09:00:00.000Z",
      },
    ],
    ...extra,
  };
}

function page(items: MoneyPayment[], total = items.length): MockAnswer {
  return json(200, {
    items,
    total,
    page: 1,
    page_size: 50,
    sites: [
      { id: 1, name: "Amora" },
      { id: 2, name: "Flirt" },
    ],
  });
}

function server(
  roles: StaffRole[] = ["finance"],
  handlers: Record<string, MockAnswer | ((call: ApiCall) => MockAnswer)> = {},
) {
  return mockApi({
    "GET /api/admin/me": json(200, { staff: testStaff({ roles }) }),
    "GET /api/admin/payments": page([payment()]),
    "GET /api/admin/payments/pay_A1b2C3": json(200, detail()),
    ...handlers,
  });
}

function lastQuery(api: ReturnType<typeof mockApi>): Record<string, string> {
  return Object.fromEntries(api.callsTo("GET /api/admin/payments").at(-1)?.query ?? []);
}

describe("the payments list", () => {
  it("opens for finance, newest first, with amounts in the payment's currency", async () => {
    const api = server();
    await renderApp("/admin/payments");
    await screen.findByRole("heading", { level: 1, name: "Payments" });
    expect(lastQuery(api)).toEqual({ sort: "created", order: "desc", page: "1" });
    const row = (await screen.findAllByRole("row"))[1] as HTMLElement;
    expect(within(row).getByText("€39.95")).toBeTruthy();
    expect(within(row).getByText("€10.00 given back")).toBeTruthy();
    expect(within(row).getByText("anna@example.test")).toBeTruthy();
    expect(within(row).getByText("Paid")).toBeTruthy();
    expect(screen.getByText("1 payment")).toBeTruthy();
  });

  it("filters by status, method, site, country and days, back on page 1", async () => {
    const api = server();
    await renderApp("/admin/payments?page=2");
    await userEvent.selectOptions(await screen.findByLabelText("Status"), "paid");
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ status: "paid", page: "1" }));
    await userEvent.selectOptions(screen.getByLabelText("Method"), "sdd");
    await waitFor(() => expect(lastQuery(api).method).toBe("sdd"));
    await userEvent.selectOptions(screen.getByLabelText("Site"), "Flirt");
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ method: "sdd", site: "2" }));
    await userEvent.type(screen.getByLabelText("Country"), "n");
    expect(lastQuery(api).country).toBeUndefined();
    await userEvent.type(screen.getByLabelText("Country"), "l");
    await waitFor(() => expect(lastQuery(api).country).toBe("NL"));
    await userEvent.type(screen.getByLabelText("From"), "2026-11-01");
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ from: "2026-11-01", status: "paid", site: "2" }),
    );
  });

  it("searches by what was typed, after a pause", async () => {
    const api = server();
    await renderApp("/admin/payments");
    await userEvent.type(await screen.findByRole("searchbox", { name: "Search" }), "anna@");
    await waitFor(() => expect(lastQuery(api).q).toBe("anna@"));
  });

  it("formats amounts in French for a French back office", async () => {
    server();
    await renderApp("/admin/payments", { language: "fr" });
    await screen.findByRole("heading", { level: 1, name: "Paiements" });
    // The page shows "39,95\u00a0€"; Testing Library compares text with its spaces made plain.
    const row = (await screen.findAllByRole("row"))[1] as HTMLElement;
    expect(within(row).getByText("39,95 €")).toBeTruthy();
    expect(within(row).getByText("Payé")).toBeTruthy();
  });
});

describe("a payment", () => {
  it("shows its ledger rows and what was given back, and finance refunds the rest", async () => {
    const after = detail({
      refundable_cents: 0,
      payment: { ...detail().payment, refunded_cents: 3995 },
    });
    const api = server(["finance"], {
      "POST /api/admin/payments/pay_A1b2C3/refund": (call) => {
        const body = call.body as { amount_cents: number };
        return json(200, {
          refund: { ...detail().refunds[0], id: 6, amount_cents: body.amount_cents, credits_taken: 113 },
          detail: after,
        });
      },
    });
    await renderApp("/admin/payments");
    await userEvent.click(await screen.findByRole("link", { name: "pay_A1b2C3" }));
    await screen.findByRole("heading", { level: 1, name: "Payment pay_A1b2C3" });
    expect(await screen.findByText("Asked within the period", { selector: "td" })).toBeTruthy();
    expect(screen.getByText("-37")).toBeTruthy();
    expect(screen.getByText("+150")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Refund…" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("Amount (EUR)")).toHaveProperty("value", "29.95");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund €29.95" }));
    expect(within(dialog).getByText("Give a reason of at least 3 characters.")).toBeTruthy();
    expect(api.callsTo("POST /api/admin/payments/pay_A1b2C3/refund")).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText("Reason"), "Double charge");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund €29.95" }));

    expect(await screen.findByText("Refunded €29.95; 113 credits taken back.")).toBeTruthy();
    const [call] = api.callsTo("POST /api/admin/payments/pay_A1b2C3/refund");
    expect(call?.body).toEqual({
      amount_cents: 2995,
      reason: "Double charge",
      client_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      override_window: false,
    });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Refund…" })).toBeNull());
  });

  it("refuses an amount above what is left, and shows the server's refusal", async () => {
    const api = server(["finance"], {
      "POST /api/admin/payments/pay_A1b2C3/refund": apiError(409, "REFUND_TOO_LARGE", {
        params: { left: "29.95 EUR" },
      }),
    });
    await renderApp("/admin/payments?payment=pay_A1b2C3");
    await userEvent.click(await screen.findByRole("button", { name: "Refund…" }));
    const dialog = await screen.findByRole("dialog");
    const amount = within(dialog).getByLabelText("Amount (EUR)");
    await userEvent.clear(amount);
    await userEvent.type(amount, "30");
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Too much");
    await userEvent.click(within(dialog).getByRole("button", { name: /^Refund/ }));
    expect(within(dialog).getByText("Enter an amount between 0.01 and €29.95.")).toBeTruthy();
    expect(api.callsTo("POST /api/admin/payments/pay_A1b2C3/refund")).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, "10,5");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund €10.50" }));
    expect(
      await within(dialog).findByText("That is more than what is left to refund (29.95 EUR)."),
    ).toBeTruthy();
    expect(api.callsTo("POST /api/admin/payments/pay_A1b2C3/refund")[0]?.body).toMatchObject({
      amount_cents: 1050,
    });
  });

  it("asks for the override once the refund period has ended", async () => {
    const api = server(["finance"], {
      "GET /api/admin/payments/pay_A1b2C3": json(
        200,
        detail({ refund_deadline: new Date(Date.now() - 86_400_000).toISOString() }),
      ),
      "POST /api/admin/payments/pay_A1b2C3/refund": json(200, {
        refund: detail().refunds[0],
        detail: detail({ refund_deadline: new Date(Date.now() - 86_400_000).toISOString() }),
      }),
    });
    await renderApp("/admin/payments?payment=pay_A1b2C3");
    await userEvent.click(await screen.findByRole("button", { name: "Refund…" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Bank error");
    await userEvent.click(within(dialog).getByRole("button", { name: /^Refund/ }));
    expect(api.callsTo("POST /api/admin/payments/pay_A1b2C3/refund")).toHaveLength(0);
    await userEvent.click(within(dialog).getByLabelText("Refund after the refund period"));
    await userEvent.click(within(dialog).getByRole("button", { name: /^Refund/ }));
    await waitFor(() =>
      expect(api.callsTo("POST /api/admin/payments/pay_A1b2C3/refund")[0]?.body).toMatchObject({
        override_window: true,
      }),
    );
  });

  it("asks for the password again when the server wants it, then refunds", async () => {
    let asked = 0;
    const api = server(["finance"], {
      "POST /api/admin/payments/pay_A1b2C3/refund": () =>
        asked++ === 0
          ? apiError(403, "REAUTH_REQUIRED")
          : json(200, { refund: detail().refunds[0], detail: detail() }),
      "POST /api/admin/reauth": { status: 204 },
    });
    await renderApp("/admin/payments?payment=pay_A1b2C3");
    await userEvent.click(await screen.findByRole("button", { name: "Refund…" }));
    await userEvent.type(within(await screen.findByRole("dialog")).getByLabelText("Reason"), "Double charge");
    await userEvent.click(screen.getByRole("button", { name: /^Refund €/ }));
    await userEvent.type(await screen.findByLabelText("Password"), "secret");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Refunded €10.00; 37 credits taken back.")).toBeTruthy();
    const calls = api.callsTo("POST /api/admin/payments/pay_A1b2C3/refund");
    expect(calls).toHaveLength(2);
    // The retry is the same refund.
    const keys = calls.map((call) => (call.body as { client_key: string }).client_key);
    expect(keys[1]).toBe(keys[0]);
  });

  it("is read-only for an admin", async () => {
    server(["admin"]);
    await renderApp("/admin/payments?payment=pay_A1b2C3");
    await screen.findByRole("heading", { level: 1, name: "Payment pay_A1b2C3" });
    expect(screen.queryByRole("button", { name: "Refund…" })).toBeNull();
  });

  it("says so when it does not exist", async () => {
    server(["finance"], { "GET /api/admin/payments/nope": apiError(404, "NOT_FOUND") });
    await renderApp("/admin/payments?payment=nope");
    expect(await screen.findByText("This payment does not exist.")).toBeTruthy();
  });
});
