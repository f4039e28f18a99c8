/** The languages' own names the menus show, and the locale dates are written in. */
import { describe, expect, it } from "vitest";
import { dateLocale, NATIVE_LANGUAGE_NAMES, PRODUCT_LANGUAGES } from "./locales.ts";

describe("the languages' own names", () => {
  it("name every product language as Unicode's data does, capitalised as a menu entry", () => {
    for (const language of PRODUCT_LANGUAGES) {
      const name = new Intl.DisplayNames([language], { type: "language" }).of(language) ?? "";
      const asMenuEntry = name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
      expect(NATIVE_LANGUAGE_NAMES[language], language).toBe(asMenuEntry);
    }
  });
});

describe("dateLocale", () => {
  it("gives the interface language the site's region", () => {
    expect(dateLocale("en", "en-GB")).toBe("en-GB");
    expect(dateLocale("en", "nl-NL")).toBe("en-NL");
    expect(dateLocale("fr", "fr-FR")).toBe("fr-FR");
  });

  it("keeps the bare language when the site names no region", () => {
    expect(dateLocale("fr", null)).toBe("fr");
    expect(dateLocale("en", "en")).toBe("en");
  });

  it("falls back to nl (spec §1) when no interface language is known", () => {
    expect(dateLocale(undefined, "en-GB")).toBe("nl");
    expect(dateLocale("", null)).toBe("nl");
  });
});
