/** The app's i18next instance: started once with the visitor's language, switched on demand, mirrored in <html lang>. */
import type { SupportedLocale } from "@amora/contract/locales";
import { createInstance, type i18n as I18n, type Resource } from "i18next";
import { errorCatalogues, loadCatalogues } from "./catalogues.ts";
import { configureI18n } from "./configure.ts";

export const i18n: I18n = createInstance();

function bundledResources(): Resource {
  return Object.fromEntries(
    Object.entries(errorCatalogues).map(([language, errors]) => [language, { errors }]),
  );
}

async function addCatalogues(instance: I18n, language: SupportedLocale): Promise<void> {
  const catalogues = await loadCatalogues(language);
  for (const [namespace, catalogue] of Object.entries(catalogues)) {
    // Not copied first (i18next copies each by default: ~100 ms at 4× for the 14 namespaces): the catalogues
    // are the build's modules, which nothing changes.
    instance.addResourceBundle(language, namespace, catalogue, false, false, { skipCopy: true });
  }
}

/**
 * Starts the instance in one language; later calls do nothing (switching is separate). It is configured
 * before the lazy catalogues load, so <html lang> (which the error pages read) is right even when they fail.
 */
export async function startI18n(language: SupportedLocale): Promise<void> {
  if (i18n.isInitialized) return;
  await configureI18n(i18n, language, bundledResources());
  await addCatalogues(i18n, language);
}

/** Loads a language's catalogues when they are not there yet, then switches the instance to it. */
export async function changeI18nLanguage(instance: I18n, language: SupportedLocale): Promise<void> {
  if (!instance.hasResourceBundle(language, "common")) await addCatalogues(instance, language);
  await instance.changeLanguage(language);
}
