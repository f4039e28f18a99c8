import { LikesResponseSchema } from "@amora/contract/likes";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { likes, matches, photos, profiles, users } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { callAs, signUpOk } from "../accounts/accounts-test-helpers.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof signUpOk>>;

const call = (method: Parameters<typeof callAs>[1], url: string, who?: Member, payload?: object) =>
  callAs(app, method, url, who, payload);

const likeCall = (who: Member, other: Member | number, source = "profile") =>
  call("POST", "/api/like.php", who, {
    profile_id: typeof other === "number" ? other : other.user.profile.id,
    source,
  });

async function likesOf(who: Member) {
  const response = await call("GET", "/api/likes.php", who);
  expect(response.statusCode, response.body).toBe(200);
  return LikesResponseSchema.parse(response.json());
}

async function newLikes(who: Member): Promise<number> {
  return (await call("GET", "/api/user.php", who)).json().user.new_likes;
}

async function matchCount(a: Member, b: Member): Promise<number> {
  const [low, high] = [a.user.profile.id, b.user.profile.id].sort((x, y) => x - y);
  const rows = await app.db
    .select()
    .from(matches)
    .where(and(eq(matches.lowProfileId, low ?? 0), eq(matches.highProfileId, high ?? 0)));
  return rows.length;
}

