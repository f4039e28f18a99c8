/** The event bus of the configuration: Redis pub/sub when a Redis URL is configured, else in-process. */
import type { EventBus } from "./event-bus.ts";
import { createMemoryEventBus } from "./memory-event-bus.ts";
import { createRedisEventBus } from "./redis-event-bus.ts";

export interface EventBusOptions {
  redisUrl: string | undefined;
  /** Channel name prefix (tests sharing one Redis use their own). */
  channelPrefix?: string | undefined;
  /** Told about Redis connection and parse errors (the bus keeps going and reconnects). */
  onError?: ((error: Error) => void) | undefined;
}

export function createEventBus(options: EventBusOptions): EventBus {
  if (!options.redisUrl) return createMemoryEventBus();
  return createRedisEventBus(options.redisUrl, options.channelPrefix, options.onError);
}
