/** The languages' own names the menus show, and the locale dates, times, numbers and prices are written in. */
import { describe, expect, it } from "vitest";
import { formatLocale, NATIVE_LANGUAGE_NAMES, PRODUCT_LANGUAGES, USUAL_FORMAT_LOCALES } from "./locales.ts";

describe("the languages' own names", () => {
  it("name every product language as Unicode's data does, capitalised as a menu entry", () => {
    for (const language of PRODUCT_LANGUAGES) {
      const name = new Intl.DisplayNames([language], { type: "language" }).of(language) ?? "";
      const asMenuEntry = name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
      expect(NATIVE_LANGUAGE_NAMES[language], language).toBe(asMenuEntry);
    }
  });
});

describe("formatLocale", () => {
  const evening = new Date("2024-03-15T22:42:00Z");
  const time = (locale: string) =>
    new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(evening);

  it("takes the site's domain language when it is the interface language's", () => {
    expect(formatLocale("en", "en-GB")).toBe("en-GB");
    expect(formatLocale("fr", "fr-FR")).toBe("fr-FR");
    expect(formatLocale("fr", "fr-be")).toBe("fr-BE");
    expect(formatLocale("no", "nb-NO")).toBe("nb-NO");
    expect(time(formatLocale("en", "en-GB"))).toBe("22:42");
  });

  it("takes the language's usual region on another language's site, or with no site", () => {
    expect(formatLocale("en", "nl-NL")).toBe("en-GB");
    expect(formatLocale("en", null)).toBe("en-GB");
    expect(formatLocale("fr", "en-GB")).toBe("fr-FR");
    expect(formatLocale("fr")).toBe("fr-FR");
    expect(formatLocale("en", "not a tag!")).toBe("en-GB");
    expect(time(formatLocale("en"))).toBe("22:42");
    expect(time(formatLocale("fr", "en-GB"))).toBe("22:42");
  });

  it("has a usual region for every product language that writes a 24-hour clock", () => {
    for (const language of PRODUCT_LANGUAGES) {
      const locale = formatLocale(language);
      expect(locale, language).toBe(USUAL_FORMAT_LOCALES[language]);
      expect(time(locale), language).toMatch(/^22[:.]42$/);
    }
  });

  it("falls back to nl (spec §1) when no product language is known", () => {
    expect(formatLocale(undefined, "en-GB")).toBe("nl");
    expect(formatLocale("", null)).toBe("nl");
    expect(formatLocale("xx", "xx-XX")).toBe("nl");
    expect(time(formatLocale(null))).toBe("22:42");
  });
});
