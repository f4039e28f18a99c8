/**
 * Two app instances relaying through a Redis of the test's own (redis-server on a free port) that is
 * stopped and started again: while it is away requests answer at their usual speed, the sending process's
 * own tabs get their events and new tabs connect; once it is back, the relay works again by itself and
 * the tabs on the other process catch up on what they missed. Needs the `redis-server` program.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sites } from "../../db/schema.ts";
import { createEventBus } from "../../lib/realtime/create-event-bus.ts";
import { seedSites } from "../../seed/sites.ts";
import { freePort } from "../../test/free-port.ts";
import { buildTestApp, openTestDatabase, type TestDatabase } from "../../test/test-app.ts";
import { activeMember, call, closePair, LiveClient, listeningPair } from "./live-test-helpers.ts";

function hasRedisServer(): boolean {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** A throwaway redis-server: no persistence, gone when stopped. */
class ScratchRedis {
  #process: ChildProcess | null = null;
  readonly port: number;

  constructor(port: number) {
    this.port = port;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      "redis-server",
      ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: ["ignore", "pipe", "ignore"] },
    );
    this.#process = child;
    await new Promise<void>((resolve, reject) => {
      let output = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Ready to accept connections")) resolve();
      });
      child.once("exit", (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    });
  }

  async stop(): Promise<void> {
    const child = this.#process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    this.#process = null;
  }
}

/** How long a request may take while Redis is away (it took 10–14 s when publishing waited on Redis). */
const QUICK_MS = 2_000;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe.skipIf(!hasRedisServer())(
  "live events while Redis is away (a redis-server of the test's own)",
  () => {
    let redis: ScratchRedis;
    let shared: TestDatabase;
    let a: FastifyInstance;
    let b: FastifyInstance;
    const tabs: LiveClient[] = [];

    beforeAll(async () => {
      redis = new ScratchRedis(await freePort());
      await redis.start();
      shared = await openTestDatabase();
      await seedSites(shared.database.db);
      await shared.database.db.update(sites).set({ messageCredits: 1 }).where(eq(sites.domain, "amora.test"));
      const channelPrefix = `test-outage:${randomUUID()}:`;
      [a, b] = await listeningPair(() =>
        buildTestApp({
          database: shared.database,
          live: createEventBus({ redisUrl: redis.url, channelPrefix }),
          // The rate limits count in the same Redis, as they do in production with REDIS_URL.
          config: { trustProxy: true, redisUrl: redis.url, redisKeyPrefix: channelPrefix },
        }),
      );
    });
    afterAll(async () => {
      await closePair(tabs, [a, b], shared);
      await redis?.stop();
    });

    it("answers quickly, delivers locally and opens new tabs without Redis, then relays and catches up once it is back", async () => {
      const anna = await activeMember(a);
      const ben = await activeMember(a);
      const benOnA = await LiveClient.connect(a, ben);
      const benOnB = await LiveClient.connect(b, ben);
      tabs.push(benOnA, benOnB);
      expect(a.live.isConnected()).toBe(true);

      await redis.stop();
      await vi.waitFor(() => expect(a.live.isConnected()).toBe(false), { timeout: 5_000 });
      expect(b.live.isConnected()).toBe(false);

      const sent = await timed(() =>
        call(a, "POST", "/api/chat.php", anna, {
          profile: ben.user.profile.id,
          text: "while Redis is away",
          client_id: randomUUID(),
        }),
      );
      expect(sent.result.statusCode, sent.result.body).toBe(200);
      expect(sent.ms).toBeLessThan(QUICK_MS);
      expect(await benOnA.next()).toMatchObject({
        id: 1,
        type: "message",
        message: { text: "while Redis is away" },
      });

      const liked = await timed(() =>
        call(a, "POST", "/api/like.php", anna, { profile_id: ben.user.profile.id }),
      );
      expect(liked.result.statusCode, liked.result.body).toBe(200);
      expect(liked.ms).toBeLessThan(QUICK_MS);
      expect(await benOnA.next()).toMatchObject({ id: 2, type: "like", profile: anna.user.profile.id });

      // A new tab opens at once and gets what happens next, on its own process.
      const opened = await timed(() => LiveClient.connect(a, anna));
      expect(opened.ms).toBeLessThan(QUICK_MS);
      const annaOnA = opened.result;
      tabs.push(annaOnA);
      expect(annaOnA.welcome.last_event_id).toBeGreaterThanOrEqual(1);
      const back = await call(a, "POST", "/api/like.php", ben, { profile_id: anna.user.profile.id });
      expect(back.statusCode, back.body).toBe(200);
      expect(await annaOnA.next()).toMatchObject({ type: "like", profile: ben.user.profile.id });
      // The tab on B heard nothing: the relay is down.
      expect(benOnB.frames).toEqual([]);

      await redis.start();
      await vi.waitFor(() => expect(a.live.isConnected() && b.live.isConnected()).toBe(true), {
        timeout: 10_000,
      });
      // B's tab catches up from the log on what A published while Redis was away (the message, the like,
      // and the match that Ben's like back made), in order.
      const caughtUp = await benOnB.take(3);
      expect(caughtUp.map((event) => [event.id, event.type])).toEqual([
        [1, "message"],
        [2, "like"],
        [3, "match"],
      ]);

      // And the relay works again without a restart: sent through A, heard on B.
      const after = await call(a, "POST", "/api/chat.php", anna, {
        profile: ben.user.profile.id,
        text: "Redis is back",
        client_id: randomUUID(),
      });
      expect(after.statusCode, after.body).toBe(200);
      expect(await benOnB.next()).toMatchObject({
        id: 4,
        type: "message",
        message: { text: "Redis is back" },
      });
      expect(await benOnA.take(2)).toMatchObject([
        { id: 3, type: "match" },
        { id: 4, type: "message" },
      ]);
    }, 60_000);
  },
);
