/** The date locale of the screen: the interface language with the site's region (lib/format-date.ts). */

import { dateLocale } from "@amora/contract/locales";
import { useTranslation } from "react-i18next";
import { useSettings } from "./api.ts";

export function useDateLocale(): string {
  const { i18n } = useTranslation();
  const { data: settings } = useSettings();
  return dateLocale(i18n.language, settings?.domain_language);
}
