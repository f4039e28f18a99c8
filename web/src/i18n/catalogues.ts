/**
 * The message catalogues (locales/<lng>/<namespace>.json), bundled with the app: the `errors` namespace of
 * every language sits in the entry so error pages work even when chunks cannot load; every other
 * namespace is a chunk of its own per language, loaded when that language is used (but `admin`, see below).
 */
import { DEFAULT_LOCALE } from "@amora/contract/locales";

/** One namespace file's content. */
export type Catalogue = { [key: string]: string | Catalogue };

const FILE_PATTERN = /\/locales\/([^/]+)\/([^/]+)\.json$/;

const bundledErrorFiles = import.meta.glob<Catalogue>("../../../locales/*/errors.json", {
  eager: true,
  import: "default",
});
/** The back office's catalogues (admin, admin-<section>) are loaded by web/src/admin only: members never download them. */
const lazyFiles = import.meta.glob<Catalogue>(
  ["../../../locales/*/*.json", "!../../../locales/*/errors.json", "!../../../locales/*/admin*.json"],
  { import: "default" },
);

function parseFile(path: string): { language: string; namespace: string } {
  const match = FILE_PATTERN.exec(path);
  if (!match?.[1] || !match[2]) throw new Error(`Not a catalogue path: ${path}`);
  return { language: match[1], namespace: match[2] };
}

/** The errors catalogue per language, available without loading anything. */
export const errorCatalogues: Record<string, Catalogue> = Object.fromEntries(
  Object.entries(bundledErrorFiles).map(([path, catalogue]) => [parseFile(path).language, catalogue]),
);

/** Every namespace, as the default language has them; new files in locales/ are picked up by the build. */
export const NAMESPACES: readonly string[] = [...Object.keys(bundledErrorFiles), ...Object.keys(lazyFiles)]
  .map(parseFile)
  .filter((file) => file.language === DEFAULT_LOCALE)
  .map((file) => file.namespace)
  .sort();

/** Loads the lazily bundled namespaces of one language. */
export async function loadCatalogues(language: string): Promise<Record<string, Catalogue>> {
  const entries = Object.entries(lazyFiles)
    .map(([path, load]) => ({ ...parseFile(path), load }))
    .filter((file) => file.language === language);
  return Object.fromEntries(
    await Promise.all(entries.map(async (file) => [file.namespace, await file.load()] as const)),
  );
}
