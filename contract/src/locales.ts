/** Interface languages and the country-to-language map of spec §1 and §9. */

/** Languages with a complete message catalogue today. */
export const SUPPORTED_LOCALES = ["en", "fr"] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: SupportedLocale = "en";
export const DEFAULT_DATE_LOCALE = "nl";

/** All interface languages named for the product; those not in SUPPORTED_LOCALES have no catalogue yet. */
export const PRODUCT_LANGUAGES = ["en", "fr", "da", "de", "es", "fi", "it", "no", "nl", "pl", "sv"] as const;
export type ProductLanguage = (typeof PRODUCT_LANGUAGES)[number];

/**
 * Each language's name in that language, as language menus show it: written out, since building them with
 * Intl.DisplayNames loads the locale data of each language in the menu (~15 ms on a phone per page).
 */
export const NATIVE_LANGUAGE_NAMES: Record<ProductLanguage, string> = {
  en: "English",
  fr: "Français",
  da: "Dansk",
  de: "Deutsch",
  es: "Español",
  fi: "Suomi",
  it: "Italiano",
  no: "Norsk",
  nl: "Nederlands",
  pl: "Polski",
  sv: "Svenska",
};

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

/**
 * The locale for dates: the interface language ("en"), given the region of the site's domain language
 * ("en-GB" → GB; "nl-NL" → NL, so English on the Dutch site is "en-NL": a 24-hour clock, day before
 * month). A pair Intl has no data for falls back to the language by Intl's own rules; spec §1's default
 * date locale, nl, applies where no interface language is known.
 */
export function dateLocale(language: string | null | undefined, domainLanguage?: string | null): string {
  const base = language?.split("-")[0]?.trim();
  if (!base) return DEFAULT_DATE_LOCALE;
  const region = domainLanguage?.split("-")[1]?.trim().toUpperCase();
  const tag = region && /^[A-Z]{2}$/.test(region) ? `${base}-${region}` : base;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? base;
  } catch {
    return base;
  }
}
