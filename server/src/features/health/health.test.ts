import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryEventBus } from "../../lib/realtime/memory-event-bus.ts";
import { freePort } from "../../test/free-port.ts";
import { buildTestApp, openTestDatabase, type TestDatabase } from "../../test/test-app.ts";
import { createReadinessChecker } from "./readiness.ts";

let shared: TestDatabase;
let disposed = false;
const apps: FastifyInstance[] = [];
async function appWith(redisUrl: string | undefined) {
  // The live bus stays in-process: these tests are about the readiness probe's own Redis connection.
  const app = await buildTestApp({
    database: shared.database,
    config: { redisUrl },
    live: createMemoryEventBus(),
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  // No site on purpose: probes answer before anyone has set a site up (a fresh production database).
  shared = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  if (!disposed) await shared.dispose();
});

describe("GET /api/health/live", () => {
  it("answers alive without asking any dependency, even with Redis unreachable", async () => {
    const app = await appWith(`redis://127.0.0.1:${await freePort()}`);
    const response = await app.inject({ method: "GET", url: "/api/health/live" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "alive" });
    expect(response.headers["cache-control"]).toBe("no-store");
    // At its spec-style .php path too, and still without a site in the database.
    expect((await app.inject({ method: "GET", url: "/api/health/live.php" })).statusCode).toBe(200);
  });

  it("answers a caller who sends a session cookie too: a probe has no site, so no session is looked up", async () => {
    const app = await appWith(undefined);
    for (const url of ["/api/health", "/api/health/live", "/api/health/ready"]) {
      const response = await app.inject({
        method: "GET",
        url,
        headers: { cookie: "sid=some-session-token" },
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
  });
});

describe("GET /api/health/ready", () => {
  it("is ready when the database answers and no Redis is configured", async () => {
    const app = await appWith(undefined);
    const response = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready", checks: { database: "up", redis: "not_configured" } });
  });

  it("answers 503 naming Redis, within about a second, when REDIS_URL points at a closed port", async () => {
    const app = await appWith(`redis://127.0.0.1:${await freePort()}`);
    const started = Date.now();
    const response = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: "SERVICE_UNAVAILABLE",
      message: "Not ready: redis is down.",
      checks: { database: "up", redis: "down" },
    });
    // The old endpoint, which the browser journeys wait on, only asks the database.
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it.skipIf(!process.env.REDIS_URL)("is ready with a real Redis (REDIS_URL)", async () => {
    const app = await appWith(process.env.REDIS_URL);
    const response = await app.inject({ method: "GET", url: "/api/health/ready" });
    expect(response.json()).toEqual({ status: "ready", checks: { database: "up", redis: "up" } });
  });
});

describe("the readiness checker", () => {
  // PostgreSQL only: PGlite runs in this thread, so a query that hangs there blocks the timer too.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "calls a database that does not answer within the timeout down",
    async () => {
      const other = await openTestDatabase();
      try {
        const checker = createReadinessChecker({
          db: other.database.db,
          redisUrl: undefined,
          onError: () => {},
          timeoutMs: 300,
        });
        // Keep the test pool's four connections busy so `select 1` waits for one.
        // Drizzle's queries start when awaited: then() starts them now.
        const sleeping = Array.from({ length: 4 }, () =>
          other.database.db.execute(sql`select pg_sleep(1.5)`).then(() => {}),
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        const started = Date.now();
        expect(await checker.check()).toEqual({ database: "down", redis: "not_configured" });
        expect(Date.now() - started).toBeLessThan(1_200);
        await Promise.all(sleeping);
        expect(await checker.check()).toEqual({ database: "up", redis: "not_configured" });
        checker.close();
      } finally {
        await other.dispose();
      }
    },
  );

  // Last: it closes the file's database.
  it("calls a closed database down at once", async () => {
    for (const app of apps.splice(0)) await app.close();
    await shared.dispose();
    disposed = true;
    const checker = createReadinessChecker({
      db: shared.database.db,
      redisUrl: undefined,
      onError: () => {},
    });
    expect((await checker.check()).database).toBe("down");
  });
});
