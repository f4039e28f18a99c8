/**
 * The language dropdown of the top navigation: switches the interface at once and remembers the choice,
 * in a cookie and, for a logged-in member, on the account (PUT /api/user.php, spec §7).
 * A native select: fully accessible, the phone's own picker on mobile, and no menu library in the bundle.
 */
import { isSupportedLocale, SUPPORTED_LOCALES } from "@amora/contract/locales";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { GlobeIcon } from "../../components/icons.tsx";
import { saveLanguage, setSessionUser, useSessionUser } from "../../features/session/index.ts";
import { nativeLanguageName, switchLanguage } from "../../i18n/language.ts";
import { isChunkLoadError, reloadAfterChunkError } from "../../lib/chunk-reload.ts";

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const isMember = useSessionUser() !== null;

  async function choose(language: string) {
    if (!isSupportedLocale(language)) return;
    if (isMember) {
      // The interface has switched already; the account's language is for e-mails, so a failure stays quiet.
      saveLanguage(language).then(
        (user) => setSessionUser(queryClient, user),
        () => {},
      );
    }
    try {
      await switchLanguage(i18n, language);
    } catch (error) {
      // The language's catalogues are chunks: after a deploy they may be gone, and a reload brings the
      // new ones (the cookie already holds the choice). Anything else is a bug worth seeing.
      if (!isChunkLoadError(error) || !reloadAfterChunkError()) throw error;
    }
  }

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
