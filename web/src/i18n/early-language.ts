/**
 * Until hydration the server-rendered language dropdown is a select without a handler: a language picked
 * then would do nothing (on a slow phone, for seconds). The browser entry calls this before it loads the
 * app: such a pick is remembered in the cookie, as the dropdown would remember it, and the page is loaded
 * again, which the server renders in that language. The app stops it as it hydrates, when the dropdown's own
 * handler takes over.
 */
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from "@amora/contract/constants";
import { isSupportedLocale } from "@amora/contract/locales";
import { writeCookie } from "../lib/cookies.ts";

/** Marks the navigation's language dropdown (app/layouts/language-select.tsx). */
export const LANGUAGE_SELECT_ATTRIBUTE = "data-language-select";

export function switchLanguageBeforeHydration(
  doc: Document = document,
  reload: () => void = () => window.location.reload(),
): () => void {
  const onChange = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.hasAttribute(LANGUAGE_SELECT_ATTRIBUTE)) return;
    if (!isSupportedLocale(select.value)) return;
    writeCookie(LOCALE_COOKIE, select.value, LOCALE_COOKIE_DAYS);
    reload();
  };
  doc.addEventListener("change", onChange, true);
  return () => doc.removeEventListener("change", onChange, true);
}
