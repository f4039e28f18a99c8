/**
 * The language dropdown of the top navigation: switches the interface at once and remembers the choice
 * (app/language-choice.ts).
 * A native select: fully accessible, the phone's own picker on mobile, and no menu library in the bundle.
 */
import { SUPPORTED_LOCALES } from "@amora/contract/locales";
import { useTranslation } from "react-i18next";
import { GlobeIcon } from "../../components/icons.tsx";
import { LANGUAGE_SELECT_ATTRIBUTE } from "../../i18n/early-language.ts";
import { nativeLanguageName } from "../../i18n/language.ts";
import { useChooseLanguage } from "../language-choice.ts";

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const choose = useChooseLanguage();

  return (
    <div className="language-select">
      <GlobeIcon size={18} />
      {/* Phones show the language code in a compact chip; the transparent select above it takes the taps. */}
      <span className="language-select__code" aria-hidden="true">
        {i18n.language.toUpperCase()}
      </span>
      <select
        className="form-select form-select-sm language-select__control"
        aria-label={t("nav.language")}
        value={i18n.language}
        onChange={(event) => void choose(event.target.value)}
        {...{ [LANGUAGE_SELECT_ATTRIBUTE]: "" }}
      >
        {SUPPORTED_LOCALES.map((language) => (
          <option key={language} value={language} lang={language}>
            {nativeLanguageName(language)}
          </option>
        ))}
      </select>
    </div>
  );
}
