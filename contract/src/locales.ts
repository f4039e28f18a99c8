/** Interface languages and the country-to-language map of spec §1 and §9. */

/** Languages with a complete message catalogue today. */
export const SUPPORTED_LOCALES = ["en", "fr"] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: SupportedLocale = "en";
export const DEFAULT_DATE_LOCALE = "nl";

/** All interface languages named for the product; those not in SUPPORTED_LOCALES have no catalogue yet. */
export const PRODUCT_LANGUAGES = ["en", "fr", "da", "de", "es", "fi", "it", "no", "nl", "pl", "sv"] as const;

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return typeof value === "string" && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The default interface language (spec §1): the first two letters of the site's domain language
 * when that is a supported locale and the visitor has no language cookie; else English.
 */
export function pickDefaultLocale(
  domainLanguage: string | null | undefined,
  cookieValue?: string | null,
): SupportedLocale {
  if (isSupportedLocale(cookieValue)) return cookieValue;
  const prefix = (domainLanguage ?? "").slice(0, 2).toLowerCase();
  return isSupportedLocale(prefix) ? prefix : DEFAULT_LOCALE;
}
