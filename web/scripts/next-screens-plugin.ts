/**
 * Writes the code files of the likely next screens (web/src/app/next-screens.ts) to dist/next-screens.json
 * once the app is built, from Vite's manifest: each screen's chunk, the chunks it imports statically and
 * their stylesheets, less what every page has loaded already (the entry and the app's start), and the app's
 * start's own files. The page fetches them when idle without running them (web/src/app/idle-prefetch.ts).
 *
 * From the manifest written to disk, not the bundle generateBundle sees: there some chunks had names
 * whose hashes were settled later (see service-worker-plugin.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { afterClientBuild } from "./after-client-build.ts";

/** An entry of Vite's build manifest (`.vite/manifest.json`), keyed by source path or chunk name. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: its source file's, or its group's (web/vite.config.ts). */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The files a chunk needs before it runs: its own, its static imports' (recursively), their stylesheets. */
function filesOf(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`next-screens: ${key} is not a chunk of the build (is it loaded lazily?)`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  for (const key of keys) walk(key);
  return files;
}

/**
 * Each list's files as URL paths, without those of the entries and of the chunks named `appStart` (the app's
 * start), which a page has by the time it is idle; and, as `start`, the app's start's own files but the
 * entries' scripts, which a page that starts the app at the visitor's first intent has not (decision 045).
 */
export function nextScreenFiles<Lists extends Record<string, readonly string[]>>(
  manifest: Manifest,
  lists: Lists,
  appStart: readonly string[],
): Record<keyof Lists | "start", string[]> {
  const keysWhere = (test: (chunk: ManifestChunk) => boolean) =>
    Object.keys(manifest).filter((key) => {
      const chunk = manifest[key];
      return chunk !== undefined && test(chunk);
    });
  const entryKeys = keysWhere((chunk) => chunk.isEntry === true);
  const startKeys = keysWhere((chunk) => appStart.includes(chunk.name ?? "") && !chunk.isEntry);
  if (entryKeys.length === 0 || startKeys.length < appStart.length)
    throw new Error("next-screens: the entry or start chunk is missing");
  const entryFiles = filesOf(manifest, entryKeys);
  const loaded = new Set([...entryFiles, ...filesOf(manifest, startKeys)]);
  const paths = (files: Iterable<string>, without: ReadonlySet<string>) =>
    [...files].filter((file) => !without.has(file)).map((file) => `/${file}`);
  // The entry's stylesheet too: such a page does not load it until the app starts (server/src/plugins/page-render.ts).
  const entryStylesheets = entryKeys.flatMap((key) => (manifest[key]?.css ?? []).map((file) => `/${file}`));
  const result = {
    start: [...entryStylesheets, ...paths(filesOf(manifest, startKeys), entryFiles)],
  } as Record<keyof Lists | "start", string[]>;
  for (const [name, keys] of Object.entries(lists) as [keyof Lists, readonly string[]][]) {
    result[name] = paths(filesOf(manifest, keys), loaded);
  }
  return result;
}

export function nextScreens(
  lists: Record<string, readonly string[]>,
  appStart: readonly string[],
  path: string,
): Plugin {
  return afterClientBuild("amora-next-screens", (outDir) => {
    const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
    writeFileSync(join(outDir, path), JSON.stringify(nextScreenFiles(manifest, lists, appStart)));
  });
}
