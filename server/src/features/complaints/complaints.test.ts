/**
 * POST /api/complaints.php: a visitor's and a member's complaint is stored, mailed a receipt in the right
 * language and shown in the back office's queue; bad input and other members' conversations are refused.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { complaints, conversationMembers, conversations, profiles } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, lastMail, nextIp, signUpOk } from "../accounts/accounts-test-helpers.ts";
import { makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";

let app: FastifyInstance;
let moderator: string;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  moderator = await staffSession(app, (await makeStaff(app, ["moderator"])).id);
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof signUpOk>>;
const DESCRIPTION = "I was charged twice for the same bundle yesterday evening.";

function complain(payload: unknown, options: { cookie?: string; ip?: string; lang?: string } = {}) {
  const cookies = [options.cookie, options.lang && `lang=${options.lang}`].filter(Boolean).join("; ");
  return app.inject({
    method: "POST",
    url: "/api/complaints.php",
    headers: {
      ...CLIENT,
      "x-forwarded-for": options.ip ?? nextIp(),
      ...(cookies ? { cookie: cookies } : {}),
    },
    payload: payload as object,
  });
}

async function conversationBetween(a: Member, b: Member): Promise<number> {
  const [x, y] = [a.user.profile.id, b.user.profile.id] as [number, number];
  const [created] = await app.db
    .insert(conversations)
    .values({ lowProfileId: Math.min(x, y), highProfileId: Math.max(x, y), startedByProfileId: x })
    .returning({ id: conversations.id });
  const id = created?.id ?? 0;
  await app.db.insert(conversationMembers).values([
    { conversationId: id, profileId: x, otherProfileId: y },
    { conversationId: id, profileId: y, otherProfileId: x },
  ]);
  return id;
}

function issuesOf(response: { json: () => { issues?: { path: string; code: string }[] } }) {
  return response.json().issues ?? [];
}

describe("a visitor's complaint", () => {
  it("is stored, answered with its reference, mailed a receipt and listed in the back office", async () => {
    const response = await complain({
      category: "billing",
      description: `  ${DESCRIPTION}  `,
      email: " visitor.complaint@example.test ",
      name: " Sam Visitor ",
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(/^C-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    const [row] = await app.db.select().from(complaints).where(eq(complaints.reference, reference));
    expect(row).toMatchObject({
      email: "visitor.complaint@example.test",
      name: "Sam Visitor",
      category: "billing",
      description: DESCRIPTION,
      language: "en",
      userId: null,
      profileId: null,
      conversationId: null,
      status: "open",
    });

    const mail = await lastMail(app, "visitor.complaint@example.test");
    expect(mail.kind).toBe("complaint_receipt");
    expect(mail.subject).toBe(`We received your complaint ${reference}`);
    expect(mail.text).toContain("Hello Sam Visitor,");
    expect(mail.text).toContain(`registered under the reference ${reference}`);
    expect(mail.text).toContain("within 14 days");

    const listed = await staffCall(app, "GET", `/api/admin/complaints?q=${reference}`, { cookie: moderator });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toEqual([
      expect.objectContaining({ reference, email: "visitor.complaint@example.test", category: "billing" }),
    ]);
  });

  it("gets the receipt in the language the visitor browses in", async () => {
    const response = await complain(
      { category: "question", description: DESCRIPTION, email: "visiteur@example.test", name: "Camille" },
      { lang: "fr" },
    );
    expect(response.statusCode, response.body).toBe(201);
    const mail = await lastMail(app, "visiteur@example.test");
    expect(mail.subject).toBe(`Nous avons bien reçu votre réclamation ${response.json().reference}`);
    const [row] = await app.db
      .select({ language: complaints.language })
      .from(complaints)
      .where(eq(complaints.reference, response.json().reference));
    expect(row?.language).toBe("fr");
  });

  it("needs an e-mail address and a name, and may not name a conversation", async () => {
    const missing = await complain({ category: "other", description: DESCRIPTION });
    expect(missing.statusCode).toBe(400);
    expect(issuesOf(missing)).toEqual(
      expect.arrayContaining([
        { path: "body.email", code: "required" },
        { path: "body.name", code: "required" },
      ]),
    );
    const bad = await complain({ category: "other", description: DESCRIPTION, email: "nope", name: "Sam" });
    expect(issuesOf(bad)).toEqual([{ path: "body.email", code: "email_invalid" }]);

    const a = await signUpOk(app);
    const b = await signUpOk(app);
    const conversation = await conversationBetween(a, b);
    const attached = await complain({
      category: "conversation",
      description: DESCRIPTION,
      email: "sam@example.test",
      name: "Sam",
      conversation_id: conversation,
    });
    expect(issuesOf(attached)).toEqual([{ path: "body.conversation_id", code: "conversation_not_yours" }]);
  });
});

describe("a member's complaint", () => {
  it("uses the member's own address, name and language, and may name their conversation and a profile", async () => {
    const member = await signUpOk(app, { language: "fr" });
    const other = await signUpOk(app);
    const conversation = await conversationBetween(member, other);
    const response = await complain(
      {
        category: "conversation",
        description: DESCRIPTION,
        email: "someone.else@example.test",
        conversation_id: conversation,
        profile_id: other.user.profile.id,
      },
      { cookie: member.cookie },
    );
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await app.db
      .select()
      .from(complaints)
      .where(eq(complaints.reference, response.json().reference));
    expect(row).toMatchObject({
      userId: member.user.id,
      email: member.body.email,
      name: member.user.profile.name,
      language: "fr",
      conversationId: conversation,
      profileId: other.user.profile.id,
    });
    const mail = await lastMail(app, member.body.email);
    expect(mail.kind).toBe("complaint_receipt");
    expect(mail.text).toContain(`Bonjour ${member.user.profile.name},`);
  });

  it("refuses another member's conversation and a profile that does not exist or is hidden", async () => {
    const member = await signUpOk(app);
    const a = await signUpOk(app);
    const b = await signUpOk(app);
    const theirs = await conversationBetween(a, b);
    const hidden = await signUpOk(app);
    await app.db.update(profiles).set({ status: "disabled" }).where(eq(profiles.id, hidden.user.profile.id));
    for (const [payload, issue] of [
      [{ conversation_id: theirs }, { path: "body.conversation_id", code: "conversation_not_yours" }],
      [{ conversation_id: 2_147_483_647 }, { path: "body.conversation_id", code: "conversation_not_yours" }],
      [{ profile_id: 2_147_483_647 }, { path: "body.profile_id", code: "profile_not_found" }],
      [{ profile_id: hidden.user.profile.id }, { path: "body.profile_id", code: "profile_not_found" }],
    ] as const) {
      const response = await complain(
        { category: "profile", description: DESCRIPTION, ...payload },
        { cookie: member.cookie },
      );
      expect(response.statusCode).toBe(400);
      expect(issuesOf(response)).toEqual([issue]);
    }
    const count = await app.db.select().from(complaints).where(eq(complaints.userId, member.user.id));
    expect(count).toHaveLength(0);
  });
});

describe("bad input", () => {
  const valid = { category: "other", description: DESCRIPTION, email: "x@example.test", name: "X" };

  it("refuses a description too short or too long, counted in characters", async () => {
    const short = await complain({ ...valid, description: `${" ".repeat(30)}too short` });
    expect(issuesOf(short)).toEqual([{ path: "body.description", code: "description_too_short" }]);
    const long = await complain({ ...valid, description: "é".repeat(5001) });
    expect(issuesOf(long)).toEqual([{ path: "body.description", code: "description_too_long" }]);
    expect((await complain({ ...valid, description: "😀".repeat(5000) })).statusCode).toBe(201);
    const huge = await complain({ ...valid, description: "x".repeat(200_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().code).toBe("VALIDATION_FAILED");
  });

  it("refuses wrong types and unknown categories with VALIDATION_FAILED, never a 500", async () => {
    for (const payload of [
      { ...valid, category: "refund" },
      { ...valid, category: 3 },
      { ...valid, description: 42 },
      { ...valid, profile_id: "12" },
      { ...valid, profile_id: -1 },
      { ...valid, conversation_id: 1.5 },
      { ...valid, conversation_id: 2 ** 40 },
      { ...valid, email: ["x@example.test"] },
      { ...valid, name: "n".repeat(101) },
      { ...valid, name: "n".repeat(5000) },
      { description: DESCRIPTION },
      [],
    ]) {
      const response = await complain(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
  });

  it("takes 5 complaints an hour from one address", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await complain({ ...valid, email: `limit${i}@example.test` }, { ip })).statusCode).toBe(201);
    }
    const refused = await complain(valid, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("RATE_LIMITED");
    expect((await complain(valid)).statusCode).toBe(201);
  });
});
