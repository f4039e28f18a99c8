/** The date of birth check of spec §5: required, a real day, and old enough for the site. */
import { describe, expect, it } from "vitest";
import { ageOn, birthYears, checkDateOfBirth, toIsoDate } from "./date-of-birth.ts";

const today = new Date(2026, 10, 22);

describe("checkDateOfBirth", () => {
  it.each([
    [{ day: "", month: "", year: "" }],
    [{ day: "3", month: "", year: "1990" }],
    [{ day: "3", month: "4", year: "" }],
  ])("asks for the date while a part is missing (%o)", (parts) => {
    expect(checkDateOfBirth(parts, 18, today)).toBe("date_of_birth_required");
  });

  it.each([
    [{ day: "31", month: "2", year: "1990" }],
    [{ day: "29", month: "2", year: "1991" }],
    [{ day: "1", month: "1", year: "1900" }],
  ])("rejects a day that does not exist or an impossible age (%o)", (parts) => {
    expect(checkDateOfBirth(parts, 18, today)).toBe("date_of_birth_invalid");
  });

  it("accepts 29 February of a leap year", () => {
    expect(checkDateOfBirth({ day: "29", month: "2", year: "1992" }, 18, today)).toBeNull();
  });

  it("turns away members younger than the site's minimum age, to the day", () => {
    expect(checkDateOfBirth({ day: "23", month: "11", year: "2008" }, 18, today)).toBe("too_young");
    expect(checkDateOfBirth({ day: "22", month: "11", year: "2008" }, 18, today)).toBeNull();
    expect(checkDateOfBirth({ day: "22", month: "11", year: "2006" }, 21, today)).toBe("too_young");
  });
});

describe("helpers", () => {
  it("write ISO dates", () => {
    expect(toIsoDate({ day: "7", month: "3", year: "1988" })).toBe("1988-03-07");
  });

  it("count whole years", () => {
    expect(ageOn("2000-11-23", today)).toBe(25);
    expect(ageOn("2000-11-22", today)).toBe(26);
  });

  it("offer years from the youngest allowed down", () => {
    const years = birthYears(18, today);
    expect(years[0]).toBe(2008);
    // Down to the oldest age the server accepts (120), no longer the web's own 100 (issue 12: the drift).
    expect(years.at(-1)).toBe(1906);
  });
});
