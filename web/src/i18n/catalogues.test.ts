/**
 * Every catalogue is complete: each locale has the keys every other locale has, no empty texts, the same
 * placeholders, the plural forms its language has. A new language in SUPPORTED_LOCALES is held to all of it.
 */
import { ERROR_CODES } from "@amora/contract/errors";
import { SUPPORTED_LOCALES } from "@amora/contract/locales";
import { describe, expect, it } from "vitest";
import type { Catalogue } from "./catalogues.ts";

const files = import.meta.glob<Catalogue>("../locales/*/*.json", { eager: true, import: "default" });

const catalogues = Object.entries(files).map(([path, catalogue]) => {
  const [, language = "", namespace = ""] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  return { language, namespace, catalogue };
});
const languages = [...new Set(catalogues.map((entry) => entry.language))].sort();
const namespaces = [...new Set(catalogues.map((entry) => entry.namespace))].sort();

/** Plural forms differ per language (French has "many", English not), so keys are compared without them. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(catalogue: Catalogue, prefix = ""): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null) {
      for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

function texts(language: string, namespace: string): Map<string, unknown> | undefined {
  const entry = catalogues.find((c) => c.language === language && c.namespace === namespace);
  return entry && flatten(entry.catalogue);
}

function baseKeys(entries: Map<string, unknown>): Set<string> {
  return new Set([...entries.keys()].map((key) => key.replace(PLURAL_SUFFIX, "")));
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? ""))]
    .filter((name) => name !== "count")
    .sort();
}

describe("message catalogues", () => {
  it("exist for every supported language", () => {
    expect(languages).toEqual([...SUPPORTED_LOCALES].sort());
  });

  describe.each(namespaces)("namespace %s", (namespace) => {
    it.each(languages)("exists in %s", (language) => {
      expect(texts(language, namespace), `locales/${language}/${namespace}.json is missing`).toBeDefined();
    });

    it.each(languages)("has every key another language has, in %s", (language) => {
      const own = baseKeys(texts(language, namespace) ?? new Map());
      for (const other of languages) {
        const missing = [...baseKeys(texts(other, namespace) ?? new Map())].filter((key) => !own.has(key));
        expect(missing, `locales/${language}/${namespace}.json lacks keys that ${other} has`).toEqual([]);
      }
    });

    it.each(languages)("has no empty or non-text values, in %s", (language) => {
      const bad = [...(texts(language, namespace) ?? new Map())]
        .filter(([, text]) => typeof text !== "string" || text.trim() === "")
        .map(([key]) => key);
      expect(bad, `locales/${language}/${namespace}.json has empty texts`).toEqual([]);
    });

    it.each(languages)("uses the same placeholders as English, in %s", (language) => {
      const english = texts("en", namespace) ?? new Map();
      const own = texts(language, namespace) ?? new Map();
      for (const [key, text] of own) {
        const englishText = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, "_other"));
        if (typeof text !== "string" || typeof englishText !== "string") continue;
        expect(placeholders(text), `${language}/${namespace}.json "${key}"`).toEqual(
          placeholders(englishText),
        );
      }
    });
  });

  it("translate every API error code", () => {
    for (const language of languages) {
      const keys = texts(language, "errors") ?? new Map();
      const missing = ERROR_CODES.filter(
        (code) => !keys.has(`codes.${code}`) && !keys.has(`codes.${code}_other`),
      );
      expect(missing, `locales/${language}/errors.json lacks error codes`).toEqual([]);
    }
  });

  /**
   * A number before a counted noun must come in plural forms, or "You need 1 credits" happens. The nouns
   * the app counts, per language; placeholders that are never 1 (ages, 18 and up; the capped "1,000+")
   * and names (as in "{{name}} likes you") are left out.
   */
  const COUNTED_NOUNS: Record<string, RegExp> = {
    en: /^(credits?|photos?|likes?|members?|messages?|conversations?|characters?|days?|hours?|minutes?|megapixels?|gifts?|matches|times|profiles?)$/i,
    fr: /^(crédits?|photos?|likes?|j'aime|membres?|messages?|conversations?|caractères?|jours?|heures?|minutes?|mégapixels?|cadeaux?|fois|profils?)$/i,
  };
  const NEVER_ONE = new Set([
    "name",
    "min_age",
    "minAge",
    "age",
    "percentage",
    "site",
    "gift",
    "email",
    "price",
  ]);

  it.each(Object.keys(COUNTED_NOUNS))("give every count-bearing text plural forms, in %s", (language) => {
    const unpluralised: string[] = [];
    for (const namespace of namespaces) {
      for (const [key, text] of texts(language, namespace) ?? new Map()) {
        if (PLURAL_SUFFIX.test(key) || typeof text !== "string") continue;
        // A placeholder, then the noun within the next three words ("{{count}} free credits").
        for (const match of text.matchAll(/\{\{\s*(\w+)\s*\}\}(?!\+)((?:[\s\u00a0]+[^\s\u00a0{]+){1,3})/g)) {
          const [, name = "", following = ""] = match;
          if (NEVER_ONE.has(name)) continue;
          const words = following
            .trim()
            .split(/[\s\u00a0]+/)
            .map((word) => word.replace(/[.,;:!?)]+$/, ""));
          if (words.some((word) => COUNTED_NOUNS[language]?.test(word)))
            unpluralised.push(`${namespace}:${key}`);
        }
      }
    }
    expect(unpluralised).toEqual([]);
  });

  /** The plural forms of each counted key, per language and namespace: "base" → ["one", "other"]. */
  function pluralForms(language: string, namespace: string): Map<string, string[]> {
    const forms = new Map<string, string[]>();
    for (const key of (texts(language, namespace) ?? new Map()).keys()) {
      const form = PLURAL_SUFFIX.exec(key)?.[1];
      const base = key.replace(PLURAL_SUFFIX, "");
      if (form) forms.set(base, [...(forms.get(base) ?? []), form].sort());
    }
    return forms;
  }

  /**
   * i18next picks the form Intl.PluralRules names (French "many" for 1,000,000), so a counted key has those
   * forms, no more, no fewer; and "zero", which i18next uses for a count of 0 in any language, where English
   * has it ("No likes left" rather than "0 likes left").
   */
  it.each(languages)("have exactly the plural forms Intl.PluralRules names, in %s", (language) => {
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const namespace of namespaces) {
      const english = pluralForms("en", namespace);
      for (const [base, found] of pluralForms(language, namespace)) {
        const zero = english.get(base)?.includes("zero") ? ["zero"] : [];
        expect(found, `${language}/${namespace}.json "${base}"`).toEqual([...needed, ...zero].sort());
      }
    }
  });

  it.each(languages)("count the keys English counts, and only those, in %s", (language) => {
    for (const namespace of namespaces) {
      const english = new Set(pluralForms("en", namespace).keys());
      const own = new Set(pluralForms(language, namespace).keys());
      expect(
        [...own].filter((key) => !english.has(key)),
        `${language}/${namespace}.json counts, en not`,
      ).toEqual([]);
      expect(
        [...english].filter((key) => !own.has(key)),
        `en/${namespace}.json counts, ${language} not`,
      ).toEqual([]);
    }
  });
});
