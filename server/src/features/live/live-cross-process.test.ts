/**
 * Two app instances over one database and one Redis, as two processes behind a load balancer would be:
 * a message sent through A reaches a tab on B. Needs Redis: REDIS_URL or TEST_REDIS_URL.
 */
import { randomUUID } from "node:crypto";
import { ServerEventSchema } from "@amora/contract/events";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "../../db/schema.ts";
import { createEventBus } from "../../lib/realtime/create-event-bus.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp, openTestDatabase, type TestDatabase } from "../../test/test-app.ts";
import { activeMember, call, closePair, LiveClient, listeningPair } from "./live-test-helpers.ts";

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

describe.skipIf(!redisUrl)(
  "across processes (Redis pub/sub; skipped without REDIS_URL or TEST_REDIS_URL)",
  () => {
    let shared: TestDatabase;
    let a: FastifyInstance;
    let b: FastifyInstance;
    const tabs: LiveClient[] = [];

    beforeAll(async () => {
      shared = await openTestDatabase();
      await seedSites(shared.database.db);
      await shared.database.db.update(sites).set({ messageCredits: 1 }).where(eq(sites.domain, "amora.test"));
      // Each "process" has its own Redis connections; the prefix keeps parallel test files apart.
      const channelPrefix = `test-live:${randomUUID()}:`;
      [a, b] = await listeningPair(() =>
        buildTestApp({
          database: shared.database,
          live: createEventBus({ redisUrl, channelPrefix }),
          config: { trustProxy: true },
        }),
      );
    });
    afterAll(() => closePair(tabs, [a, b], shared));

    it("delivers a message sent through A to a tab on B, and to the sender's tab on A", async () => {
      expect(a.live.kind).toBe("redis");
      const anna = await activeMember(a);
      const ben = await activeMember(a);
      const benOnB = await LiveClient.connect(b, ben);
      const annaOnA = await LiveClient.connect(a, anna);
      tabs.push(benOnB, annaOnA);

      const sent = await call(a, "POST", "/api/chat.php", anna, {
        profile: ben.user.profile.id,
        text: "from process A",
        client_id: randomUUID(),
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(ServerEventSchema.parse(await benOnB.next())).toMatchObject({
        id: 1,
        type: "message",
        message: { text: "from process A", from: anna.user.profile.id },
        unread_total: 1,
      });
      expect(await annaOnA.next()).toMatchObject({ id: 1, type: "message", unread_total: 0 });

      // Ben's tab moves from B to A (B went away) and resumes from its last id.
      await benOnB.close();
      for (const text of ["two", "three"]) {
        await call(b, "POST", "/api/chat.php", anna, {
          profile: ben.user.profile.id,
          text,
          client_id: randomUUID(),
        });
      }
      const benOnA = await LiveClient.connect(a, ben, 1);
      tabs.push(benOnA);
      expect((await benOnA.take(2)).map((e) => [e.id, e.message.text])).toEqual([
        [2, "two"],
        [3, "three"],
      ]);
      await call(b, "POST", "/api/chat.php", anna, {
        profile: ben.user.profile.id,
        text: "four",
        client_id: randomUUID(),
      });
      expect(await benOnA.next()).toMatchObject({ id: 4, message: { text: "four" } });
      expect(await benOnA.quiet(150)).toEqual([]);
    });

    it("relays typing from a tab on B to a tab on A", async () => {
      const anna = await activeMember(a);
      const ben = await activeMember(a);
      const sent = await call(a, "POST", "/api/chat.php", anna, {
        profile: ben.user.profile.id,
        text: "hi",
        client_id: randomUUID(),
      });
      const { conversation } = sent.json().message;
      const annaOnA = await LiveClient.connect(a, anna, 1);
      const benOnB = await LiveClient.connect(b, ben, 1);
      tabs.push(annaOnA, benOnB);
      benOnB.send({ type: "typing", conversation });
      expect(await annaOnA.next()).toMatchObject({
        type: "typing",
        conversation,
        profile: ben.user.profile.id,
      });
    });
  },
);
