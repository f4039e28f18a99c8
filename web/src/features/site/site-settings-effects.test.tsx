import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testCard, testCompanyInfo, testUser } from "../../test/fixtures.ts";
import { json, mockApi, searchAnswer } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

const LONG = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("search_fields", () => {
  it("offers every filter the site lists", async () => {
    mockApi({ "GET /api/members.php": searchAnswer([testCard(1)]) });
    await renderApp("/members", { user: testUser() });
    const form = await screen.findByRole("form", { name: "Search filters" }, LONG);
    for (const label of ["Looking for", "Country", "Age from", "Age to"]) {
      expect(within(form).getByLabelText(label)).toBeTruthy();
    }
  });

  it("leaves out the filters the site does not list", async () => {
    mockApi({ "GET /api/members.php": searchAnswer([testCard(1)]) });
    await renderApp("/members", { user: testUser(), settings: { search_fields: ["min_age", "max_age"] } });
    const form = await screen.findByRole("form", { name: "Search filters" }, LONG);
    expect(within(form).queryByLabelText("Looking for")).toBeNull();
    expect(within(form).queryByLabelText("Country")).toBeNull();
    expect(within(form).getByLabelText("Age from")).toBeTruthy();
    expect(within(form).getByLabelText("Age to")).toBeTruthy();
  });
});

describe("fictional_singular and fictional_plural", () => {
  const settings = {
    fictional_singular: "chatprofiel",
    fictional_plural: "chatprofielen",
    fictional_icon: "✱",
  };

  it("names a fictional card with the site's word, and keys the mark with the plural under the grid", async () => {
    mockApi({ "GET /api/members.php": searchAnswer([testCard(1, { fictional: true }), testCard(2)]) });
    await renderApp("/members", { user: testUser(), settings });
    const list = await screen.findByRole("list", { name: "Members" }, LONG);
    const marks = within(list).getAllByTestId("fictional-mark");
    expect(marks).toHaveLength(1);
    expect(marks[0]!.getAttribute("title")).toBe("chatprofiel");
    expect(screen.getByTestId("fictional-legend").textContent).toBe("✱ = chatprofielen");
  });

  it("has no key under a grid without fictional profiles", async () => {
    mockApi({ "GET /api/members.php": searchAnswer([testCard(1), testCard(2)]) });
    await renderApp("/members", { user: testUser(), settings });
    await screen.findByRole("list", { name: "Members" }, LONG);
    expect(screen.queryByTestId("fictional-legend")).toBeNull();
  });

  it("writes the word out beside a fictional profile's name", async () => {
    mockApi({
      "GET /api/profile.php": json(200, {
        profile: {
          ...testCard(7, { fictional: true }),
          photos: [],
          locked_photos: 0,
          photos_locked_for: null,
          blocked_by_me: false,
          liked_by_me: false,
          likes_me: false,
        },
      }),
    });
    await renderApp("/members/7", { user: testUser(), settings });
    const heading = await screen.findByRole("heading", { level: 1, name: /Member 7/ }, LONG);
    expect(within(heading).getByTestId("fictional-mark").textContent).toBe("✱chatprofiel");
  });
});

describe("member_resell", () => {
  it("badges resell profiles where the site runs the promotion", async () => {
    mockApi({ "GET /api/members.php": searchAnswer([testCard(1, { resell: true })]) });
    await renderApp("/members", { user: testUser(), settings: { member_resell: true } });
    const list = await screen.findByRole("list", { name: "Members" }, LONG);
    expect(within(list).getByText("Promoted")).toBeTruthy();
  });

  it("shows them as plain cards where it does not", async () => {
    mockApi({ "GET /api/members.php": searchAnswer([testCard(1, { resell: true })]) });
    await renderApp("/members", { user: testUser(), settings: { member_resell: false } });
    const list = await screen.findByRole("list", { name: "Members" }, LONG);
    expect(within(list).getAllByRole("link")).toHaveLength(1);
    expect(within(list).queryByText("Promoted")).toBeNull();
  });
});

describe("company trade names and phone", () => {
  it("are in the footer's company line", async () => {
    localStorage.setItem("site-entry-warning-dismissed", "1");
    await renderApp("/pricing", {
      companyInfo: testCompanyInfo({ tradenames: ["Amora", "Amour Secret"], support_phone: "+31201234567" }),
    });
    const footer = await screen.findByRole("contentinfo", {}, LONG);
    expect(within(footer).getByTestId("company-tradenames").textContent).toBe(
      "Trading as Amora, Amour Secret",
    );
    expect(within(footer).getByRole("link", { name: "+31201234567" }).getAttribute("href")).toBe(
      "tel:+31201234567",
    );
  });
});
