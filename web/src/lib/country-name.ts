/**
 * A country's name in the interface language. The product's countries (contract/countries.ts) come from the
 * `common` catalogue (`countries.XX`, Unicode's names written out; country-name.test.ts holds them to
 * Intl's): the first Intl.DisplayNames of a page loads the language's region names, ~25 ms in Chromium here
 * and four times that on a phone, inside the first page's hydration (the footer's company line, the
 * landers; docs/performance.md, issue 16). Any other country (a company abroad) is asked of Intl.
 */
import { isCountry } from "@amora/contract/countries";
import { useTranslation } from "react-i18next";

export function useCountryName(): (code: string) => string {
  const { t, i18n } = useTranslation("common");
  return (code) =>
    isCountry(code)
      ? t(`countries.${code}`)
      : (new Intl.DisplayNames([i18n.language], { type: "region" }).of(code) ?? code);
}
