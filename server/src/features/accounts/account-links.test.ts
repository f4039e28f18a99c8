import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailQueue, profiles, users } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { purgeExpiredAccounts, RESET_MAILS_PER_DAY } from "./account-links.service.ts";
import {
  CLIENT,
  lastMail,
  logIn,
  mailedLink,
  nextIp,
  sessionCookie,
  signUpOk,
  tokenOf,
} from "./accounts-test-helpers.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
});
afterAll(() => app.close());

const me = (cookie: string) => app.inject({ method: "GET", url: "/api/user.php", headers: { cookie } });
const post = (url: string, payload: object, cookie?: string) =>
  app.inject({
    method: "POST",
    url,
    headers: { ...CLIENT, "x-forwarded-for": nextIp(), ...(cookie ? { cookie } : {}) },
    payload,
  });

describe("password reset", () => {
  it("answers an unknown address with EMAIL_NOT_FOUND", async () => {
    const response = await post("/api/password-reset.php", { email: "nobody@example.test" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "EMAIL_NOT_FOUND", message: "E-mail address not found." });
  });

  it("mails a link; the new password needs its confirmation, ends other sessions and logs in", async () => {
    const { cookie, body } = await signUpOk(app);
    expect((await post("/api/password-reset.php", { email: body.email })).statusCode).toBe(202);
    expect((await lastMail(app, body.email)).kind).toBe("password_reset");
    const token = tokenOf(await mailedLink(app, body.email));

    const differ = await post("/api/password-reset-do.php", {
      token,
      password: "new-secret-1",
      password_confirmation: "new-secret-2",
    });
    expect(differ.json().issues).toEqual([{ path: "body.password_confirmation", code: "passwords_differ" }]);

    const done = await post("/api/password-reset-do.php", {
      token,
      password: "new-secret-1",
      password_confirmation: "new-secret-1",
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe(body.email);
    expect((await me(cookie)).json().user).toBeNull();
    expect((await me(sessionCookie(done))).json().user.email).toBe(body.email);
    expect((await logIn(app, body.email, "new-secret-1")).statusCode).toBe(200);
    expect((await logIn(app, body.email, body.password)).statusCode).toBe(401);

    const reused = await post("/api/password-reset-do.php", {
      token,
      password: "other-secret",
      password_confirmation: "other-secret",
    });
    expect(reused.json()).toMatchObject({
      code: "LINK_INVALID",
      message: "Link expired or invalid, request a new email.",
    });
  });

  it(`allows ${RESET_MAILS_PER_DAY} reset mails a day, then says to try tomorrow`, async () => {
    const { body } = await signUpOk(app);
    for (let i = 0; i < RESET_MAILS_PER_DAY; i++) {
      expect((await post("/api/password-reset.php", { email: body.email })).statusCode).toBe(202);
    }
    const refused = await post("/api/password-reset.php", { email: body.email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: "RESET_MAIL_LIMIT",
      message: "Too many password reset emails sent, please try again tomorrow.",
    });
  });

  it(`sends at most ${RESET_MAILS_PER_DAY} reset mails when the requests come in parallel`, async () => {
    const { body } = await signUpOk(app);
    // Each from its own address, so the route's per-address limit (5 an hour) is not what stops them.
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => post("/api/password-reset.php", { email: body.email })),
    );
    const codes = responses.map((r) => (r.statusCode === 202 ? "sent" : r.json().code));
    expect(codes.filter((c) => c === "sent")).toHaveLength(RESET_MAILS_PER_DAY);
    expect(codes.filter((c) => c === "RESET_MAIL_LIMIT")).toHaveLength(8 - RESET_MAILS_PER_DAY);
    const [mails] = await app.db
      .select({ n: count() })
      .from(mailQueue)
      .where(and(eq(mailQueue.toAddress, body.email), eq(mailQueue.kind, "password_reset")));
    expect(mails?.n).toBe(RESET_MAILS_PER_DAY);
  });

  it("refuses an expired link", async () => {
    const { body } = await signUpOk(app);
    await post("/api/password-reset.php", { email: body.email });
    const token = tokenOf(await mailedLink(app, body.email));
    const { accountTokens } = await import("../../db/schema.ts");
    await app.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1) });
    const response = await post("/api/password-reset-do.php", {
      token,
      password: "new-secret-1",
      password_confirmation: "new-secret-1",
    });
    expect(response.json().code).toBe("LINK_INVALID");
  });
});

