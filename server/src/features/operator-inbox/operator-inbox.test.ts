import { randomUUID } from "node:crypto";
import {
  OPERATOR_CLAIM_MS,
  OperatorConversationSchema,
  OperatorFiguresResponseSchema,
  OperatorQueueResponseSchema,
} from "@amora/contract/admin-operator";
import { ChatResponseSchema, ChatsResponseSchema } from "@amora/contract/chat";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  conversationMembers,
  creditLedger,
  messages,
  notifications,
  operatorAnswers,
  operatorClaims,
  operatorNotes,
  sites,
  users,
} from "../../db/schema.ts";
import { readEvents } from "../../lib/realtime/event-log.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { LiveClient } from "../live/live-test-helpers.ts";
import { auditLines, makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";
import {
  activeMember,
  answerAs,
  claimAs,
  memberCall,
  memberWrites,
  operator,
  operatorProfile,
  waitingConversation,
} from "./operator-inbox-test-helpers.ts";

let app: FastifyInstance;
const tabs: LiveClient[] = [];
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  await app.db
    .update(sites)
    .set({ messageCredits: 1, messageLength: 200 })
    .where(eq(sites.domain, "amora.test"));
  await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await Promise.all(tabs.map((tab) => tab.close()));
  await app.close();
});

const get = (cookie: string, url: string) => staffCall(app, "GET", url, { cookie });
const workspaceOf = (cookie: string, conversation: number, query = "") =>
  get(cookie, `/api/admin/operator/conversations/${conversation}${query}`);
const noteAs = (cookie: string, conversation: number, body: unknown) =>
  staffCall(app, "POST", `/api/admin/operator/conversations/${conversation}/notes`, {
    cookie,
    payload: { body },
  });

