/**
 * The back office's member tools (decision 037): search by each key, the record, every action with its
 * audit line (before, after), sanctions ending sessions at once and refusing the login with the reason,
 * credits never below 0 under concurrency, roles, bad input and unknown ids.
 */
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, mailQueue, payments, photos, profiles, users } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, callAs, lastMail, logIn, nextIp } from "../accounts/accounts-test-helpers.ts";
import { auditLines, makeStaff, staffSession } from "../staff/staff-test-helpers.ts";
import { insertMember, makeMember, memberCall, setCredits, staffOf } from "./member-admin-test-helpers.ts";

let app: FastifyInstance;
let support: string;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  support = (await staffOf(app, ["support"])).cookie;
});
afterAll(() => app.close());

const REASON = "Insulting other members";
const me = (cookie: string) =>
  app.inject({ method: "GET", url: "/api/user.php", headers: { ...CLIENT, cookie } });
const list = async (query: string, cookie = support) => {
  const response = await memberCall(app, cookie, "GET", `?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: { id: number; email: string; name: string; state: string; site: string; credits: number }[];
    total: number;
    page_size: number;
    sites: { id: number; name: string }[];
  };
};
const record = async (id: number) => (await memberCall(app, support, "GET", `/${id}`)).json();
const profileStatus = async (profileId: number) =>
  (await app.db.select({ s: profiles.status }).from(profiles).where(eq(profiles.id, profileId)))[0]?.s;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

describe("GET /api/admin/members", () => {
  it("finds a member by e-mail, name or profile id, with % and _ taken literally", async () => {
    const member = await makeMember(app, { name: "Zebulon" });
    const other = await makeMember(app);
    expect(
      (await list(`q=${encodeURIComponent(member.email.toUpperCase())}`)).items.map((i) => i.id),
    ).toEqual([member.id]);
    expect((await list("q=zebul")).items.map((i) => i.id)).toEqual([member.id]);
    const byId = await list(`q=${member.profileId}`);
    expect(byId.items.map((i) => i.id)).toContain(member.id);
    expect(byId.items.map((i) => i.id)).not.toContain(other.id);
    expect((await list("q=%25")).total).toBe(0);
    expect((await list("q=Zebul_n")).total).toBe(0);
    const [item] = (await list("q=zebulon")).items;
    expect(item).toMatchObject({
      email: member.email,
      name: "Zebulon",
      state: "not_confirmed",
      site: "Amora",
    });
  });

  it("filters by site and state, sorts, and pages 25 a page", async () => {
    const dutch = await makeMember(app, { name: "Pagina", tracking: { network: "ads" } }, "liefdesdate.test");
    const sites = (await list("")).sites;
    expect(sites.map((s) => s.name)).toContain("Amora");
    const site = (await list(`q=${dutch.email}`)).items[0]?.site;
    expect(site).not.toBe("Amora");
    const siteId = sites.find((s) => s.name === site)?.id;
    expect((await list(`q=Pagina&site=${siteId}`)).total).toBe(1);
    const amoraId = sites.find((s) => s.name === "Amora")?.id;
    expect((await list(`q=Pagina&site=${amoraId}`)).total).toBe(0);

    // Straight into the database: 27 signups would hash 27 passwords.
    const many: { id: number }[] = [];
    for (let i = 0; i < 27; i += 1) {
      many.push(
        await insertMember(app, {
          name: `Pager${String(i).padStart(2, "0")}`,
          email: `pager${i}@example.test`,
          signupDate: new Date(Date.UTC(2026, 0, 1 + i)),
        }),
      );
    }
    const first = await list("q=pager&sort=name&order=asc");
    expect(first.total).toBe(27);
    expect(first.page_size).toBe(25);
    expect(first.items[0]?.name).toBe("Pager00");
    expect((await list("q=pager&sort=name&order=asc&page=2")).items.map((i) => i.name)).toEqual([
      "Pager25",
      "Pager26",
    ]);
    await setCredits(app, many[3]!.id, 999);
    expect((await list("q=pager&sort=credits")).items[0]?.name).toBe("Pager03");

    await app.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, many[5]!.id));
    await app.db
      .update(users)
      .set({ suspendedUntil: inDays(2) })
      .where(eq(users.id, many[6]!.id));
    await app.db
      .update(users)
      .set({ suspendedUntil: inDays(-2) })
      .where(eq(users.id, many[7]!.id));
    await app.db.update(users).set({ status: "active" }).where(eq(users.id, many[8]!.id));
    expect((await list("q=pager&status=banned")).items.map((i) => i.name)).toEqual(["Pager05"]);
    expect((await list("q=pager&status=suspended")).items.map((i) => i.name)).toEqual(["Pager06"]);
    expect((await list("q=pager&status=active")).items.map((i) => i.name)).toEqual(["Pager08"]);
    expect((await list("q=pager&status=not_confirmed")).total).toBe(24);
    // Newest signup first by default; the oldest first the other way.
    expect((await list("q=pager")).items[0]?.name).toBe("Pager26");
    expect((await list("q=pager&sort=signup&order=asc")).items[0]?.name).toBe("Pager00");
    expect((await list("q=pager&sort=email&order=desc")).items[0]?.email).toBe("pager9@example.test");
  });
});

describe("GET /api/admin/members/:id", () => {
  it("shows the account, profile, photos, payments, ledger, logins, blocks received and notes", async () => {
    const member = await makeMember(app, {
      name: "Recorda",
      language: "fr",
      tracking: { network: "x", sub1: "y", lander: "gallery", variant: "b" },
    });
    const blocker = await makeMember(app, { name: "Blocker" });
    expect(
      (await callAs(app, "POST", "/api/block.php", blocker, { profile_id: member.profileId })).statusCode,
    ).toBe(200);
    const [photo] = await app.db
      .insert(photos)
      .values({
        profileId: member.profileId,
        filename: "p/1.jpg",
        thumbFilename: "p/1t.jpg",
        matchFilename: "p/1m.jpg",
        moderation: "rejected",
        rejectReason: "Not a face",
      })
      .returning();
    await app.db.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.id, member.profileId));
    const [siteId] = await app.db.select({ id: users.siteId }).from(users).where(eq(users.id, member.id));
    await app.db.insert(payments).values({
      publicId: "pay_record_1",
      userId: member.id,
      siteId: siteId!.id,
      credits: 50,
      amountCents: 1999,
      currency: "EUR",
      method: "ideal",
      country: "NL",
      provider: "sandbox",
      status: "paid",
    });
    const login = await app.inject({
      method: "POST",
      url: "/api/user.php",
      headers: {
        ...CLIENT,
        host: "amora.test",
        "x-forwarded-for": "203.0.113.7",
        "user-agent": "TestBrowser/1.0",
      },
      payload: { email: member.email, password: member.password },
    });
    expect(login.statusCode).toBe(200);
    const note = await memberCall(app, support, "POST", `/${member.id}/notes`, {
      body: "Asked about photos.",
    });
    expect(note.statusCode).toBe(200);

    const body = await record(member.id);
    expect(body.account).toMatchObject({
      id: member.id,
      email: member.email,
      site: { name: "Amora" },
      state: "not_confirmed",
      language: "fr",
      credits: 0,
      premium: false,
      tracking: { network: "x", sub1: "y", lander: "gallery", variant: "b" },
      suspended_until: null,
      banned_at: null,
      hidden_by_staff: false,
    });
    expect(body.account.last_login_at).not.toBeNull();
    expect(body.profile).toMatchObject({
      id: member.profileId,
      name: "Recorda",
      city: "Amsterdam",
      status: "active",
    });
    expect(body.photos).toEqual([
      expect.objectContaining({
        id: photo!.id,
        url: "/media/p/1.jpg",
        is_main: true,
        moderation: "rejected",
        reject_reason: "Not a face",
      }),
    ]);
    expect(body.payments).toEqual([
      expect.objectContaining({
        id: "pay_record_1",
        credits: 50,
        amount_cents: 1999,
        currency: "EUR",
        status: "paid",
      }),
    ]);
    expect(body.blocks_received).toEqual([
      expect.objectContaining({ by_profile_id: blocker.profileId, by_name: "Blocker" }),
    ]);
    expect(body.notes).toEqual([
      expect.objectContaining({ body: "Asked about photos.", staff_email: expect.any(String) }),
    ]);

    const logins = (await memberCall(app, support, "GET", `/${member.id}/logins`)).json();
    expect(logins).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(logins.items[0]).toMatchObject({ ip: "203.0.113.7", user_agent: "TestBrowser/1.0" });
  });

  it("pages the credit ledger, newest first, with the staff member and reason of an adjustment", async () => {
    const member = await makeMember(app);
    for (let i = 1; i <= 22; i += 1) {
      const response = await memberCall(app, support, "POST", `/${member.id}/credits`, {
        delta: i,
        reason: `Gift ${i}`,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const first = (await memberCall(app, support, "GET", `/${member.id}/ledger`)).json();
    expect(first.total).toBe(22);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({
      delta: 22,
      reason: "adjustment",
      note: "Gift 22",
      balance_after: 253,
    });
    expect(first.items[0].staff_email).toMatch(/@amora\.test$/);
    const second = (await memberCall(app, support, "GET", `/${member.id}/ledger?page=2`)).json();
    expect(second.items.map((row: { delta: number }) => row.delta)).toEqual([2, 1]);
  });

  it("answers 404 for ids that are no member's, 400 for ids that are no ids", async () => {
    for (const path of ["/999999", "/999999/ledger", "/999999/logins"]) {
      const response = await memberCall(app, support, "GET", path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().code).toBe("NOT_FOUND");
    }
    for (const path of ["/abc", "/0", "/-1", "/99999999999", "/1.5"]) {
      expect((await memberCall(app, support, "GET", path)).json().code, path).toBe("VALIDATION_FAILED");
    }
    for (const action of ["ban", "lift", "delete", "password-reset", "activation-mail"]) {
      const response = await memberCall(app, support, "POST", `/999999/${action}`, { reason: REASON });
      expect(response.statusCode, action).toBe(404);
    }
    expect(
      (await memberCall(app, support, "POST", "/999999/credits", { delta: 1, reason: REASON })).statusCode,
    ).toBe(404);
    expect((await memberCall(app, support, "POST", "/999999/notes", { body: "x" })).statusCode).toBe(404);
  });
});

describe("sanctions", () => {
  it("suspend: sessions end at once, the login is refused with the reason and the end, the member is mailed, the profile hidden", async () => {
    const member = await makeMember(app);
    const viewer = await makeMember(app);
    const events: unknown[] = [];
    const unsubscribe = await app.live.subscribe(member.profileId, (event) => events.push(event));
    expect((await me(member.cookie)).json().user).not.toBeNull();
    const until = inDays(30);
    until.setUTCHours(9, 30, 0, 0);

    const [before] = await auditLines(app, 1);
    const response = await memberCall(app, support, "POST", `/${member.id}/suspend`, {
      until: until.toISOString(),
      reason: REASON,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().record.account).toMatchObject({
      state: "suspended",
      suspended_until: until.toISOString(),
      sanction_reason: REASON,
    });
    const [line] = await auditLines(app, 1);
    expect(line!.id).toBeGreaterThan(before!.id);
    expect(line).toMatchObject({
      action: "member.suspend",
      targetType: "member",
      targetId: String(member.id),
      before: { state: "not_confirmed", suspended_until: null, profile_status: "active" },
      after: {
        state: "suspended",
        suspended_until: until.toISOString(),
        sanction_reason: REASON,
        profile_status: "disabled",
      },
    });

    expect((await me(member.cookie)).json().user).toBeNull();
    expect(events).toContainEqual({ type: "sessions_changed" });
    unsubscribe();
    const refused = await logIn(app, member.email, member.password);
    expect(refused.statusCode).toBe(403);
    const months = [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ];
    // The member's language with the British site's region: day first, a 24-hour clock.
    const untilText = `${until.getUTCDate()} ${months[until.getUTCMonth()]} ${until.getUTCFullYear()} at 09:30`;
    expect(refused.json()).toEqual({
      code: "ACCOUNT_SUSPENDED",
      message: `You're blocked until ${untilText}: ${REASON}`,
      params: { until: untilText, reason: REASON },
    });
    // A wrong password hears nothing of the sanction.
    expect((await logIn(app, member.email, "wrong-password-1")).json().code).toBe("LOGIN_FAILED");

    const mail = await lastMail(app, member.email);
    expect(mail.kind).toBe("account_suspended");
    expect(mail.subject).toBe("Your Amora account is suspended");
    expect(mail.text).toContain(`You're blocked until ${untilText}`);
    expect(mail.text).toContain(`The reason: ${REASON}`);

    expect(await profileStatus(member.profileId)).toBe("disabled");
    const page = await callAs(app, "GET", `/api/profile.php?id=${member.profileId}`, viewer);
    expect(page.statusCode).toBe(404);

    // Once the time has passed, the login works again and the profile is back.
    await app.db
      .update(users)
      .set({ suspendedUntil: inDays(-1) })
      .where(eq(users.id, member.id));
    expect((await logIn(app, member.email, member.password)).statusCode).toBe(200);
    expect(await profileStatus(member.profileId)).toBe("active");
    expect((await record(member.id)).account).toMatchObject({ suspended_until: null, sanction_reason: null });
  });

  it("suspend tells a French member in French", async () => {
    const member = await makeMember(app, { language: "fr" });
    const until = inDays(10);
    until.setUTCHours(9, 30, 0, 0);
    const response = await memberCall(app, support, "POST", `/${member.id}/suspend`, {
      until: until.toISOString(),
      reason: "Propos insultants",
    });
    expect(response.statusCode).toBe(200);
    const months = [
      "janvier",
      "février",
      "mars",
      "avril",
      "mai",
      "juin",
      "juillet",
      "août",
      "septembre",
      "octobre",
      "novembre",
      "décembre",
    ];
    const untilText = `${until.getUTCDate()} ${months[until.getUTCMonth()]} ${until.getUTCFullYear()} à 09:30`;
    const mail = await lastMail(app, member.email);
    expect(mail.subject).toBe("Votre compte Amora est suspendu");
    expect(mail.text).toContain(`Vous êtes bloqué jusqu'au ${untilText}`);
    expect(mail.text).toContain("Le motif\u00a0: Propos insultants");
    const refused = (await logIn(app, member.email, member.password)).json();
    expect(refused).toMatchObject({
      code: "ACCOUNT_SUSPENDED",
      params: { until: untilText, reason: "Propos insultants" },
    });
  });

  it("ban needs re-auth; then sessions end at once, the login is refused, the mail goes, lift lets back in", async () => {
    const member = await makeMember(app);
    const stale = await staffSession(app, (await makeStaff(app, ["moderator"])).id, null);
    const unconfirmed = await memberCall(app, stale, "POST", `/${member.id}/ban`, { reason: REASON });
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().code).toBe("REAUTH_REQUIRED");
    expect((await me(member.cookie)).json().user).not.toBeNull();

    const moderator = (await staffOf(app, ["moderator"])).cookie;
    const banned = await memberCall(app, moderator, "POST", `/${member.id}/ban`, { reason: REASON });
    expect(banned.statusCode, banned.body).toBe(200);
    expect((await me(member.cookie)).json().user).toBeNull();
    const [line] = await auditLines(app, 1);
    expect(line).toMatchObject({
      action: "member.ban",
      before: { state: "not_confirmed", banned_at: null },
      after: { state: "banned", sanction_reason: REASON, profile_status: "disabled" },
    });
    const refused = await logIn(app, member.email, member.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: "ACCOUNT_BANNED",
      message: `You're blocked: ${REASON}`,
      params: { reason: REASON },
    });
    const mail = await lastMail(app, member.email);
    expect(mail).toMatchObject({ kind: "account_banned", subject: "Your Amora account is blocked" });

    // A banned member cannot be suspended over it; lifting needs a reason and restores everything.
    const over = await memberCall(app, support, "POST", `/${member.id}/suspend`, {
      until: inDays(1).toISOString(),
      reason: REASON,
    });
    expect(over.statusCode).toBe(409);
    expect((await memberCall(app, support, "POST", `/${member.id}/lift`, {})).json().code).toBe(
      "VALIDATION_FAILED",
    );
    const lifted = await memberCall(app, support, "POST", `/${member.id}/lift`, {
      reason: "Appeal accepted",
    });
    expect(lifted.statusCode).toBe(200);
    expect((await auditLines(app, 1))[0]).toMatchObject({
      action: "member.lift",
      before: { state: "banned" },
      after: { state: "not_confirmed", banned_at: null, profile_status: "active", reason: "Appeal accepted" },
    });
    expect((await logIn(app, member.email, member.password)).statusCode).toBe(200);
    expect(await profileStatus(member.profileId)).toBe("active");
    expect(
      (await memberCall(app, support, "POST", `/${member.id}/lift`, { reason: "Again" })).statusCode,
    ).toBe(409);
  });

  it("hide keeps the profile hidden through a lifted ban, until shown again", async () => {
    const member = await makeMember(app);
    const hidden = await memberCall(app, support, "POST", `/${member.id}/hide`, {
      hidden: true,
      reason: "Fake photos",
    });
    expect(hidden.statusCode).toBe(200);
    expect((await auditLines(app, 1))[0]).toMatchObject({
      action: "member.hide",
      before: { hidden_by_staff: false, profile_status: "active" },
      after: { hidden_by_staff: true, profile_status: "disabled", reason: "Fake photos" },
    });
    // The account still works: only the profile is hidden.
    expect((await logIn(app, member.email, member.password)).statusCode).toBe(200);
    await memberCall(app, support, "POST", `/${member.id}/ban`, { reason: REASON });
    await memberCall(app, support, "POST", `/${member.id}/lift`, { reason: "Appeal" });
    expect(await profileStatus(member.profileId)).toBe("disabled");
    const shown = await memberCall(app, support, "POST", `/${member.id}/hide`, {
      hidden: false,
      reason: "New photos",
    });
    expect(shown.json().record.account.hidden_by_staff).toBe(false);
    expect((await auditLines(app, 1))[0]?.action).toBe("member.show");
    expect(await profileStatus(member.profileId)).toBe("active");
  });
});