describe("settings", () => {
  it("changes the e-mail address only through a link sent to the new one", async () => {
    const { cookie, body } = await signUpOk(app);
    const other = await signUpOk(app);
    const invalid = await post("/api/mail-change.php", { email: "nope" }, cookie);
    expect(invalid.json().issues).toEqual([{ path: "body.email", code: "email_invalid" }]);
    const taken = await post("/api/mail-change.php", { email: other.body.email }, cookie);
    expect(taken.json().issues).toEqual([{ path: "body.email", code: "email_taken" }]);

    const newEmail = `new-${body.email}`;
    expect((await post("/api/mail-change.php", { email: newEmail }, cookie)).statusCode).toBe(202);
    expect((await me(cookie)).json().user.email).toBe(body.email);
    expect((await lastMail(app, newEmail)).kind).toBe("mail_change");
    const token = tokenOf(await mailedLink(app, newEmail));
    const confirmed = await post("/api/mail-change-do.php", { token }, cookie);
    expect(confirmed.json().user.email).toBe(newEmail);
    expect((await post("/api/mail-change-do.php", { token }, cookie)).json().code).toBe("LINK_INVALID");
  });

  it("changes the password with the old one, keeping this session and ending the others", async () => {
    const { cookie, body } = await signUpOk(app);
    const elsewhere = sessionCookie(await logIn(app, body.email, body.password));
    const put = (payload: object) =>
      app.inject({ method: "PUT", url: "/api/password.php", headers: { ...CLIENT, cookie }, payload });
    const wrong = await put({ old_password: "not-it", password: "brand-new-secret" });
    expect(wrong.json().issues).toEqual([{ path: "body.old_password", code: "old_password_wrong" }]);
    expect((await put({ old_password: body.password, password: "brand-new-secret" })).statusCode).toBe(200);
    expect((await me(cookie)).json().user).not.toBeNull();
    expect((await me(elsewhere)).json().user).toBeNull();
  });

  it("saves invisibility, location and e-mail notification choices", async () => {
    const { cookie } = await signUpOk(app);
    const put = (payload: object) =>
      app.inject({ method: "PUT", url: "/api/account.php", headers: { ...CLIENT, cookie }, payload });
    const response = await put({
      invisible: true,
      country: "BE",
      region: "VLG",
      city: "Gent",
      email_notifications: { promotions: false, weekly_updates: false },
    });
    const { user } = response.json();
    expect(user.invisible).toBe(true);
    expect(user.profile).toMatchObject({ country: "BE", region: "VLG", city: "Gent" });
    expect(user.email_notifications).toMatchObject({
      promotions: false,
      weekly_updates: false,
      new_messages: true,
    });
    const again = (await put({ email_notifications: { promotions: true } })).json().user;
    expect(again.email_notifications).toMatchObject({ promotions: true, weekly_updates: false });
    const badRegion = await put({ country: "BE", region: "NH" });
    expect(badRegion.json().issues).toEqual([{ path: "body.region", code: "region_invalid" }]);
    const badType = await put({ invisible: "yes" });
    expect(badType.json().code).toBe("VALIDATION_FAILED");
  });

  it("stores a dismissed alert with its time", async () => {
    const { cookie } = await signUpOk(app);
    const response = await post("/api/alerts.php", { alert: "photo" }, cookie);
    expect(Date.parse(response.json().user.dismissed_alerts.photo)).toBeGreaterThan(Date.now() - 60_000);
    expect((await post("/api/alerts.php", { alert: "other" }, cookie)).statusCode).toBe(400);
  });

  it("stores the dismissal of the welcome and time-bonus modals next to the alerts", async () => {
    const { cookie } = await signUpOk(app);
    await post("/api/alerts.php", { alert: "welcome_bonus" }, cookie);
    const response = await post("/api/alerts.php", { alert: "time_bonus" }, cookie);
    expect(response.statusCode).toBe(200);
    const { dismissed_alerts } = response.json().user;
    expect(Object.keys(dismissed_alerts).sort()).toEqual(["time_bonus", "welcome_bonus"]);
    expect((await me(cookie)).json().user.dismissed_alerts).toEqual(dismissed_alerts);
  });

  it("shows a new member profiles of the gender they look for, in their country", async () => {
    const { cookie } = await signUpOk(app, { seeking: "female", date_of_birth: "1990-01-01" });
    await app.db.insert(profiles).values([
      {
        name: "Fit",
        gender: "female",
        sexuality: "hetero",
        dateOfBirth: "1992-03-03",
        country: "NL",
        region: "UT",
        city: "Utrecht",
      },
      {
        name: "Male",
        gender: "male",
        sexuality: "hetero",
        dateOfBirth: "1992-03-03",
        country: "NL",
        region: "UT",
        city: "Utrecht",
      },
      {
        name: "Far",
        gender: "female",
        sexuality: "hetero",
        dateOfBirth: "1992-03-03",
        country: "FR",
        region: "IDF",
        city: "Paris",
      },
      {
        name: "Old",
        gender: "female",
        sexuality: "hetero",
        dateOfBirth: "1950-03-03",
        country: "NL",
        region: "UT",
        city: "Utrecht",
      },
    ]);
    const { photos } = await import("../../db/schema.ts");
    const rows = await app.db.select({ id: profiles.id }).from(profiles);
    for (const row of rows) {
      const [photo] = await app.db
        .insert(photos)
        .values({ profileId: row.id, filename: "f.webp", thumbFilename: "t.webp", matchFilename: "m.webp" })
        .returning({ id: photos.id });
      await app.db.update(profiles).set({ mainPhotoId: photo?.id }).where(eq(profiles.id, row.id));
    }
    const response = await app.inject({ method: "GET", url: "/api/signup-matches.php", headers: { cookie } });
    const names = response.json().profiles.map((p: { name: string }) => p.name);
    expect(names).toContain("Fit");
    expect(names).not.toContain("Male");
    expect(names).not.toContain("Far");
    expect(names).not.toContain("Old");
  });
});

