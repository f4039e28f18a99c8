import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ChatResponseSchema, ChatsResponseSchema } from "@amora/contract/chat";
import { eq, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversations, creditLedger, messages, photos, profiles, sites, users } from "../../db/schema.ts";
import { readEvents } from "../../lib/realtime/event-log.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, mailedLink, signUpOk } from "../accounts/accounts-test-helpers.ts";
import { deliver, loadSender } from "./chat.service.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  // Known prices on the default site: a message 1 credit, a gift 5, at most 200 characters.
  await app.db
    .update(sites)
    .set({ messageCredits: 1, giftCredits: 5, photoCredits: 2, messageLength: 200 })
    .where(eq(sites.domain, "amora.test"));
  await app.db.update(sites).set({ signupCredits: 3 }).where(eq(sites.domain, "amoursecret.test"));
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof signUpOk>>;

/** A confirmed member with credits (signups start unconfirmed with none). */
async function member(credits = 100, overrides: Record<string, unknown> = {}): Promise<Member> {
  const created = await signUpOk(app, overrides);
  await app.db.update(users).set({ status: "active", credits }).where(eq(users.id, created.user.id));
  return created;
}

function call(method: "GET" | "POST" | "DELETE", url: string, who: Member | undefined, payload?: object) {
  return app.inject({
    method,
    url,
    headers: { ...CLIENT, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

const send = (who: Member, to: Member | number, text = "Hello!", clientId = randomUUID()) =>
  call("POST", "/api/chat.php", who, {
    profile: typeof to === "number" ? to : to.user.profile.id,
    text,
    client_id: clientId,
  });

async function chatsOf(who: Member) {
  const response = await call("GET", "/api/chats.php", who);
  expect(response.statusCode, response.body).toBe(200);
  return ChatsResponseSchema.parse(response.json()).chats;
}

async function balanceOf(who: Member): Promise<number> {
  const [row] = await app.db.select({ credits: users.credits }).from(users).where(eq(users.id, who.user.id));
  return row?.credits ?? -1;
}

describe("conversations", () => {
  it("starts a conversation from a profile, lists it on both sides with unread counts, and reads it", async () => {
    const anna = await member();
    const ben = await member();
    const sent = await send(anna, ben, "  Hi Ben, coffee this week?  ");
    expect(sent.statusCode, sent.body).toBe(200);
    const { message, credits } = sent.json();
    expect(message).toMatchObject({
      from: anna.user.profile.id,
      kind: "text",
      text: "Hi Ben, coffee this week?",
    });
    expect(credits).toBe(99);

    expect(await chatsOf(anna)).toEqual([
      expect.objectContaining({
        conversation: message.conversation,
        profile: ben.user.profile.id,
        num_unread_messages: 0,
      }),
    ]);
    const [bens] = await chatsOf(ben);
    expect(bens).toMatchObject({
      profile: anna.user.profile.id,
      num_unread_messages: 1,
      last_message: { kind: "text", text: "Hi Ben, coffee this week?", mine: false },
    });
    expect((await call("GET", "/api/user.php", ben)).json().user.unread_messages).toBe(1);

    const read = await call("GET", `/api/chat.php?conversation=${message.conversation}`, ben);
    expect(ChatResponseSchema.parse(read.json())).toMatchObject({
      profile: anna.user.profile.id,
      messages: [{ id: message.id, text: "Hi Ben, coffee this week?" }],
      has_more: false,
      blocked_reason: null,
    });
    expect((await chatsOf(ben))[0]?.num_unread_messages).toBe(0);
    expect((await call("GET", "/api/user.php", ben)).json().user.unread_messages).toBe(0);

    // The reply goes into the same conversation.
    const reply = await call("POST", "/api/chat.php", ben, {
      conversation: message.conversation,
      text: "Yes please!",
      client_id: randomUUID(),
    });
    expect(reply.json().message.conversation).toBe(message.conversation);
  });

  it("lists each conversation with the other member's name, age, city, photo and fictional flag", async () => {
    const anna = await member(100, { name: "Annabel", city: "Haarlem", date_of_birth: "1985-03-02" });
    const ben = await member();
    const [photo] = await app.db
      .insert(photos)
      .values({
        profileId: anna.user.profile.id,
        filename: "p/anna.jpg",
        thumbFilename: "p/anna-thumb.jpg",
        matchFilename: "p/anna-match.jpg",
      })
      .returning({ id: photos.id });
    await app.db
      .update(profiles)
      .set({ mainPhotoId: photo?.id, isFictional: true })
      .where(eq(profiles.id, anna.user.profile.id));
    expect((await send(anna, ben)).statusCode).toBe(200);

    const [entry] = await chatsOf(ben);
    const age = new Date().getUTCFullYear() - 1985 - (new Date().getUTCMonth() < 2 ? 1 : 0);
    expect(entry?.member).toEqual({
      name: "Annabel",
      age: expect.any(Number),
      city: "Haarlem",
      main_image: { filename: "p/anna.jpg", thumb_filename: "p/anna-thumb.jpg", match: "p/anna-match.jpg" },
      fictional: true,
    });
    expect(Math.abs((entry?.member.age ?? 0) - age)).toBeLessThanOrEqual(1);
    // Ben has no photo: his side of the list says so rather than leaving Anna to ask for his profile.
    expect((await chatsOf(anna))[0]?.member).toMatchObject({ name: ben.body.name, main_image: null });

    // A disabled profile keeps its name in the list but no longer shows its photo.
    await app.db.update(profiles).set({ status: "disabled" }).where(eq(profiles.id, anna.user.profile.id));
    expect((await chatsOf(ben))[0]?.member.main_image).toBeNull();
  });

  it("pages a long conversation backwards", async () => {
    const anna = await member(200);
    const ben = await member();
    let conversation = 0;
    for (let i = 1; i <= 45; i += 1)
      conversation = (await send(anna, ben, `message ${i}`)).json().message.conversation;
    const first = ChatResponseSchema.parse(
      (await call("GET", `/api/chat.php?conversation=${conversation}`, ben)).json(),
    );
    expect(first.messages).toHaveLength(40);
    expect(first.messages.at(-1)?.text).toBe("message 45");
    expect(first.has_more).toBe(true);
    const older = ChatResponseSchema.parse(
      (
        await call("GET", `/api/chat.php?conversation=${conversation}&before=${first.messages[0]?.id}`, ben)
      ).json(),
    );
    expect(older.messages.map((m) => m.text)).toEqual([
      "message 1",
      "message 2",
      "message 3",
      "message 4",
      "message 5",
    ]);
    expect(older.has_more).toBe(false);
  });

  it("keeps where the other member read to, and shows it only while both keep read receipts on", async () => {
    const anna = await member();
    const ben = await member();
    const first = (await send(anna, ben, "one")).json().message;
    const second = (await send(anna, ben, "two")).json().message;
    const readUpTo = async (who: Member) =>
      ChatResponseSchema.parse(
        (await call("GET", `/api/chat.php?conversation=${first.conversation}`, who)).json(),
      ).read_up_to;
    expect(await readUpTo(anna)).toBe(0);
    // Ben opens it: Anna's page says, on every later load, that he read up to her second message.
    await readUpTo(ben);
    expect(await readUpTo(anna)).toBe(second.id);
    expect(await readUpTo(anna)).toBe(second.id);
    // A new message is not read until he opens the conversation again.
    const third = (await send(anna, ben, "three")).json().message;
    expect(await readUpTo(anna)).toBe(second.id);
    await readUpTo(ben);
    expect(await readUpTo(anna)).toBe(third.id);
    // Either side switching receipts off hides them both ways.
    await app.db.update(users).set({ readReceipts: false }).where(eq(users.id, ben.user.id));
    expect(await readUpTo(anna)).toBe(0);
    await app.db.update(users).set({ readReceipts: true }).where(eq(users.id, ben.user.id));
    await app.db.update(users).set({ readReceipts: false }).where(eq(users.id, anna.user.id));
    expect(await readUpTo(anna)).toBe(0);
  });

  it("never shows or writes into another member's conversation", async () => {
    const anna = await member();
    const ben = await member();
    const eve = await member();
    const { conversation } = (await send(anna, ben)).json().message;
    expect((await call("GET", `/api/chat.php?conversation=${conversation}`, eve)).statusCode).toBe(404);
    const intrude = await call("POST", "/api/chat.php", eve, {
      conversation,
      text: "hi",
      client_id: randomUUID(),
    });
    expect(intrude.statusCode).toBe(404);
    expect((await call("DELETE", "/api/chat.php", eve, { conversation })).statusCode).toBe(404);
  });
});

describe("credits", () => {
  it("charges the site's prices and refuses, storing nothing, without enough credits", async () => {
    const anna = await member(5);
    const ben = await member();
    expect(
      (
        await call("POST", "/api/chat.php", anna, {
          profile: ben.user.profile.id,
          gift: "rose",
          client_id: randomUUID(),
        })
      ).json(),
    ).toMatchObject({
      message: { kind: "gift", gift: "rose" },
      credits: 0,
    });
    const broke = await send(anna, ben);
    expect(broke.statusCode).toBe(402);
    expect(broke.json()).toMatchObject({ code: "INSUFFICIENT_CREDITS", params: { cost: 1, credits: 0 } });
    const stored = await app.db
      .select()
      .from(messages)
      .where(eq(messages.senderProfileId, anna.user.profile.id));
    expect(stored).toHaveLength(1);
    const ledger = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, anna.user.id));
    expect(ledger).toEqual([expect.objectContaining({ delta: -5, reason: "gift", balanceAfter: 0 })]);
  });

  it("keeps the balance at zero or above under 50 parallel sends, and charges every stored message", async () => {
    const anna = await member(20);
    const ben = await member();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => send(anna, ben, `burst ${i}`)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(20);
    expect(answers.filter((a) => a.json().code === "INSUFFICIENT_CREDITS")).toHaveLength(30);
    expect(await balanceOf(anna)).toBe(0);
    const stored = await app.db
      .select()
      .from(messages)
      .where(eq(messages.senderProfileId, anna.user.profile.id));
    const ledger = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, anna.user.id));
    expect(stored).toHaveLength(20);
    expect(ledger).toHaveLength(20);
    expect(new Set(ledger.map((l) => l.messageId))).toEqual(new Set(stored.map((m) => m.id)));
  });

  it("gives the site's signup credits with their ledger row", async () => {
    const fresh = await signUpOk(app, { country: "BE", region: "VLG", city: "Gent" }, "amoursecret.test");
    expect(await balanceOf(fresh)).toBe(3);
    const ledger = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, fresh.user.id));
    expect(ledger).toEqual([expect.objectContaining({ delta: 3, reason: "signup", balanceAfter: 3 })]);
  });

  it("stores and charges a retried send once", async () => {
    const anna = await member(10);
    const ben = await member();
    const clientId = randomUUID();
    const [first, again] = await Promise.all([
      send(anna, ben, "Only once", clientId),
      send(anna, ben, "Only once", clientId),
    ]);
    expect(first.json().message.id).toBe(again.json().message.id);
    const later = await send(anna, ben, "Only once", clientId);
    expect(later.json().message.id).toBe(first.json().message.id);
    expect(await balanceOf(anna)).toBe(9);
  });

  it("tells each member what a conversation has cost them, that conversation only", async () => {
    const anna = await member(20);
    const ben = await member(20);
    const carl = await member();
    const conversation = (await send(anna, ben)).json().message.conversation;
    await call("POST", "/api/chat.php", anna, { conversation, gift: "rose", client_id: randomUUID() });
    await send(ben, anna, "Hi Anna");
    await send(anna, carl);
    const spent = async (who: Member) =>
      (await call("GET", `/api/chat.php?conversation=${conversation}`, who)).json().credits_spent;
    expect(await spent(anna)).toBe(6);
    expect(await spent(ben)).toBe(1);
  });
});

