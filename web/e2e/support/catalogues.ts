/**
 * The web app's catalogues as the journeys read them (Node side): locales/<language>/<namespace>.json,
 * flattened to "namespace:dotted.key" → text, so a journey written once can follow the screens in any language.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const LOCALES = join(import.meta.dirname, "..", "..", "..", "locales");

const cache = new Map<string, Map<string, string>>();

function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (typeof value === "string") into.set(prefix, value);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) flatten(inner, `${prefix}.${key}`, into);
  }
}

/** Every text of a language's web catalogues, by "namespace:key". */
export function catalogue(language: string): Map<string, string> {
  const known = cache.get(language);
  if (known) return known;
  const texts = new Map<string, string>();
  for (const file of readdirSync(join(LOCALES, language)).filter((name) => name.endsWith(".json"))) {
    const namespace = file.slice(0, -".json".length);
    const json: unknown = JSON.parse(readFileSync(join(LOCALES, language, file), "utf8"));
    for (const [key, inner] of Object.entries(json as object)) flatten(inner, `${namespace}:${key}`, texts);
  }
  cache.set(language, texts);
  return texts;
}

function raw(language: string, key: string): string {
  const found = catalogue(language).get(key);
  if (found === undefined) throw new Error(`no text ${key} in ${language}`);
  return found;
}

/** A text of the catalogue, its {{placeholders}} filled in as i18next would. */
export function text(language: string, key: string, values: Record<string, string | number> = {}): string {
  return raw(language, key).replace(/\{\{\s*(\w+)[^}]*\}\}/g, (whole, name: string) =>
    String(values[name] ?? whole),
  );
}

/** A text with {{placeholders}} as a pattern of the whole text, whatever fills them. */
export function patternOf(words: string): RegExp {
  const pieces = words.split(/\{\{[^}]*\}\}/).map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${pieces.join(".+?")}$`, "u");
}

/** A text of the catalogue as a pattern of the whole text, whatever fills its placeholders. */
export function pattern(language: string, key: string): RegExp {
  return patternOf(raw(language, key));
}
