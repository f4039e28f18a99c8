/**
 * The back office is its own chunk (issue 15): nothing of web/src/admin, nor its catalogue, is in the
 * members' code. The source graph is checked always; the built files too when web/dist is there (after
 * `npm run build`): the entry and the chunks index.html preloads must not hold the back office's calls.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { ADMIN_API } from "@amora/contract/admin";
import { describe, expect, it } from "vitest";
import { loadCatalogues } from "../i18n/catalogues.ts";
import { staticGraph } from "../test/static-imports.ts";

const webSrc = resolve(import.meta.dirname, "..");
const webDist = resolve(webSrc, "../dist");

/** Every source file of the members' app: all of web/src but the back office, the tests and their helpers. */
function memberSources(): string[] {
  return readdirSync(webSrc, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .filter((path) => !path.startsWith("admin/") && !path.startsWith("test/"))
    .map((path) => join(webSrc, path));
}

describe("the back office's code", () => {
  it("is reached from the members' app only through the router's import()", () => {
    const router = readFileSync(join(webSrc, "app/router.tsx"), "utf8");
    expect(router).toMatch(/lazy: \(\) => import\("\.\.\/admin\/admin-app\.tsx"\)/);
    const { files } = staticGraph([join(webSrc, "main.tsx"), ...memberSources()]);
    const admin = [...files]
      .map((file) => relative(webSrc, file))
      .filter((file) => file.startsWith("admin/"));
    expect(admin).toEqual([]);
  });

  it("keeps its catalogue out of the members' catalogues", async () => {
    expect(Object.keys(await loadCatalogues("en")).filter((name) => name.startsWith("admin"))).toEqual([]);
    expect(Object.keys(await loadCatalogues("en"))).toContain("common");
  });

  describe.skipIf(!existsSync(join(webDist, "index.html")))("in the build", () => {
    const html = existsSync(join(webDist, "index.html"))
      ? readFileSync(join(webDist, "index.html"), "utf8")
      : "";
    const startFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
      (match) => match[1] ?? "",
    );
    const chunks = readdirSync(join(webDist, "assets")).filter((file) => file.endsWith(".js"));

    /** Strings only the back office's code holds (its API's base path, its one section's path). */
    const markers = [ADMIN_API, "audit-log"];

    it("has a chunk of its own with the back office's code", () => {
      const adminChunks = chunks.filter((file) => file.startsWith("admin-app-"));
      expect(adminChunks).toHaveLength(1);
      const code = readFileSync(join(webDist, "assets", adminChunks[0] ?? ""), "utf8");
      for (const marker of markers) expect(code).toContain(marker);
      expect(startFiles.map((file) => file.replace("assets/", ""))).not.toContain(adminChunks[0]);
    });

    it("is not in the entry nor in what index.html preloads", () => {
      expect(startFiles.length).toBeGreaterThan(0);
      for (const file of startFiles) {
        const code = readFileSync(join(webDist, file), "utf8");
        for (const marker of markers) expect(code, file).not.toContain(marker);
      }
    });
  });
});