describe("who may talk", () => {
  it("lets free members start 2 conversations, premium members more", async () => {
    const anna = await member();
    const [b, c, d] = [await member(), await member(), await member()];
    expect((await send(anna, b)).statusCode).toBe(200);
    expect((await send(anna, c)).statusCode).toBe(200);
    const third = await send(anna, d);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ code: "CONVERSATION_LIMIT_REACHED", params: { limit: 2 } });
    // Answering a conversation someone else started is not starting one.
    expect((await send(d, anna)).statusCode).toBe(200);
    expect((await send(anna, d)).statusCode).toBe(200);

    const e = await member();
    await app.db.update(users).set({ paidUser: true }).where(eq(users.id, anna.user.id));
    expect((await send(anna, e)).statusCode).toBe(200);
  });

  it("holds messages while an e-mail is unconfirmed, telling both sides why", async () => {
    const fresh = await signUpOk(app, { name: "Fresh" });
    const ben = await member();
    expect((await send(fresh, ben)).json().code).toBe("OWN_EMAIL_UNCONFIRMED");
    const reply = await send(ben, fresh);
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({
      code: "THEIR_EMAIL_UNCONFIRMED",
      message: "Fresh hasn't confirmed their e-mail address yet, so you can't reply for now.",
      params: { name: "Fresh" },
    });
  });

  it("lets no one write across a block, and hides the conversation", async () => {
    const anna = await member();
    const ben = await member();
    const { conversation } = (await send(anna, ben)).json().message;
    await call("POST", "/api/block.php", ben, { profile_id: anna.user.profile.id });
    expect((await send(anna, ben)).json().code).toBe("CHAT_NOT_POSSIBLE");
    expect((await send(ben, anna)).json().code).toBe("CHAT_NOT_POSSIBLE");
    expect(await chatsOf(anna)).toEqual([]);
    expect(await chatsOf(ben)).toEqual([]);
    expect((await call("GET", `/api/chat.php?conversation=${conversation}`, anna)).statusCode).toBe(404);
    const own = ChatResponseSchema.parse(
      (await call("GET", `/api/chat.php?conversation=${conversation}`, ben)).json(),
    );
    expect(own.blocked_reason).toBe("blocked");
  });

  it("reaches an invisible member only after they wrote", async () => {
    const ghost = await member();
    const ben = await member();
    await app.db.update(profiles).set({ isInvisible: true }).where(eq(profiles.id, ghost.user.profile.id));
    expect((await send(ben, ghost)).statusCode).toBe(404);
    await send(ghost, ben);
    expect((await send(ben, ghost)).statusCode).toBe(200);
  });

  it("refuses visitors, long texts, unknown gifts and malformed sends", async () => {
    const anna = await member();
    const ben = await member();
    const visitor = await app.inject({
      method: "POST",
      url: "/api/chat.php",
      headers: CLIENT,
      payload: { profile: ben.user.profile.id, text: "hi", client_id: randomUUID() },
    });
    expect(visitor.json()).toMatchObject({ code: "authentication_required" });
    expect((await send(anna, ben, "x".repeat(201))).json()).toMatchObject({
      code: "MESSAGE_TOO_LONG",
      params: { max: 200 },
    });
    for (const payload of [
      { profile: ben.user.profile.id, text: "   ", client_id: randomUUID() },
      { profile: ben.user.profile.id, gift: "diamond-ring", client_id: randomUUID() },
      { profile: ben.user.profile.id, text: "hi", client_id: "not-a-uuid" },
      { profile: ben.user.profile.id, conversation: 1, text: "hi", client_id: randomUUID() },
      { text: "hi", client_id: randomUUID() },
      { profile: "7", text: "hi", client_id: randomUUID() },
    ]) {
      expect((await call("POST", "/api/chat.php", anna, payload)).json().code, JSON.stringify(payload)).toBe(
        "VALIDATION_FAILED",
      );
    }
    expect((await send(anna, anna)).statusCode).toBe(404);
    expect((await send(anna, 999_999)).statusCode).toBe(404);
  });
});

