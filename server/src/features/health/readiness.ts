/**
 * The dependency checks behind /api/health/ready: the database answers `select 1` and Redis (when
 * REDIS_URL is set) answers PING, each within a short timeout, so a hung dependency makes the node
 * unready in about a second instead of holding the load balancer's probe.
 */
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import type { Db } from "../../db/client.ts";

export const CHECK_TIMEOUT_MS = 1_000;

export type CheckState = "up" | "down" | "not_configured";

/** Resolves once the database answers a query at all; rejects when it cannot. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface ReadinessChecker {
  check(): Promise<{ database: CheckState; redis: CheckState }>;
  close(): void;
}

/**
 * Redis gets a connection of its own: the live bus's connections retry for their own purposes, and a probe
 * must not wait behind them. It fails fast: no retries per command, a short connect timeout.
 */
export function createReadinessChecker(options: {
  db: Db;
  redisUrl: string | undefined;
  onError: (what: string, error: unknown) => void;
  timeoutMs?: number;
}): ReadinessChecker {
  const ms = options.timeoutMs ?? CHECK_TIMEOUT_MS;
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        connectTimeout: ms,
        retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
      })
    : undefined;
  // Reconnect errors repeat every retry; the probe's answer is where they show.
  redis?.on("error", () => {});

  async function probe(what: "database" | "redis", work: () => Promise<unknown>): Promise<CheckState> {
    try {
      await withTimeout(work(), ms, what);
      return "up";
    } catch (error) {
      options.onError(what, error);
      return "down";
    }
  }

  return {
    async check() {
      const [database, redisState] = await Promise.all([
        probe("database", () => pingDatabase(options.db)),
        redis ? probe("redis", () => redis.ping()) : Promise.resolve("not_configured" as const),
      ]);
      return { database, redis: redisState };
    },
    close() {
      redis?.disconnect();
    },
  };
}