async function queueOf(cookie: string, query: string) {
  const response = await get(cookie, `/api/admin/operator/queue?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return OperatorQueueResponseSchema.parse(response.json());
}

/** Makes the member's messages of a conversation `minutesAgo` old. */
async function backdate(conversation: number, minutesAgo: number) {
  await app.db
    .update(messages)
    .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(messages.conversationId, conversation));
}

describe("the queue", () => {
  it("lists conversations waiting for an operator profile, oldest waiting first, per site and language", async () => {
    const op = await operator(app);
    // Language "pl" only for this test's members: the queue is shared by every test of the file.
    const a = await waitingConversation(app, { name: "Queuea" });
    const b = await waitingConversation(app, { name: "Queueb" });
    const c = await waitingConversation(app, { name: "Queuec" });
    for (const w of [a, b, c])
      await app.db.update(users).set({ language: "pl" }).where(eq(users.id, w.member.user.id));
    await backdate(a.conversation, 5);
    await backdate(b.conversation, 30);
    await backdate(c.conversation, 10);
    // Two more messages of c: it still waits since its first one.
    await memberWrites(app, c.member, c.profile.id, "Still there?");

    const queue = await queueOf(op.cookie, "language=pl");
    expect(queue.items.map((item) => item.conversation)).toEqual([
      b.conversation,
      c.conversation,
      a.conversation,
    ]);
    expect(queue.total).toBe(3);
    const first = queue.items[0];
    expect(first).toEqual({
      conversation: b.conversation,
      profile: { id: b.profile.id, name: b.profile.name, kind: "fictional" },
      member: { id: b.member.user.profile.id, name: "Queueb" },
      site: { id: expect.any(Number), name: expect.any(String) },
      language: "pl",
      unread: 1,
      waiting_since: expect.any(String),
      claim: null,
    });
    expect(Date.now() - Date.parse(first?.waiting_since ?? "")).toBeGreaterThan(29 * 60_000);
    expect(queue.items[1]?.unread).toBe(2);
    expect(queue.items[1]?.waiting_since).toBe(
      (await app.db.select().from(messages).where(eq(messages.conversationId, c.conversation)))
        .map((m) => m.createdAt.toISOString())
        .sort()[0],
    );
    expect(queue.sites.map((s) => s.name).length).toBeGreaterThanOrEqual(3);
    expect(queue.languages).toContain("fr");

    // Newest first, by unread, searched by the member's name.
    expect((await queueOf(op.cookie, "language=pl&order=desc")).items.map((i) => i.conversation)).toEqual([
      a.conversation,
      c.conversation,
      b.conversation,
    ]);
    expect((await queueOf(op.cookie, "language=pl&sort=unread&order=desc")).items[0]?.conversation).toBe(
      c.conversation,
    );
    expect((await queueOf(op.cookie, "language=pl&q=queuec")).items.map((i) => i.conversation)).toEqual([
      c.conversation,
    ]);
    expect((await queueOf(op.cookie, "language=pl&q=%25")).total).toBe(0);

    // Per site: the member's site.
    const [other] = await app.db.select().from(sites).where(eq(sites.domain, "amoursecret.test"));
    await app.db.update(users).set({ siteId: other?.id }).where(eq(users.id, a.member.user.id));
    expect(
      (await queueOf(op.cookie, `language=pl&site=${other?.id}`)).items.map((i) => i.conversation),
    ).toEqual([a.conversation]);
    expect((await queueOf(op.cookie, "language=da")).total).toBe(0);
    // Past the end: no items, the total still right.
    const past = await queueOf(op.cookie, "language=pl&page=9");
    expect(past.items).toEqual([]);
    expect(past.total).toBe(3);
  });

  it("shows cam and resell profiles too, but not conversations between members", async () => {
    const op = await operator(app);
    const cam = await operatorProfile(app, "cam", "Camilla");
    const resell = await operatorProfile(app, "resell", "Rosalie");
    const member = await activeMember(app);
    await app.db.update(users).set({ language: "sv" }).where(eq(users.id, member.user.id));
    const c1 = await memberWrites(app, member, cam.id);
    const c2 = await memberWrites(app, member, resell.id);
    const other = await activeMember(app);
    await memberWrites(app, member, other.user.profile.id);
    const queue = await queueOf(op.cookie, "language=sv");
    expect(queue.items.map((i) => [i.conversation, i.profile.kind])).toEqual([
      [c1, "cam"],
      [c2, "resell"],
    ]);
  });

  it("leaves out, and refuses, a conversation where the member blocked the profile", async () => {
    const op = await operator(app);
    const { conversation, member, profile } = await waitingConversation(app);
    await app.db.update(users).set({ language: "no" }).where(eq(users.id, member.user.id));
    await claimAs(app, op.cookie, conversation);
    expect((await queueOf(op.cookie, "language=no")).total).toBe(1);
    const blocked = await memberCall(app, "POST", "/api/block.php", member, { profile_id: profile.id });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await queueOf(op.cookie, "language=no")).total).toBe(0);
    const refused = await answerAs(app, op.cookie, conversation, { text: "Hello?" });
    expect(refused.statusCode).toBe(404);
    expect(
      await app.db.select().from(messages).where(eq(messages.conversationId, conversation)),
    ).toHaveLength(1);
  });

  it("refuses junk filters with 400", async () => {
    const op = await operator(app);
    for (const query of [
      "page=0",
      "site=abc",
      "language=english",
      "sort=email",
      "order=up",
      `q=${"x".repeat(101)}`,
    ]) {
      const response = await get(op.cookie, `/api/admin/operator/queue?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
  });
});

