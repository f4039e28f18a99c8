/** Vite: the React app, Bootstrap SCSS without Sass's deprecation noise, and the API proxied to the server in dev. */
import { fileURLToPath } from "node:url";
import { constants as zlib } from "node:zlib";
import { NEXT_SCREENS_PATH } from "@amora/contract/service-worker-paths";
import react from "@vitejs/plugin-react";
import type { ChunkingContext } from "rolldown";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { nextScreens } from "./scripts/next-screens-plugin.ts";
import { serviceWorker } from "./scripts/service-worker-plugin.ts";
import { NEXT_SCREENS } from "./src/app/next-screens.ts";

/** The browser entry, which runs at once, and the app's start (web/src/main.tsx), which it imports later (src/entry-client.ts). */
const ENTRY = fileURLToPath(new URL("./src/entry-client.ts", import.meta.url));
const APP_START = fileURLToPath(new URL("./src/main.tsx", import.meta.url));
let startModules: Set<string> | undefined;

/** The modules a module imports statically, itself included (its dynamic imports are chunks of their own). */
function staticImports(from: string, graph: ChunkingContext): Set<string> {
  const found = new Set<string>();
  const walk = (moduleId: string) => {
    if (found.has(moduleId)) return;
    found.add(moduleId);
    for (const imported of graph.getModuleInfo(moduleId)?.importedIds ?? []) walk(imported);
  };
  walk(from);
  return found;
}

/**
 * "start" for the app's start and the modules it imports statically (found once, from the module graph),
 * except those the entry imports too: in "start" they would make the entry load the app before the first paint.
 */
function startChunk(id: string, graph: ChunkingContext): string | null {
  if (!startModules) {
    const entry = staticImports(ENTRY, graph);
    startModules = new Set([...staticImports(APP_START, graph)].filter((module) => !entry.has(module)));
  }
  return startModules.has(id) ? "start" : null;
}

const server = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // A .br and a .gz next to each text file of 1 KiB or more, at the best ratio (the build pays once, not
    // the server at boot): server/src/plugins/web-app.ts sends them. index.html is filled per site and request.
    compression({
      algorithms: [
        defineAlgorithm("brotliCompress", {
          params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm("gzip", { level: zlib.Z_BEST_COMPRESSION }),
      ],
      include: /\.(js|mjs|css|json|webmanifest|svg|txt|xml|wasm)$/,
      exclude: /(^|\/)index\.html$/,
      threshold: 1024,
      logLevel: "silent",
    }),
    // /sw.js: push and the installed app's offline shell, built apart once the app is built.
    serviceWorker("src/sw/sw.ts"),
    // /next-screens.json: the code files the idle prefetch fetches (src/app/idle-prefetch.ts).
    nextScreens(NEXT_SCREENS, ["start"], NEXT_SCREENS_PATH),
  ],
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"],
      },
    },
  },
  server: {
    port: 5173,
    // ws: the live connection (/api/live) is a WebSocket.
    proxy: { "/api": { target: server, ws: true }, "/media": server },
  },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    // Maps would publish the whole source (comments included) next to the bundle: none in the build
    // (decision 019); the server refuses *.map under /assets anyway. `npm run dev` keeps its own maps.
    sourcemap: false,
    // A lazily loaded chunk's scripts are not preloaded by links Vite's loader adds when it is asked for: each
    // link added costs ~1 ms of the page's main thread here (four times that on a phone), and the first
    // page's screens came with a few dozen, one long task inside its hydration (docs/performance.md, issue
    // 16). The chunk's own imports fetch them instead; its stylesheets are still loaded with it. The likely
    // next screens are fetched ahead when the page is idle (src/app/idle-prefetch.ts).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []) },
    // .vite/manifest.json, read by the next-screens plugin (the server never serves dot files).
    manifest: !isSsrBuild,
    // The app (main.tsx) and what it imports statically are one chunk, "start": left to the automatic
    // splitting they came as ~30 chunks of 1–2 KiB (the consent banner's CSS a stylesheet of its own), all
    // preloaded by the first page: a queue of round trips on a slow network (docs/performance.md, issue 16).
    // The screens' chunks stay apart and import from it. The server build is one process's modules: no groups.
    ...(!isSsrBuild && {
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The groups below name every module they want; what "start" imports from the entry stays there.
            includeDependenciesRecursively: false,
            groups: [
              // Vite's preload helper, which the browser entry's import() needs, apart: in "start" it would
              // load the app with the entry, before the first paint.
              { name: "preload-helper", test: /preload-helper/, priority: 1 },
              // React apart from the rest of the start: the entry asks for both at once, and each is
              // evaluated as it arrives, two tasks of the main thread instead of one twice as long.
              { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 },
              { name: startChunk },
            ],
          },
        },
      },
    }),
  },
}));
