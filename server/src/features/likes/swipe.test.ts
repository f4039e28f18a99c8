import { SwipeResponseSchema } from "@amora/contract/likes";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { likes, passes, profiles } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, signUpOk } from "../accounts/accounts-test-helpers.ts";
import { swipeAllowance, swipeLike, undoSwipe } from "./swipe.service.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof signUpOk>>;
const ZONE = "Europe/Amsterdam";

/** Women in Utrecht around the test members' age: what a man seeking women is offered. */
async function addWomen(count: number): Promise<number[]> {
  const rows = await app.db
    .insert(profiles)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Swipe${i}`,
        gender: "female" as const,
        sexuality: "hetero" as const,
        dateOfBirth: "1991-01-01",
        country: "NL",
        region: "UT",
        city: "Utrecht",
      })),
    )
    .returning({ id: profiles.id });
  return rows.map((r) => r.id);
}

function call(method: "GET" | "POST" | "DELETE", url: string, who: Member, payload?: object) {
  return app.inject({
    method,
    url,
    headers: { ...CLIENT, cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });
}

const swipeRight = (who: Member, id: number) =>
  call("POST", "/api/like.php", who, { profile_id: id, source: "swipe", time_zone: ZONE });

async function stack(who: Member) {
  const response = await call("GET", `/api/swipe.php?time_zone=${encodeURIComponent(ZONE)}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return SwipeResponseSchema.parse(response.json());
}

