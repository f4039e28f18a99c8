/**
 * The default texts of the information and legal pages (issue 16): complete in every language, in the shape
 * the renderer expects, and speaking only in placeholders it knows how to fill.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PAGE_PLACEHOLDERS } from "@amora/contract/admin-pages";
import { INFO_PAGES } from "@amora/contract/app-routes";
import { BROWSER_STORAGE } from "@amora/contract/cookies";
import { SUPPORTED_LOCALES } from "@amora/contract/locales";
import { describe, expect, it } from "vitest";
import { LOCALES_DIR } from "../../lib/locale-files.ts";

const LANGUAGES = SUPPORTED_LOCALES;
const SLUGS = INFO_PAGES;
/** `{storage_table}` is the cookie page's alone; it is checked there. */
const PLACEHOLDERS = new Set<string>(PAGE_PLACEHOLDERS.filter((name) => name !== "storage_table"));

const read = (language: string, file: string) =>
  readFileSync(join(LOCALES_DIR, language, "pages", file), "utf8");
const page = (language: string, slug: string) => read(language, `${slug}.md`);
const storage = (language: string): Record<string, unknown> => JSON.parse(read(language, "storage.json"));

/** The FAQ's sections, each with the number of its questions. */
function faqSections(markdown: string): number[] {
  const counts: number[] = [];
  for (const line of markdown.split("\n")) {
    if (line.startsWith("## ")) counts.push(0);
    else if (line.startsWith("### ")) {
      const last = counts.length - 1;
      if (last < 0) throw new Error(`question before any section: ${line}`);
      counts[last] = (counts[last] ?? 0) + 1;
    }
  }
  return counts;
}

/** The keys of a JSON object, nested ones as "a.b", sorted. */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value)
    .flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key))
    .sort();
}

describe.each(LANGUAGES)("default pages in %s", (language) => {
  it.each(SLUGS)("%s starts with its title and a blank line", (slug) => {
    const [title, blank, ...body] = page(language, slug).split("\n");
    expect(title).toMatch(/^# \S/);
    expect(blank).toBe("");
    expect(body.join("\n").trim().length).toBeGreaterThan(500);
  });

  it.each(SLUGS)("%s uses only the placeholders the page fills", (slug) => {
    const used = [...page(language, slug).matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? "");
    const allowed = slug === "cookies" ? new Set([...PLACEHOLDERS, "storage_table"]) : PLACEHOLDERS;
    expect(used.filter((name) => !allowed.has(name))).toEqual([]);
  });

  it.each(SLUGS)("%s has no raw HTML tag", (slug) => {
    expect(page(language, slug)).not.toMatch(/<[a-zA-Z!/]/);
  });

  it("the cookies page puts the storage table on a line of its own", () => {
    expect(page(language, "cookies").split("\n")).toContain("{storage_table}");
  });

  it("the FAQ has at least 6 sections of at least 3 questions each", () => {
    const sections = faqSections(page(language, "faq"));
    expect(sections.length).toBeGreaterThanOrEqual(6);
    for (const questions of sections) expect(questions).toBeGreaterThanOrEqual(3);
  });

  it("the storage texts name the purpose of everything the product stores in the browser", () => {
    const texts = storage(language);
    for (const { purpose } of BROWSER_STORAGE) {
      expect(texts[purpose], purpose).toEqual(expect.stringMatching(/\S/));
    }
  });
});

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

describe.each(LANGUAGES.filter((language) => language !== "en"))(
  "%s defaults, next to English",
  (language) => {
    it("have as many FAQ sections", () => {
      expect(faqSections(page(language, "faq")).length).toBe(faqSections(page("en", "faq")).length);
    });

    it("have the same storage texts, counted ones in the plural forms of the language", () => {
      const base = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, "")))];
      const own = keyPaths(storage(language));
      expect(base(own)).toEqual(base(keyPaths(storage("en"))));
      const forms = own.filter((key) => key.startsWith("lifetimes.days_")).map((key) => key.slice(15));
      expect(forms.sort()).toEqual(
        new Intl.PluralRules(language).resolvedOptions().pluralCategories.toSorted(),
      );
    });
  },
);