describe("likes and matches", () => {
  it("shows a like to both sides, with like_new and the badge until it is opened", async () => {
    const anna = await signUpOk(app, { gender: "female", seeking: "male" });
    const ben = await signUpOk(app);
    const answer = await likeCall(anna, ben);
    expect(answer.json()).toEqual({ liked: true, match: false });

    expect(await likesOf(anna)).toMatchObject({ liked: [ben.user.profile.id], liked_by: [] });
    const bens = await likesOf(ben);
    expect(bens.liked_by).toEqual([{ id: anna.user.profile.id, like_new: true }]);
    expect(bens.profiles.map((p) => p.id)).toEqual([anna.user.profile.id]);
    expect(await newLikes(ben)).toBe(1);

    const seen = await call("PUT", "/api/likes.php", ben, { profile_id: anna.user.profile.id });
    expect(seen.statusCode).toBe(200);
    expect((await likesOf(ben)).liked_by).toEqual([{ id: anna.user.profile.id, like_new: false }]);
    expect(await newLikes(ben)).toBe(0);

    const page = await call("GET", `/api/profile.php?id=${anna.user.profile.id}`, ben);
    expect(page.json().profile).toMatchObject({ liked_by_me: false, likes_me: true });
  });

  it("makes a match for the member who completes it, once; unliking ends it", async () => {
    const anna = await signUpOk(app);
    const ben = await signUpOk(app);
    expect((await likeCall(anna, ben)).json().match).toBe(false);
    expect((await likeCall(ben, anna)).json()).toEqual({ liked: true, match: true });
    // Liking again changes nothing and makes no second match.
    expect((await likeCall(ben, anna)).json()).toEqual({ liked: true, match: false });
    expect(await matchCount(anna, ben)).toBe(1);

    expect((await call("DELETE", "/api/like.php", anna, { profile_id: ben.user.profile.id })).json()).toEqual(
      {
        liked: false,
        match: false,
      },
    );
    expect(await matchCount(anna, ben)).toBe(0);
    expect((await likesOf(anna)).liked_by.map((l) => l.id)).toEqual([ben.user.profile.id]);
  });

  it("makes exactly one match when both like at the same moment", async () => {
    for (let round = 0; round < 5; round += 1) {
      const anna = await signUpOk(app);
      const ben = await signUpOk(app);
      const answers = await Promise.all([likeCall(anna, ben), likeCall(ben, anna)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.filter((a) => a.json().match === true)).toHaveLength(1);
      expect(await matchCount(anna, ben)).toBe(1);
    }
  });

  it("refuses likes to or from blocked members and hides their likes", async () => {
    const anna = await signUpOk(app);
    const ben = await signUpOk(app);
    await likeCall(anna, ben);
    expect(await newLikes(ben)).toBe(1);

    await call("POST", "/api/block.php", ben, { profile_id: anna.user.profile.id });
    expect((await likesOf(ben)).liked_by).toEqual([]);
    expect((await likesOf(anna)).liked).toEqual([]);
    expect(await newLikes(ben)).toBe(0);
    const back = await likeCall(ben, anna);
    expect(back.statusCode).toBe(403);
    expect(back.json()).toMatchObject({ code: "LIKE_NOT_POSSIBLE", message: "You can't like this member." });
    expect((await likeCall(anna, ben)).json().code).toBe("LIKE_NOT_POSSIBLE");
  });

  it("refuses oneself, unknown or disabled profiles, bad input and visitors", async () => {
    const anna = await signUpOk(app);
    const ben = await signUpOk(app);
    expect((await likeCall(anna, anna)).statusCode).toBe(400);
    expect((await likeCall(anna, 999_999)).statusCode).toBe(404);
    await app.db.update(profiles).set({ status: "disabled" }).where(eq(profiles.id, ben.user.profile.id));
    expect((await likeCall(anna, ben)).statusCode).toBe(404);
    for (const payload of [{ profile_id: "1" }, { profile_id: -1 }, {}, { profile_id: 1, source: "auto" }]) {
      expect((await call("POST", "/api/like.php", anna, payload)).json().code).toBe("VALIDATION_FAILED");
    }
    expect((await call("GET", "/api/likes.php")).json().code).toBe("authentication_required");
    expect((await call("POST", "/api/like.php", undefined, { profile_id: 1 })).json().code).toBe(
      "authentication_required",
    );
  });

  it("lets an invisible member be liked back, and reached, only by those they liked", async () => {
    const ghost = await signUpOk(app);
    const liked = await signUpOk(app);
    const stranger = await signUpOk(app);
    await app.db.update(profiles).set({ isInvisible: true }).where(eq(profiles.id, ghost.user.profile.id));
    await likeCall(ghost, liked);
    expect((await likeCall(liked, ghost)).json()).toEqual({ liked: true, match: true });
    expect((await call("GET", `/api/profile.php?id=${ghost.user.profile.id}`, liked)).statusCode).toBe(200);
    expect((await likeCall(stranger, ghost)).statusCode).toBe(404);
    expect((await call("GET", `/api/profile.php?id=${ghost.user.profile.id}`, stranger)).statusCode).toBe(
      404,
    );
  });
});

describe("auto-like", () => {
  async function addProfile(values: Partial<typeof profiles.$inferInsert>) {
    const [row] = await app.db
      .insert(profiles)
      .values({
        name: "Operator",
        gender: "female",
        sexuality: "hetero",
        dateOfBirth: "1993-03-03",
        country: "NL",
        region: "NH",
        city: "Amsterdam",
        ...values,
      })
      .returning({ id: profiles.id });
    const id = row?.id ?? 0;
    const [photo] = await app.db
      .insert(photos)
      .values({ profileId: id, filename: "f.webp", thumbFilename: "t.webp", matchFilename: "m.webp" })
      .returning({ id: photos.id });
    await app.db.update(profiles).set({ mainPhotoId: photo?.id }).where(eq(profiles.id, id));
    return id;
  }

  it("makes only fictional operator profiles like the member, at most once a day", async () => {
    const fictional = await addProfile({ name: "Fay", isFictional: true });
    await addProfile({ name: "Real", isFictional: false });
    // A fictional-flagged profile with an account behind it is a member: never simulated.
    const member = await signUpOk(app, { gender: "female", seeking: "male" });
    await app.db.update(profiles).set({ isFictional: true }).where(eq(profiles.id, member.user.profile.id));

    const seeker = await signUpOk(app, { gender: "male", seeking: "female" });
    await app.db.update(users).set({ status: "active" }).where(eq(users.id, seeker.user.id));
    const first = await call("GET", "/api/auto-like.php", seeker);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().profile).toMatchObject({ id: fictional, name: "Fay", fictional: true });
    expect((await likesOf(seeker)).liked_by).toEqual([{ id: fictional, like_new: true }]);
    const [row] = await app.db.select().from(likes).where(eq(likes.likedProfileId, seeker.user.profile.id));
    expect(row?.source).toBe("auto");

    expect((await call("GET", "/api/auto-like.php", seeker)).json()).toEqual({ profile: null });
  });

  it("does nothing for accounts that are not activated", async () => {
    await addProfile({ name: "Fiona", isFictional: true });
    const fresh = await signUpOk(app, { gender: "male", seeking: "female" });
    expect((await call("GET", "/api/auto-like.php", fresh)).json()).toEqual({ profile: null });
    expect((await likesOf(fresh)).liked_by).toEqual([]);
  });
});
