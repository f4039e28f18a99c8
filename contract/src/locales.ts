/** Interface languages and the country-to-language map of spec §1 and §9. */

/** The interface languages (spec §1), each with its folder locales/<code>/ (decision 057). */
export const SUPPORTED_LOCALES = ["en", "fr", "da", "de", "es", "fi", "it", "no", "nl", "pl", "sv"] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: SupportedLocale = "en";

/**
 * The back office's own languages (decision 057): its screens are for the team, who work in English or
 * French; what it sends members (decision mails, statements) is in the member's language.
 */
export const STAFF_LOCALES = ["en", "fr"] as const satisfies readonly SupportedLocale[];
export type StaffLocale = (typeof STAFF_LOCALES)[number];
export const DEFAULT_DATE_LOCALE = "nl";

/** The interface languages named for the product: every one has its catalogue now (SUPPORTED_LOCALES). */
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
 * Each product language's usual region, for formatting where the site's own region is another language's.
 * English is British: the product serves European countries, and en-GB writes them a 24-hour clock, the
 * day before the month and "€39.95", where bare "en" is US English ("10:42 PM", "3/15/2024"). Norwegian is
 * Bokmål ("nb"), the written Norwegian Intl has full data for.
 */
export const USUAL_FORMAT_LOCALES: Record<ProductLanguage, string> = {
  en: "en-GB",
  fr: "fr-FR",
  da: "da-DK",
  de: "de-DE",
  es: "es-ES",
  fi: "fi-FI",
  it: "it-IT",
  no: "nb-NO",
  nl: "nl-NL",
  pl: "pl-PL",
  sv: "sv-SE",
};

function isProductLanguage(value: string): value is ProductLanguage {
  return (PRODUCT_LANGUAGES as readonly string[]).includes(value);
}

/** A tag's language as the product names it: Bokmål and Nynorsk are both Norwegian ("no"). */
function productLanguageOf(tag: string): string {
  const base = tag.split("-")[0]?.trim().toLowerCase() ?? "";
  return base === "nb" || base === "nn" ? "no" : base;
}

function canonical(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/**
 * The one Intl locale for a reader's dates, times, numbers and prices (decision 055): the site's domain
 * language when it is the interface language's ("en" on an "en-GB" site → en-GB), else the language's
 * usual region ("en" on the Dutch site → en-GB, "fr" → fr-FR), so a 24-hour clock wherever the language
 * uses one. Spec §1's default date locale, nl, applies where no product language is known.
 */
export function formatLocale(language: string | null | undefined, domainLanguage?: string | null): string {
  const base = productLanguageOf(language ?? "");
  if (!isProductLanguage(base)) return DEFAULT_DATE_LOCALE;
  const site = domainLanguage ? canonical(domainLanguage.trim()) : undefined;
  if (site && productLanguageOf(site) === base) return site;
  return USUAL_FORMAT_LOCALES[base];
}
