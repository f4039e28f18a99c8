/**
 * The live event bus: `publish` hands an event to every process that has a subscriber for the member,
 * `subscribe` listens for one member's events. In-process when there is one node (memory-event-bus.ts); Redis
 * pub/sub (redis-event-bus.ts) when REDIS_URL is set, so a message sent through any node reaches a tab on any
 * other. create-event-bus.ts picks one; this module is the interface only, so its implementations import it
 * without a circle.
 */
import type { BusEvent, LiveListener, SessionsChangedSignal } from "./listener-table.ts";

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
