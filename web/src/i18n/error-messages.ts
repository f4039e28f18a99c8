/**
 * The error messages, read straight from the bundled errors catalogues instead of through i18next: error
 * pages must work when i18next or the other catalogues failed to load, and the entry stays free of i18next.
 * The language is the one <html lang> shows, which the app's i18next instance keeps up to date.
 */
import { DEFAULT_LOCALE } from "@amora/contract/locales";
import { useSyncExternalStore } from "react";
import type englishErrors from "../locales/en/errors.json";
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
