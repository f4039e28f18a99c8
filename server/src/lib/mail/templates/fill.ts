/** Filling a mail text's {placeholders}, after the language's typography: shared by every mail template. */
import type { SupportedLocale } from "@amora/contract/locales";

/** Per-language typography applied to the texts before filling. */
const TYPOGRAPHY: Partial<Record<SupportedLocale, (text: string) => string>> = {
  // A no-break space before ? ! : ; so the mark never starts a line.
  fr: (text) => text.replace(/ ([?!:;])/g, "\u00a0$1"),
};

/**
 * A filler for one language and one set of values. Typography runs on the template only, never on the
 * values (a member's name stays as they wrote it). An unknown placeholder is a bug in the texts: it throws.
 */
export function textFiller(language: SupportedLocale, values: Record<string, string>) {
  const typography = TYPOGRAPHY[language] ?? ((text: string) => text);
  return (template: string, extra: Record<string, string> = {}) =>
    typography(template).replace(/\{(\w+)\}/g, (_, key: string) => {
      const value = extra[key] ?? values[key];
      if (value === undefined) throw new Error(`mail text has an unknown placeholder {${key}}`);
      return value;
    });
}
