/** The settings' two-step sign-in: turning it on with the QR code, the recovery codes shown once, turning off. */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { testUser } from "../../../test/fixtures.ts";
import { apiError, json, type MockHandler, mockApi, validationFailed } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

async function openSection(handlers: Record<string, MockHandler>, language: "en" | "fr" = "en") {
  const member = testUser();
  const api = mockApi(handlers, { user: member });
  await renderApp("/notifications", { user: member, language });
  const name = language === "en" ? "Two-step sign-in" : "Connexion en deux étapes";
  const region = await screen.findByRole("region", { name });
  return { api, region };
}

describe("the two-step sign-in section", () => {
  it("turns on: the QR code and the key, then the password and a code; the recovery codes are shown once", async () => {
    let enabled = false;
    const { api, region } = await openSection({
      "GET /api/two-step.php": () => json(200, { enabled, recovery_codes_left: enabled ? 10 : 0 }),
      "POST /api/two-step-setup.php": json(200, {
        secret: SECRET,
        otpauth_uri: `otpauth://totp/Amora:sam?secret=${SECRET}`,
      }),
      "POST /api/two-step.php": (call) => {
        if ((call.body as { code: string }).code !== "123456") return apiError(400, "TWO_STEP_CODE_INVALID");
        enabled = true;
        return json(200, { recovery_codes: CODES });
      },
    });
    await userEvent.click(await within(region).findByRole("button", { name: "Turn on two-step sign-in" }));
    expect(
      await within(region).findByRole("img", { name: "QR code to add this account to an authenticator app" }),
    ).toBeTruthy();
    expect(within(region).getByTestId("two-step-secret").textContent).toBe(
      "JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP",
    );
    await userEvent.type(within(region).getByLabelText("Your password"), "secret password");
    await userEvent.type(within(region).getByLabelText("6-digit code from the app"), "654321");
    await userEvent.click(within(region).getByRole("button", { name: "Turn on" }));
    expect((await within(region).findByRole("alert")).textContent).toContain("That code didn't work.");
    const code = within(region).getByLabelText("6-digit code from the app");
    await userEvent.clear(code);
    await userEvent.type(code, "123456");
    await userEvent.click(within(region).getByRole("button", { name: "Turn on" }));
    const list = await within(region).findByRole("list", { name: "Your recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(api.callsTo("POST /api/two-step.php").at(-1)?.body).toEqual({
      password: "secret password",
      code: "123456",
    });
    await userEvent.click(within(region).getByRole("button", { name: "I have saved my codes" }));
    expect(await within(region).findByText("10 recovery codes left.")).toBeTruthy();
    expect(within(region).queryByRole("list", { name: "Your recovery codes" })).toBeNull();
  });

  it("turns off with the password and a recovery code", async () => {
    let enabled = true;
    const { api, region } = await openSection({
      "GET /api/two-step.php": () => json(200, { enabled, recovery_codes_left: enabled ? 1 : 0 }),
      "DELETE /api/two-step.php": () => {
        enabled = false;
        return json(200, {});
      },
    });
    expect(await within(region).findByText("1 recovery code left.")).toBeTruthy();
    await userEvent.click(within(region).getByRole("button", { name: "Turn off" }));
    await userEvent.type(within(region).getByLabelText("Your password"), "secret password");
    await userEvent.type(
      within(region).getByLabelText("Code from the app, or a recovery code"),
      "abcd1-efgh1",
    );
    await userEvent.click(within(region).getByRole("button", { name: "Turn off" }));
    await screen.findByText("Two-step sign-in is off.");
    expect(api.callsTo("DELETE /api/two-step.php")[0]?.body).toEqual({
      password: "secret password",
      code: "abcd1-efgh1",
    });
    expect(await within(region).findByRole("button", { name: "Turn on two-step sign-in" })).toBeTruthy();
  });

  it("makes new recovery codes with the password, and says when the password is wrong", async () => {
    const { region } = await openSection(
      {
        "GET /api/two-step.php": json(200, { enabled: true, recovery_codes_left: 3 }),
        "POST /api/two-step-recovery-codes.php": (call) =>
          (call.body as { password: string }).password === "right one"
            ? json(200, { recovery_codes: CODES })
            : validationFailed(["body.password", "old_password_wrong"]),
      },
      "fr",
    );
    await userEvent.click(await within(region).findByRole("button", { name: "Nouveaux codes de secours" }));
    const password = within(region).getByLabelText("Votre mot de passe");
    await userEvent.type(password, "wrong");
    await userEvent.click(within(region).getByRole("button", { name: "Créer de nouveaux codes de secours" }));
    expect(await within(region).findByText("Veuillez vérifier votre ancien mot de passe.")).toBeTruthy();
    await userEvent.clear(password);
    await userEvent.type(password, "right one");
    await userEvent.click(within(region).getByRole("button", { name: "Créer de nouveaux codes de secours" }));
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(CODES),
    );
  });
});