describe("credits", () => {
  it("adds and takes with a ledger row, and never below 0", async () => {
    const member = await makeMember(app);
    await setCredits(app, member.id, 10);
    const taken = await memberCall(app, support, "POST", `/${member.id}/credits`, {
      delta: -4,
      reason: "Duplicate gift",
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().record.account.credits).toBe(6);
    expect((await auditLines(app, 1))[0]).toMatchObject({
      action: "member.credits",
      before: { credits: 10 },
      after: { credits: 6, delta: -4, reason: "Duplicate gift" },
    });
    const [row] = await app.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, member.id))
      .orderBy(desc(creditLedger.id))
      .limit(1);
    expect(row).toMatchObject({ delta: -4, reason: "adjustment", note: "Duplicate gift", balanceAfter: 6 });
    expect(row!.staffId).not.toBeNull();

    const below = await memberCall(app, support, "POST", `/${member.id}/credits`, {
      delta: -7,
      reason: "Too much",
    });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({ code: "CREDITS_BELOW_ZERO", params: { credits: 6 } });
    expect((await record(member.id)).account.credits).toBe(6);
  });

  it("stays exact under concurrent adjustments", async () => {
    const member = await makeMember(app);
    await setCredits(app, member.id, 5);
    const takes = await Promise.all(
      Array.from({ length: 8 }, () =>
        memberCall(app, support, "POST", `/${member.id}/credits`, { delta: -1, reason: "Race take" }),
      ),
    );
    expect(takes.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(takes.filter((r) => r.json().code === "CREDITS_BELOW_ZERO")).toHaveLength(3);
    const mixed = await Promise.all(
      [7, -3, 11, -2, 4].map((delta) =>
        memberCall(app, support, "POST", `/${member.id}/credits`, { delta, reason: "Race mix" }),
      ),
    );
    expect(mixed.map((r) => r.statusCode).filter((s) => s !== 200).length).toBeLessThanOrEqual(2);
    const rows = await app.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, member.id), eq(creditLedger.reason, "adjustment")))
      .orderBy(creditLedger.id);
    const sum = rows.reduce((total, r) => total + r.delta, 5);
    const [user] = await app.db.select({ credits: users.credits }).from(users).where(eq(users.id, member.id));
    expect(user!.credits).toBe(sum);
    // Each line's balance follows the one before it.
    let balance = 5;
    for (const r of rows) {
      balance += r.delta;
      expect(r.balanceAfter).toBe(balance);
    }
  });

  it("needs re-auth", async () => {
    const member = await makeMember(app);
    const stale = await staffSession(
      app,
      (await makeStaff(app, ["support"])).id,
      new Date(Date.now() - 6 * 60_000),
    );
    const response = await memberCall(app, stale, "POST", `/${member.id}/credits`, {
      delta: 5,
      reason: "Gift",
    });
    expect(response.json().code).toBe("REAUTH_REQUIRED");
  });
});