describe("deleting and reactivating an account", () => {
  it("needs the password, logs out, mails a reactivation link valid for 14 days", async () => {
    const { cookie, body, user } = await signUpOk(app);
    const del = (password: string) =>
      app.inject({
        method: "DELETE",
        url: "/api/account.php",
        headers: { ...CLIENT, cookie },
        payload: { password },
      });
    expect((await del("wrong-one")).json().issues).toEqual([
      { path: "body.password", code: "old_password_wrong" },
    ]);
    const deleted = await del(body.password);
    expect(deleted.json()).toEqual({ user: null });
    expect((await me(cookie)).json().user).toBeNull();
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.id, user.profile.id));
    expect(profile?.status).toBe("disabled");

    const login = await logIn(app, body.email, body.password);
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe("ACCOUNT_DELETED_PENDING");
    // The deletion state is told only to whoever knows the password.
    expect((await logIn(app, body.email, "wrong-password")).json().code).toBe("LOGIN_FAILED");

    expect((await lastMail(app, body.email)).kind).toBe("account_deleted");
    const link = await mailedLink(app, body.email);
    const reactivated = await app.inject({ method: "GET", url: link });
    expect(reactivated.headers.location).toBe("/activate/done?reactivated=1");
    expect((await logIn(app, body.email, body.password)).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: link })).headers.location).toBe("/activate/error");
  });

  it("is gone for good after 14 days, and its address is free again", async () => {
    const { cookie, body } = await signUpOk(app);
    await app.inject({
      method: "DELETE",
      url: "/api/account.php",
      headers: { ...CLIENT, cookie },
      payload: { password: body.password },
    });
    const link = await mailedLink(app, body.email);
    const fifteenDaysLater = Date.now() + 15 * 86_400_000;
    expect(await purgeExpiredAccounts(app.db, Date.now() + 13 * 86_400_000)).toBe(0);
    expect(await purgeExpiredAccounts(app.db, fifteenDaysLater)).toBeGreaterThanOrEqual(1);
    const [left] = await app.db.select({ n: count() }).from(users).where(eq(users.email, body.email));
    expect(left?.n).toBe(0);
    expect((await app.inject({ method: "GET", url: link })).headers.location).toBe("/activate/error");
    expect((await logIn(app, body.email, body.password)).json().code).toBe("LOGIN_FAILED");
    const again = await signUpOk(app, { email: body.email });
    expect(again.user.email).toBe(body.email);
  });
});
