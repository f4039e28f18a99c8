import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../test/free-port.ts";
import { createInvalidationBus, type InvalidationBus } from "./invalidation-bus.ts";

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

const buses: InvalidationBus[] = [];
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});

function bus(url: string | undefined, keyPrefix: string): InvalidationBus {
  const made = createInvalidationBus({ redisUrl: url, keyPrefix });
  buses.push(made);
  return made;
}

/** Every drop a topic's subscriber was told, in order. */
function heard(on: InvalidationBus, topic: string): (string | null)[] {
  const keys: (string | null)[] = [];
  on.subscribe(topic, (key) => keys.push(key));
  return keys;
}

describe("without Redis", () => {
  it("tells this process's subscribers of the topic, at once", async () => {
    const local = bus(undefined, "unused:");
    const sessions = heard(local, "session");
    const sites = heard(local, "sites");
    await local.invalidate("session", "abc");
    expect(sessions).toEqual(["abc"]);
    expect(sites).toEqual([]);
  });

  it("with a Redis that is not there: tells this process, and does not fail the caller", async () => {
    const away = bus(`redis://127.0.0.1:${await freePort()}`, "unused:");
    const sessions = heard(away, "session");
    await away.invalidate("session", "abc");
    expect(sessions).toEqual(["abc"]);
  });
});

describe.skipIf(!redisUrl)("over Redis (skipped without REDIS_URL or TEST_REDIS_URL)", () => {
  let admin: Redis;
  beforeAll(() => {
    admin = new Redis(redisUrl as string);
  });
  afterAll(() => admin.disconnect());

  /** How many processes listen on the prefix's channel. */
  async function listening(prefix: string): Promise<number> {
    const [, count] = (await admin.pubsub("NUMSUB", `${prefix}invalidate`)) as [string, number];
    return count;
  }

  /** The id of the connection by that name that is subscribed, once there is one. */
  async function subscriberId(name: string): Promise<string | undefined> {
    const clients = String(await admin.client("LIST")).split("\n");
    const line = clients.find((client) => client.includes(` name=${name} `) && client.includes("sub=1"));
    return line?.match(/^id=(\d+)/)?.[1];
  }

  it("tells the other processes of the same prefix, and this one once", async () => {
    const prefix = `test-invalidate:${randomUUID()}:`;
    const [a, b, elsewhere] = [
      bus(redisUrl, prefix),
      bus(redisUrl, prefix),
      bus(redisUrl, `${prefix}other:`),
    ];
    const [onA, onB, onElsewhere] = [heard(a, "member"), heard(b, "member"), heard(elsewhere, "member")];
    await expect.poll(() => listening(prefix)).toBe(2);
    await a.invalidate("member", "42");
    expect(onA).toEqual(["42"]);
    await expect.poll(() => onB).toEqual(["42"]);
    expect(onElsewhere).toEqual([]);
  });

  it("drops everything once its subscriber is back from an outage, since it may have missed some", async () => {
    const prefix = `test-invalidate:${randomUUID()}:`;
    const onB = heard(bus(redisUrl, prefix), "session");
    const name = `${prefix}invalidate:sub`;
    await expect.poll(() => subscriberId(name)).toBeDefined();
    expect(onB).toEqual([]);
    await admin.client("KILL", "ID", (await subscriberId(name)) as string);
    await expect.poll(() => onB, { timeout: 5_000 }).toEqual([null]);
  });
});
