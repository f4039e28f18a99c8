/**
 * The default texts of the information pages, read at run time from `locales/<language>/pages/<slug>.md`
 * (first line `# Title`, then CommonMark) and the cookie table's words from `locales/<language>/pages/storage.json`.
 * A missing or unreadable file is skipped with a warning: the page is then simply not created.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { StorageTexts } from "./render-page.ts";

export type Warn = (message: string) => void;

export interface DefaultPage {
  title: string;
  body: string;
}

/** `# Title` on the first line, the rest the body. */
export function parseDefaultPage(text: string): DefaultPage | null {
  const [first = "", ...rest] = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const title = /^#\s+(.+?)\s*#*\s*$/.exec(first)?.[1];
  if (!title) return null;
  return { title, body: rest.join("\n").trim() };
}

export async function readDefaultPage(
  dir: string,
  language: string,
  slug: string,
  warn: Warn,
): Promise<DefaultPage | null> {
  const path = join(dir, language, "pages", `${slug}.md`);
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch {
    warn(`content page default ${path} is missing: the page is not created`);
    return null;
  }
  const page = parseDefaultPage(text);
  if (!page) warn(`content page default ${path} does not start with "# Title": skipped`);
  return page;
}

/** Read once per language and kept (the files ship with the code); a missing file is tried again next time. */
const storageTexts = new Map<string, StorageTexts>();

export async function readStorageTexts(
  dir: string,
  language: string,
  warn: Warn,
): Promise<StorageTexts | null> {
  const key = join(dir, language, "pages");
  const known = storageTexts.get(key);
  if (known) return known;
  const path = join(key, "storage.json");
  try {
    const texts = JSON.parse(await readFile(path, "utf8")) as StorageTexts;
    if (!texts.headers || !texts.kinds || !texts.categories || !texts.lifetimes) {
      throw new Error("headers, kinds, categories or lifetimes missing");
    }
    storageTexts.set(key, texts);
    return texts;
  } catch (error) {
    warn(`content page storage texts ${path} unusable (${(error as Error).message}): no cookie table`);
    return null;
  }
}
