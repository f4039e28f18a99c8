/** A small seeded PRNG with the draws the seed needs, so the same seed always gives the same demo data. */

/** The seed of the demo data when none is given. */
export const DEFAULT_SEED = 20_240_315;

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks an item with probability proportional to its weight. */
  pickWeighted<T>(items: readonly T[], weightOf: (item: T) => number): T;
  /** Picks a key with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K;
  /** `count` distinct items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  /** Normally distributed (Box–Muller). */
  normal(mean: number, deviation: number): number;
}

/** sfc32 seeded through splitmix32: fast, good enough statistically, and identical on every platform. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const splitmix = (): number => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4_294_967_296;
  };

  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(next() * items.length)]!;
  };

  const pickWeighted = <T>(items: readonly T[], weightOf: (item: T) => number): T => {
    let roll = next() * items.reduce((sum, item) => sum + weightOf(item), 0);
    for (const item of items) {
      roll -= weightOf(item);
      if (roll < 0) return item;
    }
    // Only floating-point rounding gets here.
    return items[items.length - 1]!;
  };

  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    pickWeighted,
    weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K {
      return pickWeighted(Object.entries(weights) as [K, number][], ([, weight]) => weight)[0];
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      // A partial Fisher–Yates shuffle: only the first `count` places are drawn.
      const taken = Math.min(count, pool.length);
      for (let i = 0; i < taken; i++) {
        const j = int(i, pool.length - 1);
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      return pool.slice(0, taken);
    },
    normal(mean, deviation) {
      const u = 1 - next();
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
  };
}

/** A seed for an independent stream, so one part of the seed changing does not reshuffle another. */
export function deriveSeed(seed: number, label: string): number {
  let hash = seed >>> 0;
  for (const char of label) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}
