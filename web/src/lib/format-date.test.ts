/** Dates are formatted in the product's default date locale (nl) unless told otherwise. */
import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date.ts";

describe("formatDate", () => {
  const date = new Date(Date.UTC(2024, 2, 15, 12));

  it("uses Dutch by default", () => {
    expect(formatDate(date, { dateStyle: "long", timeZone: "UTC" })).toBe("15 maart 2024");
  });

  it("uses the locale it is given", () => {
    expect(formatDate(date, { dateStyle: "long", timeZone: "UTC" }, "en-GB")).toBe("15 March 2024");
  });

  it("accepts ISO strings and timestamps", () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: "short", timeZone: "UTC" };
    expect(formatDate("2024-03-15T12:00:00Z", options)).toBe(formatDate(date.getTime(), options));
  });
});
