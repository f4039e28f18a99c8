/**
 * GET /api/user.php's badge counts, read by one named statement, with exact numbers after likes, reads,
 * blocks and messages; and the member calls that read only the member's profile id answer as they did
 * when they read the whole account (a gone account is refused, a visitor's view stays a visitor's).
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationMembers, conversations, profiles, users } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { callAs, signUpOk } from "./accounts-test-helpers.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof signUpOk>>;

const call = (method: Parameters<typeof callAs>[1], url: string, who?: Member, payload?: object) =>
  callAs(app, method, url, who, payload);

async function badges(who: Member) {
  const { user } = (await call("GET", "/api/user.php", who)).json();
  return { new_likes: user.new_likes, unread_messages: user.unread_messages };
}

const idOf = (who: Member): number => who.user.profile.id;

/** A conversation between two members with `unread` messages waiting for `reader`. */
async function conversationWith(reader: Member, other: Member, unread: number) {
  const [low, high] = [idOf(reader), idOf(other)].sort((a, b) => a - b) as [number, number];
  const [created] = await app.db
    .insert(conversations)
    .values({ lowProfileId: low, highProfileId: high, startedByProfileId: idOf(other) })
    .returning({ id: conversations.id });
  const id = created?.id ?? 0;
  await app.db.insert(conversationMembers).values([
    { conversationId: id, profileId: idOf(reader), otherProfileId: idOf(other), unread },
    { conversationId: id, profileId: idOf(other), otherProfileId: idOf(reader) },
  ]);
  return id;
}

describe("GET /api/user.php badge counts", () => {
  it("counts new likes from active, unblocked members, until each is opened", async () => {
    const ben = await signUpOk(app);
    const likers = [await signUpOk(app), await signUpOk(app), await signUpOk(app), await signUpOk(app)];
    expect(await badges(ben)).toEqual({ new_likes: 0, unread_messages: 0 });
    for (const liker of likers) {
      expect(
        (await call("POST", "/api/like.php", liker, { profile_id: idOf(ben), source: "profile" })).statusCode,
      ).toBe(200);
    }
    // Ben's own like is not his badge.
    await call("POST", "/api/like.php", ben, { profile_id: idOf(likers[0] as Member), source: "profile" });
    expect((await badges(ben)).new_likes).toBe(4);

    await call("PUT", "/api/likes.php", ben, { profile_id: idOf(likers[0] as Member) });
    expect((await badges(ben)).new_likes).toBe(3);
    await call("POST", "/api/block.php", ben, { profile_id: idOf(likers[1] as Member) });
    expect((await badges(ben)).new_likes).toBe(2);
    await call("POST", "/api/block.php", likers[2], { profile_id: idOf(ben) });
    expect((await badges(ben)).new_likes).toBe(1);
    await app.db
      .update(profiles)
      .set({ status: "disabled" })
      .where(eq(profiles.id, idOf(likers[3] as Member)));
    expect((await badges(ben)).new_likes).toBe(0);
    await call("DELETE", "/api/block.php", ben, { profile_id: idOf(likers[1] as Member) });
    expect((await badges(ben)).new_likes).toBe(1);
  });

  it("sums unread messages over visible conversations, and drops a conversation once read", async () => {
    const ben = await signUpOk(app);
    const [anna, cleo, dora] = [await signUpOk(app), await signUpOk(app), await signUpOk(app)];
    const withAnna = await conversationWith(ben, anna, 3);
    const withCleo = await conversationWith(ben, cleo, 2);
    await conversationWith(ben, dora, 4);
    expect(await badges(ben)).toEqual({ new_likes: 0, unread_messages: 9 });

    await call("POST", "/api/block.php", ben, { profile_id: idOf(dora) });
    expect((await badges(ben)).unread_messages).toBe(5);
    await app.db
      .update(conversationMembers)
      .set({ deletedAt: new Date() })
      .where(eq(conversationMembers.conversationId, withCleo));
    expect((await badges(ben)).unread_messages).toBe(3);
    expect((await call("GET", `/api/chat.php?conversation=${withAnna}`, ben)).statusCode).toBe(200);
    expect(await badges(ben)).toEqual({ new_likes: 0, unread_messages: 0 });
  });
});

describe("member calls that read only the member's profile id", () => {
  it("act as the member, and refuse a session whose account is gone", async () => {
    const anna = await signUpOk(app);
    const ben = await signUpOk(app);
    expect(
      (await call("POST", "/api/like.php", anna, { profile_id: idOf(ben), source: "profile" })).json(),
    ).toEqual({
      liked: true,
      match: false,
    });
    expect((await call("GET", "/api/likes.php", anna)).json()).toMatchObject({ liked: [idOf(ben)] });
    expect((await call("GET", `/api/profile.php?id=${idOf(ben)}`, anna)).json().profile).toMatchObject({
      liked_by_me: true,
      likes_me: false,
    });

    await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, anna.user.id));
    for (const [method, url, payload] of [
      ["GET", "/api/likes.php", undefined],
      ["PUT", "/api/likes.php", { profile_id: idOf(ben) }],
      ["POST", "/api/like.php", { profile_id: idOf(ben), source: "profile" }],
      ["DELETE", "/api/like.php", { profile_id: idOf(ben) }],
      ["POST", "/api/pass.php", { profile_id: idOf(ben) }],
      ["POST", "/api/block.php", { profile_id: idOf(ben) }],
    ] as const) {
      const answer = await call(method, url, anna, payload);
      expect([url, answer.statusCode, answer.json().code]).toEqual([url, 403, "authentication_required"]);
    }
    // The profile page is open to visitors: a gone account sees it as one (its like no longer shown).
    const page = await call("GET", `/api/profile.php?id=${idOf(ben)}`, anna);
    expect(page.statusCode).toBe(200);
    expect(page.json().profile).toMatchObject({ liked_by_me: false, likes_me: false });
  });
});
