/**
 * Every catalogue is complete: each locale has the keys every other locale has, no empty texts, the same
 * placeholders, the plural forms its language has. A new language in SUPPORTED_LOCALES is held to all of it;
 * the back office's namespaces (admin, admin-<section>) to the back office's languages, STAFF_LOCALES.
 */
import { ERROR_CODES } from "@amora/contract/errors";
import { STAFF_LOCALES, SUPPORTED_LOCALES } from "@amora/contract/locales";
import { describe, expect, it } from "vitest";
import type { Catalogue } from "./catalogues.ts";

const files = import.meta.glob<Catalogue>("../../../locales/*/*.json", { eager: true, import: "default" });

const catalogues = Object.entries(files).map(([path, catalogue]) => {
  const [, language = "", namespace = ""] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  return { language, namespace, catalogue };
});
const languages = [...new Set(catalogues.map((entry) => entry.language))].sort();
const namespaces = [...new Set(catalogues.map((entry) => entry.namespace))].sort();
/** The languages a namespace is written in (the back office's are its own), and a language's namespaces. */
const languagesOf = (namespace: string): readonly string[] =>
  namespace.startsWith("admin") ? STAFF_LOCALES : languages;
const namespacesIn = (language: string) =>
  namespaces.filter((namespace) => languagesOf(namespace).includes(language));

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

  it("of the back office exist in its languages only", () => {
    const staff = catalogues
      .filter((entry) => entry.namespace.startsWith("admin"))
      .map((entry) => entry.language);
    expect([...new Set(staff)].sort()).toEqual([...STAFF_LOCALES].sort());
  });

  describe.each(namespaces)("namespace %s", (namespace) => {
    it.each(languagesOf(namespace))("exists in %s", (language) => {
      expect(texts(language, namespace), `locales/${language}/${namespace}.json is missing`).toBeDefined();
    });

    it.each(languagesOf(namespace))("has every key another language has, in %s", (language) => {
      const own = baseKeys(texts(language, namespace) ?? new Map());
      for (const other of ["en", ...languagesOf(namespace).filter((code) => code !== "en")]) {
        const missing = [...baseKeys(texts(other, namespace) ?? new Map())].filter((key) => !own.has(key));
        expect(missing, `locales/${language}/${namespace}.json lacks keys that ${other} has`).toEqual([]);
      }
    });

    it.each(languagesOf(namespace))("has no empty or non-text values, in %s", (language) => {
      const bad = [...(texts(language, namespace) ?? new Map())]
        .filter(([, text]) => typeof text !== "string" || text.trim() === "")
        .map(([key]) => key);
      expect(bad, `locales/${language}/${namespace}.json has empty texts`).toEqual([]);
    });

    it.each(languagesOf(namespace))("uses the same placeholders as English, in %s", (language) => {
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
    de: /^(credits?|fotos?|likes?|mitglied(e?s|er|ern)?|nachricht(en)?|unterhaltung(en)?|chats?|zeichen|tag(e|en)?|stunden?|min(uten?)?|megapixeln?|geschenk(e|en)?|match(es)?|male?|profil(e|en)?)$/i,
    nl: /^(credits?|foto(['’]s)?|likes?|lid|leden|bericht(en)?|gesprek(ken)?|tekens?|dag(en)?|uur|uren|minuut|minuten|min|megapixels?|cadeaus?|match(es)?|keer|profiel(en)?)$/i,
    // After a number a Finnish noun is singular, in the case the sentence needs ("3 krediittiä", "3 krediitillä").
    fi: /^(krediit(ti|tiä|tiin|tinä|in|illä|iltä|ille|issä|istä|iksi|ittä)|kuva(n|a|lla|lta|lle|ssa|sta|an|na|ksi|tta)?|tykkäy(s|stä|ks(en|ellä|eltä|elle|essä|estä|een|enä|eksi|että))|jäsen(en|tä|ellä|eltä|elle|essä|estä|een|enä|eksi|että)?|viesti(n|ä|llä|ltä|lle|ssä|stä|in|nä|ksi|ttä)?|keskustelu(n|a|lla|lta|lle|ssa|sta|un|na|ksi|tta)?|merk(ki|kiä|kiin|kinä|in|illä|iltä|ille|issä|istä|iksi|ittä)|päivä(n|ä|llä|ltä|lle|ssä|stä|än|nä|ksi|ttä)?|tun(ti|tia|tiin|tina|nin|nilla|nilta|nille|nissa|nista|niksi|nitta)|minuut(ti|tia|tiin|tina|in|illa|ilta|ille|issa|ista|iksi|itta)|min|megapikseli(n|ä|llä|ltä|lle|ssä|stä|in|nä|ksi|ttä)?|lahja(n|a|lla|lta|lle|ssa|sta|an|na|ksi|tta)?|match(in|ia|illa|ilta|ille|issa|ista|iin|ina|iksi)?|ker(ta|taa|taan|tana|ran|ralla|ralta|ralle|rassa|rasta|raksi)|profiili(n|a|lla|lta|lle|ssa|sta|in|na|ksi|tta)?)$/i,
    pl: /^(kredyt(y|ów|u|om|ami|ach)?|kredycie|zdjęci(e|a|u|em|om|ami|ach)|zdjęć|polubieni(e|a|u|em|om|ami|ach)|polubień|użytkownik(a|owi|iem|u|ów|om|ami|ach)?|użytkownicy|osob(a|y|ie|ę|ą|o|om|ami|ach)|osób|wiadomoś(ć|ci|cią|ciom|ciami|ciach)|rozmow(a|y|ie|ę|ą|om|ami|ach)|rozmów|znak(i|u|ów|owi|iem|om|ami|ach)?|dzień|dni(a|u|em|e|om|ami|ach)?|godzin(a|y|ie|ę|ą|om|ami|ach)?|minut(a|y|ie|ę|ą|om|ami|ach)?|megapiksel(a|e|i|u|owi|em|ów|om|ami|ach)?|prezent(y|u|owi|em|ów|om|ami|ach)?|par(a|y|ze|ę|ą|om|ami|ach)?|dopasowani(e|a|u|em|om|ami|ach)|dopasowań|raz(y|u|em|ie|om|ami|ach)?|profil(e|i|u|owi|em|ów|om|ami|ach)?)$/i,
    es: /^(cr[ée]ditos?|fotos?|gusta|miembros?|mensajes?|conversaci([óo]n|ones)|car[áa]cter|caracteres|d[íi]as?|horas?|minutos?|megap[íi]xel(es)?|regalos?|match(es)?|vez|veces|perfil(es)?)$/i,
    it: /^(credit[oi]|foto|piace|utent[ei]|iscritt[oaie]|messagg(io|i)|conversazion[ei]|caratter[ei]|giorn[oi]|or[ae]|minut[oi]|min|megapixel|regal[oi]|match|volt[ae]|profil[oi])$/i,
    sv: /^(kredit(er)?|foton?|gilla-markering(ar)?|medlem(mar)?|meddelanden?|konversation(er)?|tecken|dag(ar)?|timm(e|ar)|minut(er)?|min|megapixel|megapixlar|gåv(a|or)|match(er)?|gång(er)?|profil(er)?)$/i,
    da: /^(kredit(ter)?|billeder?|fotos?|likes?|medlem(mer)?|besked(er)?|samtaler?|tegn|dage?|timer?|minut(ter)?|min|megapixels?|gaver?|match(es)?|gange?|profil(er)?)$/i,
    no: /^(kreditt(er)?|bilder?|foto(er)?|likes?|medlem(mer)?|melding(er)?|samtaler?|tegn|dag(er)?|døgn|timer?|minutt(er)?|min|megapiksel|megapiksler|gaver?|match(er)?|gang(er)?|profil(er)?)$/i,
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
    // Constants of many: the login lockout's minutes, a premium member's photo limit; a capped search total.
    "minutes",
    "photoLimit",
    "total",
  ]);

  it("know the counted nouns of every language", () => {
    expect(Object.keys(COUNTED_NOUNS).sort()).toEqual(languages);
  });

  it.each(Object.keys(COUNTED_NOUNS))("give every count-bearing text plural forms, in %s", (language) => {
    const unpluralised: string[] = [];
    for (const namespace of namespacesIn(language)) {
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
    for (const namespace of namespacesIn(language)) {
      const english = pluralForms("en", namespace);
      for (const [base, found] of pluralForms(language, namespace)) {
        const zero = english.get(base)?.includes("zero") ? ["zero"] : [];
        expect(found, `${language}/${namespace}.json "${base}"`).toEqual([...needed, ...zero].sort());
      }
    }
  });

  it.each(languages)("count the keys English counts, and only those, in %s", (language) => {
    for (const namespace of namespacesIn(language)) {
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