describe("account actions", () => {
  it("resends the activation mail, and says when the account is active already", async () => {
    const member = await makeMember(app);
    const count = async () =>
      (
        await app.db
          .select()
          .from(mailQueue)
          .where(and(eq(mailQueue.toAddress, member.email), eq(mailQueue.kind, "activation")))
      ).length;
    expect(await count()).toBe(1);
    const response = await memberCall(app, support, "POST", `/${member.id}/activation-mail`, {
      reason: "Lost the mail",
    });
    expect(response.statusCode).toBe(200);
    expect(await count()).toBe(2);
    expect((await auditLines(app, 1))[0]).toMatchObject({
      action: "member.resend_activation",
      after: { reason: "Lost the mail" },
    });
    await app.db.update(users).set({ status: "active" }).where(eq(users.id, member.id));
    const again = await memberCall(app, support, "POST", `/${member.id}/activation-mail`, {
      reason: "Lost the mail",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("ALREADY_ACTIVE");
  });

  it("forces a password reset: the old password fails, sessions end, the reset link works", async () => {
    const member = await makeMember(app);
    const response = await memberCall(app, support, "POST", `/${member.id}/password-reset`, {
      reason: "Account taken over",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await auditLines(app, 1))[0]?.action).toBe("member.password_reset");
    expect((await me(member.cookie)).json().user).toBeNull();
    expect((await logIn(app, member.email, member.password)).json().code).toBe("LOGIN_FAILED");
    const mail = await lastMail(app, member.email);
    expect(mail.kind).toBe("password_reset");
    const token = /token=([\w-]+)/.exec(mail.text)?.[1];
    const reset = await app.inject({
      method: "POST",
      url: "/api/password-reset-do.php",
      headers: { ...CLIENT, host: "amora.test", "x-forwarded-for": nextIp() },
      payload: { token, password: "brand-new-secret-2", password_confirmation: "brand-new-secret-2" },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await logIn(app, member.email, "brand-new-secret-2")).statusCode).toBe(200);
  });

  it("deletes as the member's own deletion would, after re-auth", async () => {
    const member = await makeMember(app);
    const stale = await staffSession(app, (await makeStaff(app, ["support"])).id, null);
    expect(
      (await memberCall(app, stale, "POST", `/${member.id}/delete`, { reason: "GDPR request" })).json().code,
    ).toBe("REAUTH_REQUIRED");
    const response = await memberCall(app, support, "POST", `/${member.id}/delete`, {
      reason: "GDPR request",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().record.account.state).toBe("deleted");
    expect((await auditLines(app, 1))[0]).toMatchObject({
      action: "member.delete",
      before: { state: "not_confirmed" },
      after: { state: "deleted", profile_status: "disabled", reason: "GDPR request" },
    });
    expect((await me(member.cookie)).json().user).toBeNull();
    expect((await logIn(app, member.email, member.password)).json().code).toBe("ACCOUNT_DELETED_PENDING");
    expect((await lastMail(app, member.email)).kind).toBe("account_deleted");
    expect((await memberCall(app, support, "POST", `/${member.id}/ban`, { reason: REASON })).statusCode).toBe(
      409,
    );
  });
});

describe("who may, and what input", () => {
  it("refuses operators and finance, lets support, moderators and admins in", async () => {
    const member = await makeMember(app);
    for (const role of ["operator", "finance"] as const) {
      const cookie = (await staffOf(app, [role])).cookie;
      for (const [method, path, payload] of [
        ["GET", "", undefined],
        ["GET", `/${member.id}`, undefined],
        ["POST", `/${member.id}/ban`, { reason: REASON }],
        ["POST", `/${member.id}/credits`, { delta: 5, reason: REASON }],
      ] as const) {
        const response = await memberCall(app, cookie, method, path, payload);
        expect(response.statusCode, `${role} ${path}`).toBe(403);
        expect(response.json().code).toBe("FORBIDDEN");
      }
    }
    for (const role of ["admin", "moderator", "support"] as const) {
      expect(
        (await memberCall(app, (await staffOf(app, [role])).cookie, "GET", `/${member.id}`)).statusCode,
      ).toBe(200);
    }
    // A member's own cookie opens nothing here.
    expect((await memberCall(app, member.cookie, "GET", "")).json().code).toBe("STAFF_LOGIN_REQUIRED");
  });

  it("answers 400 to bad input and changes nothing", async () => {
    const member = await makeMember(app);
    await setCredits(app, member.id, 3);
    const bad: [string, unknown][] = [
      ["/ban", {}],
      ["/ban", { reason: "" }],
      ["/ban", { reason: "ab" }],
      ["/ban", { reason: "x".repeat(501) }],
      ["/ban", { reason: 42 }],
      ["/suspend", { reason: REASON }],
      ["/suspend", { reason: REASON, until: "tomorrow" }],
      ["/suspend", { reason: REASON, until: inDays(-1).toISOString() }],
      ["/suspend", { reason: REASON, until: inDays(400).toISOString() }],
      ["/credits", { reason: REASON, delta: 0 }],
      ["/credits", { reason: REASON, delta: "5" }],
      ["/credits", { reason: REASON, delta: 1.5 }],
      ["/credits", { reason: REASON, delta: 100_001 }],
      ["/credits", { reason: REASON, delta: -1e12 }],
      ["/credits", { delta: 5 }],
      ["/hide", { reason: REASON, hidden: "yes" }],
      ["/notes", { body: "" }],
      ["/notes", { body: "x".repeat(2001) }],
    ];
    for (const [path, payload] of bad) {
      const response = await memberCall(app, support, "POST", `/${member.id}${path}`, payload);
      expect(response.statusCode, `${path} ${JSON.stringify(payload).slice(0, 60)}`).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
    for (const query of [
      "page=0",
      "page=abc",
      "sort=password",
      "status=gone",
      "site=-1",
      "order=up",
      `q=${"x".repeat(101)}`,
    ]) {
      expect((await memberCall(app, support, "GET", `?${query}`)).statusCode, query).toBe(400);
    }
    const after = (await record(member.id)).account;
    expect(after).toMatchObject({
      state: "not_confirmed",
      credits: 3,
      suspended_until: null,
      banned_at: null,
    });
  });
});
