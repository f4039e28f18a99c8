/**
 * The text queue (a changed "about" text waits; a rejection puts the last approved one back and mails the
 * member) and the complaints (created by the service the /complaints form will call; listed, searched,
 * answered by mail).
 */
import {
  ComplaintListResponseSchema,
  ComplaintResponseSchema,
  TextQueueResponseSchema,
} from "@amora/contract/admin-moderation";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { callAs, lastMail, signUpOk } from "../accounts/accounts-test-helpers.ts";
import { auditLines, makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";
import { createComplaint } from "./moderation.service.ts";
import { signUpWoman, siteIdOf } from "./moderation-test-helpers.ts";

let app: FastifyInstance;
let moderator: string;
let moderatorEmail: string;
let support: string;
let operator: string;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  const m = await makeStaff(app, ["moderator"]);
  moderatorEmail = m.email;
  moderator = await staffSession(app, m.id);
  support = await staffSession(app, (await makeStaff(app, ["support"])).id);
  operator = await staffSession(app, (await makeStaff(app, ["operator"])).id);
});
afterAll(() => app.close());

async function writeAbout(member: { cookie: string }, about: string) {
  const profile = (await callAs(app, "GET", "/api/my-profile.php", member)).json().profile;
  const { id: _id, ...rest } = profile;
  const response = await callAs(app, "PUT", "/api/my-profile.php", member, { ...rest, about });
  expect(response.statusCode, response.body).toBe(200);
}

async function textQueue(query = "") {
  const response = await staffCall(app, "GET", `/api/admin/moderation/texts${query}`, { cookie: moderator });
  expect(response.statusCode, response.body).toBe(200);
  return TextQueueResponseSchema.parse(response.json());
}

/** The text another member reads on the profile page. */
async function aboutOthersRead(profileId: number): Promise<string> {
  viewer ??= await signUpOk(app);
  const response = await callAs(app, "GET", `/api/profile.php?id=${profileId}`, viewer);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return (body.profile ?? body).about;
}
let viewer: { cookie: string } | undefined;

