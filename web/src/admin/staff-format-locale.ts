/**
 * The Intl locale of the back office's dates, times, numbers and amounts: the staff member's chosen language
 * in its usual region (formatLocale, decision 055). The back office belongs to no site, so no site's
 * region applies: English staff read "22:42" and "15 Mar 2024", French staff "22:42" and "15 mars 2024".
 */
import { formatLocale } from "@amora/contract/locales";
import { useTranslation } from "react-i18next";

export function useStaffFormatLocale(): string {
  const { i18n } = useTranslation();
  return formatLocale(i18n.language);
}
