/** The pages e-mail links lead to (spec §2): activation done and failed, the e-mail change, and the deleted account. */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { apiError, json, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/activate/done", () => {
  it("welcomes the activated member and reloads their status", async () => {
    const api = mockApi({}, { user: testUser() });
    await renderApp("/activate/done", { user: testUser({ status: "not_confirmed" }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Your account is active!" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find members" }).getAttribute("href")).toBe("/members");
    await waitFor(() => expect(api.callsTo("GET /api/user.php").length).toBeGreaterThan(0));
  });

  it("welcomes back a reactivated member", async () => {
    mockApi();
    await renderApp("/activate/done?reactivated=1");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back!" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
  });
});

describe("/activate/error", () => {
  it("shows the spec's text with the support address", async () => {
    await renderApp("/activate/error");
    expect((await screen.findByRole("alert")).textContent).toBe("Activation failed (contact support).");
    expect(screen.getByRole("link", { name: "support@amora.test" }).getAttribute("href")).toBe(
      "mailto:support@amora.test",
    );
  });

  it("sends an unconfirmed member a new link", async () => {
    const api = mockApi({ "POST /api/activation-mail.php": json(202, {}) });
    await renderApp("/activate/error", { user: testUser({ status: "not_confirmed" }) });
    await userEvent.click(await screen.findByRole("button", { name: "Send me a new link" }));
    expect(await screen.findByText("We sent a new link to sam@example.test.")).toBeTruthy();
    expect(api.callsTo("POST /api/activation-mail.php")).toHaveLength(1);
  });
});

describe("/mail-change/do", () => {
  it("confirms the new address once", async () => {
    const api = mockApi({
      "POST /api/mail-change-do.php": json(200, { user: testUser({ email: "new@example.test" }) }),
    });
    await renderApp("/mail-change/do?token=abcdefghijkl", { user: testUser() });
    expect(await screen.findByRole("heading", { level: 1, name: "E-mail address changed" })).toBeTruthy();
    expect(screen.getByText("From now on we write to new@example.test.")).toBeTruthy();
    expect(api.callsTo("POST /api/mail-change-do.php")).toHaveLength(1);
    expect(api.callsTo("POST /api/mail-change-do.php")[0]?.body).toEqual({ token: "abcdefghijkl" });
  });

  it("says when the link expired", async () => {
    mockApi({ "POST /api/mail-change-do.php": apiError(400, "LINK_INVALID") });
    await renderApp("/mail-change/do?token=abcdefghijkl");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Link expired or invalid, request a new email.",
    );
    expect(screen.getByRole("link", { name: "Change it again in settings" }).getAttribute("href")).toBe(
      "/notifications",
    );
  });
});

describe("/account-deleted", () => {
  it("explains the 14 days to reactivate", async () => {
    await renderApp("/account-deleted");
    expect(await screen.findByRole("heading", { level: 1, name: "Your account is deleted" })).toBeTruthy();
    expect(
      screen.getByText(/For 14 days you can reactivate your account with the link in the e-mail/),
    ).toBeTruthy();
  });

  it("sends a logged-in member who merely opens it to the members area", async () => {
    mockApi({}, { user: testUser() });
    const { router } = await renderApp("/account-deleted", { user: testUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe("/members"));
    expect(screen.queryByRole("heading", { level: 1, name: "Your account is deleted" })).toBeNull();
  });
});
