/**
 * Issue 17 in the web app: the settings' "Download my data" section and its states, the logged-out request
 * pages (data export, deletion) and where their mailed links land, and the delete_discount offer before a
 * deletion, in the settings and on the mailed link's page.
 */
import type { DataExportState } from "@amora/contract/data-export";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { apiError, json, type MockHandler, mockApi, validationFailed } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const NONE: DataExportState = { status: "none", requested_at: null, expires_at: null, next_request_at: null };
const REQUESTED = "2026-11-26T10:00:00.000Z";
const NEXT = "2026-11-27T10:00:00.000Z";

async function openSettings(handlers: Record<string, MockHandler>) {
  const api = mockApi(handlers, { user: testUser() });
  const app = await renderApp("/notifications", { user: testUser() });
  await screen.findByRole("heading", { level: 1, name: "Settings" });
  return { ...app, api };
}

const exportSection = () => screen.getByRole("region", { name: "Download my data" });

describe("the settings' Download my data", () => {
  it("prepares the data on one click and says where the link will go", async () => {
    const { api } = await openSettings({
      "GET /api/data-export.php": json(200, NONE),
      "POST /api/data-export.php": json(202, {
        ...NONE,
        status: "preparing",
        requested_at: REQUESTED,
        next_request_at: NEXT,
      }),
    });
    const section = within(exportSection());
    expect(section.getByText(/e-mail you a download link, valid for 7 days/)).toBeTruthy();
    await userEvent.click(await section.findByRole("button", { name: "Prepare my data" }));
    expect((await section.findByRole("status")).textContent).toBe(
      "We're preparing your data. We'll e-mail a download link to sam@example.test as soon as it's ready.",
    );
    expect(section.queryByRole("button", { name: "Prepare my data" })).toBeNull();
    expect(api.callsTo("POST /api/data-export.php")).toHaveLength(1);
  });

  it("says the data is ready and mailed, until when the link works, and when to ask again", async () => {
    await openSettings({
      "GET /api/data-export.php": json(200, {
        status: "ready",
        requested_at: REQUESTED,
        expires_at: "2026-12-03T10:05:00.000Z",
        next_request_at: NEXT,
      }),
    });
    const section = within(exportSection());
    expect((await section.findByRole("status")).textContent).toMatch(
      /^Your data is ready: we e-mailed a download link to sam@example\.test\. It works until 3 Dec 2026, \d\d:\d\d\.$/,
    );
    expect(section.getByText(/^You can ask for a new copy from 27 Nov 2026/)).toBeTruthy();
    expect(section.queryByRole("button", { name: "Prepare my data" })).toBeNull();
  });

  it("offers to ask again after a failure, and shows the daily limit's text", async () => {
    await openSettings({
      "GET /api/data-export.php": json(200, { ...NONE, status: "failed", requested_at: REQUESTED }),
      "POST /api/data-export.php": apiError(429, "EXPORT_LIMIT"),
    });
    const section = within(exportSection());
    expect((await section.findByRole("alert")).textContent).toBe(
      "We could not prepare your data. Please ask again, or write to customer service.",
    );
    await userEvent.click(section.getByRole("button", { name: "Prepare my data" }));
    expect(
      await section.findByText(
        "You already asked for your data in the last 24 hours. You can ask again once that day has passed.",
      ),
    ).toBeTruthy();
  });
});