describe("claims", () => {
  it("two operators racing for one conversation: exactly one wins", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { conversation } = await waitingConversation(app);
      const [one, two] = [await operator(app), await operator(app)];
      const results = await Promise.all([
        claimAs(app, one.cookie, conversation),
        claimAs(app, two.cookie, conversation),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes, results.map((r) => r.body).join(" | ")).toEqual([200, 409]);
      const loser = results.find((r) => r.statusCode === 409);
      expect(loser?.json().code).toBe("OPERATOR_CLAIM_TAKEN");
      const claims = await app.db
        .select()
        .from(operatorClaims)
        .where(eq(operatorClaims.conversationId, conversation));
      expect(claims).toHaveLength(1);
      const winner = results[0]?.statusCode === 200 ? one : two;
      expect(claims[0]?.staffId).toBe(winner.id);
    }
  });

  it("lasts five minutes, is extended by its holder, refused to others, shown in the queue", async () => {
    const { conversation, member } = await waitingConversation(app);
    await app.db.update(users).set({ language: "fi" }).where(eq(users.id, member.user.id));
    const [one, two] = [await operator(app), await operator(app)];
    const before = Date.now();
    const first = await claimAs(app, one.cookie, conversation);
    expect(first.statusCode, first.body).toBe(200);
    const expires = Date.parse(first.json().claim.expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(OPERATOR_CLAIM_MS - 1_000);
    expect(expires - before).toBeLessThanOrEqual(OPERATOR_CLAIM_MS + 5_000);
    const [line] = await auditLines(app, 1);
    expect(line).toMatchObject({
      action: "operator.claim",
      targetType: "conversation",
      targetId: String(conversation),
    });

    const refused = await claimAs(app, two.cookie, conversation);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "OPERATOR_CLAIM_TAKEN" });
    expect((await queueOf(two.cookie, "language=fi")).items[0]?.claim).toEqual({
      mine: false,
      expires_at: expect.any(String),
    });
    expect((await queueOf(one.cookie, "language=fi")).items[0]?.claim?.mine).toBe(true);

    // The holder claims again: extended, still theirs.
    await app.db
      .update(operatorClaims)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(operatorClaims.conversationId, conversation));
    const again = await claimAs(app, one.cookie, conversation);
    expect(again.statusCode).toBe(200);
    expect(Date.parse(again.json().claim.expires_at)).toBeGreaterThan(Date.now() + OPERATOR_CLAIM_MS - 5_000);
    expect((await auditLines(app, 1))[0]?.after).toMatchObject({ extended: true });
  });

  it("expires: another operator may claim it then, and the first may no longer answer", async () => {
    const { conversation } = await waitingConversation(app);
    const [one, two] = [await operator(app), await operator(app)];
    expect((await claimAs(app, one.cookie, conversation)).statusCode).toBe(200);
    await app.db
      .update(operatorClaims)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(operatorClaims.conversationId, conversation));
    // Expired and nobody else: answering needs a claim again.
    const late = await answerAs(app, one.cookie, conversation, { text: "Sorry, I was away" });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("OPERATOR_CLAIM_REQUIRED");
    expect((await noteAs(one.cookie, conversation, "x")).json().code).toBe("OPERATOR_CLAIM_REQUIRED");

    const taken = await claimAs(app, two.cookie, conversation);
    expect(taken.statusCode, taken.body).toBe(200);
    const [row] = await app.db
      .select()
      .from(operatorClaims)
      .where(eq(operatorClaims.conversationId, conversation));
    expect(row?.staffId).toBe(two.id);
    const stale = await answerAs(app, one.cookie, conversation, { text: "Me again" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("OPERATOR_CLAIM_TAKEN");
  });

  it("is released explicitly (only by its holder), after which others may claim", async () => {
    const { conversation } = await waitingConversation(app);
    const [one, two] = [await operator(app), await operator(app)];
    await claimAs(app, one.cookie, conversation);
    const notMine = await staffCall(app, "DELETE", `/api/admin/operator/claims/${conversation}`, {
      cookie: two.cookie,
    });
    expect(notMine.json()).toEqual({ released: false });
    expect((await claimAs(app, two.cookie, conversation)).statusCode).toBe(409);
    const released = await staffCall(app, "DELETE", `/api/admin/operator/claims/${conversation}`, {
      cookie: one.cookie,
    });
    expect(released.json()).toEqual({ released: true });
    expect((await auditLines(app, 1))[0]).toMatchObject({
      action: "operator.release",
      targetId: String(conversation),
    });
    expect((await claimAs(app, two.cookie, conversation)).statusCode).toBe(200);
  });

  it("refuses conversations that are not waiting for an operator (404)", async () => {
    const op = await operator(app);
    const anna = await activeMember(app);
    const ben = await activeMember(app);
    const between = await memberWrites(app, anna, ben.user.profile.id);
    expect((await claimAs(app, op.cookie, between)).statusCode).toBe(404);
    expect((await workspaceOf(op.cookie, between)).statusCode).toBe(404);
    expect((await claimAs(app, op.cookie, 2_000_000_000)).statusCode).toBe(404);
    // Answered already: nothing waits, no claim.
    const { conversation } = await waitingConversation(app);
    await claimAs(app, op.cookie, conversation);
    expect((await answerAs(app, op.cookie, conversation, { text: "Hi!" })).statusCode).toBe(200);
    expect((await claimAs(app, op.cookie, conversation)).statusCode).toBe(404);
    for (const payload of [{}, { conversation: "1" }, { conversation: -1 }, { conversation: 2 ** 40 }]) {
      const response = await staffCall(app, "POST", "/api/admin/operator/claims", {
        cookie: op.cookie,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe("the workspace", () => {
  it("shows the member's public profile, the conversation, the profile with its photos and the notes — never account data", async () => {
    const { conversation, member, profile } = await waitingConversation(app, {
      name: "Publicia",
      city: "Utrecht",
      date_of_birth: "1990-01-01",
    });
    const op = await operator(app);
    const bodies: string[] = [];
    const track = async <T extends { body: string }>(call: Promise<T>) => {
      const response = await call;
      bodies.push(response.body);
      return response;
    };
    await track(claimAs(app, op.cookie, conversation));
    const response = await track(workspaceOf(op.cookie, conversation));
    expect(response.statusCode, response.body).toBe(200);
    const page = OperatorConversationSchema.parse(response.json());
    expect(page.member).toEqual({
      id: member.user.profile.id,
      name: "Publicia",
      gender: "male",
      age: expect.any(Number),
      city: "Utrecht",
      country: "NL",
      about: "",
      main_image: null,
    });
    expect(page.member.age).toBeGreaterThanOrEqual(35);
    expect(Object.keys(response.json().member).sort()).toEqual(
      ["about", "age", "city", "country", "gender", "id", "main_image", "name"].sort(),
    );
    expect(page.profile).toMatchObject({
      id: profile.id,
      kind: "fictional",
      name: profile.name,
      city: "Haarlem",
    });
    expect(page.profile.photos.map((p) => p.id)).toEqual(profile.photoIds);
    expect(page.profile.main_image?.filename).toBe(`op/${profile.id}-0.webp`);
    expect(page.messages.map((m) => [m.from, m.text])).toEqual([[member.user.profile.id, "Hi there!"]]);
    expect(page.message_length).toBe(200);
    expect(page.gifts).toContain("rose");

    await track(noteAs(op.cookie, conversation, "  Sails on Sundays.  "));
    await track(queueOf(op.cookie, "").then((q) => ({ body: JSON.stringify(q) })));
    await track(answerAs(app, op.cookie, conversation, { text: "Hi Publicia!" }));
    await track(get(op.cookie, "/api/admin/operator/figures"));
    const email = member.body.email;
    for (const body of bodies) {
      expect(body.toLowerCase()).not.toContain(email.toLowerCase());
      expect(body).not.toMatch(/"(email|credits|payments|paid_user)"/);
    }
  });

  it("pages the conversation backwards", async () => {
    const { conversation, member, profile } = await waitingConversation(app);
    for (let i = 0; i < 34; i += 1) await memberWrites(app, member, profile.id, `m${i}`);
    const op = await operator(app);
    await claimAs(app, op.cookie, conversation);
    const first = OperatorConversationSchema.parse((await workspaceOf(op.cookie, conversation)).json());
    expect(first.messages).toHaveLength(30);
    expect(first.messages.at(-1)?.text).toBe("m33");
    expect(first.has_more).toBe(true);
    const older = OperatorConversationSchema.parse(
      (await workspaceOf(op.cookie, conversation, `?before=${first.messages[0]?.id}`)).json(),
    );
    expect(older.messages.map((m) => m.text)).toEqual(["Hi there!", "m0", "m1", "m2", "m3"]);
    expect(older.has_more).toBe(false);
    expect((await workspaceOf(op.cookie, conversation, "?before=abc")).statusCode).toBe(400);
  });

  it("keeps notes for the next operator, refuses them without the claim or with bad input", async () => {
    const { conversation } = await waitingConversation(app);
    const [one, two] = [await operator(app), await operator(app)];
    await claimAs(app, one.cookie, conversation);
    expect((await noteAs(two.cookie, conversation, "mine")).json().code).toBe("OPERATOR_CLAIM_TAKEN");
    expect((await workspaceOf(two.cookie, conversation)).json().code).toBe("OPERATOR_CLAIM_TAKEN");
    const added = await noteAs(one.cookie, conversation, "  Has a dog called Max.  ");
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().note).toMatchObject({ body: "Has a dog called Max.", mine: true });
    expect((await auditLines(app, 1))[0]).toMatchObject({
      action: "operator.note",
      targetId: String(conversation),
    });
    for (const body of ["", "   ", "x".repeat(2_001), 5, null]) {
      const response = await noteAs(one.cookie, conversation, body);
      expect(response.statusCode, String(body)).toBe(400);
    }
    await staffCall(app, "DELETE", `/api/admin/operator/claims/${conversation}`, { cookie: one.cookie });
    await claimAs(app, two.cookie, conversation);
    const page = OperatorConversationSchema.parse((await workspaceOf(two.cookie, conversation)).json());
    expect(page.notes).toEqual([expect.objectContaining({ body: "Has a dog called Max.", mine: false })]);
    expect(
      await app.db.select().from(operatorNotes).where(eq(operatorNotes.conversationId, conversation)),
    ).toHaveLength(1);
  });
});

describe("answers", () => {
  it("are sent as the profile, record the operator, cost nothing, reach the member live and leave the queue", async () => {
    const { conversation, member, profile } = await waitingConversation(app);
    await app.db.update(users).set({ language: "it" }).where(eq(users.id, member.user.id));
    const op = await operator(app);
    const tab = await LiveClient.connect(app, member);
    tabs.push(tab);
    const [{ credits } = { credits: -1 }] = await app.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, member.user.id));
    const ledgerBefore = (
      await app.db.select().from(creditLedger).where(eq(creditLedger.userId, member.user.id))
    ).length;

    const refused = await answerAs(app, op.cookie, conversation, { text: "Not yet" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("OPERATOR_CLAIM_REQUIRED");
    await claimAs(app, op.cookie, conversation);
    const sent = await answerAs(app, op.cookie, conversation, { text: "  Hello from the sea!  " });
    expect(sent.statusCode, sent.body).toBe(200);
    const { message } = sent.json();
    expect(message).toMatchObject({
      from: profile.id,
      conversation,
      kind: "text",
      text: "Hello from the sea!",
    });
    expect(Object.keys(message)).not.toContain("staff_id");

    const [row] = await app.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row).toMatchObject({ staffId: op.id, credits: 0, senderProfileId: profile.id });
    const [after] = await app.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, member.user.id));
    expect(after?.credits).toBe(credits);
    expect(
      await app.db.select().from(creditLedger).where(eq(creditLedger.userId, member.user.id)),
    ).toHaveLength(ledgerBefore);
    expect((await auditLines(app, 1))[0]).toMatchObject({
      action: "operator.answer",
      targetId: String(conversation),
    });

    // Live: the message event, as any message of that profile.
    const frame = await tab.next();
    expect(frame).toMatchObject({
      type: "message",
      message: { id: message.id, from: profile.id, text: "Hello from the sea!" },
      unread_total: 1,
    });
    expect(JSON.stringify(frame)).not.toContain("staff");
    const stored = await readEvents(app.db, member.user.profile.id, 0);
    expect(stored.filter((e) => e.type === "message").at(-1)).toMatchObject({ message: { id: message.id } });

    // The member's chat shows it, the list marks the profile fictional.
    const chat = ChatResponseSchema.parse(
      (await memberCall(app, "GET", `/api/chat.php?conversation=${conversation}`, member)).json(),
    );
    expect(chat.messages.map((m) => [m.from, m.text])).toEqual([
      [member.user.profile.id, "Hi there!"],
      [profile.id, "Hello from the sea!"],
    ]);
    const list = ChatsResponseSchema.parse((await memberCall(app, "GET", "/api/chats.php", member)).json());
    expect(list.chats[0]?.member.fictional).toBe(true);

    // Read on the operator side: out of the queue, claim released, figures row written, notification queued.
    const [side] = await app.db
      .select()
      .from(conversationMembers)
      .where(
        and(
          eq(conversationMembers.conversationId, conversation),
          eq(conversationMembers.profileId, profile.id),
        ),
      );
    expect(side).toMatchObject({ unread: 0, readUpTo: message.id });
    expect((await queueOf(op.cookie, "language=it")).total).toBe(0);
    expect(
      await app.db.select().from(operatorClaims).where(eq(operatorClaims.conversationId, conversation)),
    ).toEqual([]);
    const [answerRow] = await app.db
      .select()
      .from(operatorAnswers)
      .where(eq(operatorAnswers.messageId, message.id));
    expect(answerRow?.staffId).toBe(op.id);
    const [note] = await app.db.select().from(notifications).where(eq(notifications.userId, member.user.id));
    expect(note).toMatchObject({
      conversationId: conversation,
      aboutProfileId: profile.id,
      type: "new_conversations",
    });

    // The member writes again: back in the queue.
    await memberWrites(app, member, profile.id, "Wow, hi!");
    expect((await queueOf(op.cookie, "language=it")).items.map((i) => [i.conversation, i.unread])).toEqual([
      [conversation, 1],
    ]);
  });

  it("send a photo of the profile's own, or a gift; a retried client id is the same message", async () => {
    const { conversation, profile, member } = await waitingConversation(app);
    const op = await operator(app);
    await claimAs(app, op.cookie, conversation);
    const photo = await answerAs(app, op.cookie, conversation, { photo: profile.photoIds[1] });
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.json().message).toMatchObject({
      kind: "photo",
      photo: { filename: `op/${profile.id}-1.webp`, thumb_filename: `op/${profile.id}-1-thumb.webp` },
    });
    await memberWrites(app, member, profile.id, "Nice!");
    await claimAs(app, op.cookie, conversation);
    const clientId = randomUUID();
    const gift = await answerAs(app, op.cookie, conversation, { gift: "rose", client_id: clientId });
    expect(gift.json().message).toMatchObject({ kind: "gift", gift: "rose" });
    const retry = await answerAs(app, op.cookie, conversation, { gift: "rose", client_id: clientId });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().message.id).toBe(gift.json().message.id);
    expect(
      await app.db.select().from(messages).where(eq(messages.conversationId, conversation)),
    ).toHaveLength(4);
  });

  it("refuse bad input: empty or too long text, none or two contents, another profile's photo, unknown gifts", async () => {
    const { conversation } = await waitingConversation(app);
    const other = await operatorProfile(app);
    const op = await operator(app);
    await claimAs(app, op.cookie, conversation);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ text: "   " }, 400, "VALIDATION_FAILED"],
      [{ text: "x".repeat(201) }, 400, "MESSAGE_TOO_LONG"],
      [{}, 400, "VALIDATION_FAILED"],
      [{ text: "hi", gift: "rose" }, 400, "VALIDATION_FAILED"],
      [{ photo: other.photoIds[0] }, 400, "VALIDATION_FAILED"],
      [{ photo: "1" }, 400, "VALIDATION_FAILED"],
      [{ gift: "diamond" }, 400, "VALIDATION_FAILED"],
      [{ text: ["hi"] }, 400, "VALIDATION_FAILED"],
      [{ text: "hi", client_id: "not-a-uuid" }, 400, "VALIDATION_FAILED"],
    ];
    for (const [body, status, code] of cases) {
      const response = await answerAs(app, op.cookie, conversation, body);
      expect([response.statusCode, response.json().code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(
      await app.db.select().from(messages).where(eq(messages.conversationId, conversation)),
    ).toHaveLength(1);
    // The claim survived the refusals.
    expect((await answerAs(app, op.cookie, conversation, { text: "x".repeat(200) })).statusCode).toBe(200);
  });

  it("are for operators only", async () => {
    const { conversation } = await waitingConversation(app);
    const admin = await staffSession(app, (await makeStaff(app, ["admin"])).id);
    expect((await claimAs(app, admin, conversation)).statusCode).toBe(403);
    expect((await answerAs(app, admin, conversation, { text: "hi" })).statusCode).toBe(403);
  });
});

