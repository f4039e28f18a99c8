/**
 * The figures screen (decision 041): site and range pickers in the URL, KPI cards, a chart and a table per
 * figure, amounts per currency, CSV links, en and fr. chart.js is replaced by a recorder (jsdom has no
 * canvas): the tables carry the numbers, and the recorder shows what each chart was given.
 */
import type { FiguresResponse } from "@amora/contract/admin-figures";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { json, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { stubMatchMedia, testStaff } from "../admin-test-data.ts";

const charts = vi.hoisted(() => {
  const drawn: { type: string; labels: string[]; datasets: { label: string; data: number[] }[] }[] = [];
  class Chart {
    constructor(
      _canvas: HTMLCanvasElement,
      config: { type: string; data: { labels: string[]; datasets: { label: string; data: number[] }[] } },
    ) {
      drawn.push({
        type: config.type,
        labels: config.data.labels,
        datasets: config.data.datasets.map((d) => ({ label: d.label, data: d.data })),
      });
    }
    destroy() {}
  }
  return { drawn, Chart };
});
vi.mock("./chart-setup.ts", () => ({ chartClass: () => charts.Chart }));

stubMatchMedia();

const SITES = {
  sites: [
    { id: 1, name: "Amora", domain: "amora.test" },
    { id: 2, name: "Amour Secret", domain: "amoursecret.test" },
  ],
};

function day(d: string, extra: Partial<FiguresResponse["days"][number]> = {}) {
  return {
    day: d,
    lander_visits: 0,
    signups: 0,
    activations: 0,
    first_purchases: 0,
    active_members: 0,
    messages_members: 0,
    messages_operators: 0,
    ...extra,
  };
}

function figures(from: string, to: string, site = SITES.sites[0]): FiguresResponse {
  return {
    site: site as FiguresResponse["site"],
    from,
    to,
    totals: {
      lander_visits: 1234,
      signups: 3,
      activations: 2,
      first_purchases: 1,
      active_members: 2,
      messages_members: 3,
      messages_operators: 2,
      activation_rate: 0.6667,
      conversion_rate: 0.3333,
    },
    days: [
      day("2026-03-01", {
        lander_visits: 1000,
        signups: 2,
        first_purchases: 1,
        active_members: 2,
        messages_members: 2,
        messages_operators: 1,
      }),
      day("2026-03-02", {
        lander_visits: 234,
        signups: 1,
        activations: 2,
        active_members: 1,
        messages_members: 1,
      }),
    ],
    landers: [
      {
        lander: "video",
        variant: "a",
        visits: 1200,
        bounces: 300,
        median_seconds: 7.5,
        signups: 24,
        activations: 12,
        first_purchases: 3,
        conversion_rate: 0.02,
      },
      {
        lander: "gallery",
        variant: "b",
        visits: 34,
        bounces: 0,
        median_seconds: null,
        signups: 0,
        activations: 0,
        first_purchases: 0,
        conversion_rate: 0,
      },
    ],
    revenue: {
      by_currency: [
        { key: "", currency: "EUR", payments: 3, amount_cents: 3700 },
        { key: "", currency: "GBP", payments: 1, amount_cents: 500 },
      ],
      by_method: [
        { key: "card", currency: "EUR", payments: 1, amount_cents: 2000 },
        { key: "ideal", currency: "EUR", payments: 2, amount_cents: 1700 },
        { key: "card", currency: "GBP", payments: 1, amount_cents: 500 },
      ],
      by_country: [
        { key: "NL", currency: "EUR", payments: 2, amount_cents: 3000 },
        { key: "GB", currency: "GBP", payments: 1, amount_cents: 500 },
      ],
    },
    hours: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      members: hour === 10 ? 2 : hour === 9 ? 1 : 0,
      operators: hour === 11 ? 1 : hour === 23 ? 1 : 0,
    })),
  };
}

