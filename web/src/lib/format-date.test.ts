/** One date helper: the interface language with the site's region, spec §1's nl where no language applies. */

import { formatLocale } from "@amora/contract/locales";
import { describe, expect, it } from "vitest";
import { formatDate, formatTime } from "./format-date.ts";

describe("formatDate", () => {
  const date = new Date(Date.UTC(2024, 2, 15, 12));

  it("uses Dutch by default", () => {
    expect(formatDate(date, { dateStyle: "long", timeZone: "UTC" })).toBe("15 maart 2024");
  });

  it("uses the locale it is given", () => {
    expect(formatDate(date, { dateStyle: "long", timeZone: "UTC" }, "en-GB")).toBe("15 March 2024");
    expect(formatDate(date, { dateStyle: "medium", timeZone: "UTC" }, formatLocale("en", "nl-NL"))).toBe(
      "15 Mar 2024",
    );
  });

  it("accepts ISO strings and timestamps", () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: "short", timeZone: "UTC" };
    expect(formatDate("2024-03-15T12:00:00Z", options)).toBe(formatDate(date.getTime(), options));
  });
});

describe("formatTime", () => {
  const evening = "2024-03-15T22:42:00Z";
  const utc = (locale: string) =>
    formatDate(evening, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }, locale);

  it("writes a 24-hour clock on the British English site, not the US '10:42 PM'", () => {
    expect(utc(formatLocale("en", "en-GB"))).toBe("22:42");
    expect(utc(formatLocale("en", "nl-NL"))).toBe("22:42");
    expect(utc(formatLocale("fr", "en-GB"))).toBe("22:42");
    expect(utc(formatLocale("en"))).toBe("22:42");
    expect(utc(formatLocale(undefined))).toBe("22:42");
    // What the bare language would give: the US clock this locale rule avoids.
    expect(utc("en")).toMatch(/10:42\sPM/);
  });

  it("is the hour and minute in the given locale", () => {
    const local = new Date(2024, 2, 15, 22, 42);
    expect(formatTime(local, "en-GB")).toBe("22:42");
    expect(formatTime(local)).toBe("22:42");
  });
});
