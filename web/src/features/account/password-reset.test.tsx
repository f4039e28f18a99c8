/** The password reset (spec §2, §5, §8): the request with its two outcomes, and choosing the new password. */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { apiError, json, type MockAnswer, mockApi, validationFailed } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

async function requestReset(answer: MockAnswer) {
  const api = mockApi({ "POST /api/password-reset.php": answer });
  localStorage.setItem("site-entry-warning-dismissed", "1");
  await renderApp("/reset-password");
  await screen.findByRole("heading", { level: 1, name: "Forgot your password?" });
  await userEvent.type(screen.getByLabelText("E-mail address"), "sam@example.test");
  await userEvent.click(screen.getByRole("button", { name: "Send me a link" }));
  return api;
}

describe("the reset request", () => {
  it("says where the link went", async () => {
    const api = await requestReset(json(202, {}));
    expect(await screen.findByRole("heading", { name: "Check your inbox" })).toBeTruthy();
    expect(screen.getByText(/We sent a link to sam@example\.test/)).toBeTruthy();
    expect(api.callsTo("POST /api/password-reset.php")[0]?.body).toEqual({ email: "sam@example.test" });
  });

  it.each([
    [apiError(404, "EMAIL_NOT_FOUND"), "E-mail address not found."],
    [apiError(429, "RESET_MAIL_LIMIT"), "Too many password reset emails sent, please try again tomorrow."],
  ])("shows the spec's text for %o", async (answer, text) => {
    await requestReset(answer);
    expect((await screen.findByRole("alert")).textContent).toBe(text);
  });
});

async function chooseNewPassword(
  answer: MockAnswer,
  [password, confirmation] = ["new password", "new password"],
) {
  const api = mockApi({ "POST /api/password-reset-do.php": answer });
  const app = await renderApp("/reset-password/do?token=abcdefghijkl");
  await screen.findByRole("heading", { level: 1, name: "Choose a new password" });
  await userEvent.type(screen.getByLabelText("New password"), password);
  await userEvent.type(screen.getByLabelText("Repeat the new password"), confirmation);
  await userEvent.click(screen.getByRole("button", { name: "Save my new password" }));
  return { ...app, api };
}

describe("choosing the new password", () => {
  it("checks that both passwords are the same before sending", async () => {
    const { api } = await chooseNewPassword(json(200, {}), ["new password", "new passwort"]);
    expect(screen.getByText("The entered passwords are not the same.")).toBeTruthy();
    expect(api.callsTo("POST /api/password-reset-do.php")).toHaveLength(0);
  });

  it("shows the server's text when it finds them different", async () => {
    await chooseNewPassword(validationFailed(["body.password_confirmation", "passwords_differ"]));
    expect(await screen.findByText("The entered passwords are not the same.")).toBeTruthy();
  });

  it("shows the server's text for a short password", async () => {
    await chooseNewPassword(validationFailed(["body.password", "password_too_short"]));
    expect(await screen.findByText("Use at least 8 characters.")).toBeTruthy();
  });

  it("says when the link expired, with the way to a new one", async () => {
    await chooseNewPassword(apiError(400, "LINK_INVALID"));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Link expired or invalid, request a new email.",
    );
    expect(screen.getByRole("link", { name: "Request a new e-mail" }).getAttribute("href")).toBe(
      "/reset-password",
    );
  });

  it("says so at once for a link without a token", async () => {
    await renderApp("/reset-password/do");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Link expired or invalid, request a new email.",
    );
  });

  it("sends the token with both passwords and logs the member in", async () => {
    const { api, queryClient } = await chooseNewPassword(json(200, { user: testUser() }));
    expect(await screen.findByRole("heading", { name: "Password changed" })).toBeTruthy();
    expect(api.callsTo("POST /api/password-reset-do.php")[0]?.body).toEqual({
      token: "abcdefghijkl",
      password: "new password",
      password_confirmation: "new password",
    });
    await waitFor(() => expect(queryClient.getQueryData(["session", "user"])).toMatchObject({ id: 1 }));
  });

  it("sends a member with two-step sign-in on to the login, where the code is asked", async () => {
    const { router } = await chooseNewPassword(json(200, { user: null }));
    expect(await screen.findByRole("heading", { name: "Password changed" })).toBeTruthy();
    expect(screen.getByText(/Log in with it and the code from your authenticator app\./)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });
});
