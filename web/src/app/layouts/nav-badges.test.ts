/** The navigation's numbers (spec §2, §9): counts capped at 99+, and the low-credit badge of paid members. */
import { describe, expect, it } from "vitest";
import { countBadgeText, creditBadgeTone } from "./nav-badges.ts";

describe("countBadgeText", () => {
  it.each([
    [0, null],
    [1, "1"],
    [99, "99"],
    [100, "99+"],
    [2500, "99+"],
  ])("shows %i as %s", (count, text) => {
    expect(countBadgeText(count)).toBe(text);
  });
});

describe("creditBadgeTone", () => {
  it.each([
    [11, null],
    [10, "warning"],
    [1, "warning"],
    [0, "danger"],
  ])("for a paid member with %i credits is %s", (credits, tone) => {
    expect(creditBadgeTone({ paid_user: true, credits })).toBe(tone);
  });

  it("never shows for members who have not paid", () => {
    expect(creditBadgeTone({ paid_user: false, credits: 0 })).toBeNull();
  });
});
