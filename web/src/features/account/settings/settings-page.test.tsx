/** The settings page (/notifications): each section's call, the spec's texts, saved-state toasts, deletion. */
import type { User } from "@amora/contract/accounts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeSubscription, installFakePush, TEST_PUSH_PUBLIC_KEY } from "../../../test/fake-push.ts";
import { testUser } from "../../../test/fixtures.ts";
import { apiError, json, type MockHandler, mockApi, validationFailed } from "../../../test/mock-api.ts";
import { renderApp } from "../../../test/render-app.tsx";

async function openSettings(handlers: Record<string, MockHandler> = {}, member: User = testUser()) {
  const api = mockApi(handlers, { user: member });
  const app = await renderApp("/notifications", {
    user: member,
    settings: {
      region_data: {
        country: "GB",
        label: "county",
        regions: [
          { code: "ENG", name: "England" },
          { code: "WLS", name: "Wales" },
        ],
      },
    },
  });
  await screen.findByRole("heading", { level: 1, name: "Settings" });
  return { ...app, api };
}

function section(name: string): HTMLElement {
  return screen.getByRole("region", { name });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the settings page", () => {
  it("has the sections of the spec", async () => {
    await openSettings();
    const headings = within(screen.getByRole("main"))
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      "E-mail address",
      "Password",
      "Sessions",
      "Two-step sign-in",
      "Invisible mode",
      "Chat privacy",
      "Location",
      "Notifications",
      "Spending limits",
      "My reports",
      "Download my data",
      "Delete account",
    ]);
  });
});

