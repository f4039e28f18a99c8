/**
 * The live event bus: `publish` hands an event to every process that has a subscriber for the member,
 * `subscribe` listens for one member's events. In-process when there is one node; Redis pub/sub
 * (redis-event-bus.ts) when REDIS_URL is set, so a message sent through any node reaches a tab on any other.
 */
import {
  type BusEvent,
  ListenerTable,
  type LiveListener,
  type SessionsChangedSignal,
} from "./listener-table.ts";
import { createRedisEventBus } from "./redis-event-bus.ts";

export type { BusEvent, LiveListener, SessionsChangedSignal };

/** Stops one subscription. */
export type Unsubscribe = () => void;

export interface EventBus {
  readonly kind: "memory" | "redis";
  /** False while the relay between processes (Redis) is away; this process's own sockets still get events. */
  isConnected(): boolean;
  /**
   * Delivers `event` to the subscribers of each member: this process's at once, the other processes'
   * through Redis without waiting for it (never longer than a request can afford; decision 016).
   */
  publish(profileIds: readonly number[], event: BusEvent): Promise<void>;
  /**
   * Listens for a member's events; resolves once the subscription is in place, so anything published
   * after that reaches `listener` (the live route reads the replay only then). Without Redis it resolves
   * at once with local delivery only; `resume` is called once the relay is back, since events published
   * elsewhere meanwhile were missed (they are in the member's log).
   */
  subscribe(profileId: number, listener: LiveListener, resume?: () => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The live event bus (lib/realtime). */
    live: EventBus;
  }
}

export function createMemoryEventBus(): EventBus {
  const listeners = new ListenerTable();
  return {
    kind: "memory",
    isConnected: () => true,
    async publish(profileIds, event) {
      for (const id of profileIds) listeners.emit(id, event);
    },
    async subscribe(profileId, listener) {
      listeners.add(profileId, listener);
      return () => {
        listeners.remove(profileId, listener);
      };
    },
    async close() {
      listeners.clear();
    },
  };
}

export interface EventBusOptions {
  redisUrl: string | undefined;
  /** Channel name prefix (tests sharing one Redis use their own). */
  channelPrefix?: string | undefined;
  /** Told about Redis connection and parse errors (the bus keeps going and reconnects). */
  onError?: ((error: Error) => void) | undefined;
}

/** Redis pub/sub when a Redis URL is configured, else in-process. */
export function createEventBus(options: EventBusOptions): EventBus {
  if (!options.redisUrl) return createMemoryEventBus();
  return createRedisEventBus(options.redisUrl, options.channelPrefix, options.onError);
}
