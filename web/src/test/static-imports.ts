/**
 * The static import graph of some source files, as the build bundles it: `import … from`, `export … from`
 * and `import "x"`, without type-only imports (they vanish in the build) nor `import()` (a chunk loaded
 * later). The start-up tests use it to say what a first page, or the members' entry, may not load.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const webSrc = resolve(import.meta.dirname, "..");
const contractSrc = resolve(webSrc, "../../contract/src");

/** `import … from "x"`, `export … from "x"` and `import "x"`, without type-only ones. */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:([^"';]*?)\s+from\s+)?["']([^"']+)["']/gm;

function isTypeOnly(clause: string | undefined): boolean {
  const names = clause?.match(/^\{([^}]*)\}$/s)?.[1];
  if (names === undefined) return false;
  const items = names
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 && items.every((item) => item.startsWith("type "));
}

function resolveModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@amora/contract/")
    ? join(contractSrc, specifier.slice("@amora/contract/".length))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null) return null;
  const file = [base, `${base}.ts`].find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate));
  return file ?? null;
}

/** Every source file and package the start reaches through static imports. */
export function staticGraph(entries: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const [, clause, specifier] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      if (specifier === undefined || isTypeOnly(clause)) continue;
      if (specifier.startsWith(".") || specifier.startsWith("@amora/")) {
        const target = resolveModule(file, specifier);
        if (target) pending.push(target);
      } else {
        packages.add(specifier);
      }
    }
  }
  return { files, packages };
}
