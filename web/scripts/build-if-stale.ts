/**
 * `npm start`'s first step: builds the web app only when its inputs differ from those the current build was
 * made from. The build leaves a stamp (a hash of every input file's path and bytes) in dist; mtimes would not
 * do, since a fresh clone or a `git checkout` makes every file new.
 *
 * Usage: node web/scripts/build-if-stale.ts [--force]
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const ROOT = join(import.meta.dirname, "../..");
const DIST = join(ROOT, "web/dist");
/** In dist, so a build (which empties dist first) removes it; the server never serves dot files. */
const STAMP = join(DIST, ".build-inputs");

/** Everything the build reads that changes between checkouts, this script included. */
const INPUTS = [
  "web/src",
  "locales",
  "web/public",
  "web/index.html",
  "web/vite.config.ts",
  "web/package.json",
  "web/tsconfig.json",
  "web/scripts/build-if-stale.ts",
  "web/scripts/service-worker-plugin.ts",
  "contract/src",
  "contract/package.json",
  "package-lock.json",
];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function inputsHash(): string {
  const hash = createHash("sha256");
  const files = INPUTS.flatMap((input) => filesUnder(join(ROOT, input)))
    .map((file) => relative(ROOT, file).split(sep).join("/"))
    .sort();
  for (const file of files) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(ROOT, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

function currentStamp(): string | undefined {
  if (!existsSync(join(DIST, "index.html")) || !existsSync(STAMP)) return undefined;
  return readFileSync(STAMP, "utf8").trim();
}

const started = performance.now();
const hash = inputsHash();
if (!process.argv.includes("--force") && currentStamp() === hash) {
  console.info(`web app build is current (inputs checked in ${Math.round(performance.now() - started)} ms)`);
} else {
  const build = spawnSync("npm", ["run", "build", "-w", "web"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(STAMP, `${hash}\n`);
}
