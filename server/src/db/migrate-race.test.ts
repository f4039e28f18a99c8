/**
 * Two nodes booting together on one empty PostgreSQL database: two real processes migrate at the same
 * instant, and both must succeed with every migration applied once (the advisory lock in client.ts).
 * PostgreSQL only (TEST_DATABASE_URL): PGlite is one process by nature.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createScratchDatabase } from "../test/test-app.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const child = new URL("../test/migrate-child.ts", import.meta.url).pathname;
const journal = JSON.parse(
  readFileSync(new URL("./migrations/meta/_journal.json", import.meta.url), "utf8"),
) as {
  entries: unknown[];
};

interface Child {
  /** Resolves once the child has connected and waits for the word. */
  ready: Promise<void>;
  go(): void;
  done: Promise<{ code: number | null; output: string }>;
}

function startChild(url: string): Child {
  const proc = spawn(process.execPath, [child], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  const ready = new Promise<void>((resolve, reject) => {
    proc.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.includes("ready")) resolve();
    });
    proc.on("close", () => reject(new Error(`child ended before it was ready:\n${output}`)));
  });
  proc.stderr.on("data", (chunk) => (output += chunk));
  const done = new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    proc.on("error", reject);
    proc.on("close", (code) => resolve({ code, output }));
  });
  return { ready, done, go: () => proc.stdin.end("go\n") };
}

describe.skipIf(!serverUrl)("migrating one empty PostgreSQL database from two processes at once", () => {
  it("applies every migration exactly once and both processes succeed", async () => {
    const scratch = await createScratchDatabase(serverUrl!);
    try {
      const children = [startChild(scratch.url), startChild(scratch.url)];
      await Promise.all(children.map((c) => c.ready));
      for (const c of children) c.go();
      const results = await Promise.all(children.map((c) => c.done));
      for (const result of results) {
        expect(result.output).toContain("migrated");
        expect(result.code, result.output).toBe(0);
      }
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        const applied = await client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
        expect(applied.rows[0].n).toBe(journal.entries.length);
        const tables = await client.query("select to_regclass('public.users') is not null as ok");
        expect(tables.rows[0].ok).toBe(true);
      } finally {
        await client.end();
      }
    } finally {
      await scratch.drop();
    }
  }, 60_000);
});
