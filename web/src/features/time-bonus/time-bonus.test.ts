/** The welcome time bonus of spec §4: who has it, for how long, and how the countdown reads. */
import { describe, expect, it } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import {
  countdownDuration,
  formatCountdown,
  TIME_BONUS_CREDITS_LINK,
  timeBonusEndsAt,
  timeBonusRemainingSeconds,
} from "./time-bonus.ts";

const SIGNUP = Date.parse("2026-11-22T12:00:00Z");
const member = testUser({ signup_date: new Date(SIGNUP).toISOString() });
const after = (seconds: number) => SIGNUP + seconds * 1000;

/** What the countdown shows at a moment: its text, or null when there is no bonus to show. */
function shown(user: Parameters<typeof timeBonusRemainingSeconds>[0], at: number): string | null {
  const seconds = timeBonusRemainingSeconds(user, at);
  return seconds === null ? null : formatCountdown(seconds);
}

describe("the time bonus", () => {
  it("ends 14,400 s after signup", () => {
    expect(timeBonusEndsAt(member)).toBe(after(14_400));
  });

  it("runs the full 4 hours from signup", () => {
    expect(shown(member, after(0))).toBe("04:00:00");
    expect(shown(member, after(1))).toBe("03:59:59");
    expect(shown(member, after(48))).toBe("03:59:12");
  });

  it("shows 00:00:01 at 14,399 s and nothing from 14,400 s", () => {
    expect(shown(member, after(14_399))).toBe("00:00:01");
    expect(shown(member, after(14_399.5))).toBe("00:00:01");
    expect(shown(member, after(14_400))).toBeNull();
    expect(shown(member, after(14_401))).toBeNull();
  });

  it("never starts when the 4 hours have passed", () => {
    const old = testUser({ signup_date: "2026-01-10T12:00:00Z" });
    expect(shown(old, SIGNUP)).toBeNull();
  });

  it("is not for members who paid", () => {
    const paid = testUser({ signup_date: member.signup_date, paid_user: true });
    expect(timeBonusEndsAt(paid)).toBeNull();
    expect(shown(paid, after(10))).toBeNull();
  });

  it("is not for visitors", () => {
    expect(timeBonusEndsAt(null)).toBeNull();
    expect(shown(null, after(10))).toBeNull();
  });

  it("is not for a signup date that does not parse", () => {
    expect(shown(testUser({ signup_date: "soon" }), after(10))).toBeNull();
  });

  it("never shows more than 4 hours when the device clock is behind", () => {
    expect(shown(member, after(-90))).toBe("04:00:00");
  });

  it("links to the credits page with the code filled in", () => {
    expect(TIME_BONUS_CREDITS_LINK).toBe("/credits?code=TIMEBONUS25");
  });
});

describe("the countdown", () => {
  it.each([
    [14_400, "04:00:00"],
    [14_399, "03:59:59"],
    [3_600, "01:00:00"],
    [3_599, "00:59:59"],
    [61, "00:01:01"],
    [5, "00:00:05"],
    [0, "00:00:00"],
  ])("shows %i s as %s", (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it("shows a negative or unreadable time as 00:00:00", () => {
    expect(formatCountdown(-3)).toBe("00:00:00");
    expect(formatCountdown(Number.NaN)).toBe("00:00:00");
  });

  it("gives the machine-readable duration too", () => {
    expect(countdownDuration(14_399)).toBe("PT3H59M59S");
    expect(countdownDuration(5)).toBe("PT0H0M5S");
  });
});
