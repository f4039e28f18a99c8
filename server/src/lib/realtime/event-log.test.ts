import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveEvents } from "../../db/schema.ts";
import { signUpOk } from "../../features/accounts/accounts-test-helpers.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { appendEvents, KEEP_MS, latestEventId, pruneEvents, readEvents } from "./event-log.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites });
});
afterAll(() => app.close());

const like = (profile: number) => ({ type: "like" as const, profile, new_likes: 1 });

describe("the live event log", () => {
  it("gives each member gap-free increasing ids, also under concurrent appends", async () => {
    const anna = (await signUpOk(app)).user.profile.id;
    const ben = (await signUpOk(app)).user.profile.id;
    // Interleaved single- and two-member appends, all at once (several connections on PostgreSQL).
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        appendEvents(
          app.db,
          i % 3 === 0
            ? [
                { profileId: ben, event: like(i) },
                { profileId: anna, event: like(i) },
              ]
            : [{ profileId: i % 2 ? anna : ben, event: like(i) }],
        ),
      ),
    );
    for (const member of [anna, ben]) {
      const ids = (await readEvents(app.db, member, 0)).map((e) => e.id);
      expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => i + 1));
      expect(await latestEventId(app.db, member)).toBe(ids.length);
    }
    const total = (await readEvents(app.db, anna, 0)).length + (await readEvents(app.db, ben, 0)).length;
    expect(total).toBe(40);
  });

  it("answers stored events as the contract has them, and reads a range", async () => {
    const anna = (await signUpOk(app)).user.profile.id;
    const [stored] = await appendEvents(app.db, [{ profileId: anna, event: { type: "match", profile: 7 } }]);
    expect(stored?.event).toEqual({ id: 1, at: expect.any(String), type: "match", profile: 7 });
    await appendEvents(
      app.db,
      [2, 3, 4].map((p) => ({ profileId: anna, event: like(p) })),
    );
    expect((await readEvents(app.db, anna, 1, 4)).map((e) => e.id)).toEqual([2, 3]);
    expect(await readEvents(app.db, anna, 0)).toContainEqual(stored?.event);
  });

  it("prunes old events, and ids never start over", async () => {
    const anna = (await signUpOk(app)).user.profile.id;
    const old = new Date(Date.now() - KEEP_MS - 60_000);
    await appendEvents(
      app.db,
      [1, 2, 3].map((p) => ({ profileId: anna, event: like(p) })),
      old,
    );
    const [recent] = await appendEvents(app.db, [{ profileId: anna, event: like(4) }]);
    expect(await pruneEvents(app.db)).toBeGreaterThanOrEqual(3);
    const left = await app.db.select().from(liveEvents).where(eq(liveEvents.profileId, anna));
    expect(left.map((row) => row.id)).toEqual([recent?.event.id]);
    // Everything of a member pruned: the numbering still goes on from their newest id.
    await app.db.delete(liveEvents).where(eq(liveEvents.profileId, anna));
    expect(await latestEventId(app.db, anna)).toBe(4);
    const [next] = await appendEvents(app.db, [{ profileId: anna, event: like(5) }]);
    expect(next?.event.id).toBe(5);
  });
});