describe("deleting chats", () => {
  it("removes one from the list until the next message, or every one with a profile", async () => {
    const anna = await member();
    const ben = await member();
    const { conversation } = (await send(anna, ben)).json().message;
    expect((await call("DELETE", "/api/chat.php", ben, { conversation })).json()).toEqual({ deleted: 1 });
    expect(await chatsOf(ben)).toEqual([]);
    expect((await chatsOf(anna)).map((c) => c.conversation)).toEqual([conversation]);
    await send(anna, ben, "Still there?");
    expect((await chatsOf(ben)).map((c) => c.num_unread_messages)).toEqual([1]);

    expect((await call("DELETE", "/api/chat.php", anna, { profile: ben.user.profile.id })).json()).toEqual({
      deleted: 1,
    });
    expect(await chatsOf(anna)).toEqual([]);
    expect((await call("DELETE", "/api/chat.php", anna, { conversation: 999_999 })).statusCode).toBe(404);
  });
});

describe("the signup message", () => {
  it("arrives as the first message once the account is activated, and only once", async () => {
    const ben = await member();
    const newcomer = await signUpOk(app, {
      name: "Newcomer",
      signup_profile_id: ben.user.profile.id,
      signup_message: "Saw your profile, hi!",
    });
    expect(await chatsOf(ben)).toEqual([]);

    const link = await mailedLink(app, newcomer.body.email);
    for (let click = 0; click < 2; click += 1) {
      const activation = await app.inject({ method: "GET", url: link, headers: { host: "amora.test" } });
      expect(activation.headers.location).toBe("/activate/done");
    }
    const chats = await chatsOf(ben);
    expect(chats).toEqual([
      expect.objectContaining({
        profile: newcomer.user.profile.id,
        num_unread_messages: 1,
        last_message: expect.objectContaining({ text: "Saw your profile, hi!", mine: false }),
      }),
    ]);
    // It was free: signup comes before any credits.
    expect(await balanceOf(newcomer)).toBe(0);
  });
});

