/** Which time-bonus modal is due, and on which pages the banner shows (spec §4, docs/decisions/013). */
import { describe, expect, it } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { type BonusModal, type BonusModalContext, dueBonusModal, showsBannerOn } from "./bonus-modals.ts";

const ENTERED = Date.parse("2026-11-22T12:10:00Z");
const SIGNUP = "2026-11-22T12:00:00Z";
const welcomed = { welcome_bonus: "2026-11-22T12:05:00Z" };

function due(overrides: Partial<BonusModalContext> = {}, at = ENTERED): BonusModal | null {
  return dueBonusModal({
    user: testUser({ signup_date: SIGNUP }),
    now: at,
    pathname: "/members",
    waitingSince: ENTERED,
    closed: new Set(),
    ...overrides,
  });
}

describe("the welcome modal", () => {
  it("is due at once while the bonus runs", () => {
    expect(due()).toBe("welcome_bonus");
  });

  it("is due with credits too", () => {
    expect(due({ user: testUser({ signup_date: SIGNUP, credits: 8 }) })).toBe("welcome_bonus");
  });

  it("is not due once dismissed, on the server or during this visit", () => {
    expect(due({ user: testUser({ signup_date: SIGNUP, dismissed_alerts: welcomed }) })).toBeNull();
    expect(due({ closed: new Set(["welcome_bonus"]) })).toBeNull();
  });
});

describe("the time-bonus modal", () => {
  const member = testUser({ signup_date: SIGNUP, dismissed_alerts: welcomed });

  it("is due 40 s after the wait began, not before", () => {
    expect(due({ user: member }, ENTERED + 39_999)).toBeNull();
    expect(due({ user: member }, ENTERED + 40_000)).toBe("time_bonus");
  });

  it("waits for the welcome modal", () => {
    expect(due({}, ENTERED + 60_000)).toBe("welcome_bonus");
    expect(due({ closed: new Set(["welcome_bonus"]) }, ENTERED + 60_000)).toBe("time_bonus");
  });

  it("is not due for a member with credits", () => {
    const user = testUser({ signup_date: SIGNUP, dismissed_alerts: welcomed, credits: 1 });
    expect(due({ user }, ENTERED + 40_000)).toBeNull();
  });

  it("is not due once dismissed", () => {
    const user = testUser({ signup_date: SIGNUP, dismissed_alerts: { ...welcomed, time_bonus: SIGNUP } });
    expect(due({ user }, ENTERED + 40_000)).toBeNull();
    expect(due({ user: member, closed: new Set(["time_bonus"]) }, ENTERED + 40_000)).toBeNull();
  });
});

describe("both modals", () => {
  it("are not due without a running bonus", () => {
    expect(due({ user: null })).toBeNull();
    expect(due({ user: testUser({ signup_date: SIGNUP, paid_user: true }) })).toBeNull();
    expect(due({}, Date.parse(SIGNUP) + 14_400_000)).toBeNull();
  });

  it.each([
    "/",
    "/faq",
    "/terms",
    "/privacy",
    "/no-such-page/at-all",
    "/transactions",
    "/match-finder",
    "/chats/5",
    "/members/7/signup",
    "/credits",
    "/credits/",
    "/credits/repeat-order",
    "/credits/12/ideal",
    "/directdebit",
    "/signup",
    "/complete-signup",
    "/signup-matches",
    "/profile",
    "/notifications",
  ])("wait outside the members area, on %s", (pathname) => {
    expect(due({ pathname })).toBeNull();
  });

  it.each(["/members", "/members/", "/members/7", "/chats", "/likes", "/likes/m/3", "/premium"])(
    "show in the members area, on %s",
    (pathname) => {
      expect(due({ pathname })).toBe("welcome_bonus");
    },
  );

  it("never open over another dialog", () => {
    expect(due({ dialogOpen: true })).toBeNull();
    const member = testUser({ signup_date: SIGNUP, dismissed_alerts: welcomed });
    expect(due({ user: member, dialogOpen: true }, ENTERED + 60_000)).toBeNull();
  });

  it("wait for the reminder until the member has been in the members area", () => {
    const member = testUser({ signup_date: SIGNUP, dismissed_alerts: welcomed });
    expect(due({ user: member, waitingSince: null }, ENTERED + 600_000)).toBeNull();
  });
});

describe("the banner", () => {
  it.each(["/credits", "/credits/repeat-order", "/credits/12/ideal", "/directdebit"])(
    "stays off %s",
    (pathname) => {
      expect(showsBannerOn(pathname)).toBe(false);
    },
  );

  it.each(["/", "/members", "/likes/m/3", "/signup-matches", "/profile", "/transactions"])(
    "shows on %s",
    (pathname) => {
      expect(showsBannerOn(pathname)).toBe(true);
    },
  );
});
