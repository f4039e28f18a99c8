/**
 * Builds the service worker (web/src/sw/sw.ts) into dist/sw.js once the app is built: a classic script of
 * its own (a module worker, or chunks shared with the app, would not load in every browser that has push),
 * at a fixed name at the root so its scope is the whole site (contract/push.ts SERVICE_WORKER_PATH).
 *
 * It is given the app's code files, which it precaches for the installed app offline, and a version made
 * from them and index.html: a new build changes sw.js, so browsers install the new worker.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { build, type Plugin } from "vite";
import { afterClientBuild } from "./after-client-build.ts";

/** The app's code a page needs to run offline: scripts and styles (photos stay on the network). */
const PRECACHED = /\.(js|css)$/;

export function serviceWorker(entry: string): Plugin {
  return afterClientBuild("amora-service-worker", async (outDir) => {
    // Read from the files written: the bundle that generateBundle sees named some chunks otherwise (their
    // hashes were settled later), and a worker listing a missing file fails to install.
    const precache = readdirSync(join(outDir, "assets"))
      .filter((file) => PRECACHED.test(file))
      .sort()
      .map((file) => `/assets/${file}`);
    const version = createHash("sha256")
      .update(precache.join("\n"))
      .update(readFileSync(join(outDir, "index.html")))
      .digest("base64url")
      .slice(0, 12);
    await build({
      configFile: false,
      logLevel: "warn",
      define: {
        __SW_VERSION__: JSON.stringify(version),
        // A string the worker parses: the bundler's define takes literals, not an array.
        __SW_PRECACHE__: JSON.stringify(JSON.stringify(precache)),
      },
      build: {
        outDir,
        emptyOutDir: false,
        copyPublicDir: false,
        sourcemap: false,
        rollupOptions: {
          input: entry,
          output: { format: "iife", entryFileNames: "sw.js" },
        },
      },
    });
  });
}
