/**
 * The event bus over Redis pub/sub: one channel per member (`<prefix><profileId>`), one publishing and one
 * subscribing connection per process. A process subscribes to a member's channel while it holds at least
 * one of that member's sockets, so Redis sends each event only to the nodes that have a tab for it.
 *
 * Redis is a relay, never a dependency of the request (decision 016): an event reaches this process's own
 * sockets directly, the Redis publish is not awaited and is skipped while Redis is away, and subscribing
 * never waits for a Redis that is not there. Every event is in the member's log before it is published,
 * so when the subscriber is back (ioredis reconnects by itself) each subscription is renewed and its
 * `resume` callback reads what the outage kept from it.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { EventBus, LiveListener } from "./event-bus.ts";
import { type BusEvent, ListenerTable } from "./listener-table.ts";

/** A command Redis accepted but does not answer fails after this long rather than holding its caller. */
const COMMAND_TIMEOUT_MS = 2_000;
/**
 * A process's first connection is waited for this long at most: what is published or subscribed in its
 * first moments goes through once it is up, rather than being counted as an outage.
 */
const FIRST_CONNECT_MS = 2_000;

/** Resolves true once the client is first ready, false if that takes longer than `withinMs`. */
function firstReady(client: Redis, withinMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), withinMs);
    timer.unref();
    client.once("ready", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** What travels on a channel: the event and the process that sent it (which has delivered it already). */
interface Envelope {
  origin: string;
  event: BusEvent;
}

export function createRedisEventBus(
  url: string,
  prefix = "live:",
  onError?: (error: Error) => void,
): EventBus {
  const origin = randomUUID();
  const options = {
    // Commands fail at once while the connection is down instead of queueing behind the reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Reconnect forever, backing off to every 2 s.
    retryStrategy: (attempt: number) => Math.min(attempt * 100, 2_000),
  };
  const publisher = new Redis(url, options);
  // The subscriptions are renewed from the listener table on every `ready`, so a member whose last tab
  // left during the outage is not subscribed again.
  const subscriber = new Redis(url, { ...options, autoResubscribe: false });
  const report = onError ?? (() => {});
  publisher.on("error", report);
  subscriber.on("error", report);
  let publisherStarting = true;
  const publisherUp = firstReady(publisher, FIRST_CONNECT_MS).finally(() => {
    publisherStarting = false;
  });
  let subscriberStarting = true;
  const subscriberUp = firstReady(subscriber, FIRST_CONNECT_MS).finally(() => {
    subscriberStarting = false;
  });

  const listeners = new ListenerTable();
  /** The member's SUBSCRIBE, in flight or done; a second tab waits on the same one. */
  const subscribed = new Map<number, Promise<unknown>>();
  /** Told after a reconnect: read from the log what came while this process was not subscribed. */
  const resumes = new Map<LiveListener, () => void>();
  let closed = false;

  subscriber.on("message", (channel: string, text: string) => {
    if (!channel.startsWith(prefix)) return;
    const profileId = Number(channel.slice(prefix.length));
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch (error) {
      report(error as Error);
      return;
    }
    if (envelope.origin === origin) return;
    listeners.emit(profileId, envelope.event);
  });

  subscriber.on("ready", () => {
    subscribed.clear();
    const members = listeners.members();
    if (members.length === 0) return;
    const renewed = subscriber.subscribe(...members.map((id) => prefix + id));
    for (const id of members) subscribed.set(id, renewed);
    renewed.then(() => {
      for (const resume of [...resumes.values()]) resume();
    }, subscribeFailed);
  });

  /**
   * A SUBSCRIBE failed. Down again: the next `ready` renews every subscription. Still connected (Redis did
   * not answer in time): reconnecting is the one way back to a known set of subscriptions.
   */
  function subscribeFailed(error: Error): void {
    report(error);
    if (!closed && subscriber.status === "ready") subscriber.disconnect(true);
  }

  function release(profileId: number): void {
    subscribed.delete(profileId);
    if (subscriber.status === "ready") subscriber.unsubscribe(prefix + profileId).catch(report);
  }

  return {
    kind: "redis",
    isConnected: () => publisher.status === "ready" && subscriber.status === "ready",
    async publish(profileIds, event) {
      // This process's sockets first, whatever Redis does.
      for (const id of profileIds) listeners.emit(id, event);
      const text = JSON.stringify({ origin, event } satisfies Envelope);
      const relay = () => {
        // Away: the other nodes' tabs read the event from the log when their subscriber is back.
        if (closed || publisher.status !== "ready") return;
        if (profileIds.length === 1) {
          publisher.publish(prefix + profileIds[0], text).catch(report);
          return;
        }
        const batch = publisher.pipeline();
        for (const id of profileIds) batch.publish(prefix + id, text);
        batch.exec().catch(report);
      };
      // Not awaited: the first connection's wait is the relay's, never the request's.
      if (publisherStarting) void publisherUp.then(relay);
      else relay();
    },
    async subscribe(profileId, listener, resume) {
      if (subscriberStarting) await subscriberUp;
      if (listeners.add(profileId, listener) && subscriber.status === "ready") {
        subscribed.set(profileId, subscriber.subscribe(prefix + profileId));
      }
      if (resume) resumes.set(listener, resume);
      try {
        await subscribed.get(profileId);
      } catch (error) {
        // Local events still arrive; the next `ready` subscribes and resumes.
        subscribeFailed(error as Error);
      }
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        resumes.delete(listener);
        if (listeners.remove(profileId, listener)) release(profileId);
      };
    },
    async close() {
      closed = true;
      listeners.clear();
      subscribed.clear();
      resumes.clear();
      // QUIT needs a live connection; one that is reconnecting is simply stopped.
      await Promise.allSettled(
        [subscriber, publisher].map((client) =>
          client.status === "ready" ? client.quit() : Promise.resolve(client.disconnect()),
        ),
      );
    },
  };
}
