/** The unsubscribe link's page and the result page of the mailed link that turns e-mails back on. */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { apiError, json, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOKEN = "7.new_messages.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";

describe("/unsubscribe", () => {
  it("names the mails that stop, and stops them only when asked, logged out", async () => {
    const api = mockApi({
      "GET /api/unsubscribe.php": json(200, { type: "new_messages" }),
      "POST /api/unsubscribe.php": json(200, { type: "new_messages" }),
    });
    await renderApp(`/unsubscribe?token=${TOKEN}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Unsubscribe from these e-mails?" }),
    ).toBeTruthy();
    expect(screen.getByText(/You'll no longer get e-mails about/).textContent).toBe(
      "You'll no longer get e-mails about: New messages.",
    );
    expect(api.callsTo("GET /api/unsubscribe.php")[0]?.query.get("token")).toBe(TOKEN);
    // Opening the page changed nothing.
    expect(api.callsTo("POST /api/unsubscribe.php")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeTruthy();
    expect(screen.getByText("We won't send you e-mails about New messages any more.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "notification settings" }).getAttribute("href")).toBe(
      "/notifications",
    );
    expect(api.callsTo("POST /api/unsubscribe.php")).toHaveLength(1);
    expect(api.callsTo("POST /api/unsubscribe.php")[0]?.body).toEqual({ token: TOKEN });
    expect(api.callsTo("POST /api/unsubscribe.php")[0]?.headers.get("x-request-type")).toBe("client");
  });

  it("speaks the member's language and names all notification mail", async () => {
    mockApi(
      { "GET /api/unsubscribe.php": json(200, { type: "all" }) },
      { user: testUser({ language: "fr" }) },
    );
    await renderApp(`/unsubscribe?token=${TOKEN}`, { user: testUser({ language: "fr" }), language: "fr" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Se désinscrire de ces e-mails ?" }),
    ).toBeTruthy();
    expect(screen.getByText(/Vous ne recevrez plus aucun e-mail de notification de/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Se désinscrire" })).toBeTruthy();
  });

  it("says when the link is not valid, and points to the settings", async () => {
    const api = mockApi({ "GET /api/unsubscribe.php": apiError(400, "UNSUBSCRIBE_LINK_INVALID") });
    await renderApp("/unsubscribe?token=junk");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This unsubscribe link is not valid. Change your e-mails in your notification settings instead.",
    );
    expect(screen.getByRole("link", { name: "Notification settings" }).getAttribute("href")).toBe(
      "/notifications",
    );
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
    expect(api.callsTo("GET /api/unsubscribe.php")).toHaveLength(1);
  });

  it("without a token asks the server nothing", async () => {
    const api = mockApi();
    await renderApp("/unsubscribe");
    expect(await screen.findByRole("heading", { level: 1, name: "This link doesn't work" })).toBeTruthy();
    expect(api.callsTo("GET /api/unsubscribe.php")).toHaveLength(0);
  });
});

describe("/notifications/reenabled", () => {
  it("confirms that e-mails are back on and reloads the member", async () => {
    const api = mockApi({}, { user: testUser() });
    await renderApp("/notifications/reenabled", { user: testUser({ notifications_disabled: ["bounce"] }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Your e-mails are back on" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Notification settings" }).getAttribute("href")).toBe(
      "/notifications",
    );
    await waitFor(() => expect(api.callsTo("GET /api/user.php").length).toBeGreaterThan(0));
  });

  it("says when the link was used or expired", async () => {
    mockApi();
    await renderApp("/notifications/reenabled?failed=1");
    expect(
      await screen.findByRole("heading", { level: 1, name: "We couldn't turn your e-mails back on" }),
    ).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Link expired or invalid, request a new email.",
    );
  });
});