describe("the swipe game's 4 likes a day", () => {
  it("counts down on the server and refuses the fifth, with when likes come back", async () => {
    const targets = await addWomen(5);
    const me = await signUpOk(app, { gender: "male", seeking: "female" });
    const start = await stack(me);
    expect(start).toMatchObject({ likes_left: 4, resets_at: null });
    expect(start.profiles.map((p) => p.id)).toEqual(expect.arrayContaining(targets));

    const lefts = [];
    for (const id of targets.slice(0, 4)) lefts.push((await swipeRight(me, id)).json().swipe.likes_left);
    expect(lefts).toEqual([3, 2, 1, 0]);
    const end = await stack(me);
    expect(end.likes_left).toBe(0);
    expect(Date.parse(end.resets_at ?? "")).toBeGreaterThan(Date.now());
    // Liked profiles leave the stack.
    expect(end.profiles.map((p) => p.id)).not.toContain(targets[0]);

    const fifth = await swipeRight(me, targets[4] ?? 0);
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toMatchObject({
      code: "SWIPE_LIMIT_REACHED",
      params: { limit: 4, resets_at: end.resets_at },
    });
    // Likes from a profile page are not swipes: they are not limited.
    expect((await call("POST", "/api/like.php", me, { profile_id: targets[4] })).statusCode).toBe(200);
  });

  it("holds when the likes arrive all at once", async () => {
    const targets = await addWomen(7);
    const me = await signUpOk(app, { gender: "male", seeking: "female" });
    const answers = await Promise.all(targets.map((id) => swipeRight(me, id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.json().code === "SWIPE_LIMIT_REACHED")).toHaveLength(3);
  });

  it("starts a new day at the member's own midnight, not the server's", async () => {
    const targets = await addWomen(6);
    const me = (await signUpOk(app, { gender: "male", seeking: "female" })).user.profile.id;
    // 23:59 on 10 March in Auckland (UTC+13) is 10:59 UTC, the same UTC day as 11:01.
    const late = { now: new Date("2026-03-10T10:59:00Z"), timeZone: "Pacific/Auckland" };
    for (const id of targets.slice(0, 4)) await swipeLike(app.db, me, id, late);
    await expect(swipeLike(app.db, me, targets[4] ?? 0, late)).rejects.toMatchObject({
      code: "SWIPE_LIMIT_REACHED",
      params: { resets_at: "2026-03-10T11:00:00.000Z" },
    });

    const afterMidnight = { now: new Date("2026-03-10T11:01:00Z"), timeZone: "Pacific/Auckland" };
    expect(await swipeAllowance(app.db, me, afterMidnight)).toEqual({ likes_left: 4, resets_at: null });
    expect((await swipeLike(app.db, me, targets[4] ?? 0, afterMidnight)).swipe?.likes_left).toBe(3);

    // In UTC both moments are the same day: there the limit would still hold.
    const utc = { now: new Date("2026-03-10T11:01:00Z"), timeZone: "UTC" };
    expect(await swipeAllowance(app.db, me, utc)).toMatchObject({ likes_left: 0 });
  });

  it("refuses a time zone that does not exist", async () => {
    const me = await signUpOk(app);
    expect((await call("GET", "/api/swipe.php?time_zone=Mars%2FOlympus", me)).json().code).toBe(
      "VALIDATION_FAILED",
    );
  });
});

describe("undo and passes", () => {
  it("takes back the last like within 10 seconds, free of charge", async () => {
    const [first = 0] = await addWomen(1);
    const me = await signUpOk(app, { gender: "male", seeking: "female" });
    await swipeRight(me, first);
    const undone = await call("DELETE", "/api/swipe.php", me, { profile_id: first, time_zone: ZONE });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(SwipeResponseSchema.parse(undone.json())).toMatchObject({ likes_left: 4 });
    const left = await app.db
      .select()
      .from(likes)
      .where(and(eq(likes.likerProfileId, me.user.profile.id), eq(likes.likedProfileId, first)));
    expect(left).toEqual([]);
    // Only once.
    expect((await call("DELETE", "/api/swipe.php", me, { profile_id: first })).json()).toMatchObject({
      code: "SWIPE_UNDO_EXPIRED",
    });
  });

  it("refuses an undo after 10 seconds, and of another swipe than the last", async () => {
    const [a = 0, b = 0] = await addWomen(2);
    const me = (await signUpOk(app, { gender: "male", seeking: "female" })).user.profile.id;
    const at = new Date("2026-05-05T12:00:00Z");
    await swipeLike(app.db, me, a, { now: at, timeZone: ZONE });
    await swipeLike(app.db, me, b, { now: new Date(at.getTime() + 1_000), timeZone: ZONE });
    const later = { now: new Date(at.getTime() + 5_000), timeZone: ZONE };
    await expect(undoSwipe(app.db, me, a, later)).rejects.toMatchObject({ statusCode: 409 });
    const tooLate = { now: new Date(at.getTime() + 11_001), timeZone: ZONE };
    await expect(undoSwipe(app.db, me, b, tooLate)).rejects.toMatchObject({ statusCode: 409 });
  });

  it("hides passed and liked profiles from suggestions, and an undone pass brings it back", async () => {
    const [passed = 0, liked = 0, other = 0] = await addWomen(3);
    const me = await signUpOk(app, { gender: "male", seeking: "female" });
    expect((await call("POST", "/api/pass.php", me, { profile_id: passed })).statusCode).toBe(200);
    await call("POST", "/api/like.php", me, { profile_id: liked, source: "finder" });
    const finder = (await call("GET", "/api/match-finder.php", me))
      .json()
      .profiles.map((p: { id: number }) => p.id);
    expect(finder).toContain(other);
    expect(finder).not.toContain(passed);
    expect(finder).not.toContain(liked);

    await call("POST", "/api/pass.php", me, { profile_id: other });
    await call("DELETE", "/api/swipe.php", me, { profile_id: other });
    const rows = await app.db
      .select()
      .from(passes)
      .where(and(eq(passes.profileId, me.user.profile.id), eq(passes.passedProfileId, other)));
    expect(rows).toEqual([]);
  });

  it("answers a pass on a profile that does not exist with 404 NOT_FOUND, as a like", async () => {
    const me = await signUpOk(app, { gender: "male", seeking: "female" });
    const [highest] = await app.db
      .select({ id: profiles.id })
      .from(profiles)
      .orderBy(desc(profiles.id))
      .limit(1);
    const missing = (highest?.id ?? 0) + 1_000;
    const passed = await call("POST", "/api/pass.php", me, { profile_id: missing });
    expect(passed.statusCode, passed.body).toBe(404);
    expect(passed.json()).toMatchObject({ code: "NOT_FOUND" });
    const liked = await call("POST", "/api/like.php", me, { profile_id: missing, source: "finder" });
    expect(liked.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});
