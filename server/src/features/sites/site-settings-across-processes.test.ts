/**
 * Two app instances over one database and one Redis: each keeps the sites table in memory for 30 s, and a
 * change announced on A (invalidateSites) is served by B at once. Needs Redis: REDIS_URL or TEST_REDIS_URL.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "../../db/schema.ts";
import { openTwoNodes } from "../../test/test-app.ts";
import { invalidateSites } from "./sites.service.ts";

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

describe.skipIf(!redisUrl)(
  "site settings across processes (skipped without REDIS_URL or TEST_REDIS_URL)",
  () => {
    let nodes: Awaited<ReturnType<typeof openTwoNodes>>;
    let a: FastifyInstance;
    let b: FastifyInstance;

    beforeAll(async () => {
      nodes = await openTwoNodes(redisUrl as string);
      ({ a, b } = nodes);
    });
    afterAll(() => nodes?.close());

    const siteName = async (app: FastifyInstance) =>
      (await app.inject({ method: "GET", url: "/api/settings.php", headers: { host: "amora.test" } })).json()
        .settings.name;

    it("serves its copy until a change is announced, then the changed settings at once", async () => {
      const before = await siteName(b);
      expect(before).toEqual(expect.any(String));
      await nodes.db.update(sites).set({ name: "Renamed" }).where(eq(sites.domain, "amora.test"));
      // Saved without a word (by hand in the database, say): B keeps its copy for its TTL.
      expect(await siteName(b)).toBe(before);
      await invalidateSites(a.invalidations);
      // Relayed by Redis, asynchronously: milliseconds, against the 30 s B would otherwise keep its copy.
      await expect.poll(() => siteName(b), { timeout: 2_000, interval: 5 }).toBe("Renamed");
      expect(await siteName(a)).toBe("Renamed");
    });
  },
);
