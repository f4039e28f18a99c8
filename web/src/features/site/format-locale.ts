/**
 * The Intl locale of the screen's dates, times, numbers and prices: the interface language with the site's
 * region when the site speaks it, else the language's usual region (formatLocale, decision 055).
 */

import { formatLocale } from "@amora/contract/locales";
import { useTranslation } from "react-i18next";
import { useSettings } from "./api.ts";

export function useFormatLocale(): string {
  const { i18n } = useTranslation();
  const { data: settings } = useSettings();
  return formatLocale(i18n.language, settings?.domain_language);
}
