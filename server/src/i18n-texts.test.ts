/**
 * Every text the server writes in the member's language (mails, notifications, the data export's page) is
 * complete in every supported language: the shape English has, no empty text, English's placeholders, and
 * the plural forms the language needs. The records are read from locales/<language>/server/*.json (decision
 * 057): a language added to SUPPORTED_LOCALES without its files fails to load; this test checks the rest.
 * (The default information pages are checked in content-pages/page-defaults-texts.test.ts.)
 */
import { SUPPORTED_LOCALES } from "@amora/contract/locales";
import { describe, expect, it } from "vitest";
import { MAIL_WORDS } from "./features/accounts/session-list.ts";
import { ARCHIVE_TEXTS } from "./features/data-export/archive-texts.ts";
import { SANCTION_TEXTS } from "./features/member-admin/sanction-mail.ts";
import { MODERATION_MAIL_TEXTS } from "./features/moderation/moderation-mails.ts";
import { NOTIFICATION_TEXTS } from "./features/notifications/templates/notification-content.ts";
import { STATEMENT_MAIL_TEXTS } from "./features/reports/report-mails.ts";
import { MAIL_TEXTS } from "./lib/mail/templates/render-mail.ts";

const RECORDS: Record<string, Record<string, unknown>> = {
  MAIL_TEXTS,
  NOTIFICATION_TEXTS,
  SANCTION_TEXTS,
  MODERATION_MAIL_TEXTS,
  STATEMENT_MAIL_TEXTS,
  ARCHIVE_TEXTS,
  MAIL_WORDS,
};

/**
 * Texts left empty on purpose, in every language: staff write the news themselves; a statement mail's
 * decision has no outcome yet and an appeal's mail repeats no action nor how to appeal.
 */
const UNUSED: Record<string, RegExp> = {
  NOTIFICATION_TEXTS: /^kinds\.news\.(subject|heading|push)$/,
  STATEMENT_MAIL_TEXTS: /^(report_decision\.outcomes\.\w+|appeal_decision\.(actions\.\w+|appeal))$/,
};

type Plural = { by: string; other: string } & Record<string, string>;
const isPlural = (value: unknown): value is Plural =>
  typeof value === "object" && value !== null && "by" in value && "other" in value;

/** Every text of a record, by path ("kinds.activation.paragraphs.0"); a Plural is one entry. */
function leaves(value: unknown, path = ""): Map<string, unknown> {
  if (typeof value !== "object" || value === null || isPlural(value)) return new Map([[path, value]]);
  return new Map(
    Object.entries(value).flatMap(([key, inner]) => [...leaves(inner, path ? `${path}.${key}` : key)]),
  );
}

function placeholders(text: string, counted?: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ""))]
    .filter((name) => name !== counted)
    .sort();
}

/**
 * The forms a count can need: those Intl.PluralRules picks for a count up to 1,000 (the renderer falls back
 * to `other` for the rest, which French "many", from a million, reads as anyway).
 */
function neededForms(language: string): string[] {
  const rules = new Intl.PluralRules(language);
  return [...new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)))].sort();
}

const languages = SUPPORTED_LOCALES.filter((language) => language !== "en");

describe.each(Object.keys(RECORDS))("server texts %s", (name) => {
  const record = RECORDS[name] ?? {};
  const english = leaves(record.en);

  it("have a text for every supported language", () => {
    expect(Object.keys(record).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it.each(SUPPORTED_LOCALES)("have no empty text, in %s", (language) => {
    const empty = [...leaves(record[language])]
      .flatMap(([path, text]) =>
        isPlural(text)
          ? Object.entries(text).map(([form, t]) => [`${path}.${form}`, t] as const)
          : [[path, text] as const],
      )
      .filter(([path, text]) => typeof text !== "string" || (text.trim() === "" && !UNUSED[name]?.test(path)))
      .map(([path]) => path);
    expect(empty).toEqual([]);
  });

  it.each(languages)("have the shape English has, in %s", (language) => {
    const own = leaves(record[language]);
    const missing = [...english.keys()].filter((path) => !own.has(path));
    const extra = [...own.keys()].filter((path) => !english.has(path));
    expect({ missing, extra }, `${name} in ${language}, next to English`).toEqual({ missing: [], extra: [] });
  });

  it.each(languages)("use English's placeholders, in %s", (language) => {
    const differing: string[] = [];
    for (const [path, text] of leaves(record[language])) {
      const theirs = english.get(path);
      if (typeof text === "string" && typeof theirs === "string") {
        if (placeholders(text).join() !== placeholders(theirs).join()) differing.push(path);
      } else if (isPlural(text) && isPlural(theirs)) {
        const wanted = placeholders(theirs.other, theirs.by).join();
        for (const [form, inner] of Object.entries(text))
          if (form !== "by" && placeholders(inner, text.by).join() !== wanted)
            differing.push(`${path}.${form}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)(
    "count what English counts, in the forms the language needs, in %s",
    (language) => {
      const wrong: string[] = [];
      const needed = neededForms(language);
      const possible = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [path, text] of leaves(record[language])) {
        const theirs = english.get(path);
        if (isPlural(text) !== isPlural(theirs)) wrong.push(`${path}: counted in one language only`);
        if (!isPlural(text) || !isPlural(theirs)) continue;
        if (text.by !== theirs.by) wrong.push(`${path}: counts {${text.by}}, English {${theirs.by}}`);
        const forms = Object.keys(text).filter((key) => key !== "by");
        const extra = forms.filter((form) => !possible.includes(form as Intl.LDMLPluralRule));
        const missing = needed.filter((form) => !forms.includes(form));
        if (extra.length > 0 || missing.length > 0)
          wrong.push(`${path}: extra [${extra}], missing [${missing}]`);
      }
      expect(wrong).toEqual([]);
    },
  );
});
