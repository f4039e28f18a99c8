/** The visitor's interface language: the remembered choice (cookie), the switch, and languages' own names. */
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from "@amora/contract/constants";
import { NATIVE_LANGUAGE_NAMES, type SupportedLocale } from "@amora/contract/locales";
import type { i18n as I18n } from "i18next";
import { readCookie, writeCookie } from "../lib/cookies.ts";
import { changeI18nLanguage } from "./i18n.ts";

export function readLanguageCookie(): string | null {
  return readCookie(LOCALE_COOKIE);
}

/** Switches the interface at once and remembers the choice for LOCALE_COOKIE_DAYS (spec §9). */
export async function switchLanguage(instance: I18n, language: SupportedLocale): Promise<void> {
  writeCookie(LOCALE_COOKIE, language, LOCALE_COOKIE_DAYS);
  await changeI18nLanguage(instance, language);
}

/** A language's name in that language ("English", "Français"), as language menus show it. */
export function nativeLanguageName(language: SupportedLocale): string {
  return NATIVE_LANGUAGE_NAMES[language];
}
