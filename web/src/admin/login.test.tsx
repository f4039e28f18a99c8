/** The staff login (issue 15): password, then the authenticator code or a recovery code; the idle timeout. */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, json, mockApi } from "../test/mock-api.ts";
import { renderApp } from "../test/render-app.tsx";
import { auditPage, stubMatchMedia, testStaff } from "./admin-test-data.ts";

stubMatchMedia();

function serverWithLogin(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    "GET /api/admin/me": json(200, { staff: null }),
    "POST /api/admin/login": json(200, { next: "totp" }),
    "POST /api/admin/login/totp": json(200, { staff: testStaff() }),
    "GET /api/admin/audit-log": auditPage([]),
    ...extra,
  });
}

async function enterPassword() {
  await renderApp("/admin/audit-log");
  await screen.findByRole("heading", { level: 1, name: "Staff login" });
  await userEvent.type(screen.getByLabelText("E-mail address"), "ada@example.test");
  await userEvent.type(screen.getByLabelText("Password"), "correct horse");
  await userEvent.click(screen.getByRole("button", { name: "Continue" }));
}

describe("the staff login", () => {
  it("asks for the password, then the code, then opens the back office", async () => {
    const api = serverWithLogin();
    await enterPassword();
    expect(api.callsTo("POST /api/admin/login")[0]?.body).toEqual({
      email: "ada@example.test",
      password: "correct horse",
    });
    await screen.findByRole("heading", { level: 1, name: "Enter your code" });
    const code = screen.getByLabelText("6-digit code");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    await userEvent.type(code, "12a3456");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(api.callsTo("POST /api/admin/login/totp")[0]?.body).toEqual({ code: "123456" });
    expect(await screen.findByRole("heading", { level: 1, name: "Audit log" })).toBeTruthy();
    expect(screen.getAllByText("Ada Lovelace").length).toBeGreaterThan(0);
    expect(api.calls[0]?.headers.get("x-request-type")).toBeNull();
    expect(api.callsTo("POST /api/admin/login")[0]?.headers.get("x-request-type")).not.toBeNull();
  });

  it("takes a recovery code instead of the app's code", async () => {
    const api = serverWithLogin();
    await enterPassword();
    await userEvent.click(await screen.findByRole("button", { name: "Use a recovery code instead" }));
    await screen.findByRole("heading", { level: 1, name: "Use a recovery code" });
    await userEvent.type(screen.getByLabelText("Recovery code"), "k7qm-2xpa-9d");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    await screen.findByRole("heading", { level: 1, name: "Audit log" });
    expect(api.callsTo("POST /api/admin/login/totp")[0]?.body).toEqual({ code: "k7qm-2xpa-9d" });
  });

  it("shows the error text of a wrong password and of a wrong code", async () => {
    serverWithLogin({ "POST /api/admin/login": apiError(401, "LOGIN_FAILED") });
    await enterPassword();
    expect((await screen.findByRole("alert")).textContent).toBe("Login failed, please try again.");

    serverWithLogin({ "POST /api/admin/login/totp": apiError(400, "OTP_INVALID") });
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await userEvent.type(await screen.findByLabelText("6-digit code"), "000000");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Code invalid");
  });

  it("sends a staff member without a second factor to the setup link", async () => {
    serverWithLogin({ "POST /api/admin/login": json(200, { next: "setup" }) });
    await enterPassword();
    expect(
      await screen.findByText("Your account is not set up yet. Open the setup link you received by e-mail."),
    ).toBeTruthy();
  });

  it("goes back to the login with the reason when the session ended, then back to the screen", async () => {
    let auditCalls = 0;
    serverWithLogin({
      "GET /api/admin/me": json(200, { staff: testStaff() }),
      "GET /api/admin/audit-log": () =>
        auditCalls++ === 0 ? apiError(401, "authentication_required") : auditPage([], 0, 2),
    });
    const { router } = await renderApp("/admin/audit-log?page=2");
    expect(
      await screen.findByText("Your session ended after 15 minutes without activity. Please log in again."),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin/login");

    await userEvent.type(screen.getByLabelText("E-mail address"), "ada@example.test");
    await userEvent.type(screen.getByLabelText("Password"), "correct horse");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await userEvent.type(await screen.findByLabelText("6-digit code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    await screen.findByRole("heading", { level: 1, name: "Audit log" });
    expect(router.state.location.pathname + router.state.location.search).toBe("/admin/audit-log?page=2");
  });

  it("is in French when the staff member picks it", async () => {
    serverWithLogin();
    const { i18n } = await renderApp("/admin/login");
    await screen.findByRole("heading", { level: 1, name: "Staff login" });
    await userEvent.click(screen.getByRole("button", { name: "FR" }));
    await waitFor(() => expect(i18n.language).toBe("fr"));
    expect(await screen.findByRole("heading", { level: 1, name: "Connexion de l’équipe" })).toBeTruthy();
  });
});
