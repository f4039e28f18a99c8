/** After signing up: the first matches with the call to confirm the e-mail address, and completing the signup. */
import type { ProfileCard } from "@amora/contract/profiles";
import type { Settings } from "@amora/contract/settings";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { apiError, json, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

function profile(id: number, name: string, overrides: Partial<ProfileCard> = {}): ProfileCard {
  return {
    id,
    name,
    gender: "female",
    age: 30,
    country: "GB",
    region: "ENG",
    city: "Leeds",
    main_image: { filename: `p/${id}.webp`, thumb_filename: `p/${id}-t.webp`, match: `p/${id}-m.webp` },
    fictional: false,
    cam: false,
    resell: false,
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/signup-matches", () => {
  it("shows the matching members as cards leading to their profiles", async () => {
    mockApi({
      "GET /api/signup-matches.php": json(200, {
        profiles: [profile(1, "Emma"), profile(2, "Lena", { fictional: true })],
      }),
    });
    await renderApp("/signup-matches", { user: testUser() });
    const list = await screen.findByRole("list", { name: "Matching members" });
    expect(within(list).getByText("Emma, 30")).toBeTruthy();
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/members/1", "/members/2"]);
    expect(within(list).getAllByTestId("fictional-mark")).toHaveLength(1);
  });

  it("asks an unconfirmed member to confirm the e-mail address", async () => {
    const api = mockApi({
      "GET /api/signup-matches.php": json(200, { profiles: [] }),
      "POST /api/activation-mail.php": json(202, {}),
    });
    await renderApp("/signup-matches", { user: testUser({ status: "not_confirmed" }) });
    const callout = await screen.findByRole("region", { name: "One more step: confirm your e-mail address" });
    expect(within(callout).getByText("sam@example.test")).toBeTruthy();
    await userEvent.click(within(callout).getByRole("button", { name: "Resend e-mail" }));
    expect(await within(callout).findByText("Sent! Check your inbox.")).toBeTruthy();
    expect(api.callsTo("POST /api/activation-mail.php")).toHaveLength(1);
    expect(await screen.findByText("Your matches are on their way")).toBeTruthy();
  });

  it("offers a retry when the matches cannot load", async () => {
    mockApi({ "GET /api/signup-matches.php": apiError(400, "BAD_REQUEST") });
    await renderApp("/signup-matches", { user: testUser() });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

describe("/complete-signup", () => {
  const settings: Partial<Settings> = {
    region_data: { country: "GB", label: "county", regions: [{ code: "ENG", name: "England" }] },
  };

  it("asks for the missing location and saves it", async () => {
    const api = mockApi({ "PUT /api/account.php": json(200, { user: testUser() }) });
    await renderApp("/complete-signup", { user: testUser({ profile: { region: "", city: "" } }), settings });
    expect(await screen.findByRole("heading", { level: 1, name: "Complete your profile" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(screen.getByText("Choose your county from the list.")).toBeTruthy();
    expect(screen.getByText("Enter the town or city you live in.")).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText("County"), "ENG");
    await userEvent.type(screen.getByLabelText("Town or city"), "York");
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Your profile is complete" })).toBeTruthy();
    expect(api.callsTo("PUT /api/account.php")[0]?.body).toEqual({
      country: "GB",
      region: "ENG",
      city: "York",
    });
  });

  it("shows the town rule's text inline and sends nothing for a town named in markup", async () => {
    const api = mockApi({ "PUT /api/account.php": json(200, { user: testUser() }) });
    await renderApp("/complete-signup", { user: testUser({ profile: { region: "", city: "" } }), settings });
    await userEvent.selectOptions(await screen.findByLabelText("County"), "ENG");
    await userEvent.type(screen.getByLabelText("Town or city"), "<b>York</b>");
    await userEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    const city = screen.getByLabelText("Town or city");
    expect(city.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter the town or city you live in.")).toBeTruthy();
    expect(screen.queryByText("Choose your county from the list.")).toBeNull();
    expect(api.callsTo("PUT /api/account.php")).toHaveLength(0);
  });

  it("says so when nothing is missing", async () => {
    await renderApp("/complete-signup", { user: testUser(), settings });
    expect(await screen.findByRole("heading", { level: 1, name: "Your profile is complete" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See your matches" }).getAttribute("href")).toBe(
      "/signup-matches",
    );
  });
});
