/**
 * /lang-config (spec §1, §9): the interface languages, each in its own name, the current one chosen; a
 * choice switches the website at once and is remembered (app/language-choice.ts). Says what the website
 * speaks without a choice: the site's language when it is one of them, English otherwise.
 */
import { DEFAULT_LOCALE, pickDefaultLocale, SUPPORTED_LOCALES } from "@amora/contract/locales";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useChooseLanguage } from "../../app/language-choice.ts";
import { PageCard } from "../../components/page-card.tsx";
import { nativeLanguageName } from "../../i18n/language.ts";
import { useSessionUser } from "../session/index.ts";
import { useLoadedSettings } from "../site/index.ts";
import "./info-pages.scss";

/** A language's name in the interface language ("French" in English, "anglais" in French). */
function languageName(language: string, interfaceLanguage: string): string {
  return new Intl.DisplayNames([interfaceLanguage], { type: "language" }).of(language) ?? language;
}

export function LangConfigPage() {
  const { t, i18n } = useTranslation("pages");
  const choose = useChooseLanguage();
  const isMember = useSessionUser() !== null;
  const settings = useLoadedSettings();
  const [saved, setSaved] = useState(false);
  const siteDefault = pickDefaultLocale(settings.domain_language);

  async function change(language: string) {
    setSaved(false);
    await choose(language);
    setSaved(true);
  }

  return (
    <PageCard title={t("langConfig.title")} lead={t("langConfig.intro")}>
      <fieldset className="lang-config">
        <legend className="visually-hidden">{t("langConfig.legend")}</legend>
        {SUPPORTED_LOCALES.map((language) => {
          const current = language === i18n.language;
          return (
            <label key={language} className={`lang-config__option ${current ? "is-current" : ""}`}>
              <input
                type="radio"
                name="language"
                className="form-check-input"
                value={language}
                checked={current}
                onChange={() => void change(language)}
              />
              <span className="lang-config__names">
                <span className="lang-config__native" lang={language}>
                  {nativeLanguageName(language)}
                </span>
                {language !== i18n.language && (
                  <span className="lang-config__translated">{languageName(language, i18n.language)}</span>
                )}
              </span>
              {current && (
                <span className="badge rounded-pill lang-config__badge">{t("langConfig.current")}</span>
              )}
            </label>
          );
        })}
      </fieldset>
      <p className="lang-config__saved" role="status">
        {saved ? t(isMember ? "langConfig.savedMember" : "langConfig.savedVisitor") : ""}
      </p>
      <p className="lang-config__rule">
        {t("langConfig.defaultRule", { english: languageName(DEFAULT_LOCALE, i18n.language) })}{" "}
        {t("langConfig.siteDefault", { language: languageName(siteDefault, i18n.language) })}
      </p>
    </PageCard>
  );
}
