/**
 * What a visitor's first page loads before it renders (docs/performance.md, "Web weight"): the root route
 * (router, root loader, page frame), the default and lander layouts and the home and intro screens, with
 * everything they import statically. Dynamic imports are chunks loaded later, and type imports vanish in
 * the build, so neither counts. None of it may bring zod itself (the first page's answers are parsed with
 * zod/mini), nor the chat, likes or live features' code, which only members use: the like modal's host is
 * the one piece of likes a visitor needs (it takes `?t` out of the URL).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const webSrc = resolve(import.meta.dirname, "..");
const contractSrc = resolve(webSrc, "../../contract/src");

const VISITOR_START = [
  "app/router.tsx",
  "app/load-site.ts",
  "app/page-frame.tsx",
  "app/layouts/default-layout.tsx",
  "app/layouts/lander-layout.tsx",
  "routes/home.tsx",
  "routes/intro-screen.tsx",
].map((path) => join(webSrc, path));

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
function staticGraph(entries: string[]): { files: Set<string>; packages: Set<string> } {
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

describe("a visitor's first page", () => {
  const { files, packages } = staticGraph(VISITOR_START);
  const sources = [...files].map((file) => relative(webSrc, file));

  it("is read from the sources it should be", () => {
    // The walk itself works: it reaches the settings' schema and the start-up modules.
    expect(sources).toContain("../../contract/src/settings.ts");
    expect(sources).toContain("features/session/session.ts");
    expect(packages).toContain("zod/mini");
  });

  it("loads zod/mini, not zod", () => {
    expect(packages).not.toContain("zod");
  });

  it("loads no chat, likes or live code but the like modal's host", () => {
    const memberCode = sources.filter(
      (source) =>
        /^features\/(chat|likes|live)\//.test(source) && source !== "features/likes/like-modal-host.tsx",
    );
    expect(memberCode).toEqual([]);
  });
});
