/**
 * A language's texts are one folder, locales/<language>/ at the repository's root (decision 057): the web
 * app's catalogues beside server/ (mails, notifications, the data export's page) and pages/ (the default
 * information pages). The server reads its part here, once, when a module that needs it loads.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SUPPORTED_LOCALES, type SupportedLocale } from "@amora/contract/locales";

export const LOCALES_DIR = join(import.meta.dirname, "../../../locales");

/**
 * locales/<language>/server/<name>.json for every supported language. Its shape is English's, which the type
 * names: server/src/i18n-texts.test.ts holds every language to English's shape, placeholders and plurals.
 */
export function serverTexts<Texts>(name: string): Record<SupportedLocale, Texts> {
  const read = (language: SupportedLocale) =>
    JSON.parse(readFileSync(join(LOCALES_DIR, language, "server", `${name}.json`), "utf8")) as Texts;
  return Object.fromEntries(SUPPORTED_LOCALES.map((language) => [language, read(language)])) as Record<
    SupportedLocale,
    Texts
  >;
}
