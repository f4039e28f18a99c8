/**
 * Site texts with a value per interface language (issue 18, item 3): a site keeps its own value of each, in
 * its domain language, and may have one per product language; a reader gets the value in their language,
 * else the site's own (decision 056).
 */
import type { ProductLanguage } from "./locales.ts";

export const SITE_TEXT_KEYS = [
  "index_title",
  "description",
  "fictional_warning",
  "fictional_singular",
  "fictional_plural",
] as const;
export type SiteTextKey = (typeof SITE_TEXT_KEYS)[number];
export type SiteTexts = Record<SiteTextKey, string>;
/** The values a site has in other languages than its own; a missing or empty one falls back to the own. */
export type SiteTextsByLanguage = Partial<Record<ProductLanguage, Partial<SiteTexts>>>;

/** One site text in `language`, else the site's own value (`own`). */
export function siteTextIn(
  key: SiteTextKey,
  own: string,
  byLanguage: SiteTextsByLanguage,
  language: string,
): string {
  return byLanguage[language as ProductLanguage]?.[key] || own;
}

/** The site's texts in `language`, each falling back to the site's own value. */
export function siteTextsIn(own: SiteTexts, byLanguage: SiteTextsByLanguage, language: string): SiteTexts {
  const entries = SITE_TEXT_KEYS.map((key) => [key, siteTextIn(key, own[key], byLanguage, language)]);
  return Object.fromEntries(entries) as SiteTexts;
}

/** The values as they are stored: trimmed, without empty ones or languages left with none. */
export function compactTextsByLanguage(byLanguage: SiteTextsByLanguage): SiteTextsByLanguage {
  const compact: SiteTextsByLanguage = {};
  for (const [language, values] of Object.entries(byLanguage) as [ProductLanguage, Partial<SiteTexts>][]) {
    const kept = Object.entries(values ?? {})
      .map(([key, value]) => [key, value?.trim() ?? ""] as const)
      .filter(([, value]) => value !== "");
    if (kept.length > 0) compact[language] = Object.fromEntries(kept);
  }
  return compact;
}
