/**
 * The processes a bench starts: app servers (`node server/src/main.ts`, production mode) and the bare
 * hello-world baseline; every one of them is stopped when the bench ends, fails or is interrupted.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const children = new Set<ChildProcess>();
const scratchDirs: string[] = [];

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function start(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "inherit", "inherit"] });
  children.add(child);
  child.once("exit", (code, signal) => {
    children.delete(child);
    if (code !== 0 && signal === null) console.error(`${name} exited with ${code}`);
  });
  return child;
}

export interface AppServerOptions {
  port: number;
  databaseUrl: string;
  redisUrl: string;
  redisKeyPrefix: string;
}

/** One app process on the given database and Redis, as production runs it. */
export function startAppServer(options: AppServerOptions): void {
  const dataDir = mkdtempSync(join(tmpdir(), "amora-bench-"));
  scratchDirs.push(dataDir);
  mkdirSync(join(dataDir, "media"));
  start(`app server on ${options.port}`, ["server/src/main.ts"], {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: options.redisKeyPrefix,
    SEED_DEMO: "false",
    // No payment is made in the bench: the sandbox may stay under production (decision 015's opt-in).
    UNSAFE_SANDBOX_PAYMENTS_IN_PRODUCTION: "true",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
  });
}

/** The baseline B0: Node's `http` answering "hello world", in a process of its own. */
export function startHelloWorld(port: number): void {
  start("hello world", [new URL("./hello-world.ts", import.meta.url).pathname], {
    ...process.env,
    PORT: String(port),
  });
}

/** Resolves once `url` answers 200. */
export async function waitUntilUp(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

/** Stops every started process (SIGTERM, then SIGKILL after 5 s) and removes their scratch folders. */
export async function stopAll(): Promise<void> {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const kill = setTimeout(() => child.kill("SIGKILL"), 5_000);
          child.once("exit", () => {
            clearTimeout(kill);
            resolve();
          });
          child.kill("SIGTERM");
        }),
    ),
  );
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Ctrl-C or a kill stops the children too, then the bench. */
export function stopAllOnSignals(): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the bench's processes…`);
      void stopAll().finally(() => process.exit(130));
    });
  }
}
