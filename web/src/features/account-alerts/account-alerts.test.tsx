/** The warnings header of the default layout: the alerts with their actions, and dismissing them. */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeSubscription, installFakePush, TEST_PUSH_PUBLIC_KEY } from "../../test/fake-push.ts";
import { testUser } from "../../test/fixtures.ts";
import { apiError, json, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

async function alertsFor(member: ReturnType<typeof testUser>, path = "/pricing") {
  await renderApp(path, { user: member });
  await screen.findByRole("heading", { level: 1 });
  return screen.findByRole("region", { name: "Account notices" });
}

describe("the account alerts", () => {
  it("remind an unconfirmed member and resend the e-mail", async () => {
    const api = mockApi({ "POST /api/activation-mail.php": json(202, {}) });
    const region = await alertsFor(testUser({ status: "not_confirmed" }));
    expect(within(region).getByText(/Confirm your e-mail address/).textContent).toContain("sam@example.test");
    await userEvent.click(within(region).getByRole("button", { name: "Resend e-mail" }));
    expect(await within(region).findByText("Sent! Check your inbox.")).toBeTruthy();
    expect(api.callsTo("POST /api/activation-mail.php")).toHaveLength(1);
  });

  it("ask for a profile photo", async () => {
    const region = await alertsFor(testUser({ profile: { main_image: null } }));
    expect(within(region).getByRole("link", { name: "Add a photo" }).getAttribute("href")).toBe("/profile");
  });

  it("explain disabled notifications per reason", async () => {
    const region = await alertsFor(testUser({ notifications_disabled: ["bounce", "unsubscribe"] }));
    expect(within(region).getByText(/^Notifications disabled due to bounce/).textContent).toContain(
      "our e-mails to sam@example.test could not be delivered",
    );
    expect(within(region).getByText(/^Notifications disabled due to unsubscribe/)).toBeTruthy();
    expect(within(region).getByRole("link", { name: "Notification settings" }).getAttribute("href")).toBe(
      "/notifications",
    );
  });

  it("turn e-mails back on by mailing a link to confirm the address", async () => {
    const api = mockApi({ "POST /api/notifications-reenable.php": json(202, {}) });
    const region = await alertsFor(testUser({ notifications_disabled: ["spam_complaint"] }));
    await userEvent.click(within(region).getByRole("button", { name: "Turn e-mails back on" }));
    expect(
      await within(region).findByText(
        "We sent you a link at sam@example.test. Click it to turn your e-mails back on.",
      ),
    ).toBeTruthy();
    expect(within(region).queryByRole("button", { name: "Turn e-mails back on" })).toBeNull();
    expect(api.callsTo("POST /api/notifications-reenable.php")).toHaveLength(1);
  });

  it("say so when no more links may be sent today", async () => {
    mockApi({ "POST /api/notifications-reenable.php": apiError(429, "REENABLE_MAIL_LIMIT") });
    const region = await alertsFor(testUser({ notifications_disabled: ["bounce"] }));
    await userEvent.click(within(region).getByRole("button", { name: "Turn e-mails back on" }));
    expect((await within(region).findByRole("alert")).textContent).toBe(
      "We've sent you several links today. Check your inbox, or try again tomorrow.",
    );
  });

  it("stay away from the pages they are hidden on", async () => {
    await renderApp("/premium", { user: testUser({ profile: { main_image: null } }) });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("region", { name: "Account notices" })).toBeNull();
  });

  it("hide at once when dismissed and store the dismissal", async () => {
    const api = mockApi({
      "POST /api/alerts.php": json(200, { user: testUser({ dismissed_alerts: { photo: "now" } }) }),
    });
    const region = await alertsFor(testUser({ profile: { main_image: null } }));
    await userEvent.click(within(region).getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Account notices" })).toBeNull());
    expect(api.callsTo("POST /api/alerts.php")[0]?.body).toEqual({ alert: "photo" });
  });

  it("come back when the dismissal could not be stored", async () => {
    mockApi({ "POST /api/alerts.php": apiError(500, "INTERNAL") });
    const region = await alertsFor(testUser({ profile: { main_image: null } }));
    await userEvent.click(within(region).getByRole("button", { name: "Dismiss" }));
    expect(await screen.findByRole("link", { name: "Add a photo" })).toBeTruthy();
  });

  it("show one notice at a time, the most important first, the next after a dismissal", async () => {
    const fresh = {
      status: "not_confirmed" as const,
      signup_date: new Date(Date.now() - 60_000).toISOString(),
      profile: { main_image: null },
    };
    mockApi({
      "POST /api/alerts.php": json(200, {
        user: testUser({ ...fresh, dismissed_alerts: { activation: new Date().toISOString() } }),
      }),
    });
    const region = await alertsFor(testUser(fresh));
    // The e-mail to confirm, alone: neither the photo nor the discount stacks under it.
    expect(within(region).getByText(/Confirm your e-mail address/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Add a photo" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Welcome discount" })).toBeNull();
    expect(document.querySelectorAll("[data-alert]")).toHaveLength(1);

    await userEvent.click(within(region).getByRole("button", { name: "Dismiss" }));
    // Next: the discount, which runs out; the photo waits behind it.
    expect(await screen.findByRole("region", { name: "Welcome discount" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Account notices" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Add a photo" })).toBeNull();
  });
});

describe("the push alert", () => {
  async function pushAlert() {
    await renderApp("/pricing", { user: testUser(), settings: { push_public_key: TEST_PUSH_PUBLIC_KEY } });
    await screen.findByRole("heading", { level: 1 });
    return screen.findByRole("region", { name: "Account notices" });
  }

  it("offers push on a capable browser, and its button subscribes", async () => {
    const api = mockApi({ "POST /api/user.php": json(200, {}) }, { user: testUser() });
    const browser = installFakePush();
    const region = await pushAlert();
    expect(within(region).getByText(/Turn on notifications: know at once when someone writes/)).toBeTruthy();
    // Spec §4: the browser asks only once the member pressed the button.
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(within(region).getByRole("button", { name: "Turn on notifications" }));
    expect(await screen.findByText("Push notifications are on for this device.")).toBeTruthy();
    expect(api.callsTo("POST /api/user.php")[0]?.body).toEqual({
      subscription: browser.subscription?.toJSON(),
    });
    await waitFor(() => expect(screen.queryByRole("region", { name: "Account notices" })).toBeNull());
  });

  it("explains how to allow notifications when the member blocks them", async () => {
    mockApi({}, { user: testUser() });
    installFakePush({ answer: "denied" });
    const region = await pushAlert();
    await userEvent.click(within(region).getByRole("button", { name: "Turn on notifications" }));
    expect(
      await screen.findByText(
        /^Notifications are blocked for this site in your browser\. To allow them, open/,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Account notices" })).toBeNull();
  });

  it.each([
    ["a subscribed device", { subscription: fakeSubscription() }],
    ["a browser where push was blocked", { permission: "denied" as const }],
  ])("is not shown on %s", async (_, browserState) => {
    mockApi({ "POST /api/user.php": json(200, {}) }, { user: testUser() });
    installFakePush(browserState);
    await renderApp("/pricing", { user: testUser(), settings: { push_public_key: TEST_PUSH_PUBLIC_KEY } });
    await screen.findByRole("heading", { level: 1 });
    // The fake browser answers at once: after one turn of the event loop the state is known.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.querySelector("[data-alert]")).toBeNull();
  });
});
