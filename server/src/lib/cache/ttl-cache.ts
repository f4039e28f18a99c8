/**
 * A bounded in-process cache whose entries expire (lru-cache underneath), for lookups many requests repeat
 * and a change must be able to end at once: `drop`, `dropWhere` and `clear` are what an invalidation calls.
 *
 * A value loaded while an invalidation arrives is answered but not kept: the load may have read the row
 * just before the change that the invalidation announces, and keeping it would undo the invalidation for a
 * whole TTL.
 */
import { LRUCache } from "lru-cache";

export interface TtlCacheOptions<V> {
  /** How long an entry is trusted at most. */
  ttlMs: number;
  /** Entries kept at most; the least recently used go first. */
  max: number;
  /** A shorter life for some values (a miss, say, or a session about to expire); `ttlMs` at most. */
  ttlOf?: (value: V) => number;
  /** The clock (tests pass a fake one). */
  now?: () => number;
}

export interface TtlCache<V> {
  /** The cached value of `key`, or `load()`'s, kept unless an invalidation came while it loaded. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  drop(key: string): void;
  /** Drops every entry whose value matches (rare events: it walks the whole cache). */
  dropWhere(match: (value: V) => boolean): void;
  clear(): void;
}

export function createTtlCache<V>(options: TtlCacheOptions<V>): TtlCache<V> {
  // Boxed, so that null and undefined values are cached too.
  const entries = new LRUCache<string, { value: V }>({
    max: options.max,
    ttl: options.ttlMs,
    // Reads the clock on every check rather than trusting a copy kept for a millisecond by a timer.
    ttlResolution: 0,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  /** Bumped by every invalidation; a load that sees it change does not keep its value. */
  let invalidations = 0;

  return {
    async get(key, load) {
      const hit = entries.get(key);
      if (hit) return hit.value;
      const before = invalidations;
      const value = await load();
      const ttl = Math.min(options.ttlMs, options.ttlOf?.(value) ?? options.ttlMs);
      if (invalidations === before && ttl > 0) entries.set(key, { value }, { ttl });
      return value;
    },
    drop(key) {
      invalidations += 1;
      entries.delete(key);
    },
    dropWhere(match) {
      invalidations += 1;
      const matching = [...entries.entries()].filter(([, entry]) => match(entry.value));
      for (const [key] of matching) entries.delete(key);
    },
    clear() {
      invalidations += 1;
      entries.clear();
    },
  };
}