describe("the logged-out requests", () => {
  it.each([
    ["/data-export", "Get a copy of your data", "POST /api/data-export-request.php"],
    ["/delete-account", "Delete your account", "POST /api/account-deletion-request.php"],
  ] as const)("%s mails a link and answers the same whatever the address", async (path, title, call) => {
    const api = mockApi({ [call]: json(202, {}) });
    localStorage.setItem("site-entry-warning-dismissed", "1");
    await renderApp(path);
    await screen.findByRole("heading", { level: 1, name: title });
    await userEvent.click(screen.getByRole("button", { name: "Send me a link" }));
    expect(screen.getByText("Enter your e-mail address.")).toBeTruthy();
    expect(api.callsTo(call)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText("E-mail address"), " sam@example.test ");
    await userEvent.click(screen.getByRole("button", { name: "Send me a link" }));
    expect(await screen.findByRole("heading", { name: "Check your inbox" })).toBeTruthy();
    expect(
      screen.getByText(/^If sam@example\.test belongs to an account on .+, we've sent it a link\./),
    ).toBeTruthy();
    expect(api.callsTo(call)[0]?.body).toEqual({ email: "sam@example.test" });
  });

  it("shows the server's field issue", async () => {
    mockApi({ "POST /api/data-export-request.php": validationFailed(["body.email", "email_invalid"]) });
    localStorage.setItem("site-entry-warning-dismissed", "1");
    await renderApp("/data-export");
    await userEvent.type(await screen.findByLabelText("E-mail address"), "sam@example.test");
    await userEvent.click(screen.getByRole("button", { name: "Send me a link" }));
    await waitFor(() =>
      expect(screen.getByLabelText("E-mail address").getAttribute("aria-invalid")).toBe("true"),
    );
  });

  it("are linked from the login page", async () => {
    mockApi({});
    localStorage.setItem("site-entry-warning-dismissed", "1");
    await renderApp("/login");
    expect((await screen.findByRole("link", { name: "Get a copy of your data" })).getAttribute("href")).toBe(
      "/data-export",
    );
    expect(screen.getByRole("link", { name: "Delete your account" }).getAttribute("href")).toBe(
      "/delete-account",
    );
  });

  it("land on a page that says the data is being prepared, or that the link no longer works", async () => {
    mockApi({});
    const first = await renderApp("/data-export/confirmed");
    expect(await screen.findByRole("heading", { level: 1, name: "We're preparing your data" })).toBeTruthy();
    expect(screen.getByText(/The link works for 7 days\./)).toBeTruthy();
    first.unmount();
    await renderApp("/data-export/confirmed?error=1");
    expect(await screen.findByRole("heading", { level: 1, name: "This link no longer works" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
      "/data-export",
    );
  });
});

describe("the delete_discount offer", () => {
  const TAKEN = { code: "STAY20-ABCDEFGH", percentage: 20, expires_at: "2026-12-26T10:00:00.000Z" };

  async function startSettingsDeletion(handlers: Record<string, MockHandler>) {
    const app = await openSettings(handlers);
    const deletion = within(screen.getByRole("region", { name: "Delete account" }));
    await userEvent.click(deletion.getByRole("button", { name: "Delete my account" }));
    await userEvent.type(deletion.getByLabelText("Your password"), "secret password");
    await userEvent.click(deletion.getByRole("button", { name: "Delete account" }));
    return app;
  }

  it("comes first in the settings' dialog; taken, the account stays and the code shows", async () => {
    const { api } = await startSettingsDeletion({
      "GET /api/delete-offer.php": json(200, { offer: { percentage: 20 } }),
      "POST /api/delete-offer.php": json(200, { discount: TAKEN }),
      "DELETE /api/account.php": json(200, { user: null }),
    });
    const dialog = await screen.findByRole("dialog", { name: "Before you go: 20% off" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep my account and take 20% off" }));
    expect(await within(dialog).findByText("STAY20-ABCDEFGH")).toBeTruthy();
    expect(within(dialog).getByText("Valid once, until 26 December 2026.")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Buy credits" }).getAttribute("href")).toBe("/credits");
    expect(api.callsTo("POST /api/delete-offer.php")[0]?.body).toEqual({ accept: true });
    expect(api.callsTo("DELETE /api/account.php")).toHaveLength(0);
  });

  it("declined, leads on to the confirmation", async () => {
    const { api } = await startSettingsDeletion({
      "GET /api/delete-offer.php": json(200, { offer: { percentage: 20 } }),
      "POST /api/delete-offer.php": json(200, { discount: null }),
      "DELETE /api/account.php": json(200, { user: null }),
    });
    const offer = await screen.findByRole("dialog", { name: "Before you go: 20% off" });
    await userEvent.click(within(offer).getByRole("button", { name: "No thanks, go on deleting" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, delete it" }));
    await waitFor(() => expect(api.callsTo("DELETE /api/account.php")).toHaveLength(1));
    expect(api.callsTo("POST /api/delete-offer.php")[0]?.body).toEqual({ accept: false });
  });

  it("is not shown when there is none (answered before, or none configured)", async () => {
    await startSettingsDeletion({ "GET /api/delete-offer.php": json(200, { offer: null }) });
    expect(await screen.findByRole("dialog", { name: "Delete your account?" })).toBeTruthy();
  });

  it("comes first on the mailed link's page, then the confirmation deletes the account", async () => {
    const api = mockApi({
      "GET /api/account-deletion.php": json(200, { offer: { percentage: 15 } }),
      "POST /api/account-deletion-offer.php": json(200, { discount: null }),
      "POST /api/account-deletion.php": json(200, {}),
    });
    await renderApp("/delete-account/confirm?token=abcdefghijkl");
    expect(await screen.findByRole("heading", { level: 1, name: "Before you go: 15% off" })).toBeTruthy();
    await userEvent.click(await screen.findByRole("button", { name: "No thanks, go on deleting" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Delete your account?" })).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Why are you leaving?"), "Too busy");
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByRole("heading", { name: "Your account has been deleted" })).toBeTruthy();
    expect(screen.getByText(/reactivate it within 14 days/)).toBeTruthy();
    expect(api.callsTo("POST /api/account-deletion-offer.php")[0]?.body).toEqual({
      token: "abcdefghijkl",
      accept: false,
    });
    expect(api.callsTo("POST /api/account-deletion.php")[0]?.body).toEqual({
      token: "abcdefghijkl",
      reason: "Too busy",
    });
  });

  it("taken on the mailed link's page, keeps the account", async () => {
    const api = mockApi({
      "GET /api/account-deletion.php": json(200, { offer: { percentage: 20 } }),
      "POST /api/account-deletion-offer.php": json(200, { discount: TAKEN }),
    });
    await renderApp("/delete-account/confirm?token=abcdefghijkl");
    await userEvent.click(await screen.findByRole("button", { name: "Keep my account and take 20% off" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Great to have you stay!" })).toBeTruthy();
    expect(screen.getByText("STAY20-ABCDEFGH")).toBeTruthy();
    expect(api.callsTo("POST /api/account-deletion.php")).toHaveLength(0);
  });

  it("a used or expired link asks for a new one", async () => {
    mockApi({ "GET /api/account-deletion.php": apiError(400, "LINK_INVALID") });
    await renderApp("/delete-account/confirm?token=abcdefghijkl");
    expect(await screen.findByRole("heading", { level: 1, name: "This link no longer works" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
      "/delete-account",
    );
  });
});
