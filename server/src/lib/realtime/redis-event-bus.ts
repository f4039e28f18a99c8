/**
 * The event bus over Redis pub/sub: one channel per member (`<prefix><profileId>`), one publishing and one
 * subscribing connection per process. A process subscribes to a member's channel while it holds at least
 * one of that member's sockets, so Redis sends each event only to the nodes that have a tab for it.
 */
import type { ServerEvent } from "@amora/contract/events";
import { Redis } from "ioredis";
import type { EventBus } from "./event-bus.ts";
import { ListenerTable } from "./listener-table.ts";

export function createRedisEventBus(
  url: string,
  prefix = "live:",
  onError?: (error: Error) => void,
): EventBus {
  // A publish must not hold a request for long while Redis is away: fail after a couple of retries.
  const publisher = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  // Subscribed connections accept no other command; ioredis re-subscribes after a reconnect by itself.
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
  const report = onError ?? (() => {});
  publisher.on("error", report);
  subscriber.on("error", report);

  const listeners = new ListenerTable();
  /** The member's SUBSCRIBE, in flight or done; a second tab waits on the same one. */
  const subscribed = new Map<number, Promise<unknown>>();

  subscriber.on("message", (channel: string, text: string) => {
    if (!channel.startsWith(prefix)) return;
    const profileId = Number(channel.slice(prefix.length));
    let event: ServerEvent;
    try {
      event = JSON.parse(text) as ServerEvent;
    } catch (error) {
      report(error as Error);
      return;
    }
    listeners.emit(profileId, event);
  });

  function release(profileId: number): void {
    subscribed.delete(profileId);
    subscriber.unsubscribe(prefix + profileId).catch(report);
  }

  return {
    kind: "redis",
    async publish(profileIds, event) {
      const text = JSON.stringify(event);
      if (profileIds.length === 1) {
        await publisher.publish(prefix + profileIds[0], text);
        return;
      }
      const batch = publisher.pipeline();
      for (const id of profileIds) batch.publish(prefix + id, text);
      await batch.exec();
    },
    async subscribe(profileId, listener) {
      if (listeners.add(profileId, listener)) {
        subscribed.set(profileId, subscriber.subscribe(prefix + profileId));
      }
      try {
        await subscribed.get(profileId);
      } catch (error) {
        if (listeners.remove(profileId, listener)) release(profileId);
        throw error;
      }
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        if (listeners.remove(profileId, listener)) release(profileId);
      };
    },
    async close() {
      listeners.clear();
      subscribed.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