function figuresServer() {
  return mockApi({
    "GET /api/admin/me": json(200, { staff: testStaff({ roles: ["finance"] }) }),
    "GET /api/admin/figures/sites": json(200, SITES),
    "GET /api/admin/figures": (call) =>
      json(
        200,
        figures(
          call.query.get("from") as string,
          call.query.get("to") as string,
          SITES.sites.find((s) => String(s.id) === call.query.get("site_id")),
        ),
      ),
  });
}

const lastQuery = (api: ReturnType<typeof mockApi>) =>
  Object.fromEntries(api.callsTo("GET /api/admin/figures").at(-1)?.query ?? []);

/** The rows of the table named `name`, as their cells' texts. */
function tableRows(name: string): string[][] {
  const table = screen.getByRole("region", { name: `Table: ${name}` });
  return within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""));
}

const RANGE = "/admin/figures?site=1&from=2026-03-01&to=2026-03-02";

describe("the figures", () => {
  it("asks for the first site and the last 30 days (UTC) by default", async () => {
    const api = figuresServer();
    await renderApp("/admin/figures");
    await screen.findByRole("heading", { level: 1, name: "Figures" });
    await waitFor(() => expect(api.callsTo("GET /api/admin/figures")).toHaveLength(1));
    const today = new Date().toISOString().slice(0, 10);
    const first = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    expect(lastQuery(api)).toEqual({ site_id: "1", from: first, to: today });
    expect((screen.getByLabelText("Site") as HTMLSelectElement).value).toBe("1");
  });

  it("shows the KPI cards, with rates of signups and revenue per currency", async () => {
    figuresServer();
    await renderApp(RANGE);
    const kpis = await screen.findByRole("list", { name: "Key figures" });
    const cards = within(kpis)
      .getAllByRole("listitem")
      .map((card) => card.textContent);
    expect(cards).toEqual([
      "Lander visits1,234",
      "Signups3",
      "Activations266.7% of signups",
      "First purchases1Conversion 33.3%",
      "Active members2over 2 days",
      "Messages5Members 3 · operators 2",
      "Revenue€37.00£5.00",
    ]);
  });

  it("puts each chart's numbers in a table below it", async () => {
    figuresServer();
    await renderApp(RANGE);
    await screen.findByRole("heading", { name: "Signups, activations and first purchases per day" });
    expect(tableRows("Signups, activations and first purchases per day")).toEqual([
      ["Day", "Lander visits", "Signups", "Activations", "First purchases"],
      ["1 Mar 2026", "1,000", "2", "0", "1"],
      ["2 Mar 2026", "234", "1", "2", "0"],
    ]);
    expect(tableRows("Per lander and variant")).toEqual([
      [
        "Lander",
        "Variant",
        "Visits",
        "Bounces",
        "Median stay of bounces",
        "Signups",
        "Activations",
        "First purchases",
        "Signups per visit",
      ],
      ["video", "a", "1,200", "300", "8 s", "24", "12", "3", "2%"],
      ["gallery", "b", "34", "0", "–", "0", "0", "0", "0%"],
    ]);
    expect(tableRows("Revenue by payment method")).toEqual([
      ["Method", "Currency", "Payments", "Amount"],
      ["card", "EUR", "1", "€20.00"],
      ["ideal", "EUR", "2", "€17.00"],
      ["card", "GBP", "1", "£5.00"],
    ]);
    expect(tableRows("Revenue by country")).toEqual([
      ["Country", "Currency", "Payments", "Amount"],
      ["NL", "EUR", "2", "€30.00"],
      ["GB", "GBP", "1", "£5.00"],
    ]);
    const hours = tableRows("Messages per hour of the day (UTC)");
    expect(hours).toHaveLength(25);
    expect(hours.slice(10, 12)).toEqual([
      ["9:00", "1", "0"],
      ["10:00", "2", "0"],
    ]);
    expect(hours[24]).toEqual(["23:00", "0", "1"]);
    expect(tableRows("Active members per day")).toEqual([
      ["Day", "Active members", "By members", "By operators"],
      ["1 Mar 2026", "2", "2", "1"],
      ["2 Mar 2026", "1", "1", "0"],
    ]);
  });

  it("draws the charts with chart.js, one series per currency for revenue", async () => {
    charts.drawn.length = 0;
    figuresServer();
    await renderApp(RANGE);
    await waitFor(() => expect(charts.drawn).toHaveLength(6));
    expect(charts.drawn[0]).toEqual({
      type: "line",
      labels: ["1 Mar", "2 Mar"],
      datasets: [
        { label: "Signups", data: [2, 1] },
        { label: "Activations", data: [0, 2] },
        { label: "First purchases", data: [1, 0] },
      ],
    });
    expect(charts.drawn[2]).toEqual({
      type: "bar",
      labels: ["card", "ideal"],
      datasets: [
        { label: "EUR", data: [20, 17] },
        { label: "GBP", data: [5, 0] },
      ],
    });
    expect(charts.drawn[4]?.datasets.map((d) => d.label)).toEqual(["By members", "By operators"]);
    expect(screen.getByRole("img", { name: "Revenue by country" })).toBeTruthy();
  });

  it("links each table's CSV for the chosen site and range", async () => {
    figuresServer();
    await renderApp(RANGE);
    const [link] = await screen.findAllByRole("link", { name: /^Download CSV\s*\(the revenue\)$/ });
    if (!link) throw new Error("no CSV link");
    expect(link.getAttribute("href")).toBe(
      "/api/admin/figures/csv?site_id=1&from=2026-03-01&to=2026-03-02&table=revenue",
    );
    expect(link.hasAttribute("download")).toBe(true);
    expect(
      screen
        .getAllByRole("link", { name: /^Download CSV/ })
        .map((a) => new URL(a.getAttribute("href") ?? "", "http://x").searchParams.get("table")),
    ).toEqual(["days", "landers", "revenue", "revenue", "hours", "days"]);
  });

  it("asks again when the site or the range changes, and refuses a range the server would", async () => {
    const api = figuresServer();
    const { router } = await renderApp(RANGE);
    await screen.findByRole("heading", { name: "Lander visits per day" });
    await userEvent.selectOptions(screen.getByLabelText("Site"), "2");
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ site_id: "2", from: "2026-03-01", to: "2026-03-02" }),
    );
    expect(router.state.location.search).toBe("?site=2&from=2026-03-01&to=2026-03-02");

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-02-01" } });
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ site_id: "2", from: "2026-02-01", to: "2026-03-02" }),
    );

    const calls = api.callsTo("GET /api/admin/figures").length;
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-01-15" } });
    expect(
      await screen.findByText(
        "Choose a range that ends on or after its first day and spans at most 366 days.",
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2024-01-01" } });
    expect(screen.getByLabelText("From").getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("GET /api/admin/figures")).toHaveLength(calls);
  });

  it("speaks French", async () => {
    figuresServer();
    await renderApp(RANGE, { language: "fr" });
    await screen.findByRole("heading", { level: 1, name: "Chiffres" });
    await screen.findByRole("heading", { name: "Chiffre d'affaires par pays" });
    const table = screen.getByRole("region", { name: "Tableau : Membres actifs par jour" });
    expect(within(table).getByText("1 mars 2026")).toBeTruthy();
    expect(screen.getByText(/37,00\s€/)).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    mockApi({
      "GET /api/admin/me": json(200, { staff: testStaff({ roles: ["finance"] }) }),
      "GET /api/admin/figures/sites": json(200, SITES),
      "GET /api/admin/figures": json(404, { code: "NOT_FOUND", message: "No such site." }),
    });
    await renderApp("/admin/figures?site=9&from=2026-03-01&to=2026-03-02");
    expect(await screen.findByRole("alert")).toBeTruthy();
  });
});
