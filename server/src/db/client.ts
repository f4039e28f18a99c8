/** Opens the database: PostgreSQL through `pg` when a URL is given, else embedded PGlite in a directory (or memory). */
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

/** Both drivers share this query-builder surface; code above this module never knows which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "postgres" | "pglite";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections, for the metrics; absent on PGlite (one connection, no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

const migrationsFolder = new URL("./migrations", import.meta.url).pathname;

/**
 * The advisory lock every node takes around migrating ("amora" + "migr" as two int4 keys, so no other
 * use of pg_advisory_lock in the database collides by accident).
 */
const MIGRATION_LOCK = [0x616d6f72, 0x6d696772] as const;

/**
 * Runs drizzle's migrator while holding a session-level advisory lock on a connection of its own, so nodes
 * booting together migrate one after another: the second finds the migrations recorded and applies none.
 * Without it both see an empty journal and both create the same tables. The lock connection is outside
 * the pool, so a pool of one cannot deadlock, and its death (a crash) releases the lock.
 */
async function migrateUnderLock(url: string, db: Db): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  lock.on("error", () => {});
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock($1, $2)", [...MIGRATION_LOCK]);
    try {
      await migratePg(db as never, { migrationsFolder });
    } finally {
      await lock.query("select pg_advisory_unlock($1, $2)", [...MIGRATION_LOCK]);
    }
  } finally {
    await lock.end();
  }
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded database is used. */
  url?: string | undefined;
  /** Directory of the embedded database; absent means in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * Told when a pooled connection dies (server restart, admin kill), idle or in use; the pool replaces it
   * and the query running on it, if any, fails with an error that `isConnectionError` recognises.
   */
  onIdleError?: (error: Error) => void;
}

/** SQLSTATEs that say the connection, not the statement, failed: class 08, admin/crash shutdown, too many clients. */
const CONNECTION_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const CONNECTION_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** What `pg` says when a socket dies under a query, or a query is sent on a client that already lost it. */
const CONNECTION_MESSAGES = [
  "Connection terminated",
  "not queryable",
  "timeout exceeded when trying to connect",
  "Connection ended",
];

/**
 * True when an error (or one it wraps: Drizzle wraps the driver's error as `cause`) means the database
 * could not be reached or dropped the connection: the request may succeed when tried again, and the
 * caller should be told so (503) rather than given a generic failure.
 */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (code.startsWith("08") || CONNECTION_SQLSTATES.has(code))) return true;
    if (typeof code === "string" && CONNECTION_ERRNOS.has(code)) return true;
    if (CONNECTION_MESSAGES.some((text) => current instanceof Error && current.message.includes(text)))
      return true;
    current = current.cause;
  }
  return false;
}

/**
 * Ends the pool once every connection has closed: `pool.end()` resolves as soon as the clients are told
 * to end, so a caller dropping the database right after would kill them mid-goodbye.
 */
function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  if (open === 0) return pool.end();
  return new Promise((resolve, reject) => {
    pool.on("remove", () => {
      open -= 1;
      if (open === 0) resolve();
    });
    pool.end().catch(reject);
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { url } = options;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    const onConnectionError = options.onIdleError ?? (() => {});
    // Without a listener an idle connection's error is an uncaught exception that takes the process down.
    pool.on("error", onConnectionError);
    // The pool listens only while a connection is idle: one checked out (a transaction between two
    // statements) that the server kills emits its error with no listener, which also ends the process.
    // This one stays for the connection's life; the statement in flight fails on its own, and the pool
    // drops the dead connection when it is released.
    pool.on("connect", (client) => {
      client.on("error", (error) => {
        // Idle, the pool's own listener is there too and reports it: tell once.
        if (client.listenerCount("error") === 1) onConnectionError(error);
      });
    });
    // Fail at boot, not at the first request, when the server is unreachable.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migrateUnderLock(url, db),
      close: () => endPool(pool),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? "memory://");
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
