/** Starts an i18next instance with the app's options and keeps <html lang> on its language; for the app's instance and tests'. */
import type { SupportedLocale } from "@amora/contract/locales";
import type { i18n as I18n, Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nOptions } from "./i18n-options.ts";

export async function configureI18n(
  instance: I18n,
  language: SupportedLocale,
  resources: Resource,
): Promise<void> {
  // Screen readers, hyphenation and the error pages go by <html lang>.
  instance.on("languageChanged", (lng) => {
    document.documentElement.lang = lng;
  });
  await instance.use(initReactI18next).init(i18nOptions(language, resources));
}
