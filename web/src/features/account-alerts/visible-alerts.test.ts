/** The account alerts of spec §4: who sees which alert, where it stays hidden, and what a dismissal does. */
import { describe, expect, it } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import {
  ACTIVATION_SNOOZE_MS,
  type AccountAlert,
  type AlertContext,
  type AlertUser,
  shouldShowAlert,
  visibleAlerts,
} from "./visible-alerts.ts";

const NOW = Date.parse("2026-11-22T12:00:00Z");
const NO_PUSH = { isCapable: false, isSubscribed: false } as const;
const PUSH_POSSIBLE = { isCapable: true, isSubscribed: false } as const;

function context(user: AlertUser | null, overrides: Partial<AlertContext> = {}): AlertContext {
  return { user, pathname: "/members", push: NO_PUSH, now: NOW, ...overrides };
}

const unconfirmed = testUser({ status: "not_confirmed" });
const disabledProfile = testUser({ profile: { status: "disabled" } });
const withoutPhoto = testUser({ profile: { main_image: null } });
const bounced = testUser({ notifications_disabled: ["bounce"] });
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe("every alert", () => {
  it.each<AccountAlert>(["activation", "photo", "push", "notifications"])(
    "%s needs a logged-in member",
    (alert) => {
      expect(shouldShowAlert(alert, context(null, { push: PUSH_POSSIBLE }))).toBe(false);
    },
  );

  it("none shows for an active member with a photo and every notification on", () => {
    expect(visibleAlerts(context(testUser(), { push: NO_PUSH }))).toEqual([]);
  });
});

describe("the activation reminder", () => {
  it("shows while the account is not confirmed", () => {
    expect(shouldShowAlert("activation", context(unconfirmed))).toBe(true);
  });

  it("shows while the profile is disabled", () => {
    expect(shouldShowAlert("activation", context(disabledProfile))).toBe(true);
  });

  it("does not show for an active account and profile", () => {
    expect(shouldShowAlert("activation", context(testUser()))).toBe(false);
  });

  it("gives way to the disabled-notifications alert", () => {
    const user = testUser({ status: "not_confirmed", notifications_disabled: ["unsubscribe"] });
    expect(shouldShowAlert("activation", context(user))).toBe(false);
    expect(visibleAlerts(context(user))).toEqual(["notifications"]);
  });

  it.each(["/signup", "/complete-signup", "/signup-matches", "/notifications", "/notifications/"])(
    "is hidden on %s",
    (pathname) => {
      expect(shouldShowAlert("activation", context(unconfirmed, { pathname }))).toBe(false);
    },
  );

  it.each(["/", "/members", "/profile", "/activate/done", "/premium", "/directdebit", "/chats/3"])(
    "shows on %s",
    (pathname) => {
      expect(shouldShowAlert("activation", context(unconfirmed, { pathname }))).toBe(true);
    },
  );

  it("is snoozed for a day by a dismissal, then shows again", () => {
    const justNow = testUser({ status: "not_confirmed", dismissed_alerts: { activation: ago(60_000) } });
    const yesterday = testUser({
      status: "not_confirmed",
      dismissed_alerts: { activation: ago(ACTIVATION_SNOOZE_MS + 1) },
    });
    expect(shouldShowAlert("activation", context(justNow))).toBe(false);
    expect(shouldShowAlert("activation", context(yesterday))).toBe(true);
  });
});

describe("the profile-photo alert", () => {
  it("shows for a member without a main photo", () => {
    expect(shouldShowAlert("photo", context(withoutPhoto))).toBe(true);
  });

  it("does not show for a member with a photo", () => {
    expect(shouldShowAlert("photo", context(testUser()))).toBe(false);
  });

  it("stays away once dismissed", () => {
    const user = testUser({
      profile: { main_image: null },
      dismissed_alerts: { photo: ago(400 * 86_400_000) },
    });
    expect(shouldShowAlert("photo", context(user))).toBe(false);
  });

  it.each([
    "/profile",
    "/signup",
    "/complete-signup",
    "/signup-matches",
    "/activate/done",
    "/premium",
    "/notifications",
    "/directdebit",
  ])("is hidden on %s", (pathname) => {
    expect(shouldShowAlert("photo", context(withoutPhoto, { pathname }))).toBe(false);
  });

  it.each(["/", "/members", "/members/7", "/likes", "/credits", "/activate/error"])(
    "shows on %s",
    (pathname) => {
      expect(shouldShowAlert("photo", context(withoutPhoto, { pathname }))).toBe(true);
    },
  );
});

describe("the push alert", () => {
  it("shows when the browser can take push and the member has not subscribed", () => {
    expect(shouldShowAlert("push", context(testUser(), { push: PUSH_POSSIBLE }))).toBe(true);
  });

  it.each([
    ["capability unknown", { isCapable: null, isSubscribed: false }],
    ["not capable", { isCapable: false, isSubscribed: false }],
    ["subscribed", { isCapable: true, isSubscribed: true }],
    ["denied", { isCapable: true, isSubscribed: "denied" }],
  ] as const)("does not show when %s", (_, push) => {
    expect(shouldShowAlert("push", context(testUser(), { push }))).toBe(false);
  });

  it("stays away once dismissed", () => {
    const user = testUser({ dismissed_alerts: { push: ago(1000) } });
    expect(shouldShowAlert("push", context(user, { push: PUSH_POSSIBLE }))).toBe(false);
  });

  it.each(["/signup", "/notifications", "/activate/done", "/directdebit", "/premium"])(
    "is hidden on %s",
    (pathname) => {
      expect(shouldShowAlert("push", context(testUser(), { push: PUSH_POSSIBLE, pathname }))).toBe(false);
    },
  );
});

describe("the disabled-notifications alert", () => {
  it.each(["spam_complaint", "bounce", "unsubscribe"] as const)("shows after a %s", (reason) => {
    expect(shouldShowAlert("notifications", context(testUser({ notifications_disabled: [reason] })))).toBe(
      true,
    );
  });

  it("does not show while every notification is allowed", () => {
    expect(shouldShowAlert("notifications", context(testUser()))).toBe(false);
  });

  it("stays away once dismissed", () => {
    const user = testUser({
      notifications_disabled: ["bounce"],
      dismissed_alerts: { notifications: ago(5) },
    });
    expect(shouldShowAlert("notifications", context(user))).toBe(false);
  });

  it("is hidden on the settings page", () => {
    expect(shouldShowAlert("notifications", context(bounced, { pathname: "/notifications" }))).toBe(false);
  });

  it.each(["/", "/signup", "/profile", "/premium"])("shows on %s", (pathname) => {
    expect(shouldShowAlert("notifications", context(bounced, { pathname }))).toBe(true);
  });
});

describe("several alerts", () => {
  it("stack with the most important first", () => {
    const user = testUser({ status: "not_confirmed", profile: { main_image: null } });
    expect(visibleAlerts(context(user, { push: PUSH_POSSIBLE }))).toEqual(["activation", "photo", "push"]);
  });
});
