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
}

const migrationsFolder = new URL("./migrations", import.meta.url).pathname;

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded database is used. */
  url?: string | undefined;
  /** Directory of the embedded database; absent means in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Told when an idle pooled connection dies (server restart, admin kill); the pool replaces it. */
  onIdleError?: (error: Error) => void;
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
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Without a listener an idle connection's error is an uncaught exception that takes the process down.
    pool.on("error", options.onIdleError ?? (() => {}));
    // Fail at boot, not at the first request, when the server is unreachable.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => endPool(pool),
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
