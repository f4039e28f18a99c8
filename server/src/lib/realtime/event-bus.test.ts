import { randomUUID } from "node:crypto";
import type { ServerEvent } from "@amora/contract/events";
import { describe, expect, it } from "vitest";
import { createEventBus } from "./create-event-bus.ts";
import type { EventBus } from "./event-bus.ts";

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const event = (id: number): ServerEvent => ({ id, at: new Date().toISOString(), type: "match", profile: 9 });

function received(bus: EventBus, profileId: number) {
  const got: ServerEvent[] = [];
  return { got, subscription: bus.subscribe(profileId, (e) => got.push(e as ServerEvent)) };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
};

function busContract(make: () => EventBus[]) {
  it("delivers to every subscriber of the member, on every node, until they unsubscribe", async () => {
    const [one, two] = make() as [EventBus, EventBus];
    const tab1 = received(one, 1);
    const tab2 = received(two, 1);
    const other = received(two, 2);
    const stop1 = await tab1.subscription;
    await tab2.subscription;
    await other.subscription;
    await one.publish([1], event(1));
    await until(() => tab1.got.length === 1 && tab2.got.length === 1);
    expect(tab1.got).toEqual([event(1)].map((e) => ({ ...e, at: expect.any(String) })));
    expect(tab2.got.map((e) => e.id)).toEqual([1]);
    expect(other.got).toEqual([]);

    stop1();
    stop1(); // twice is harmless
    await two.publish([1, 2], event(2));
    await until(() => tab2.got.length === 2 && other.got.length === 1);
    expect(tab1.got.map((e) => e.id)).toEqual([1]);
    expect(tab2.got.map((e) => e.id)).toEqual([1, 2]);
    expect(other.got.map((e) => e.id)).toEqual([2]);
    await Promise.all([one.close(), two.close()]);
  });

  it("keeps publish order per member", async () => {
    const [one, two] = make() as [EventBus, EventBus];
    const tab = received(two, 5);
    await tab.subscription;
    for (let id = 1; id <= 200; id += 1) void one.publish([5], event(id));
    await until(() => tab.got.length === 200);
    expect(tab.got.map((e) => e.id)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    await Promise.all([one.close(), two.close()]);
  });
}

describe("the in-process bus", () => {
  busContract(() => {
    const bus = createEventBus({ redisUrl: undefined });
    return [bus, bus];
  });
});

describe.skipIf(!redisUrl)("the Redis bus (skipped without REDIS_URL or TEST_REDIS_URL)", () => {
  busContract(() => {
    const channelPrefix = `test-bus:${randomUUID()}:`;
    return [createEventBus({ redisUrl, channelPrefix }), createEventBus({ redisUrl, channelPrefix })];
  });
});
