/**
 * The back office's texts: the app's i18next instance (common, account and errors come with it) plus the
 * `admin` catalogue and each section's own (`locales/<language>/admin-<section>.json`, its namespace
 * named as the file), which only this chunk loads. /admin skips the members' root loader, so the language
 * is chosen here: the one last picked in this browser's back office, else the browser's own.
 */
import { STAFF_LOCALES, type StaffLocale } from "@amora/contract/locales";
import type { i18n as I18n } from "i18next";
import type { Catalogue } from "../i18n/catalogues.ts";
import { changeI18nLanguage, i18n, startI18n } from "../i18n/i18n.ts";

const adminFiles = import.meta.glob<Catalogue>("../../../locales/*/admin*.json", { import: "default" });

/** Where the language picked in the back office is kept (the members' language cookie is the site's). */
const LANGUAGE_KEY = "admin-language";

async function addAdminCatalogue(instance: I18n, language: StaffLocale): Promise<void> {
  if (instance.hasResourceBundle(language, "admin")) return;
  const prefix = `../../../locales/${language}/`;
  const files = Object.entries(adminFiles).filter(([path]) => path.startsWith(prefix));
  await Promise.all(
    files.map(async ([path, load]) => {
      instance.addResourceBundle(language, path.slice(prefix.length, -".json".length), await load());
    }),
  );
}

function toLocale(tag: string | null | undefined): StaffLocale | undefined {
  return STAFF_LOCALES.find((locale) => locale === tag?.split("-")[0]);
}

/** The picked language, else the browser's first that the back office speaks, else English. */
export function initialLanguage(
  stored: string | null = localStorage.getItem(LANGUAGE_KEY),
  browser: readonly string[] = navigator.languages,
): StaffLocale {
  return toLocale(stored) ?? browser.map(toLocale).find(Boolean) ?? "en";
}

export async function startAdminI18n(language: StaffLocale = initialLanguage()): Promise<void> {
  await startI18n(language);
  await addAdminCatalogue(i18n, language);
  if (i18n.language !== language) await changeI18nLanguage(i18n, language);
}

export async function switchAdminLanguage(instance: I18n, language: StaffLocale): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await addAdminCatalogue(instance, language);
  await changeI18nLanguage(instance, language);
}
