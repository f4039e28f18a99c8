/** The i18next options of the app, shared with tests so they translate exactly as the app does. */
import { SUPPORTED_LOCALES, type SupportedLocale } from "@amora/contract/locales";
import type { InitOptions, Resource } from "i18next";
import { NAMESPACES } from "./catalogues.ts";

export function i18nOptions(language: SupportedLocale, resources: Resource): InitOptions {
  return {
    lng: language,
    resources,
    ns: [...NAMESPACES],
    defaultNS: "common",
    supportedLngs: [...SUPPORTED_LOCALES],
    // Every supported catalogue is complete (catalogues.test.ts), so there is nothing to fall back to.
    fallbackLng: false,
    // React escapes what it renders; escaping here as well would show entities.
    interpolation: { escapeValue: false },
    // A language's namespaces are all loaded before it is shown, so nothing ever needs to suspend.
    react: { useSuspense: false },
  };
}
