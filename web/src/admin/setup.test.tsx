/** The setup link (issue 15): name, password under the members' rules, the authenticator, the recovery codes. */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { groupSecret } from "../lib/authenticator.ts";
import { apiError, json, mockApi } from "../test/mock-api.ts";
import { renderApp } from "../test/render-app.tsx";
import { auditPage, stubMatchMedia, testStaff } from "./admin-test-data.ts";

stubMatchMedia();

const TOKEN = "setup-token-0123456789abcdef";
const OTPAUTH =
  "otpauth://totp/Back%20office:new%40example.test?secret=JBSWY3DPEHPK3PXP&issuer=Back%20office";
const CODES = Array.from({ length: 10 }, (_, i) => `code-${i}-abcd`);

function setupServer() {
  return mockApi({
    "GET /api/admin/me": json(200, { staff: null }),
    "GET /api/admin/setup": json(200, {
      email: "new@example.test",
      otpauth_uri: OTPAUTH,
      secret: "JBSWY3DPEHPK3PXP",
    }),
    "POST /api/admin/setup": json(200, {
      // No role yet: the back office opens on its "no section" page, which loads nothing more.
      staff: testStaff({ email: "new@example.test", roles: [] }),
      recovery_codes: CODES,
    }),
    "GET /api/admin/audit-log": auditPage([]),
  });
}

describe("the setup link", () => {
  it("shows the account, the QR code and the key in groups of four", async () => {
    const api = setupServer();
    await renderApp(`/admin/setup?token=${TOKEN}`);
    expect(await screen.findByText(/Account for new@example\.test\./)).toBeTruthy();
    expect(api.callsTo("GET /api/admin/setup")[0]?.query.get("token")).toBe(TOKEN);
    const qr = screen.getByRole("img", { name: "QR code for your authenticator app" });
    expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M/);
    expect(screen.getByTestId("setup-secret").textContent).toBe("JBSW Y3DP EHPK 3PXP");
    expect(screen.getByRole("link", { name: /Open in an authenticator app/ }).getAttribute("href")).toBe(
      OTPAUTH,
    );
    expect(screen.getByLabelText("The 6-digit code your app now shows").getAttribute("autocomplete")).toBe(
      "one-time-code",
    );
  });

  it("checks the password with the members' rule before sending", async () => {
    const api = setupServer();
    await renderApp(`/admin/setup?token=${TOKEN}`);
    await userEvent.type(await screen.findByLabelText("Your name"), "Nora");
    await userEvent.type(screen.getByLabelText("Password"), "short");
    await userEvent.type(screen.getByLabelText("The 6-digit code your app now shows"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Finish setup" }));
    expect(screen.getByText("Use at least 8 characters.")).toBeTruthy();
    expect(api.callsTo("POST /api/admin/setup")).toHaveLength(0);
  });

  it("sends the form, shows the recovery codes once and goes on only when they are saved", async () => {
    const api = setupServer();
    const { router } = await renderApp(`/admin/setup?token=${TOKEN}`);
    await userEvent.type(await screen.findByLabelText("Your name"), " Nora Ephron ");
    await userEvent.type(screen.getByLabelText("Password"), "a long passphrase");
    await userEvent.type(screen.getByLabelText("The 6-digit code your app now shows"), "654321");
    await userEvent.click(screen.getByRole("button", { name: "Finish setup" }));
    await screen.findByRole("heading", { level: 1, name: "Save your recovery codes" });
    expect(api.callsTo("POST /api/admin/setup")[0]?.body).toEqual({
      token: TOKEN,
      name: "Nora Ephron",
      password: "a long passphrase",
      code: "654321",
    });
    const list = screen.getByRole("list", { name: "Save your recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(CODES);
    const go = screen.getByRole("button", { name: "Go to the back office" });
    expect(go).toHaveProperty("disabled", true);
    await userEvent.click(screen.getByLabelText("I have saved my recovery codes"));
    await userEvent.click(go);
    expect(await screen.findByText(/Your roles give you no section/)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin");
  });

  it("says when the link is no longer valid", async () => {
    mockApi({ "GET /api/admin/setup": apiError(404, "LINK_INVALID") });
    await renderApp(`/admin/setup?token=${TOKEN}`);
    expect(
      await screen.findByText("This setup link is not valid or has expired. Ask an admin for a new one."),
    ).toBeTruthy();
  });

  it("groups a key in fours, whatever spaces it came with", () => {
    expect(groupSecret("abcd efghij kl")).toBe("abcd efgh ijkl");
    expect(groupSecret("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
  });
});
