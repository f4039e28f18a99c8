/** The login page: the spec's error texts (spec §8), where it leads, and the way to a new password. */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { apiError, json, type MockAnswer, type MockHandler, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

async function logIn(answer: MockAnswer, path = "/login", more: Record<string, MockHandler> = {}) {
  const api = mockApi({ "POST /api/user.php": answer, ...more });
  localStorage.setItem("site-entry-warning-dismissed", "1");
  const app = await renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "Welcome back" });
  await userEvent.type(screen.getByLabelText("E-mail address"), "sam@example.test");
  await userEvent.type(screen.getByLabelText("Password"), "secret password");
  await userEvent.click(submitButton());
  return { ...app, api };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The form's own button: other "Log in" buttons (navigation, footer) may render later, in any order. */
function submitButton(): HTMLElement {
  const form = screen.getByLabelText("E-mail address").closest("form") as HTMLElement;
  return within(form).getByRole("button", { name: "Log in" });
}

describe("the login page", () => {
  it.each([
    [apiError(401, "LOGIN_FAILED"), "Login failed, please try again."],
    [
      apiError(423, "ACCOUNT_LOCKED", { params: { minutes: 15 } }),
      "Too many incorrect attempts, account blocked for 15 min.",
    ],
    [
      apiError(403, "ACCOUNT_DELETED_PENDING"),
      "Deleted account pending: reactivate via e-mail link or contact customer service.",
    ],
    [apiError(429, "RATE_LIMITED"), "Too many attempts. Please wait a moment and try again."],
  ])("shows the text for %o", async (answer, text) => {
    await logIn(answer);
    expect((await screen.findByRole("alert")).textContent).toContain(text);
  });

  it("adds the support address for a deleted account", async () => {
    await logIn(apiError(403, "ACCOUNT_DELETED_PENDING"));
    const alert = await screen.findByRole("alert");
    expect(alert.querySelector("a")?.getAttribute("href")).toBe("mailto:support@amora.test");
  });

  it("sends the e-mail address and password, then goes to the member search", async () => {
    const { api, router, queryClient } = await logIn(json(200, { user: testUser() }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/members"));
    expect(api.callsTo("POST /api/user.php")[0]?.body).toEqual({
      email: "sam@example.test",
      password: "secret password",
    });
    expect(queryClient.getQueryData(["session", "user"])).toMatchObject({ id: 1 });
  });

  it("returns to the page that asked for the login", async () => {
    const { router } = await logIn(json(200, { user: testUser() }), "/login?next=%2Fnotifications");
    await waitFor(() => expect(router.state.location.pathname).toBe("/notifications"));
  });

  it("never leads off the site", async () => {
    const { router } = await logIn(json(200, { user: testUser() }), "/login?next=%2F%2Fevil.test");
    await waitFor(() => expect(router.state.location.pathname).toBe("/members"));
  });

  it("checks the fields before sending", async () => {
    const api = mockApi();
    // The entry warning's dialog would take the focus (and the typing) whenever it opens.
    localStorage.setItem("site-entry-warning-dismissed", "1");
    await renderApp("/login");
    await screen.findByRole("heading", { level: 1, name: "Welcome back" });
    await userEvent.type(screen.getByLabelText("E-mail address"), "sam@");
    await userEvent.click(submitButton());
    expect(await screen.findByText("Invalid email")).toBeTruthy();
    expect(screen.getByText("Enter your password.")).toBeTruthy();
    expect(api.callsTo("POST /api/user.php")).toHaveLength(0);
  });

  it("links to the password reset and to signing up", async () => {
    await renderApp("/login");
    await screen.findByRole("heading", { level: 1, name: "Welcome back" });
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      "/reset-password",
    );
    expect(screen.getByRole("link", { name: "Create a free profile" }).getAttribute("href")).toBe("/signup");
  });

  it("sends members who are logged in already on", async () => {
    const { router } = await renderApp("/login", { user: testUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe("/members"));
  });
});

describe("members-only pages", () => {
  it("send visitors to the login page and back", async () => {
    const { router } = await renderApp("/notifications");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toBe("?next=%2Fnotifications");
  });
});

describe("the login's code step (two-step sign-in)", () => {
  const TOKEN = "pending-sign-in-token";

  async function toCodeStep(handlers: Record<string, MockHandler>) {
    const app = await logIn(
      json(200, { user: null, two_step: { token: TOKEN, expires_in: 300 } }),
      "/login",
      handlers,
    );
    await screen.findByRole("heading", { level: 1, name: "Two-step sign-in" });
    return app;
  }

  it("asks for the app's code after the password, then logs in", async () => {
    const { api, router, queryClient } = await toCodeStep({
      "POST /api/login-code.php": json(200, { user: testUser() }),
    });
    expect(queryClient.getQueryData(["session", "user"])).toBeFalsy();
    const field = screen.getByLabelText("6-digit code");
    expect(field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(field.getAttribute("inputmode")).toBe("numeric");
    await userEvent.type(field, "123 456");
    await userEvent.click(screen.getByRole("button", { name: "Verify and log in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/members"));
    expect(api.callsTo("POST /api/login-code.php")[0]?.body).toEqual({ token: TOKEN, code: "123456" });
    expect(queryClient.getQueryData(["session", "user"])).toMatchObject({ id: 1 });
  });

  it("takes a recovery code instead, and says when a code is wrong", async () => {
    const { api } = await toCodeStep({ "POST /api/login-code.php": apiError(401, "TWO_STEP_CODE_INVALID") });
    await userEvent.click(screen.getByRole("button", { name: "Use a recovery code instead" }));
    await userEvent.type(screen.getByLabelText("Recovery code"), "abcde-fghij");
    await userEvent.click(screen.getByRole("button", { name: "Verify and log in" }));
    expect((await screen.findByRole("alert")).textContent).toContain("That code didn't work.");
    expect(api.callsTo("POST /api/login-code.php")[0]?.body).toEqual({ token: TOKEN, code: "abcde-fghij" });
  });

  it.each([
    ["TWO_STEP_EXPIRED", 401, "This sign-in took too long."],
    ["TWO_STEP_TOO_MANY_TRIES", 429, "Too many wrong codes."],
  ])("after %s leads back to the password", async (code, status, text) => {
    await toCodeStep({ "POST /api/login-code.php": apiError(status, code) });
    await userEvent.type(screen.getByLabelText("6-digit code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify and log in" }));
    expect((await screen.findByRole("alert")).textContent).toContain(text);
    await userEvent.click(screen.getByRole("button", { name: "Enter e-mail and password again" }));
    await screen.findByRole("heading", { level: 1, name: "Welcome back" });
  });
});
