import { randomUUID } from "node:crypto";
import { ServerEventSchema, WelcomeSchema } from "@amora/contract/events";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLOSE_PROTOCOL, CLOSE_SESSION_ENDED, liveTimings } from "./live.routes.ts";
import { activeMember, call, LiveClient, liveUrl, type Member, upgradeStatus } from "./live-test-helpers.ts";

let app: FastifyInstance;
const tabs: LiveClient[] = [];

beforeAll(async () => {
  liveTimings.sessionCheckMs = 200;
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  await app.db
    .update(sites)
    .set({ messageCredits: 1, giftCredits: 5, messageLength: 200 })
    .where(eq(sites.domain, "amora.test"));
  await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await Promise.all(tabs.map((tab) => tab.close()));
  await app.close();
});

async function open(who: Member, lastEventId = 0) {
  const tab = await LiveClient.connect(app, who, lastEventId);
  tabs.push(tab);
  return tab;
}

async function send(from: Member, to: Member, text: string) {
  const response = await call(app, "POST", "/api/chat.php", from, {
    profile: to.user.profile.id,
    text,
    client_id: randomUUID(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().message as { id: number; conversation: number };
}

describe("the upgrade", () => {
  it("is refused without a session, and from another site's page", async () => {
    expect(await upgradeStatus(app)).toBe(403);
    expect(await upgradeStatus(app, "sid=not-a-session")).toBe(403);
    const anna = await activeMember(app);
    expect(await upgradeStatus(app, anna.cookie, "https://evil.example")).toBe(403);
    expect(await upgradeStatus(app, anna.cookie)).toBe(101);
  });

  it("answers hello with welcome, and closes a tab that does not say hello first", async () => {
    const anna = await activeMember(app);
    const tab = await open(anna);
    expect(WelcomeSchema.parse(tab.welcome)).toEqual({ type: "welcome", last_event_id: 0 });

    const rude = new LiveClient(liveUrl(app), anna.cookie);
    await rude.opened();
    rude.send({ type: "typing", conversation: 1 });
    expect((await rude.closed).code).toBe(CLOSE_PROTOCOL);
  });
});

describe("events", () => {
  it("delivers a message to the recipient and to every tab of the sender, with unread totals", async () => {
    const anna = await activeMember(app);
    const ben = await activeMember(app);
    const [annaTab1, annaTab2, benTab] = [await open(anna), await open(anna), await open(ben)];
    const message = await send(anna, ben, "Hi Ben!");

    const toBen = ServerEventSchema.parse(await benTab.next());
    expect(toBen).toMatchObject({
      id: 1,
      type: "message",
      message: { id: message.id, text: "Hi Ben!", from: anna.user.profile.id },
      unread_total: 1,
    });
    for (const tab of [annaTab1, annaTab2]) {
      expect(ServerEventSchema.parse(await tab.next())).toMatchObject({
        id: 1,
        type: "message",
        message: { id: message.id },
        unread_total: 0,
      });
    }
    expect(await benTab.quiet(100)).toEqual([]);

    await send(anna, ben, "Still there?");
    expect(await benTab.next()).toMatchObject({ id: 2, type: "message", unread_total: 2 });
  });

  it("delivers likes, and a match to both sides", async () => {
    const anna = await activeMember(app);
    const ben = await activeMember(app);
    const [annaTab, benTab] = [await open(anna), await open(ben)];
    const liked = await call(app, "POST", "/api/like.php", ben, { profile_id: anna.user.profile.id });
    expect(liked.statusCode, liked.body).toBe(200);
    expect(ServerEventSchema.parse(await annaTab.next())).toMatchObject({
      id: 1,
      type: "like",
      profile: ben.user.profile.id,
      new_likes: 1,
    });

    const back = await call(app, "POST", "/api/like.php", anna, { profile_id: ben.user.profile.id });
    expect(back.json()).toMatchObject({ match: true });
    expect(await benTab.take(2)).toEqual([
      expect.objectContaining({ id: 1, type: "like", profile: anna.user.profile.id }),
      expect.objectContaining({ id: 2, type: "match", profile: anna.user.profile.id }),
    ]);
    expect(await annaTab.next()).toMatchObject({ id: 2, type: "match", profile: ben.user.profile.id });
  });

  it("replays exactly the missed events, in order, to a tab that reconnects", async () => {
    const anna = await activeMember(app, 200);
    const ben = await activeMember(app);
    const first = await open(ben);
    await send(anna, ben, "one");
    expect(await first.next()).toMatchObject({ id: 1, message: { text: "one" } });
    await first.close();

    for (const text of ["two", "three", "four"]) await send(anna, ben, text);
    const again = await open(ben, 1);
    expect(again.welcome).toEqual({ type: "welcome", last_event_id: 4 });
    const replayed = await again.take(3);
    expect(replayed.map((e) => [e.id, e.message.text])).toEqual([
      [2, "two"],
      [3, "three"],
      [4, "four"],
    ]);
    await send(anna, ben, "five");
    expect(await again.next()).toMatchObject({ id: 5, message: { text: "five" } });
    expect(await again.quiet(150)).toEqual([]);

    // Reconnecting while messages are being sent: every id once, in order, none missing.
    await again.close();
    const sending = Promise.all(Array.from({ length: 12 }, (_, i) => send(anna, ben, `burst ${i}`)));
    const during = await open(ben, 5);
    await sending;
    const got: number[] = [];
    while (got.length < 12) got.push((await during.next()).id);
    expect(got).toEqual(Array.from({ length: 12 }, (_, i) => 6 + i));
    expect(await during.quiet(150)).toEqual([]);
  });

  it("stores a message's events in its commit: a lost publish is caught up, a refused send leaves none", async () => {
    const anna = await activeMember(app, 1);
    const ben = await activeMember(app);
    const tab = await open(ben);
    // The bus drops one publish (a node dying after the commit, Redis gone for a moment).
    const publish = app.live.publish;
    app.live.publish = async () => {
      app.live.publish = publish;
    };
    await send(anna, ben, "lost on the way");
    expect(await tab.quiet(150)).toEqual([]);
    // The next event brings the gap with it, in order.
    await send(ben, anna, "hello back");
    expect((await tab.take(2)).map((e) => [e.id, e.message.text])).toEqual([
      [1, "lost on the way"],
      [2, "hello back"],
    ]);
    // Anna has no credits left: her send is refused and tells nobody anything.
    const refused = await call(app, "POST", "/api/chat.php", anna, {
      profile: ben.user.profile.id,
      text: "no credits",
      client_id: randomUUID(),
    });
    expect(refused.statusCode).toBe(402);
    expect(await tab.quiet(150)).toEqual([]);
    const again = await open(ben, 2);
    expect(again.welcome).toEqual({ type: "welcome", last_event_id: 2 });
  });

  it("a fresh tab (last_event_id 0) starts at the newest event without a replay", async () => {
    const anna = await activeMember(app);
    const ben = await activeMember(app);
    await send(anna, ben, "earlier");
    const tab = await open(ben);
    expect(tab.welcome.last_event_id).toBe(1);
    expect(await tab.quiet(150)).toEqual([]);
  });

  it("relays typing only to the other member of the conversation", async () => {
    const anna = await activeMember(app);
    const ben = await activeMember(app);
    const carol = await activeMember(app);
    const { conversation } = await send(anna, ben, "hello");
    const [annaTab, benTab, carolTab] = [await open(anna, 1), await open(ben, 1), await open(carol)];

    benTab.send({ type: "typing", conversation });
    const typing = ServerEventSchema.parse(await annaTab.next());
    expect(typing).toMatchObject({ type: "typing", conversation, profile: ben.user.profile.id, id: 1 });
    // Rate limited: a second one right away is not relayed.
    benTab.send({ type: "typing", conversation });
    // Not a member of that conversation: nobody hears carol.
    carolTab.send({ type: "typing", conversation });
    expect(await annaTab.quiet(200)).toEqual([]);
    expect(await benTab.quiet(0)).toEqual([]);
    expect(await carolTab.quiet(0)).toEqual([]);
  });

  it("keeps typing and read receipts to members who both leave them on", async () => {
    const anna = await activeMember(app);
    const ben = await activeMember(app);
    const { conversation } = await send(anna, ben, "hello");
    // Ben switches both off in his settings: neither goes either way any more.
    const saved = await call(app, "PUT", "/api/account.php", ben, {
      typing_indicators: false,
      read_receipts: false,
    });
    expect(saved.json().user).toMatchObject({ typing_indicators: false, read_receipts: false });
    const [annaTab, benTab] = [await open(anna, 1), await open(ben, 1)];

    benTab.send({ type: "typing", conversation });
    annaTab.send({ type: "typing", conversation });
    benTab.send({ type: "read", conversation });
    // Ben's own tabs still learn the conversation is read; Anna hears nothing.
    expect(await benTab.next()).toMatchObject({ type: "unread", num_unread_messages: 0 });
    expect(await annaTab.quiet(250)).toEqual([]);
    expect(await benTab.quiet(0)).toEqual([]);
  });

  it("read: the other side learns how far, the reader's tabs get their unread counts", async () => {
    const anna = await activeMember(app);
    const ben = await activeMember(app);
    const [annaTab, benTab1, benTab2] = [await open(anna), await open(ben), await open(ben)];
    const message = await send(anna, ben, "read me");
    for (const tab of [annaTab, benTab1, benTab2])
      expect(await tab.next()).toMatchObject({ type: "message" });

    benTab1.send({ type: "read", conversation: message.conversation });
    expect(ServerEventSchema.parse(await annaTab.next())).toMatchObject({
      id: 2,
      type: "read",
      conversation: message.conversation,
      profile: ben.user.profile.id,
      up_to: message.id,
    });
    for (const tab of [benTab1, benTab2]) {
      expect(ServerEventSchema.parse(await tab.next())).toMatchObject({
        id: 2,
        type: "unread",
        conversation: message.conversation,
        num_unread_messages: 0,
        unread_total: 0,
      });
    }
    // Reading again with nothing unread says nothing.
    benTab1.send({ type: "read", conversation: message.conversation });
    expect(await annaTab.quiet(150)).toEqual([]);

    // Opening the conversation over HTTP reads it too.
    const second = await send(anna, ben, "and me");
    await annaTab.next();
    await benTab1.next();
    await benTab2.next();
    const page = await call(app, "GET", `/api/chat.php?conversation=${message.conversation}`, ben);
    expect(page.statusCode).toBe(200);
    expect(await annaTab.next()).toMatchObject({ type: "read", up_to: second.id });
    expect(await benTab2.next()).toMatchObject({ type: "unread", unread_total: 0 });
  });

  it("closes the sockets of a session that logged out", async () => {
    const anna = await activeMember(app);
    const tab = await open(anna);
    const out = await call(app, "POST", "/api/logout.php", anna);
    expect(out.statusCode).toBe(200);
    expect((await tab.closed).code).toBe(CLOSE_SESSION_ENDED);
  });
});
