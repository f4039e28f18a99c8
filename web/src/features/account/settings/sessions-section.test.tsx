/** The settings' Sessions section: the signed-in devices, this one marked, signing one or all others out. */
import type { MemberSession } from "@amora/contract/sessions";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../../test/fixtures.ts";
import { apiError, json, type MockHandler, mockApi } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";

const HOUR = 3_600_000;

function session(overrides: Partial<MemberSession> & { id: string }): MemberSession {
  return {
    device: { browser: "Chrome", system: "Android" },
    country: null,
    address: "10.1.7.x",
    created_at: new Date(Date.now() - 48 * HOUR).toISOString(),
    last_seen_at: new Date(Date.now() - 30 * HOUR).toISOString(),
    current: false,
    ...overrides,
  };
}

const THIS_PHONE = session({
  id: "thisPhone0000000",
  current: true,
  country: "NL",
  address: "145.97.1.x",
  last_seen_at: new Date().toISOString(),
});
const LAPTOP = session({ id: "laptop0000000000", device: { browser: "Safari", system: "macOS" } });
const UNKNOWN = session({ id: "unknown000000000", device: { browser: null, system: null }, address: null });

async function openSessions(
  handlers: Record<string, MockHandler>,
  language: "en" | "fr" = "en",
  path = "/notifications",
) {
  const member = testUser();
  const api = mockApi(handlers, { user: member });
  await renderApp(path, { user: member, language });
  // "Sessions" in both languages.
  const region = await screen.findByRole("region", { name: "Sessions" });
  return { api, region };
}

function listed(sessions: MemberSession[]) {
  return json(200, { sessions });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the sessions section", () => {
  it("is scrolled to when the page opens at its anchor, as the new sign-in mail's link does", async () => {
    // jsdom lays nothing out and has no scrollIntoView of its own.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const { region } = await openSessions(
      { "GET /api/sessions.php": listed([THIS_PHONE]) },
      "en",
      "/notifications#settings-sessions",
    );
    // Once, or twice where React's strict mode runs effects twice.
    expect(new Set(scrolled)).toEqual(new Set([region]));
    Reflect.deleteProperty(Element.prototype, "scrollIntoView");
  });

  it("lists the devices, this one marked and without a sign-out, the others with theirs", async () => {
    const { region } = await openSessions({
      "GET /api/sessions.php": listed([THIS_PHONE, LAPTOP, UNKNOWN]),
    });
    const items = await within(region).findAllByRole("listitem");
    expect(items).toHaveLength(3);
    const [current, laptop, unknown] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(current.textContent).toContain("Chrome on AndroidThis device");
    expect(current.textContent).toContain("Netherlands · 145.97.1.x");
    expect(current.textContent).toContain("Active now");
    expect(within(current).queryByRole("button")).toBeNull();
    expect(laptop.textContent).toContain("Safari on macOS");
    expect(laptop.textContent).toContain("10.1.7.x");
    expect(laptop.textContent).toMatch(/Last active /);
    expect(unknown.textContent).toContain("Unknown device");
    expect(unknown.textContent).toContain("Unknown place");
    expect(within(laptop).getByRole("button", { name: "Sign out Safari on macOS, 10.1.7.x" })).toBeTruthy();
    expect(within(region).getByRole("button", { name: "Sign out all other sessions" })).toBeTruthy();
  });

  it("signs one session out and shows the list the server now holds", async () => {
    let sessions = [THIS_PHONE, LAPTOP];
    const { api, region } = await openSessions({
      "GET /api/sessions.php": () => listed(sessions),
      "DELETE /api/sessions.php": () => {
        sessions = [THIS_PHONE];
        return json(200, { ended: 1 });
      },
    });
    await userEvent.click(
      await within(region).findByRole("button", { name: "Sign out Safari on macOS, 10.1.7.x" }),
    );
    await screen.findByText("That session is signed out.");
    expect(api.callsTo("DELETE /api/sessions.php").map((c) => c.body)).toEqual([{ id: LAPTOP.id }]);
    await waitFor(() => expect(within(region).getAllByRole("listitem")).toHaveLength(1));
    expect(within(region).getByText("Only this device is signed in to your account.")).toBeTruthy();
    expect(within(region).queryByRole("button", { name: "Sign out all other sessions" })).toBeNull();
  });

  it("signs all other sessions out at once", async () => {
    let sessions = [THIS_PHONE, LAPTOP, UNKNOWN];
    const { api, region } = await openSessions({
      "GET /api/sessions.php": () => listed(sessions),
      "POST /api/sessions/others.php": () => {
        sessions = [THIS_PHONE];
        return json(200, { ended: 2 });
      },
    });
    await userEvent.click(await within(region).findByRole("button", { name: "Sign out all other sessions" }));
    await screen.findByText("2 other sessions are signed out.");
    expect(api.callsTo("POST /api/sessions/others.php")).toHaveLength(1);
    await waitFor(() => expect(within(region).getAllByRole("listitem")).toHaveLength(1));
  });

  it("says so when a sign-out fails, and keeps the session listed", async () => {
    const { region } = await openSessions({
      "GET /api/sessions.php": listed([THIS_PHONE, LAPTOP]),
      "DELETE /api/sessions.php": apiError(404, "NOT_FOUND"),
    });
    await userEvent.click(
      await within(region).findByRole("button", { name: "Sign out Safari on macOS, 10.1.7.x" }),
    );
    expect(await screen.findByText(/^Not signed out: /)).toBeTruthy();
    expect(within(region).getAllByRole("listitem")).toHaveLength(2);
  });

  it("offers to try again when the list cannot be loaded", async () => {
    let fail = true;
    const { region } = await openSessions({
      "GET /api/sessions.php": () => (fail ? apiError(500, "INTERNAL") : listed([THIS_PHONE])),
    });
    expect(await within(region).findByText(/^Your sessions could not be loaded: /)).toBeTruthy();
    fail = false;
    await userEvent.click(within(region).getByRole("button", { name: "Try again" }));
    expect(await within(region).findByText("Only this device is signed in to your account.")).toBeTruthy();
  });

  it("speaks French", async () => {
    const { region } = await openSessions({ "GET /api/sessions.php": listed([THIS_PHONE, LAPTOP]) }, "fr");
    const [current] = await within(region).findAllByRole("listitem");
    expect(current?.textContent).toContain("Chrome sur AndroidCet appareil");
    expect(current?.textContent).toContain("Pays-Bas · 145.97.1.x");
    expect(
      within(region).getByRole("button", { name: "Déconnecter Safari sur macOS, 10.1.7.x" }),
    ).toBeTruthy();
    expect(
      within(region).getByRole("button", { name: "Déconnecter toutes les autres sessions" }),
    ).toBeTruthy();
  });
});
