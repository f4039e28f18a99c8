/** Discount codes (issue 15, item 7): the list with its status filter, a new code checked first, ending one, who used it. */
import type { AdminDiscountCode } from "@amora/contract/admin-sites";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, type MockHandler, mockApi, validationFailed } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { stubMatchMedia, testStaff } from "../admin-test-data.ts";

stubMatchMedia();

function code(id: number, extra: Partial<AdminDiscountCode> = {}): AdminDiscountCode {
  return {
    id,
    code: `SPRING${id}`,
    kind: "standard",
    site_id: 1,
    site_name: "Amora",
    country: "NL",
    user_id: null,
    expires_at: null,
    percentage: 20,
    currency: "EUR",
    minimum_order_cents: 1995,
    status: "active",
    validity: "once_per_member",
    payment_methods: null,
    created_at: "2026-03-05T10:15:00.000Z",
    redemptions: 2,
    ...extra,
  };
}

const page = (items: AdminDiscountCode[]) =>
  json(200, { items, total: items.length, page: 1, page_size: 25 });

function codesServer(handlers: Record<string, MockHandler> = {}) {
  return mockApi({
    "GET /api/admin/me": json(200, { staff: testStaff() }),
    "GET /api/admin/discount-codes": () => page([code(1)]),
    ...handlers,
  });
}

const lastQuery = (api: ReturnType<typeof mockApi>) =>
  Object.fromEntries(api.callsTo("GET /api/admin/discount-codes").at(-1)?.query ?? []);

describe("discount codes", () => {
  it("lists the codes with their conditions, filtered by status", async () => {
    const api = codesServer();
    await renderApp("/admin/discount-codes");
    await screen.findByRole("heading", { level: 1, name: "Discount codes" });
    const row = (await screen.findAllByRole("row"))[1] as HTMLElement;
    expect(within(row).getByText("SPRING1")).toBeTruthy();
    expect(within(row).getByText("20%")).toBeTruthy();
    expect(within(row).getByText("Amora · NL · from 19.95 EUR")).toBeTruthy();
    expect(lastQuery(api)).toEqual({ sort: "created", order: "desc", page: "1" });
    await userEvent.selectOptions(screen.getByLabelText("Status"), "expired");
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ status: "expired", page: "1" }));
  });

  it("checks a new code before sending, then creates it", async () => {
    let answer = validationFailed(["body.code", "code_taken"]);
    const api = codesServer({ "POST /api/admin/discount-codes": () => answer });
    await renderApp("/admin/discount-codes");
    await userEvent.click(await screen.findByRole("button", { name: "New code" }));
    const form = screen.getByRole("form", { name: "A new discount code" });
    await userEvent.type(within(form).getByLabelText("Code"), "no spaces");
    await userEvent.clear(within(form).getByLabelText("Discount (%)"));
    await userEvent.type(within(form).getByLabelText("Discount (%)"), "120");
    await userEvent.type(within(form).getByLabelText("Expires"), "2020-01-01 10:00");
    await userEvent.click(within(form).getByRole("button", { name: "Create the code" }));
    expect(await within(form).findByText("Use 3 to 40 letters, digits, - or _.")).toBeTruthy();
    expect(within(form).getByText("Enter a percentage from 1 to 100.")).toBeTruthy();
    expect(within(form).getByText("Choose a moment in the future.")).toBeTruthy();
    expect(api.callsTo("POST /api/admin/discount-codes")).toEqual([]);

    await userEvent.clear(within(form).getByLabelText("Code"));
    await userEvent.type(within(form).getByLabelText("Code"), "SUMMER25");
    await userEvent.clear(within(form).getByLabelText("Discount (%)"));
    await userEvent.type(within(form).getByLabelText("Discount (%)"), "25");
    await userEvent.clear(within(form).getByLabelText("Expires"));
    await userEvent.click(within(form).getByLabelText("ideal"));
    await userEvent.selectOptions(within(form).getByLabelText("Validity"), "single_use");
    await userEvent.click(within(form).getByRole("button", { name: "Create the code" }));
    expect(await within(form).findByText("This code already exists.")).toBeTruthy();
    expect(api.callsTo("POST /api/admin/discount-codes")[0]?.body).toEqual({
      code: "SUMMER25",
      site_id: null,
      country: null,
      user_id: null,
      expires_at: null,
      percentage: 25,
      currency: null,
      minimum_order_cents: null,
      validity: "single_use",
      payment_methods: ["ideal"],
    });
    answer = json(200, { code: code(9, { code: "SUMMER26" }) });
    await userEvent.clear(within(form).getByLabelText("Code"));
    await userEvent.type(within(form).getByLabelText("Code"), "SUMMER26");
    await userEvent.click(within(form).getByRole("button", { name: "Create the code" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "A new discount code" })).toBeNull());
  });

  it("ends a code now and shows who used it", async () => {
    let ended = false;
    const api = codesServer({
      "GET /api/admin/discount-codes": () => page([code(1, ended ? { status: "inactive" } : {})]),
      "POST /api/admin/discount-codes/1/expire": () => {
        ended = true;
        return json(200, { code: code(1, { status: "inactive" }) });
      },
      "GET /api/admin/discount-codes/1/redemptions": json(200, {
        items: [
          {
            user_id: 5,
            email: "anna@example.test",
            payment_id: "pay-1",
            amount_cents: 1796,
            discount_cents: 199,
            currency: "EUR",
            status: "paid",
            at: "2026-03-06T10:15:00.000Z",
          },
        ],
        total: 1,
        page: 1,
        page_size: 25,
      }),
    });
    await renderApp("/admin/discount-codes");
    await userEvent.click(await screen.findByRole("button", { name: "End SPRING1 now" }));
    await waitFor(() =>
      expect(within(screen.getAllByRole("row")[1] as HTMLElement).getByText("Ended")).toBeTruthy(),
    );
    expect(api.callsTo("POST /api/admin/discount-codes/1/expire")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "End SPRING1 now" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "2 times" }));
    expect(await screen.findByText("anna@example.test")).toBeTruthy();
    expect(screen.getByText("paid 17.96 EUR (−1.99)")).toBeTruthy();
  });

  it("in French", async () => {
    localStorage.setItem("admin-language", "fr");
    codesServer();
    await renderApp("/admin/discount-codes", { language: "fr" });
    await screen.findByRole("heading", { level: 1, name: "Codes de réduction" });
    expect(await screen.findByRole("button", { name: "Terminer SPRING1 maintenant" })).toBeTruthy();
    localStorage.clear();
  });
});
