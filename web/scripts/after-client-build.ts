/**
 * A build plugin that runs once the app's client build is written to disk (not after the server build),
 * given the folder it was written to: for what is made from the built files (service-worker-plugin.ts,
 * next-screens-plugin.ts).
 */
import { resolve } from "node:path";
import type { Plugin } from "vite";

export function afterClientBuild(name: string, run: (outDir: string) => void | Promise<void>): Plugin {
  let outDir = "dist";
  let isSsr = false;
  return {
    name,
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (!isSsr) await run(outDir);
    },
  };
}