describe("photos in chat", () => {
  async function sendPhotoAs(who: Member, fields: Record<string, string>, bytes: Buffer) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
    const encoded = new Response(form);
    return app.inject({
      method: "POST",
      url: "/api/chat-photo.php",
      headers: { ...CLIENT, cookie: who.cookie, "content-type": encoded.headers.get("content-type") ?? "" },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  }

  it("answers a form it cannot read with 400 BAD_REQUEST and a NUL in a field with VALIDATION_FAILED", async () => {
    const anna = await member(10);
    const ben = await member();
    const jpeg = await sharp({ create: { width: 90, height: 70, channels: 3, background: "#c57" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("profile", String(ben.user.profile.id));
    form.append("client_id", randomUUID());
    form.append("photo", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "photo.jpg");
    const encoded = new Response(form);
    const payload = Buffer.from(await encoded.arrayBuffer());
    const post = (type: string, body: Buffer) =>
      app.inject({
        method: "POST",
        url: "/api/chat-photo.php",
        headers: { ...CLIENT, cookie: anna.cookie, "content-type": type },
        payload: body,
      });
    const noBoundary = await post("multipart/form-data", payload);
    expect(noBoundary.statusCode, noBoundary.body).toBe(400);
    expect(noBoundary.json().code).toBe("BAD_REQUEST");
    const cutShort = await post(encoded.headers.get("content-type") ?? "", payload.subarray(0, 100));
    expect(cutShort.statusCode, cutShort.body).toBe(400);
    expect(cutShort.json().code).toBe("BAD_REQUEST");

    const withNul = await sendPhotoAs(
      anna,
      { profile: `${ben.user.profile.id}\u0000`, client_id: randomUUID() },
      jpeg,
    );
    expect(withNul.statusCode, withNul.body).toBe(400);
    expect(withNul.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      issues: [{ path: "body.profile", code: "invalid_character" }],
    });
    expect(await balanceOf(anna)).toBe(10);
  });

  it("re-encodes the photo without its GPS position, charges photo_credits once per client id", async () => {
    const anna = await member(10);
    const ben = await member();
    const jpeg = await sharp({ create: { width: 900, height: 700, channels: 3, background: "#c57" } })
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneCo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 22/1 0/1" } })
      .toBuffer();
    const clientId = randomUUID();
    const sent = await sendPhotoAs(anna, { profile: String(ben.user.profile.id), client_id: clientId }, jpeg);
    expect(sent.statusCode, sent.body).toBe(200);
    const { message, credits } = sent.json();
    expect(message.kind).toBe("photo");
    expect(credits).toBe(8);
    for (const path of [message.photo.filename, message.photo.thumb_filename]) {
      const stored = await readFile(join(app.config.mediaDir, path));
      expect((await sharp(stored).metadata()).exif, path).toBeUndefined();
      expect(stored.includes(Buffer.from("PhoneCo")), path).toBe(false);
    }
    const again = await sendPhotoAs(
      anna,
      { profile: String(ben.user.profile.id), client_id: clientId },
      jpeg,
    );
    expect(again.json().message.id).toBe(message.id);
    expect(await balanceOf(anna)).toBe(8);

    const read = ChatResponseSchema.parse(
      (await call("GET", `/api/chat.php?conversation=${message.conversation}`, ben)).json(),
    );
    expect(read.messages.at(-1)).toMatchObject({ kind: "photo", photo: message.photo });
  });

  it("refuses what is not a photo, and sends without a target or client id", async () => {
    const anna = await member(10);
    const ben = await member();
    const notPhoto = await sendPhotoAs(
      anna,
      { profile: String(ben.user.profile.id), client_id: randomUUID() },
      Buffer.from("hello"),
    );
    expect(notPhoto.json().code).toBe("PHOTO_NOT_AN_IMAGE");
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    expect((await sendPhotoAs(anna, { client_id: randomUUID() }, jpeg)).json().code).toBe(
      "VALIDATION_FAILED",
    );
    expect((await sendPhotoAs(anna, { profile: String(ben.user.profile.id) }, jpeg)).json().code).toBe(
      "VALIDATION_FAILED",
    );
    expect(await balanceOf(anna)).toBe(10);
  });
});

/**
 * The send is one statement (chat.queries.ts `sendInOneStatement`): each refusal is told from what it read,
 * and a refused send writes nothing at all — no message, no charge, no conversation.
 */
describe("the send in one statement", () => {
  async function conversationsOf(who: Member) {
    const id = who.user.profile.id;
    return app.db
      .select()
      .from(conversations)
      .where(or(eq(conversations.lowProfileId, id), eq(conversations.highProfileId, id)));
  }

  async function nothingWritten(who: Member, credits: number) {
    expect(await balanceOf(who)).toBe(credits);
    expect(await conversationsOf(who)).toEqual([]);
    expect(await app.db.select().from(creditLedger).where(eq(creditLedger.userId, who.user.id))).toEqual([]);
  }

  it("refuses a deleted or disabled recipient as a missing profile", async () => {
    const anna = await member(10);
    const gone = await member();
    const disabled = await member();
    await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    await app.db.update(profiles).set({ status: "disabled" }).where(eq(profiles.id, gone.user.profile.id));
    await app.db
      .update(profiles)
      .set({ status: "disabled" })
      .where(eq(profiles.id, disabled.user.profile.id));
    for (const to of [gone, disabled]) {
      const refused = await send(anna, to);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: "NOT_FOUND", message: "This profile does not exist." });
    }
    await nothingWritten(anna, 10);
  });

  it("refuses across a block either way, into a conversation by its id too, charging nothing", async () => {
    const anna = await member(10);
    const ben = await member(10);
    const { conversation } = (await send(anna, ben)).json().message;
    await call("POST", "/api/block.php", anna, { profile_id: ben.user.profile.id });
    for (const [from, to] of [
      [anna, ben],
      [ben, anna],
    ] as const) {
      expect((await send(from, to)).json().code).toBe("CHAT_NOT_POSSIBLE");
      const byId = await call("POST", "/api/chat.php", from, {
        conversation,
        text: "hi",
        client_id: randomUUID(),
      });
      expect(byId.json()).toMatchObject({ code: "CHAT_NOT_POSSIBLE" });
    }
    expect(await balanceOf(anna)).toBe(9);
    expect(await balanceOf(ben)).toBe(10);
    expect(
      await app.db.select().from(messages).where(eq(messages.conversationId, conversation)),
    ).toHaveLength(1);
  });

  it("refuses without credits before a conversation is made, telling the price and the balance", async () => {
    const anna = await member(0);
    const ben = await member();
    const broke = await send(anna, ben);
    expect(broke.statusCode).toBe(402);
    expect(broke.json()).toMatchObject({ code: "INSUFFICIENT_CREDITS", params: { cost: 1, credits: 0 } });
    await nothingWritten(anna, 0);
    await app.db.update(users).set({ credits: 4 }).where(eq(users.id, anna.user.id));
    const gift = await call("POST", "/api/chat.php", anna, {
      profile: ben.user.profile.id,
      gift: "rose",
      client_id: randomUUID(),
    });
    expect(gift.json()).toMatchObject({ code: "INSUFFICIENT_CREDITS", params: { cost: 5, credits: 4 } });
    await nothingWritten(anna, 4);
  });

  it("refuses an unconfirmed sender and an unconfirmed recipient, writing nothing", async () => {
    const fresh = await signUpOk(app, { name: "Newbie" });
    const ben = await member(10);
    expect((await send(fresh, ben)).json().code).toBe("OWN_EMAIL_UNCONFIRMED");
    expect((await send(ben, fresh)).json()).toMatchObject({
      code: "THEIR_EMAIL_UNCONFIRMED",
      params: { name: "Newbie" },
    });
    await nothingWritten(ben, 10);
  });

  it("keeps a free member to 2 started conversations when the first messages go out in parallel", async () => {
    const anna = await member(100);
    const others = await Promise.all(Array.from({ length: 4 }, () => member()));
    const answers = await Promise.all(others.map((to) => send(anna, to)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.json().code === "CONVERSATION_LIMIT_REACHED")).toHaveLength(2);
    expect(await conversationsOf(anna)).toHaveLength(2);
    expect(await balanceOf(anna)).toBe(98);
  });

  it("puts parallel first messages of both sides into one conversation, never spending past the balance", async () => {
    const anna = await member(5);
    const ben = await member(5);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 ? send(anna, ben, `a${i}`) : send(ben, anna, `b${i}`))),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(10);
    expect(answers.filter((a) => a.json().code === "INSUFFICIENT_CREDITS")).toHaveLength(6);
    expect(new Set(ok.map((a) => a.json().message.conversation)).size).toBe(1);
    expect(await conversationsOf(anna)).toHaveLength(1);
    expect([await balanceOf(anna), await balanceOf(ben)]).toEqual([0, 0]);
    const [bens] = await chatsOf(ben);
    expect(bens?.num_unread_messages).toBe(5);
  });

  it("stores the live events with the message: what a tab replays is what was published", async () => {
    const anna = await member(10);
    const ben = await member();
    const earlier = await member();
    await send(earlier, ben, "first");
    const sent = await send(anna, ben, "second");
    const { message } = sent.json();
    const replayed = (await readEvents(app.db, ben.user.profile.id, 0)).at(-1);
    expect(replayed).toMatchObject({ type: "message", message, unread_total: 2 });
    const own = (await readEvents(app.db, anna.user.profile.id, 0)).at(-1);
    expect(own).toMatchObject({ type: "message", message, unread_total: 0 });
  });

  it("tells a sender whose account was deleted on the way to sign in, storing nothing", async () => {
    const anna = await member(10);
    const ben = await member();
    const [site] = await app.db.select().from(sites).where(eq(sites.domain, "amora.test"));
    const sender = await loadSender(app.db, site?.id ?? 0, anna.user.id);
    if (!sender) throw new Error("no sender");
    await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, anna.user.id));
    await expect(
      deliver(
        app.db,
        sender,
        { profile: ben.user.profile.id },
        { kind: "text", text: "hi", clientId: null },
        1,
        null,
      ),
    ).rejects.toMatchObject({ code: "authentication_required" });
    await nothingWritten(anna, 10);
  });
});
