import { describe, expect, it, vi } from "vitest";
import { createTtlCache } from "./ttl-cache.ts";

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function counting<V>(values: V[]) {
  const load = vi.fn(async () => values.shift() as V);
  return load;
}

describe("createTtlCache", () => {
  it("answers from memory until the TTL has passed, then loads again", async () => {
    const time = clock();
    const cache = createTtlCache<string>({ ttlMs: 60_000, max: 10, now: time.now });
    const load = counting(["first", "second"]);
    expect(await cache.get("k", load)).toBe("first");
    time.advance(59_999);
    expect(await cache.get("k", load)).toBe("first");
    time.advance(2);
    expect(await cache.get("k", load)).toBe("second");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps null (a miss) too, for the shorter life ttlOf gives it", async () => {
    const time = clock();
    const cache = createTtlCache<string | null>({
      ttlMs: 60_000,
      max: 10,
      ttlOf: (value) => (value === null ? 5_000 : 60_000),
      now: time.now,
    });
    const load = counting<string | null>([null, "made"]);
    expect(await cache.get("k", load)).toBeNull();
    time.advance(4_999);
    expect(await cache.get("k", load)).toBeNull();
    time.advance(2);
    expect(await cache.get("k", load)).toBe("made");
  });

  it("never keeps a value longer than ttlMs, and not at all when ttlOf says it is over", async () => {
    const time = clock();
    const cache = createTtlCache<number>({ ttlMs: 1_000, max: 10, ttlOf: (n) => n, now: time.now });
    const long = counting([10_000, 7]);
    await cache.get("long", long);
    time.advance(1_001);
    expect(await cache.get("long", long)).toBe(7);
    const over = counting([0, 1]);
    await cache.get("over", over);
    expect(await cache.get("over", over)).toBe(1);
  });

  it("drops one key, the keys whose value matches, or everything", async () => {
    const cache = createTtlCache<{ user: number }>({ ttlMs: 60_000, max: 10 });
    const load = vi.fn(async () => ({ user: 1 }));
    for (const key of ["a", "b"]) await cache.get(key, load);
    await cache.get("c", async () => ({ user: 2 }));
    cache.drop("a");
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(3);
    cache.dropWhere((value) => value.user === 1);
    await cache.get("a", load);
    await cache.get("b", load);
    expect(load).toHaveBeenCalledTimes(5);
    const c = vi.fn(async () => ({ user: 2 }));
    await cache.get("c", c);
    expect(c).not.toHaveBeenCalled();
    cache.clear();
    await cache.get("c", c);
    expect(c).toHaveBeenCalledTimes(1);
  });

  it("does not keep a value whose load overlapped an invalidation (it may predate the change)", async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, max: 10 });
    let finish: (value: string) => void = () => {};
    const pending = cache.get("k", () => new Promise<string>((resolve) => (finish = resolve)));
    cache.drop("k");
    finish("read before the change");
    expect(await pending).toBe("read before the change");
    expect(await cache.get("k", async () => "read after it")).toBe("read after it");
  });

  it("forgets the least recently used entries beyond max", async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, max: 2 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => key);
    expect(await cache.get("a", async () => "again")).toBe("again");
    expect(await cache.get("c", async () => "again")).toBe("c");
  });
});
