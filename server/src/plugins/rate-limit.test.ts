/**
 * Rate limits shared through Redis: two app instances over one database and one Redis (a key prefix of
 * this test's own) allow together what one allows; without Redis each counts alone; with Redis away each
 * still limits on its own, answers at once, and says so in a warning.
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createMemoryEventBus } from "../lib/realtime/memory-event-bus.ts";
import { seedSites } from "../seed/sites.ts";
import { buildTestApp, openTestDatabase, type TestDatabase } from "../test/test-app.ts";

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
/** The geocoder's limit: 30 a minute per client address, visitors included. */
const LIMIT = 30;

let shared: TestDatabase;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  shared = await openTestDatabase();
  await seedSites(shared.database.db);
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(() => shared?.dispose());

async function instance(redis: string | undefined, prefix: string): Promise<FastifyInstance> {
  const app = await buildTestApp({
    database: shared.database,
    // The live bus stays in-process: this test is about the limits only.
    live: createMemoryEventBus(),
    config: { trustProxy: true, redisUrl: redis, redisKeyPrefix: prefix },
  });
  apps.push(app);
  return app;
}

/** Sends `count` geocode calls from one client address, taking turns over the instances; answers the statuses. */
async function geocodeCalls(instances: FastifyInstance[], count: number, ip: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const app = instances[i % instances.length] as FastifyInstance;
    const response = await app.inject({
      method: "GET",
      url: "/api/geocode.php?lat=52.37&lon=4.89",
      headers: { host: "amora.test", "x-forwarded-for": ip },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const allowed = (statuses: number[]) => statuses.filter((status) => status !== 429).length;

describe("without REDIS_URL", () => {
  it("counts in each process: two instances allow twice the limit", async () => {
    const instances = [await instance(undefined, "unused:"), await instance(undefined, "unused:")];
    const statuses = await geocodeCalls(instances, 2 * LIMIT + 4, "10.50.0.1");
    expect(allowed(statuses)).toBe(2 * LIMIT);
  });
});

describe.skipIf(!redisUrl)("with REDIS_URL (skipped without REDIS_URL or TEST_REDIS_URL)", () => {
  it("shares one limit between two instances: requests split across both hit 429 at the same total as one", async () => {
    const prefix = `test-rate:${randomUUID()}:`;
    const one = await instance(redisUrl, prefix);
    const alone = await geocodeCalls([one], LIMIT + 4, "10.50.1.1");
    expect(allowed(alone)).toBe(LIMIT);
    expect(alone.slice(LIMIT)).toEqual([429, 429, 429, 429]);

    const two = await instance(redisUrl, prefix);
    const split = await geocodeCalls([one, two], LIMIT + 4, "10.50.1.2");
    expect(allowed(split)).toBe(LIMIT);
    expect(split.slice(0, LIMIT).every((status) => status === 200)).toBe(true);
    expect(split.slice(LIMIT)).toEqual([429, 429, 429, 429]);
    // The 429 is the usual `{code, message}` answer.
    const refused = await two.inject({
      method: "GET",
      url: "/api/geocode.php?lat=52.37&lon=4.89",
      headers: { host: "amora.test", "x-forwarded-for": "10.50.1.2" },
    });
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED", message: expect.any(String) });
  });
});

describe("with Redis unreachable", () => {
  it("keeps answering at once, limits each process on its own, and warns", async () => {
    // A port nothing listens on: connections are refused, as when Redis is down.
    const port = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    const app = await instance(`redis://127.0.0.1:${port}`, `test-rate:${randomUUID()}:`);
    const warn = vi.spyOn(app.log, "warn");
    const started = performance.now();
    const statuses = await geocodeCalls([app], LIMIT + 2, "10.50.2.1");
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(statuses.slice(0, LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    const warnings = warn.mock.calls.filter(([, text]) => String(text).startsWith("rate limits:"));
    expect(warnings).toHaveLength(1);
  });
});
