/**
 * The error messages, read straight from the errors catalogues instead of through i18next: error pages must
 * work when i18next or the other catalogues failed to load, and the entry stays free of i18next. The language
 * is the one <html lang> shows, which the app's i18next instance keeps up to date; its errors come with its
 * catalogues, and until they have (or if they could not load) the messages are English, which the entry holds.
 */
import type { ErrorCode } from "@amora/contract/errors";
import { DEFAULT_LOCALE } from "@amora/contract/locales";
import { useSyncExternalStore } from "react";
import type englishErrors from "../../../locales/en/errors.json";
import { errorCatalogues } from "./catalogues.ts";

export type ErrorMessages = typeof englishErrors;

export function errorMessages(language: string = document.documentElement.lang): ErrorMessages {
  // Every catalogue has the English one's keys: catalogues.test.ts fails otherwise.
  return (errorCatalogues[language] ?? errorCatalogues[DEFAULT_LOCALE]) as ErrorMessages;
}

/** Fills `{{name}}` placeholders, as i18next does. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

/**
 * The parameter each counted error message counts: its text has plural forms (`_one`, `_other`, and
 * French `_many`), and i18next picks one by `count`.
 */
const COUNTED_PARAM: Partial<Record<ErrorCode, string>> = {
  INSUFFICIENT_CREDITS: "cost",
  PHOTO_LIMIT_REACHED: "limit",
  PHOTO_TOO_MANY_PIXELS: "megapixels",
  SWIPE_LIMIT_REACHED: "limit",
  CONVERSATION_LIMIT_REACHED: "limit",
  MESSAGE_TOO_LONG: "max",
};

/** An error's values for its text, with `count` set for a counted message. */
export function errorValues(
  code: ErrorCode,
  params: Record<string, string | number> = {},
): Record<string, string | number> {
  const counted = COUNTED_PARAM[code];
  const count = counted === undefined ? undefined : Number(params[counted]);
  return count === undefined || Number.isNaN(count) ? { ...params } : { ...params, count };
}

/**
 * The text of an error code, read without i18next: the plural form the language's rules choose for a
 * counted message (Intl.PluralRules, as i18next does), placeholders filled.
 */
export function errorCodeText(
  messages: ErrorMessages,
  code: ErrorCode,
  params: Record<string, string | number> = {},
  language: string = document.documentElement.lang || DEFAULT_LOCALE,
): string {
  const codes: Record<string, string | undefined> = messages.codes;
  const values = errorValues(code, params);
  const count = values.count;
  const form = typeof count === "number" ? new Intl.PluralRules(language).select(count) : undefined;
  const template =
    (form && (codes[`${code}_${form}`] ?? codes[`${code}_other`])) ?? codes[code] ?? messages.codes.INTERNAL;
  return interpolate(template, values);
}

function subscribeToLanguage(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
  return () => observer.disconnect();
}

/** The error messages in the interface language, following a language switch. */
export function useErrorMessages(): ErrorMessages {
  const language = useSyncExternalStore(subscribeToLanguage, () => document.documentElement.lang);
  return errorMessages(language);
}
