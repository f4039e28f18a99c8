/**
 * Every text the code asks for is in the English catalogue (and so, by catalogues.test.ts, in every other):
 * i18next's typed keys catch most, but not keys passed through props, casts or `TFunction` without a
 * namespace, and a missing key renders as the key itself without any error.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "./catalogues.ts";

const english = import.meta.glob<Catalogue>("../../../locales/en/*.json", { eager: true, import: "default" });
const sources = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}", "!../test/**"], {
  eager: true,
  query: "?raw",
  import: "default",
});

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every key of every namespace, plural suffixes removed, and the objects too (for `returnObjects`). */
const keys = new Map<string, Set<string>>();
for (const [path, catalogue] of Object.entries(english)) {
  const namespace = /\/([^/]+)\.json$/.exec(path)?.[1] ?? "";
  const found = new Set<string>();
  const walk = (node: Catalogue, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const full = prefix ? `${prefix}.${key}` : key;
      found.add(full.replace(PLURAL_SUFFIX, ""));
      if (typeof value === "object") walk(value, full);
    }
  };
  walk(catalogue, "");
  keys.set(namespace, found);
}
const NAMESPACES = [...keys.keys()];

/** The translation functions a file names: `t`, and renamed ones such as `const { t: tCommon } = …`. */
function translators(source: string): string[] {
  return ["t", ...[...source.matchAll(/\{\s*t\s*:\s*(\w+)\s*\}/g)].map((match) => match[1] ?? "")];
}

/**
 * The namespaces a key without a prefix can come from: those the file's useTranslation and TFunction name,
 * with the default; a file that only receives a `t` from elsewhere may use any.
 */
function namespacesOf(source: string): string[] {
  const named = [...source.matchAll(/(?:useTranslation\(|TFunction<)\s*(\[[^\]]*\]|"[^"]*")/g)].flatMap(
    (match) => [...(match[1] ?? "").matchAll(/"([^"]+)"/g)].map((name) => name[1] ?? ""),
  );
  return named.length > 0 ? [...new Set([...named, "common"])] : NAMESPACES;
}

/** The namespaces to look in and the key within them: "ns:key" names its own. */
function split(key: string, namespaces: string[]): [string[], string] {
  const colon = key.indexOf(":");
  const prefix = key.slice(0, colon);
  return colon > 0 && keys.has(prefix) ? [[prefix], key.slice(colon + 1)] : [namespaces, key];
}

/** A template literal as a pattern: each `${…}` stands for one or more characters of a key. */
function pattern(template: string): RegExp {
  const parts = template.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join(".+")}$`);
}

type Use = { file: string; key: string; namespaces: string[] };

const staticUses: Use[] = [];
const dynamicUses: Use[] = [];
for (const [path, source] of Object.entries(sources)) {
  const file = path.replace(/^\.\.\//, "web/src/");
  const namespaces = namespacesOf(source);
  const names = translators(source).join("|");
  // t("key" …) and t(`key` …), also across lines; only the first argument, as written.
  for (const match of source.matchAll(
    new RegExp(`(?<![\\w.$])(?:${names})\\(\\s*(?:"([^"]+)"|\`([^\`]+)\`)`, "g"),
  )) {
    if (match[1] !== undefined) staticUses.push({ file, key: match[1], namespaces });
    else if (match[2]?.includes("${")) dynamicUses.push({ file, key: match[2], namespaces });
    else if (match[2] !== undefined) staticUses.push({ file, key: match[2], namespaces });
  }
  for (const match of source.matchAll(/i18nKey=\{?\s*"([^"]+)"/g))
    staticUses.push({ file, key: match[1] ?? "", namespaces });
}

describe("texts used in code", () => {
  it("are found (the scan works)", () => {
    expect(staticUses.length).toBeGreaterThan(1000);
  });

  it("are all in the English catalogue", () => {
    const missing = staticUses
      .filter(({ key, namespaces }) => {
        const [candidates, inner] = split(key, namespaces);
        return !candidates.some((namespace) => keys.get(namespace)?.has(inner));
      })
      .map(({ file, key }) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });

  /**
   * A key built from a value (`kinds.${kind}`) cannot be checked for every value here; its fixed parts can:
   * at least one key of the catalogue must fit them. Whether every value has its text is left to the
   * typed keys (a union of the values) and to each feature's tests.
   */
  it("built from values fit at least one key of the English catalogue", () => {
    const unmatched = dynamicUses
      .filter(({ key, namespaces }) => {
        const [candidates, inner] = split(key, namespaces);
        const fits = pattern(inner);
        return !candidates.some((namespace) => [...(keys.get(namespace) ?? [])].some((k) => fits.test(k)));
      })
      .map(({ file, key }) => `${file}: ${key}`);
    expect(unmatched).toEqual([]);
  });
});