describe("figures", () => {
  it("count answers and the median response time per operator; admins see everyone, operators themselves", async () => {
    const [one, two] = [await operator(app), await operator(app)];
    const answerAfter = async (op: { cookie: string }, minutes: number) => {
      const { conversation } = await waitingConversation(app);
      await backdate(conversation, minutes);
      await claimAs(app, op.cookie, conversation);
      expect((await answerAs(app, op.cookie, conversation, { text: "Hi" })).statusCode).toBe(200);
    };
    await answerAfter(one, 2);
    await answerAfter(one, 10);
    await answerAfter(one, 4);
    await answerAfter(two, 1);

    const admin = await staffSession(app, (await makeStaff(app, ["admin"])).id);
    const all = OperatorFiguresResponseSchema.parse((await get(admin, "/api/admin/operator/figures")).json());
    expect(all.everyone).toBe(true);
    const byId = new Map(all.items.map((f) => [f.staff_id, f]));
    expect(byId.get(one.id)?.answered).toBe(3);
    expect(Math.abs((byId.get(one.id)?.median_seconds ?? 0) - 240)).toBeLessThanOrEqual(5);
    expect(byId.get(two.id)?.answered).toBe(1);
    expect(Math.abs((byId.get(two.id)?.median_seconds ?? 0) - 60)).toBeLessThanOrEqual(5);

    const own = OperatorFiguresResponseSchema.parse(
      (await get(two.cookie, "/api/admin/operator/figures")).json(),
    );
    expect(own.everyone).toBe(false);
    expect(own.items.map((f) => f.staff_id)).toEqual([two.id]);

    // A period before today: no answers in it.
    const old = OperatorFiguresResponseSchema.parse(
      (await get(two.cookie, "/api/admin/operator/figures?from=2020-01-01&to=2020-01-31")).json(),
    );
    expect(old.items).toEqual([
      { staff_id: two.id, name: expect.any(String), answered: 0, median_seconds: null },
    ]);
    for (const query of [
      "from=2020-02-01&to=2020-01-01",
      "from=2019-01-01&to=2021-01-01",
      "from=yesterday",
      "sort=email",
    ]) {
      expect((await get(admin, `/api/admin/operator/figures?${query}`)).statusCode, query).toBe(400);
    }
    const moderator = await staffSession(app, (await makeStaff(app, ["moderator"])).id);
    expect((await get(moderator, "/api/admin/operator/figures")).statusCode).toBe(403);
  });
});
