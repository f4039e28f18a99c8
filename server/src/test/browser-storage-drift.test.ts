/**
 * The browser-storage list cannot drift from the code (issue 16): every cookie the server or the web app
 * sets, every local or session storage key and every cache name the code writes must be in BROWSER_STORAGE,
 * which the cookie page shows. The names are read from the source: a string, a constant, or a prefix
 * (`PREFIX + key`, a template `prefix${…}` or a function returning one) that a `*` entry must cover.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { BROWSER_STORAGE } from "@amora/contract/cookies";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../../..");
const SOURCES = ["server/src", "web/src", "contract/src"];

/** Writers that pass on a name their callers give: the callers are read instead. */
const GENERIC_WRITERS = new Set(["web/src/lib/cookies.ts", "web/src/lib/live-connection.ts"]);

const WRITES: { kind: string; pattern: RegExp }[] = [
  { kind: "cookie", pattern: /\bsetCookie\(\s*([^,]+),/g },
  { kind: "cookie", pattern: /\bwriteCookie\(\s*([^,]+),/g },
  { kind: "cookie", pattern: /document\.cookie\s*=\s*([^;\n]+)/g },
  { kind: "storage", pattern: /\.setItem\(\s*([^,]+),/g },
  { kind: "storage", pattern: /\bstorageLastEventIdStore\(\s*([^,)]+)/g },
  { kind: "cache", pattern: /\bcaches\.open\(\s*([^)]+?)\)/g },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter((file) => !file.startsWith("web/src/test/") && !file.startsWith("server/src/test/"));
}

const files = SOURCES.flatMap(sourceFiles).map((file) => ({
  file,
  text: readFileSync(join(root, file), "utf8"),
}));

/** `const NAME = "value"` and functions returning `prefix${…}`, as names or prefixes (with a `*`). */
const constants = new Map<string, string>();
for (const { text } of files) {
  for (const m of text.matchAll(/\bconst (\w+)\s*=\s*["']([^"']*)["']/g))
    constants.set(m[1] ?? "", m[2] ?? "");
  for (const m of text.matchAll(
    /\b(?:function (\w+)\([^)]*\)[^{]*\{\s*return\s*|const (\w+)\s*=\s*\([^)]*\)\s*=>\s*)`([^`$]*)\$\{/g,
  )) {
    constants.set(m[1] ?? m[2] ?? "", `${m[3]}*`);
  }
}

/** The name an argument gives, or undefined when it cannot be read. */
function nameOf(expression: string): string | undefined {
  const text = expression.trim();
  const literal = /^["'`]([^"'`$]*)["'`]$/.exec(text);
  if (literal) return literal[1];
  const template = /^`([^`$]+)\$\{/.exec(text);
  if (template) return `${template[1]}*`;
  const concat = /^(\w+)\s*\+/.exec(text);
  if (concat) return constants.has(concat[1] ?? "") ? `${constants.get(concat[1] ?? "")}*` : undefined;
  const call = /^(\w+)\(/.exec(text);
  if (call) return constants.get(call[1] ?? "");
  return constants.get(text);
}

function listed(name: string): boolean {
  return BROWSER_STORAGE.some((entry) =>
    entry.name.endsWith("*") ? name.startsWith(entry.name.slice(0, -1)) : entry.name === name,
  );
}

describe("BROWSER_STORAGE", () => {
  const writes = files
    .filter(({ file }) => !GENERIC_WRITERS.has(file))
    .flatMap(({ file, text }) =>
      WRITES.flatMap(({ kind, pattern }) =>
        [...text.matchAll(pattern)].map((m) => ({
          file,
          kind,
          expression: m[1] ?? "",
          name: nameOf(m[1] ?? ""),
        })),
      ),
    );

  it("finds the writes it knows of (so the reading of the code still works)", () => {
    const names = new Set(writes.map((w) => w.name));
    for (const name of ["sid", "staff_sid", "lv", "consent", "tracking", "chat-draft:*", "amora-shell-*"]) {
      expect(names, name).toContain(name);
    }
  });

  it("lists every cookie, storage key and cache name the code writes", () => {
    const unread = writes.filter((w) => w.name === undefined).map((w) => `${w.file}: ${w.expression}`);
    expect(unread).toEqual([]);
    const missing = writes
      .filter((w) => w.name !== undefined && !listed(w.name))
      .map((w) => `${w.file}: ${w.kind} ${w.name}`);
    expect(missing).toEqual([]);
  });
});
