import { describe, expect, it } from "vitest";
import { isWithinHours, localTime, nextLocalHour } from "./member-clock.ts";

const QUIET = { start: 22, end: 8 };

describe("the member's clock", () => {
  it("finds the next 8:00 in the member's zone, across midnight and daylight saving", () => {
    // 23:30 in Amsterdam in winter (UTC+1): 8:00 next morning is 7:00 UTC.
    expect(nextLocalHour(new Date("2026-11-26T22:30:00Z"), "Europe/Amsterdam", 8)).toEqual(
      new Date("2026-11-27T07:00:00Z"),
    );
    // The night the clocks go forward (29 March 2026): 8:00 is already summer time, 6:00 UTC.
    expect(nextLocalHour(new Date("2026-03-28T23:00:00Z"), "Europe/Amsterdam", 8)).toEqual(
      new Date("2026-03-29T06:00:00Z"),
    );
    // New York in winter (UTC-5), early morning: 8:00 the same day.
    expect(nextLocalHour(new Date("2026-11-26T11:00:00Z"), "America/New_York", 8)).toEqual(
      new Date("2026-11-26T13:00:00Z"),
    );
    // Exactly on the hour: the next one, a day later.
    expect(nextLocalHour(new Date("2026-11-26T19:00:00Z"), "UTC", 19)).toEqual(
      new Date("2026-11-27T19:00:00Z"),
    );
  });

  it("tells quiet hours wrapping midnight, and treats an unknown zone as UTC", () => {
    expect(isWithinHours(new Date("2026-11-26T21:30:00Z"), "Europe/Amsterdam", QUIET)).toBe(true);
    expect(isWithinHours(new Date("2026-11-26T06:59:00Z"), "Europe/Amsterdam", QUIET)).toBe(true);
    expect(isWithinHours(new Date("2026-11-26T07:00:00Z"), "Europe/Amsterdam", QUIET)).toBe(false);
    expect(isWithinHours(new Date("2026-11-26T12:00:00Z"), "America/New_York", QUIET)).toBe(true);
    expect(localTime(new Date("2026-11-26T12:34:00Z"), "Not/AZone")).toMatchObject({ hour: 12, minute: 34 });
  });
});