describe("the text queue", () => {
  it("queues a changed text; a rejection puts the last approved one back and mails the reason", async () => {
    const member = await signUpWoman(app, "fr");
    await writeAbout(member, "I love long walks.");
    const [first] = (await textQueue(`?q=${member.profileId}`)).items;
    expect(first).toMatchObject({
      profile_id: member.profileId,
      about: "I love long walks.",
      approved_about: "",
      site_name: "Amora",
    });
    const approve = await staffCall(app, "POST", `/api/admin/texts/${member.profileId}/approve`, {
      cookie: moderator,
      payload: { about: "I love long walks." },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toEqual({ profile_id: member.profileId, about: "I love long walks." });
    expect((await textQueue(`?q=${member.profileId}`)).total).toBe(0);
    expect((await auditLines(app, 1))[0]).toMatchObject({
      action: "text.approve",
      targetId: String(member.profileId),
    });

    // A new change waits, shown meanwhile; rejected, the approved text is back.
    await writeAbout(member, "Call me on 0612345678");
    expect(await aboutOthersRead(member.profileId)).toBe("Call me on 0612345678");
    const [second] = (await textQueue(`?q=${member.profileId}`)).items;
    expect(second).toMatchObject({ about: "Call me on 0612345678", approved_about: "I love long walks." });
    const reason = "Pas de numéro de téléphone.";
    const reject = await staffCall(app, "POST", `/api/admin/texts/${member.profileId}/reject`, {
      cookie: moderator,
      payload: { about: "Call me on 0612345678", reason },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(reject.json()).toEqual({ profile_id: member.profileId, about: "I love long walks." });
    expect(await aboutOthersRead(member.profileId)).toBe("I love long walks.");
    expect((await textQueue(`?q=${member.profileId}`)).total).toBe(0);
    const mail = await lastMail(app, member.email);
    expect(mail.kind).toBe("text_rejected");
    expect(mail.subject).toBe("Le texte de votre profil sur Amora n'a pas été approuvé");
    expect(mail.text).toContain(reason);
    const [line] = await auditLines(app, 1);
    expect(line).toMatchObject({ action: "text.reject", targetId: String(member.profileId) });
    expect(line?.before).toEqual({ about: "Call me on 0612345678" });
    expect(line?.after).toEqual({ about: "I love long walks.", reason });

    // Nothing waits now: both verdicts are 404.
    for (const verb of ["approve", "reject"]) {
      const again = await staffCall(app, "POST", `/api/admin/texts/${member.profileId}/${verb}`, {
        cookie: moderator,
        payload: { about: "I love long walks.", reason: "Again." },
      });
      expect(again.statusCode, verb).toBe(404);
    }
  });

  it("leaves nothing to review for a cleared text, an unchanged one, or the approved one written back", async () => {
    const member = await signUpWoman(app);
    await writeAbout(member, "First text.");
    const first = await staffCall(app, "POST", `/api/admin/texts/${member.profileId}/approve`, {
      cookie: moderator,
      payload: { about: "First text." },
    });
    expect(first.statusCode).toBe(200);
    await writeAbout(member, "First text.");
    expect((await textQueue(`?q=${member.profileId}`)).total).toBe(0);
    await writeAbout(member, "Second text.");
    expect((await textQueue(`?q=${member.profileId}`)).total).toBe(1);
    await writeAbout(member, "First text.");
    expect((await textQueue(`?q=${member.profileId}`)).total).toBe(0);
    await writeAbout(member, "Third text.");
    await writeAbout(member, "");
    expect((await textQueue(`?q=${member.profileId}`)).total).toBe(0);
    // The texts of others are not in another's queue entry, and other ids are 404.
    const other = await signUpWoman(app);
    await writeAbout(other, "Other text.");
    const wrong = await staffCall(app, "POST", `/api/admin/texts/${member.profileId}/reject`, {
      cookie: moderator,
      payload: { about: "Other text.", reason: "Wrong one." },
    });
    expect(wrong.statusCode).toBe(404);
    expect(await aboutOthersRead(other.profileId)).toBe("Other text.");
  });

  it("is for moderators only and refuses bad input", async () => {
    const member = await signUpWoman(app);
    await writeAbout(member, "Waiting text.");
    for (const cookie of [support, operator]) {
      expect((await staffCall(app, "GET", "/api/admin/moderation/texts", { cookie })).statusCode).toBe(403);
      const response = await staffCall(app, "POST", `/api/admin/texts/${member.profileId}/approve`, {
        cookie,
        payload: { about: "Waiting text." },
      });
      expect(response.statusCode).toBe(403);
    }
    for (const payload of [
      {},
      { reason: "Fine reason" },
      { about: "Waiting text.", reason: "ab" },
      { about: "Waiting text.", reason: ["x"] },
      { about: "Waiting text.", reason: "y".repeat(501) },
      { about: 5, reason: "Fine reason" },
    ]) {
      const response = await staffCall(app, "POST", `/api/admin/texts/${member.profileId}/reject`, {
        cookie: moderator,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await textQueue(`?q=${member.profileId}`)).total).toBe(1);
    const noBody = await staffCall(app, "POST", `/api/admin/texts/${member.profileId}/approve`, {
      cookie: moderator,
      payload: {},
    });
    expect(noBody.statusCode).toBe(400);
  });

  it("refuses a verdict on a text that changed after the moderator read it", async () => {
    const member = await signUpWoman(app);
    await writeAbout(member, "Read by the moderator.");
    await writeAbout(member, "Changed meanwhile, unseen.");
    for (const verb of ["approve", "reject"]) {
      const response = await staffCall(app, "POST", `/api/admin/texts/${member.profileId}/${verb}`, {
        cookie: moderator,
        payload: { about: "Read by the moderator.", reason: "Not allowed." },
      });
      expect(response.statusCode, verb).toBe(409);
      expect(response.json().code).toBe("MODERATION_TEXT_CHANGED");
    }
    const [waiting] = (await textQueue(`?q=${member.profileId}`)).items;
    expect(waiting?.about).toBe("Changed meanwhile, unseen.");
    expect(await aboutOthersRead(member.profileId)).toBe("Changed meanwhile, unseen.");
  });
});

describe("complaints", () => {
  async function complaint(overrides: Partial<Parameters<typeof createComplaint>[1]> = {}) {
    return createComplaint(app.db, {
      siteId: await siteIdOf(app),
      email: "jane@example.test",
      name: "Jane",
      category: "billing",
      description: "I was charged twice.",
      language: "en",
      ...overrides,
    });
  }

  it("get a public reference and are listed, searched, filtered and sorted", async () => {
    const a = await complaint({ email: "first.person@example.test" });
    const b = await complaint({
      email: "second.person@example.test",
      siteId: await siteIdOf(app, "amoursecret.test"),
    });
    expect(a.reference).toMatch(/^C-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(a.reference).not.toBe(b.reference);

    const list = async (query: string, cookie = moderator) => {
      const response = await staffCall(app, "GET", `/api/admin/complaints${query}`, { cookie });
      expect(response.statusCode, response.body).toBe(200);
      return ComplaintListResponseSchema.parse(response.json());
    };
    expect((await list(`?q=${a.reference}`)).items.map((c) => c.id)).toEqual([a.id]);
    expect((await list(`?q=${a.reference.toLowerCase()}`)).items.map((c) => c.id)).toEqual([a.id]);
    expect((await list("?q=SECOND.person")).items.map((c) => c.id)).toEqual([b.id]);
    expect(
      (await list(`?site_id=${await siteIdOf(app, "amoursecret.test")}&q=person`)).items.map((c) => c.id),
    ).toEqual([b.id]);
    const newest = await list("?q=.person@");
    expect(newest.items.map((c) => c.id)).toEqual([b.id, a.id]);
    expect(newest.total).toBe(2);
    expect((await list("?q=.person@&sort=email&order=asc")).items.map((c) => c.email)).toEqual([
      "first.person@example.test",
      "second.person@example.test",
    ]);
    expect((await list("?q=.person@&status=answered")).total).toBe(0);
    expect((await list("?q=.person@&status=open", support)).total).toBe(2);
    expect((await list("?q=%_")).total).toBe(0);

    for (const query of ["?status=pending", "?sort=name", "?page=0", "?site_id=abc"]) {
      const response = await staffCall(app, "GET", `/api/admin/complaints${query}`, { cookie: moderator });
      expect(response.statusCode, query).toBe(400);
    }
    expect((await staffCall(app, "GET", "/api/admin/complaints", { cookie: operator })).statusCode).toBe(403);

    const sites = await staffCall(app, "GET", "/api/admin/moderation/sites", { cookie: support });
    expect(sites.json().sites.map((site: { name: string }) => site.name)).toEqual([
      "Amora",
      "Amour Secret",
      "Liefdesdate",
    ]);
    expect(
      (await staffCall(app, "GET", "/api/admin/moderation/sites", { cookie: operator })).statusCode,
    ).toBe(403);
  });

  it("are answered by mail to the complainant, in their language, and marked answered", async () => {
    const { id, reference } = await complaint({ email: "Marie@Example.test", name: "Marie", language: "fr" });
    const detail = await staffCall(app, "GET", `/api/admin/complaints/${id}`, { cookie: support });
    expect(ComplaintResponseSchema.parse(detail.json()).complaint).toMatchObject({
      reference,
      status: "open",
      description: "I was charged twice.",
      reply: null,
      replied_by_email: null,
    });

    const reply = "Nous avons remboursé le second paiement.\n\nToutes nos excuses.";
    const response = await staffCall(app, "POST", `/api/admin/complaints/${id}/reply`, {
      cookie: moderator,
      payload: { reply },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answered = ComplaintResponseSchema.parse(response.json()).complaint;
    expect(answered).toMatchObject({ status: "answered", reply, replied_by_email: moderatorEmail });
    expect(answered.replied_at).not.toBeNull();

    const mail = await lastMail(app, "Marie@Example.test");
    expect(mail.kind).toBe("complaint_reply");
    expect(mail.subject).toBe(`Votre réclamation ${reference} auprès de Amora`);
    expect(mail.text).toContain("Nous avons remboursé le second paiement.");
    expect(mail.text).toContain("Toutes nos excuses.");
    expect(mail.text).toContain("Bonjour Marie");
    const [line] = await auditLines(app, 1);
    expect(line).toMatchObject({ action: "complaint.reply", targetType: "complaint", targetId: String(id) });
    expect(line?.before).toEqual({ status: "open" });

    for (const [url, payload, status] of [
      [`/api/admin/complaints/${id}/reply`, { reply: "" }, 400],
      [`/api/admin/complaints/${id}/reply`, { reply: "   " }, 400],
      [`/api/admin/complaints/${id}/reply`, { reply: "z".repeat(5001) }, 400],
      [`/api/admin/complaints/${id}/reply`, { junk: [1] }, 400],
      ["/api/admin/complaints/x/reply", { reply: "Hi" }, 400],
      ["/api/admin/complaints/2147483647/reply", { reply: "Hi" }, 404],
    ] as const) {
      const bad = await staffCall(app, "POST", url, { cookie: moderator, payload });
      expect(bad.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
    }
    expect(
      (await staffCall(app, "GET", "/api/admin/complaints/2147483647", { cookie: moderator })).statusCode,
    ).toBe(404);
    const refused = await staffCall(app, "POST", `/api/admin/complaints/${id}/reply`, {
      cookie: operator,
      payload: { reply: "Hi" },
    });
    expect(refused.statusCode).toBe(403);
  });
});
