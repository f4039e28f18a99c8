/**
 * Choosing the interface language (the navigation's dropdown, the /lang-config page): it switches at once
 * and is remembered in the `lang` cookie and, for a logged-in member, on the account (PUT /api/user.php,
 * spec §7), whose language the e-mails use. The site's settings are asked again: their site texts (the
 * fictional-profiles disclaimer, the title) answer in the language the cookie now names (decision 056).
 */
import { isSupportedLocale } from "@amora/contract/locales";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { saveLanguage, setSessionUser, useSessionUser } from "../features/session/index.ts";
import { settingsQuery } from "../features/site/index.ts";
import { switchLanguage } from "../i18n/language.ts";
import { isChunkLoadError, reloadAfterChunkError } from "../lib/chunk-reload.ts";

export function useChooseLanguage(): (language: string) => Promise<void> {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const isMember = useSessionUser() !== null;

  return async (language) => {
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
      void queryClient.invalidateQueries({ queryKey: settingsQuery().queryKey });
    } catch (error) {
      // The language's catalogues are chunks: after a deploy they may be gone, and a reload brings the
      // new ones (the cookie already holds the choice). Anything else is a bug worth seeing.
      if (!isChunkLoadError(error) || !reloadAfterChunkError()) throw error;
    }
  };
}
