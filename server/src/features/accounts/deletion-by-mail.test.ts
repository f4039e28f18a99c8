/**
 * Deletion without logging in and the delete_discount offer (issue 17): the request mails a link (the same
 * answer for an unknown address), the link's page offers the discount once, the confirmation deletes with
 * the same 14-day reactivation as the settings; the offer is shown once per member, logged in or not, and a
 * taken offer is the member's own discount code, usable at checkout.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companies, discountCodes, mailQueue, profiles, users } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import {
  CLIENT,
  callAs,
  lastMail,
  logIn,
  mailedLink,
  nextIp,
  signUpOk,
  tokenOf,
} from "./accounts-test-helpers.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
});
afterAll(() => app.close());

async function setDeleteDiscount(percentage: number) {
  await app.db.update(companies).set({ deleteDiscount: percentage });
  // The company info is read per call (no cache to drop).
}
beforeEach(() => setDeleteDiscount(20));

function post(url: string, payload: object, ip = nextIp()) {
  return app.inject({ method: "POST", url, headers: { ...CLIENT, "x-forwarded-for": ip }, payload });
}

async function deletionLink(email: string): Promise<string> {
  expect((await post("/api/account-deletion-request.php", { email })).statusCode).toBe(202);
  const link = await mailedLink(app, email);
  expect(link).toMatch(/^\/delete-account\/confirm\?token=/);
  return tokenOf(link);
}

describe("deleting the account by a mailed link", () => {
  it("mails the link, offers the discount, deletes on confirmation and mails the way back", async () => {
    const member = await signUpOk(app);
    const token = await deletionLink(member.body.email);
    expect((await lastMail(app, member.body.email)).kind).toBe("deletion_confirm");

    const page = await app.inject({ method: "GET", url: `/api/account-deletion.php?token=${token}` });
    expect(page.json()).toEqual({ offer: { percentage: 20 } });
    const declined = await post("/api/account-deletion-offer.php", { token, accept: false });
    expect(declined.json()).toEqual({ discount: null });
    // Answered once: the page offers it no more.
    const again = await app.inject({ method: "GET", url: `/api/account-deletion.php?token=${token}` });
    expect(again.json()).toEqual({ offer: null });

    const deleted = await post("/api/account-deletion.php", { token, reason: "Found someone" });
    expect(deleted.statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.deleteReason).toBe("Found someone");
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.id, member.user.profile.id));
    expect(profile?.status).toBe("disabled");
    // Every session ended, and the reactivation mail went out as for a deletion in the settings.
    expect((await callAs(app, "GET", "/api/user.php", member)).json().user).toBeNull();
    expect((await lastMail(app, member.body.email)).kind).toBe("account_deleted");
    const reactivate = await app.inject({ method: "GET", url: await mailedLink(app, member.body.email) });
    expect(reactivate.headers.location).toBe("/activate/done?reactivated=1");

    // The link works once.
    const reused = await post("/api/account-deletion.php", { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("LINK_INVALID");
  });

  it("keeps the account when the offer is taken, with the member's own code for the next purchase", async () => {
    const member = await signUpOk(app);
    const token = await deletionLink(member.body.email);
    const taken = await post("/api/account-deletion-offer.php", { token, accept: true });
    expect(taken.statusCode).toBe(200);
    const { discount } = taken.json();
    expect(discount).toMatchObject({ code: expect.stringMatching(/^STAY20-[A-Z2-9]{8}$/), percentage: 20 });
    expect(Date.parse(discount.expires_at) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const [code] = await app.db.select().from(discountCodes).where(eq(discountCodes.code, discount.code));
    expect(code).toMatchObject({ userId: member.user.id, percentage: 20, validity: "once_per_member" });
    // The link is used up: staying, the member cannot be deleted by it any more.
    expect((await post("/api/account-deletion.php", { token })).json().code).toBe("LINK_INVALID");
    const [row] = await app.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.deletedAt).toBeNull();
    // Checkout knows the code, for this member.
    const check = await callAs(app, "GET", `/api/discountcode.php?code=${discount.code}`, member);
    expect(check.json()).toMatchObject({ discount: { code: discount.code, percentage: 20 } });
    const other = await signUpOk(app);
    expect(
      (await callAs(app, "GET", `/api/discountcode.php?code=${discount.code}`, other)).statusCode,
    ).not.toBe(200);
  });

  it("answers the same for an unknown address, mailing nothing", async () => {
    const before = (await app.db.select().from(mailQueue)).length;
    const unknown = await post("/api/account-deletion-request.php", { email: "nobody@example.test" });
    expect([unknown.statusCode, unknown.json()]).toEqual([202, {}]);
    expect(await app.db.select().from(mailQueue)).toHaveLength(before);
  });

  it("refuses an unknown, altered or another site's token", async () => {
    for (const token of ["x".repeat(43), ""]) {
      const page = await app.inject({ method: "GET", url: `/api/account-deletion.php?token=${token}` });
      expect(page.json().code).toBe("LINK_INVALID");
      expect((await post("/api/account-deletion.php", { token: token || "short" })).statusCode).toBe(400);
    }
    const member = await signUpOk(app);
    const token = await deletionLink(member.body.email);
    const elsewhere = await app.inject({
      method: "GET",
      url: `/api/account-deletion.php?token=${token}`,
      headers: { host: "amoursecret.test" },
    });
    expect(elsewhere.statusCode).toBe(400);
  });

  it("is limited per client address", async () => {
    const ip = nextIp();
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push(
        (await post("/api/account-deletion-request.php", { email: "x@example.test" }, ip)).statusCode,
      );
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe("the offer in the settings' deletion", () => {
  it("is offered once per member, whether taken or declined", async () => {
    const member = await signUpOk(app);
    expect((await callAs(app, "GET", "/api/delete-offer.php", member)).json()).toEqual({
      offer: { percentage: 20 },
    });
    const declined = await callAs(app, "POST", "/api/delete-offer.php", member, { accept: false });
    expect(declined.json()).toEqual({ discount: null });
    expect((await callAs(app, "GET", "/api/delete-offer.php", member)).json()).toEqual({ offer: null });
    // A late "yes" (another tab) gets nothing.
    expect((await callAs(app, "POST", "/api/delete-offer.php", member, { accept: true })).json()).toEqual({
      discount: null,
    });
    // Nor does a mailed link later offer it again.
    const token = await deletionLink(member.body.email);
    expect(
      (await app.inject({ method: "GET", url: `/api/account-deletion.php?token=${token}` })).json(),
    ).toEqual({
      offer: null,
    });
  });

  it("gives one code when taken, even asked twice at once", async () => {
    const member = await signUpOk(app);
    const answers = await Promise.all([
      callAs(app, "POST", "/api/delete-offer.php", member, { accept: true }),
      callAs(app, "POST", "/api/delete-offer.php", member, { accept: true }),
    ]);
    expect(answers.map((answer) => answer.json().discount !== null).sort()).toEqual([false, true]);
    const codes = await app.db.select().from(discountCodes).where(eq(discountCodes.userId, member.user.id));
    expect(codes).toHaveLength(1);
  });

  it("offers nothing when the company's delete_discount is 0", async () => {
    await setDeleteDiscount(0);
    const member = await signUpOk(app);
    expect((await callAs(app, "GET", "/api/delete-offer.php", member)).json()).toEqual({ offer: null });
    expect((await callAs(app, "POST", "/api/delete-offer.php", member, { accept: true })).json()).toEqual({
      discount: null,
    });
  });

  it("refuses bad input", async () => {
    const member = await signUpOk(app);
    expect((await callAs(app, "POST", "/api/delete-offer.php", member, { accept: "yes" })).statusCode).toBe(
      400,
    );
    expect((await callAs(app, "POST", "/api/delete-offer.php", member, {})).statusCode).toBe(400);
    const logged = await logIn(app, member.body.email, member.body.password);
    expect(logged.statusCode).toBe(200);
  });
});
