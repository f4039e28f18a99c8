/**
 * The message catalogues (locales/<lng>/<namespace>.json), bundled with the app: English's `errors` namespace
 * sits in the entry so error pages work even when chunks cannot load; every other namespace, and the other
 * languages' `errors`, is a chunk of its own per language, loaded when that language is used (but `admin`,
 * see below). Eleven languages' errors in the entry would cost every visitor ~25 KiB (gzip) to read one.
 */
import { DEFAULT_LOCALE } from "@amora/contract/locales";

/** One namespace file's content. */
export type Catalogue = { [key: string]: string | Catalogue };

const FILE_PATTERN = /\/locales\/([^/]+)\/([^/]+)\.json$/;

const bundledErrors = import.meta.glob<Catalogue>("../../../locales/en/errors.json", {
  eager: true,
  import: "default",
});
/** The back office's catalogues (admin, admin-<section>) are loaded by web/src/admin only: members never download them. */
const lazyFiles = import.meta.glob<Catalogue>(
  ["../../../locales/*/*.json", "!../../../locales/en/errors.json", "!../../../locales/*/admin*.json"],
  { import: "default" },
);

function parseFile(path: string): { language: string; namespace: string } {
  const match = FILE_PATTERN.exec(path);
  if (!match?.[1] || !match[2]) throw new Error(`Not a catalogue path: ${path}`);
  return { language: match[1], namespace: match[2] };
}

/**
 * The errors catalogue per language: English's from the start, another language's once its catalogues have
 * loaded (loadCatalogues adds it), which is before the app shows that language.
 */
export const errorCatalogues: Record<string, Catalogue> = Object.fromEntries(
  Object.entries(bundledErrors).map(([path, catalogue]) => [parseFile(path).language, catalogue]),
);

/** Every namespace, as the default language has them; new files in locales/ are picked up by the build. */
export const NAMESPACES: readonly string[] = [...Object.keys(bundledErrors), ...Object.keys(lazyFiles)]
  .map(parseFile)
  .filter((file) => file.language === DEFAULT_LOCALE)
  .map((file) => file.namespace)
  .sort();

/** Loads the lazily bundled namespaces of one language. */
export async function loadCatalogues(language: string): Promise<Record<string, Catalogue>> {
  const entries = Object.entries(lazyFiles)
    .map(([path, load]) => ({ ...parseFile(path), load }))
    .filter((file) => file.language === language);
  const catalogues: Record<string, Catalogue> = Object.fromEntries(
    await Promise.all(entries.map(async (file) => [file.namespace, await file.load()] as const)),
  );
  if (catalogues.errors) errorCatalogues[language] = catalogues.errors;
  return catalogues;
}
