/** en / fr for the back office: the catalogue of the other language loads on the first switch. */
import { STAFF_LOCALES, type StaffLocale } from "@amora/contract/locales";
import { useTranslation } from "react-i18next";
import { switchAdminLanguage } from "./admin-i18n.ts";

export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation("admin");
  return (
    <fieldset className={`admin-lang ${className}`} aria-label={t("shell.language")}>
      {STAFF_LOCALES.map((language: StaffLocale) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="admin-lang__option"
          aria-pressed={i18n.language === language}
          onClick={() => void switchAdminLanguage(i18n, language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}
