/** Builds the web app (`npm run build -w web`) when web/dist is missing or older than any of its sources. */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCES = [
  "web/src",
  "web/public",
  "web/index.html",
  "web/vite.config.ts",
  "web/package.json",
  "contract/src",
];
const BUILT = "web/dist/index.html";

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

export function ensureWebBuild(log: (line: string) => void): void {
  const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map(newestChange))) return;
  log(builtAt === 0 ? "building the web app…" : "the web app's sources changed: rebuilding it…");
  const build = spawnSync("npm", ["run", "build", "-w", "web"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error(`npm run build -w web failed (${build.status})`);
}
