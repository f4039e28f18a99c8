/**
 * What a visitor's first page loads before it renders (docs/performance.md, "Web weight"): the root route
 * (router, root loader, page frame), the default and lander layouts and the home, intro and information screens, with
 * everything they import statically. Dynamic imports are chunks loaded later, and type imports vanish in
 * the build, so neither counts. None of it may bring zod itself (the first page's answers are parsed with
 * zod/mini), nor the chat, likes or live features' code, which only members use: the like modal's host is
 * the one piece of likes a visitor needs (it takes `?t` out of the URL).
 */
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { staticGraph } from "../test/static-imports.ts";

const webSrc = resolve(import.meta.dirname, "..");

const VISITOR_START = [
  "app/router.tsx",
  "app/load-site.ts",
  "app/page-frame.tsx",
  "app/layouts/default-layout.tsx",
  "app/layouts/lander-layout.tsx",
  "routes/home.tsx",
  "routes/info-page.tsx",
].map((path) => join(webSrc, path));

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
