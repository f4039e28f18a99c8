/** The login page: the spec's error texts (spec §8), where it leads, and the way to a new password. */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { apiError, json, type MockAnswer, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

async function logIn(answer: MockAnswer, path = "/login") {
  const api = mockApi({ "POST /api/user.php": answer });
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
