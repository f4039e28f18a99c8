/**
 * A real app on a real, empty, migrated database for one test file: embedded PGlite in memory by default,
 * or a fresh database on the PostgreSQL server that TEST_DATABASE_URL names (dropped afterwards).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { queuedAccountMailer } from "../features/accounts/queued-account-mailer.ts";
import { openGeoIp } from "../lib/geoip.ts";
import type { EventBus } from "../lib/realtime/event-bus.ts";
import { createMemoryEventBus } from "../lib/realtime/memory-event-bus.ts";
import { seedSites } from "../seed/sites.ts";

export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestDatabase {
  database: Database;
  /** Closes the connection and drops a scratch PostgreSQL database. */
  dispose(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const scratch = await createScratchDatabase(serverUrl);
  const database = await openDatabase({ url: scratch.url, poolSize: 4 });
  await database.migrate();
  return {
    database,
    async dispose() {
      await database.close();
      await scratch.drop();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), "amora-test-"));
  return { ...loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, SEED_DEMO: "false" }), ...overrides };
}

/** The app over a test database; closing the app disposes of the database too. */
export async function buildTestApp(
  options: {
    config?: Partial<Config>;
    seed?: (db: Database["db"]) => Promise<void>;
    /**
     * A database shared with other apps of the test (two "processes" over one PGlite or PostgreSQL):
     * the test disposes of it; closing the app leaves it open.
     */
    database?: Database;
    /** The live event bus (e.g. Redis with a test's own channel prefix); in-process when absent. */
    live?: EventBus;
  } = {},
) {
  const { database, dispose } = options.database
    ? { database: options.database, dispose: async () => {} }
    : await openTestDatabase();
  if (options.seed) await options.seed(database.db);
  const app = await buildApp({
    config: testConfig(options.config),
    ...(options.live ? { live: options.live } : {}),
    database: { ...database, close: dispose },
    geoIp: await openGeoIp(),
    // Mail stays in the queue, where tests read it; the mail worker's own tests cover sending it.
    mailer: queuedAccountMailer,
    onMailQueued: () => {},
  });
  await app.ready();
  return app;
}

/**
 * Two app instances over one database, with the sites seeded, sharing Redis under a key prefix of their own
 * (so parallel test files stay apart), as two processes behind a load balancer. The live bus stays
 * in-process: these tests are about what the nodes share through Redis besides it (caches, limits).
 */
export async function openTwoNodes(redisUrl: string, config: Partial<Config> = {}) {
  const shared = await openTestDatabase();
  await seedSites(shared.database.db);
  const redisKeyPrefix = `test-nodes:${randomUUID()}:`;
  const build = () =>
    buildTestApp({
      database: shared.database,
      live: createMemoryEventBus(),
      config: { ...config, redisUrl, redisKeyPrefix },
    });
  const [a, b] = [await build(), await build()];
  return {
    a,
    b,
    db: shared.database.db,
    async close() {
      await a.close();
      await b.close();
      await shared.dispose();
    },
  };
}