describe("chat privacy", () => {
  it("switches typing indicators and read receipts off, each on its own", async () => {
    const { api } = await openSettings({
      "PUT /api/account.php": json(200, { user: testUser({ read_receipts: false }) }),
    });
    const receipts = screen.getByRole("switch", { name: "Read receipts" });
    expect((receipts as HTMLInputElement).checked).toBe(true);
    await userEvent.click(receipts);
    await screen.findByText("Your chat privacy is saved.");
    expect(api.callsTo("PUT /api/account.php").map((c) => c.body)).toEqual([{ read_receipts: false }]);
    expect((screen.getByRole("switch", { name: "Typing indicators" }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});

describe("changing the e-mail address", () => {
  async function change(email: string, answer: MockHandler) {
    const app = await openSettings({ "POST /api/mail-change.php": answer });
    const email_ = within(section("E-mail address"));
    await userEvent.type(email_.getByLabelText("New e-mail address"), email);
    await userEvent.click(email_.getByRole("button", { name: "Change e-mail address" }));
    return app;
  }

  it("says a confirmation link went to the new address", async () => {
    const { api } = await change("new@example.test", json(202, {}));
    expect(
      await screen.findByText(
        "We sent a confirmation link to new@example.test. Your address changes once you click it.",
      ),
    ).toBeTruthy();
    expect(api.callsTo("POST /api/mail-change.php")[0]?.body).toEqual({ email: "new@example.test" });
  });

  it("shows the spec's text for an invalid address, checked here", async () => {
    const { api } = await change("new@", json(202, {}));
    expect(screen.getByText("New email adress is invalid.")).toBeTruthy();
    expect(api.callsTo("POST /api/mail-change.php")).toHaveLength(0);
  });

  it.each([
    ["email_invalid", "New email adress is invalid."],
    ["email_taken", "This email address already owns an account on this website."],
  ])("shows the spec's text when the server answers %s", async (code, text) => {
    await change("new@example.test", validationFailed(["body.email", code]));
    expect(await screen.findByText(text)).toBeTruthy();
  });
});

describe("changing the password", () => {
  async function change(answer: MockHandler) {
    const app = await openSettings({ "PUT /api/password.php": answer });
    const password = within(section("Password"));
    await userEvent.type(password.getByLabelText("Current password"), "old secret");
    await userEvent.type(password.getByLabelText("New password"), "new secret!");
    await userEvent.click(password.getByRole("button", { name: "Change password" }));
    return app;
  }

  it("shows the spec's text for a wrong old password", async () => {
    await change(validationFailed(["body.old_password", "old_password_wrong"]));
    expect(await screen.findByText("Please check your old password.")).toBeTruthy();
  });

  it("confirms the change with a toast", async () => {
    const { api } = await change(json(200, { user: testUser() }));
    expect(await screen.findByText("Your password is changed.")).toBeTruthy();
    expect(api.callsTo("PUT /api/password.php")[0]?.body).toEqual({
      old_password: "old secret",
      password: "new secret!",
    });
  });
});

describe("invisible mode", () => {
  it("explains itself and saves at once", async () => {
    const { api } = await openSettings({
      "PUT /api/account.php": json(200, { user: testUser({ invisible: true }) }),
    });
    const invisible = within(section("Invisible mode"));
    expect(invisible.getByText(/Only members you contact can see your profile and reach you/)).toBeTruthy();
    const toggle = invisible.getByRole("switch", { name: "Be invisible" });
    await userEvent.click(toggle);
    expect(await screen.findByText("Invisible mode is on.")).toBeTruthy();
    expect(api.callsTo("PUT /api/account.php")[0]?.body).toEqual({ invisible: true });
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });

  it("goes back and says so when saving fails", async () => {
    await openSettings({ "PUT /api/account.php": apiError(500, "INTERNAL") });
    const toggle = within(section("Invisible mode")).getByRole("switch", { name: "Be invisible" });
    await userEvent.click(toggle);
    expect(await screen.findByText("Not saved: An error has occurred.")).toBeTruthy();
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });
});

describe("the location", () => {
  it("saves country, region and city together", async () => {
    const { api } = await openSettings({ "PUT /api/account.php": json(200, { user: testUser() }) });
    const location = within(section("Location"));
    await userEvent.selectOptions(location.getByLabelText("County"), "WLS");
    await userEvent.clear(location.getByLabelText("Town or city"));
    await userEvent.type(location.getByLabelText("Town or city"), "Cardiff");
    await userEvent.click(location.getByRole("button", { name: "Save location" }));
    expect(await screen.findByText("Your location is saved.")).toBeTruthy();
    expect(api.callsTo("PUT /api/account.php")[0]?.body).toEqual({
      country: "GB",
      region: "WLS",
      city: "Cardiff",
    });
  });
  it("shows the town rule's text inline and sends nothing for an empty town", async () => {
    const { api } = await openSettings({ "PUT /api/account.php": json(200, { user: testUser() }) });
    const location = within(section("Location"));
    await userEvent.clear(location.getByLabelText("Town or city"));
    await userEvent.click(location.getByRole("button", { name: "Save location" }));
    expect(location.getByLabelText("Town or city").getAttribute("aria-invalid")).toBe("true");
    expect(location.getByText("Enter the town or city you live in.")).toBeTruthy();
    expect(api.callsTo("PUT /api/account.php")).toHaveLength(0);
  });
});

describe("notifications", () => {
  const pushSite = { push_public_key: TEST_PUSH_PUBLIC_KEY };

  async function openWithPush(handlers: Record<string, MockHandler> = {}, member: User = testUser()) {
    const api = mockApi(handlers, { user: member });
    await renderApp("/notifications", { user: member, settings: pushSite });
    await screen.findByRole("heading", { level: 1, name: "Settings" });
    return { api, notifications: within(section("Notifications")) };
  }

  it("has an e-mail and a push switch for each of the nine types, and the digest", async () => {
    await openSettings();
    const switches = within(section("Notifications")).getAllByRole("switch");
    expect(switches.map((toggle) => toggle.getAttribute("id"))).toEqual([
      ...[
        "new_conversations",
        "new_messages",
        "like",
        "unread_message_reminders",
        "promotions",
        "weekly_updates",
        "news",
        "reminders",
        "spending_summary",
      ].flatMap((type) => [`settings-notification-${type}-email`, `settings-notification-${type}-push`]),
      "settings-notification-digest",
    ]);
  });

  it("saves an e-mail switch when it is flipped, with a toast", async () => {
    const off = testUser();
    off.email_notifications.news = false;
    const { api } = await openSettings({ "PUT /api/account.php": json(200, { user: off }) });
    await userEvent.click(within(section("Notifications")).getByRole("switch", { name: "News by e-mail" }));
    expect(await screen.findByText("News by e-mail: off")).toBeTruthy();
    expect(api.callsTo("PUT /api/account.php")[0]?.body).toEqual({ email_notifications: { news: false } });
  });

  it("saves a push switch on its own, once push is on for this device", async () => {
    installFakePush({ subscription: fakeSubscription() });
    const off = testUser();
    off.push_notifications.like = false;
    const { api, notifications } = await openWithPush({
      "POST /api/user.php": json(200, {}),
      "PUT /api/account.php": json(200, { user: off }),
    });
    const like = notifications.getByRole("switch", { name: "Likes by push" }) as HTMLInputElement;
    await waitFor(() => expect(like.disabled).toBe(false));
    expect(like.checked).toBe(true);
    await userEvent.click(like);
    expect(await screen.findByText("Likes by push: off")).toBeTruthy();
    expect(api.callsTo("PUT /api/account.php").map((call) => call.body)).toEqual([
      { push_notifications: { like: false } },
    ]);
    expect(like.checked).toBe(false);
    expect((notifications.getByRole("switch", { name: "Likes by e-mail" }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it("greys the push switches out, with a hint, while push is off on this device", async () => {
    installFakePush();
    const { notifications } = await openWithPush();
    await notifications.findByRole("button", { name: "Turn on" });
    const push = notifications.getByRole("switch", { name: "New messages by push" }) as HTMLInputElement;
    expect(push.disabled).toBe(true);
    expect(push.getAttribute("aria-describedby")).toBe("settings-notifications-push-hint");
    expect(
      notifications.getByText("Turn on push notifications on this device to choose which ones you get."),
    ).toBeTruthy();
    expect(
      (notifications.getByRole("switch", { name: "New messages by e-mail" }) as HTMLInputElement).disabled,
    ).toBe(false);
  });

  it("turns push on for this device from its button", async () => {
    const browser = installFakePush();
    const { api, notifications } = await openWithPush({ "POST /api/user.php": json(200, {}) });
    expect(notifications.getByRole("heading", { name: /Push notifications on this device/ })).toBeTruthy();
    await userEvent.click(await notifications.findByRole("button", { name: "Turn on" }));
    expect(await screen.findByText("Push notifications are on for this device.")).toBeTruthy();
    expect(api.callsTo("POST /api/user.php")[0]?.body).toEqual({
      subscription: browser.subscription?.toJSON(),
    });
    expect(notifications.getByRole("button", { name: "Turn off" })).toBeTruthy();
    expect(
      (notifications.getByRole("switch", { name: "New messages by push" }) as HTMLInputElement).disabled,
    ).toBe(false);
  });

  it("turns push off for this device", async () => {
    const held = fakeSubscription();
    installFakePush({ subscription: held });
    const { api, notifications } = await openWithPush({
      "POST /api/user.php": json(200, {}),
      "DELETE /api/user.php": json(200, {}),
    });
    await userEvent.click(await notifications.findByRole("button", { name: "Turn off" }));
    expect(await screen.findByText("Push notifications are off for this device.")).toBeTruthy();
    expect(api.callsTo("DELETE /api/user.php")[0]?.body).toEqual({ endpoint: held.endpoint });
    expect(notifications.getByRole("button", { name: "Turn on" })).toBeTruthy();
  });

  it("says how to allow notifications when they are blocked in the browser", async () => {
    installFakePush({ permission: "denied" });
    const { notifications } = await openWithPush();
    expect(await notifications.findByText("Blocked")).toBeTruthy();
    expect(notifications.getByText(/set Notifications to Allow, then reload the page/)).toBeTruthy();
    expect(notifications.queryByRole("button", { name: "Turn on" })).toBeNull();
    expect(
      notifications.getByText(
        "Allow notifications for this site in your browser to choose which ones you get.",
      ),
    ).toBeTruthy();
  });

  it("says so on a browser without push", async () => {
    const { notifications } = await openWithPush();
    expect(
      notifications.getByText("This browser cannot show push notifications. E-mails still reach you."),
    ).toBeTruthy();
  });

  it("saves the e-mail digest", async () => {
    const { api } = await openSettings({
      "PUT /api/account.php": json(200, { user: testUser({ email_digest: true }) }),
    });
    const digest = within(section("Notifications")).getByRole("switch", { name: "E-mail digest" });
    expect(within(section("Notifications")).getByText(/One e-mail a day with everything new/)).toBeTruthy();
    await userEvent.click(digest);
    expect(await screen.findByText("E-mail digest: on")).toBeTruthy();
    expect(api.callsTo("PUT /api/account.php")[0]?.body).toEqual({ email_digest: true });
    expect((digest as HTMLInputElement).checked).toBe(true);
  });

  it("explains why the site stopped mailing", async () => {
    await openSettings({}, testUser({ notifications_disabled: ["spam_complaint"] }));
    expect(
      within(section("Notifications")).getByText(/^Notifications disabled due to spam complaint/),
    ).toBeTruthy();
  });
});

describe("deleting the account", () => {
  async function startDeletion(answer: MockHandler) {
    const app = await openSettings({ "DELETE /api/account.php": answer });
    const deletion = within(section("Delete account"));
    expect(deletion.getByText(/within 14 days/)).toBeTruthy();
    await userEvent.click(deletion.getByRole("button", { name: "Delete my account" }));
    await userEvent.type(deletion.getByLabelText("Your password"), "secret password");
    await userEvent.type(deletion.getByLabelText("Why are you leaving?"), "Met someone");
    await userEvent.click(deletion.getByRole("button", { name: "Delete account" }));
    return app;
  }

  it("asks to confirm, then logs out and explains the 14 days", async () => {
    const { api, router, queryClient } = await startDeletion(json(200, { user: null }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(api.callsTo("DELETE /api/account.php")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, delete it" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/account-deleted"));
    expect(await screen.findByRole("heading", { level: 1, name: "Your account is deleted" })).toBeTruthy();
    expect(screen.getByText(/For 14 days you can reactivate your account/)).toBeTruthy();
    expect(api.callsTo("DELETE /api/account.php")[0]?.body).toEqual({
      password: "secret password",
      reason: "Met someone",
    });
    expect(queryClient.getQueryData(["session", "user"])).toBeNull();
  });

  it("goes to the deleted-account page, not the login, when the ended session is noticed before the answer", async () => {
    let noticeEnd = () => {};
    const { router, queryClient } = await startDeletion(async () => {
      // The server closes the member's live connection as the session ends: the app may notice that (and
      // ask who is logged in: nobody) before this answer arrives.
      noticeEnd();
      await new Promise((resolve) => setTimeout(resolve, 100));
      return json(200, { user: null });
    });
    noticeEnd = () => queryClient.setQueryData(["session", "user"], null);
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, delete it" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/account-deleted"));
    expect(seen).not.toContain("/login");
  });

  it("keeps the account when the member changes their mind", async () => {
    const { api } = await startDeletion(json(200, { user: null }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep my account" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("DELETE /api/account.php")).toHaveLength(0);
  });

  it("asks for the password inline, without the dialog or a request, when it is empty", async () => {
    const { api } = await openSettings({ "DELETE /api/account.php": json(200, { user: null }) });
    const deletion = within(section("Delete account"));
    await userEvent.click(deletion.getByRole("button", { name: "Delete my account" }));
    await userEvent.click(deletion.getByRole("button", { name: "Delete account" }));
    expect(deletion.getByLabelText("Your password").getAttribute("aria-invalid")).toBe("true");
    expect(deletion.getByText("Enter your password.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.callsTo("DELETE /api/account.php")).toHaveLength(0);
  });

  it("shows the spec's text for a wrong password", async () => {
    await startDeletion(validationFailed(["body.password", "old_password_wrong"]));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Delete your account?" })).getByRole("button", {
        name: "Yes, delete it",
      }),
    );
    expect(await screen.findByText("Please check your old password.")).toBeTruthy();
  });
});
