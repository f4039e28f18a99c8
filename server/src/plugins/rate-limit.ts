/**
 * The per-route rate limits (@fastify/rate-limit, limits set in each route's `config.rateLimit`): counted
 * in Redis when REDIS_URL is set, so N processes share one limit, else in this process's memory.
 *
 * A Redis that is away must not take the site down, nor leave it without limits (decision 016): while it
 * cannot answer, each process counts on its own (limits N times looser across N processes, as before
 * Redis), with one warning when that starts and one line when Redis counts again.
 */
import fastifyRateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";

/** How long a Redis count may take before the process counts on its own instead: long enough that a busy
 * machine (an event loop held up by hashing, say) is not mistaken for a Redis outage. */
const COMMAND_TIMEOUT_MS = 2_000;
/** After a failed count, Redis is left alone this long: a Redis that hangs costs one timeout, not one per request. */
const PAUSE_AFTER_FAILURE_MS = 5_000;
/** Counters kept in memory at most (least recently started dropped first), as the plugin's own store. */
const LOCAL_KEYS = 5_000;

/** One fixed window per key: the first hit sets its expiry. Answers the count and the time left. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type CountingRedis = Redis & { amoraRateLimit(key: string, windowMs: number): Promise<[number, number]> };

/** Fixed windows in this process's memory: the fallback, and the only store without Redis. */
class LocalCounts {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  incr(key: string, windowMs: number): Counted {
    const now = Date.now();
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      this.#windows.delete(key);
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
      for (const oldest of this.#windows.keys()) {
        if (this.#windows.size <= LOCAL_KEYS) break;
        this.#windows.delete(oldest);
      }
    }
    window.count += 1;
    return { current: window.count, ttl: window.resetAt - now };
  }
}

export interface RateLimitOptions {
  redisUrl: string | undefined;
  /** Prepended to every Redis key (installs, or tests, sharing one Redis keep apart). */
  keyPrefix: string;
}

export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  if (!options.redisUrl) {
    // Limits are per route; nothing is limited unless its route says so.
    await app.register(fastifyRateLimit, { global: false });
    return;
  }
  const redis = new Redis(options.redisUrl, {
    // A count either happens now or not at all: nothing queues behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 1_000,
    retryStrategy: (attempt: number) => Math.min(attempt * 100, 2_000),
  }) as CountingRedis;
  redis.defineCommand("amoraRateLimit", { numberOfKeys: 1, lua: INCREMENT });
  redis.on("error", () => {
    // Told once per outage by `fallBack`; ioredis repeats this on every reconnect attempt.
  });
  // The first connection is waited for (it settles within connectTimeout), so the first requests after
  // boot count in Redis rather than starting out on their own.
  let starting: Promise<void> | null = new Promise<void>((resolve) => {
    redis.once("ready", () => resolve());
    redis.once("error", () => resolve());
  }).then(() => {
    starting = null;
  });
  const local = new LocalCounts();
  let degraded = false;
  let pausedUntil = 0;

  function fallBack(error: Error): void {
    pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
    if (degraded) return;
    degraded = true;
    app.log.warn({ err: error }, "rate limits: Redis unavailable, counting in this process until it is back");
  }

  async function count(key: string, windowMs: number): Promise<Counted> {
    if (starting) await starting;
    if (redis.status !== "ready" || Date.now() < pausedUntil) {
      if (!degraded) fallBack(new Error(`Redis connection ${redis.status}`));
      return local.incr(key, windowMs);
    }
    try {
      const [current, ttl] = await redis.amoraRateLimit(key, windowMs);
      if (degraded) {
        degraded = false;
        app.log.info("rate limits: Redis is back, limits are shared again");
      }
      return { current, ttl };
    } catch (error) {
      fallBack(error as Error);
      return local.incr(key, windowMs);
    }
  }

  /** The plugin's store interface, over `count`; each limited route gets a child with its own keys. */
  class SharedStore implements FastifyRateLimitStore {
    readonly prefix: string;

    /** The plugin constructs the store with its own options, which this store does not need. */
    constructor(_pluginOptions?: unknown, prefix = `${options.keyPrefix}rate:`) {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      count(this.prefix + key, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      // The plugin passes the route as `routeInfo` (its options merged with the route's limit).
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new SharedStore(undefined, `${this.prefix}${String(route?.method)}${String(route?.url)}-`);
    }
  }

  await app.register(fastifyRateLimit, { global: false, store: SharedStore });
  app.addHook("onClose", async () => {
    if (redis.status === "ready") await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  });
}
