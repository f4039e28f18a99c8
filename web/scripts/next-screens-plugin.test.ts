/** The idle prefetch's list, from Vite's manifest: each screen's files, less what every page has loaded. */
import { describe, expect, it } from "vitest";
import { type Manifest, nextScreenFiles } from "./next-screens-plugin.ts";

const manifest: Manifest = {
  "index.html": {
    file: "assets/index-1.js",
    isEntry: true,
    imports: ["_preload-helper-2.js"],
    css: ["assets/index-3.css"],
  },
  "_preload-helper-2.js": { file: "assets/preload-helper-2.js" },
  "_start-4.js": {
    file: "assets/start-4.js",
    name: "start",
    imports: ["index.html", "_react-11.js"],
    css: ["assets/start-5.css"],
  },
  "_react-11.js": { file: "assets/react-11.js", name: "react" },
  "src/routes/members.tsx": {
    file: "assets/members-6.js",
    imports: ["_start-4.js", "_card-7.js"],
    css: ["assets/members-8.css"],
  },
  "_card-7.js": { file: "assets/card-7.js", imports: ["_start-4.js"], css: ["assets/card-9.css"] },
  "src/routes/login.tsx": { file: "assets/login-10.js", imports: ["_start-4.js", "_card-7.js"] },
};

describe("the next screens' files", () => {
  it("lists each screen's chunk, its static imports and their stylesheets once, without the start, and the start's own", () => {
    const lists = nextScreenFiles(
      manifest,
      { visitor: ["src/routes/members.tsx", "src/routes/login.tsx"], member: ["src/routes/login.tsx"] },
      ["start"],
    );
    expect(lists).toEqual({
      visitor: [
        "/assets/members-6.js",
        "/assets/members-8.css",
        "/assets/card-7.js",
        "/assets/card-9.css",
        "/assets/login-10.js",
      ],
      member: ["/assets/login-10.js", "/assets/card-7.js", "/assets/card-9.css"],
      // For a page that starts the app on intent: the app's start and what it imports, but the entry's
      // scripts; the entry's stylesheet, which such a page does not load before.
      start: ["/assets/index-3.css", "/assets/start-4.js", "/assets/start-5.css", "/assets/react-11.js"],
    });
  });

  it("fails the build on a screen that is no chunk of its own, or without the start chunk", () => {
    expect(() => nextScreenFiles(manifest, { visitor: ["src/routes/nowhere.tsx"] }, ["start"])).toThrow(
      /src\/routes\/nowhere.tsx is not a chunk/,
    );
    expect(() => nextScreenFiles(manifest, { visitor: ["src/routes/login.tsx"] }, ["begin"])).toThrow(
      /entry or start chunk is missing/,
    );
  });
});
