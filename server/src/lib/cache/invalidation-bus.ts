/**
 * Tells every process's caches that something changed (a session ended, a site's settings were saved):
 * in this process at once, and over Redis pub/sub to the others when REDIS_URL is set. Without Redis there
 * is one process (embedded PGlite), so telling this one is telling all.
 *
 * Redis is a relay, never a dependency of the request (decision 016): an invalidation Redis cannot carry is
 * lost for the other processes, whose entries then live out their TTL, so the TTL is the bound on staleness
 * while Redis is away. A process whose subscriber was cut off empties its caches when it is back, since
 * it cannot know what it missed.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";

/** What a topic's cache does with an invalidation: drop `key`, or everything when `key` is null. */
export type Drop = (key: string | null) => void;

export interface InvalidationBus {
  readonly kind: "memory" | "redis";
  /** Calls `drop` on every invalidation of `topic`, this process's own and the other processes'. */
  subscribe(topic: string, drop: Drop): void;
  /** Drops `key` from `topic`'s caches here now; resolves once Redis has relayed it (or is away). */
  invalidate(topic: string, key: string): Promise<void>;
  close(): Promise<void>;
}

export interface InvalidationBusOptions {
  redisUrl: string | undefined;
  /** Prepended to the channel name (installs, or tests, sharing one Redis keep apart). */
  keyPrefix: string;
  /** Told about Redis connection and message errors (the bus keeps going and reconnects). */
  onError?: ((error: Error) => void) | undefined;
}

export function createInvalidationBus(options: InvalidationBusOptions): InvalidationBus {
  return options.redisUrl ? redisBus(options.redisUrl, options) : memoryBus();
}

/** Every topic's subscribers in this process. */
class Subscribers {
  readonly #drops = new Map<string, Drop[]>();

  add(topic: string, drop: Drop): void {
    this.#drops.set(topic, [...(this.#drops.get(topic) ?? []), drop]);
  }

  drop(topic: string, key: string | null): void {
    for (const drop of this.#drops.get(topic) ?? []) drop(key);
  }

  dropAll(): void {
    for (const topic of this.#drops.keys()) this.drop(topic, null);
  }
}

function memoryBus(): InvalidationBus {
  const subscribers = new Subscribers();
  return {
    kind: "memory",
    subscribe: (topic, drop) => subscribers.add(topic, drop),
    async invalidate(topic, key) {
      subscribers.drop(topic, key);
    },
    async close() {},
  };
}

/** A publish Redis accepted but does not answer fails after this long rather than holding the request. */
const COMMAND_TIMEOUT_MS = 1_000;
/** A process's first connection is waited for this long at most (unless refused) before an invalidation
 * counts as lost. */
const FIRST_CONNECT_MS = 2_000;

interface Message {
  origin: string;
  topic: string;
  key: string;
}

function redisBus(url: string, options: InvalidationBusOptions): InvalidationBus {
  const origin = randomUUID();
  const channel = `${options.keyPrefix}invalidate`;
  const report = options.onError ?? (() => {});
  const connection = {
    // An invalidation goes now or not at all: nothing queues behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt: number) => Math.min(attempt * 100, 2_000),
  };
  // Named, so CLIENT LIST tells them apart from the live bus's and the rate limits' connections.
  const publisher = new Redis(url, { ...connection, connectionName: `${channel}:pub` });
  // Subscribed again by hand on every `ready`, so the caches are emptied only once the channel is heard.
  const subscriber = new Redis(url, {
    ...connection,
    connectionName: `${channel}:sub`,
    autoResubscribe: false,
  });
  publisher.on("error", report);
  subscriber.on("error", report);
  const subscribers = new Subscribers();
  const publisherUp = new Promise<void>((resolve) => {
    setTimeout(resolve, FIRST_CONNECT_MS).unref();
    publisher.once("ready", () => resolve());
    // Refused outright: nothing to wait for.
    publisher.once("error", () => resolve());
  });
  let heardBefore = false;
  let closed = false;

  subscriber.on("ready", () => {
    subscriber.subscribe(channel).then(() => {
      // Back after an outage: whatever was invalidated meanwhile never reached this process.
      if (heardBefore) subscribers.dropAll();
      heardBefore = true;
    }, report);
  });
  subscriber.on("message", (from: string, text: string) => {
    if (from !== channel) return;
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
    } catch (error) {
      report(error as Error);
      return;
    }
    if (message.origin !== origin) subscribers.drop(message.topic, message.key);
  });

  return {
    kind: "redis",
    subscribe: (topic, drop) => subscribers.add(topic, drop),
    async invalidate(topic, key) {
      subscribers.drop(topic, key);
      await publisherUp;
      // Away: the other processes' entries live out their TTL.
      if (closed || publisher.status !== "ready") return;
      await publisher
        .publish(channel, JSON.stringify({ origin, topic, key } satisfies Message))
        .catch(report);
    },
    async close() {
      closed = true;
      await Promise.allSettled(
        [subscriber, publisher].map((client) =>
          client.status === "ready" ? client.quit() : Promise.resolve(client.disconnect()),
        ),
      );
    },
  };
}
