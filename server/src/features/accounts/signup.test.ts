import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, users } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import {
  CLIENT,
  lastMail,
  mailedLink,
  nextIp,
  sessionCookie,
  signUp,
  signUpOk,
  validSignup,
} from "./accounts-test-helpers.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
});
afterAll(() => app.close());

function issueCodes(response: { json: () => { issues?: { path: string; code: string }[] } }) {
  return response.json().issues?.map((i) => `${i.path}:${i.code}`) ?? [];
}

describe("POST /api/signup.php", () => {
  it("creates an account that is logged in at once, not confirmed, with a 30-day HttpOnly session cookie", async () => {
    const { response, body } = await signUp(app, { name: "Zoë", network: undefined });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      email: body.email,
      status: "not_confirmed",
      credits: 0,
      paid_user: false,
      seeking: "female",
      notifications_disabled: [],
      fictional_icon: "✱",
      profile: {
        name: "Zoë",
        gender: "male",
        sexuality: "hetero",
        country: "NL",
        region: "NH",
        city: "Amsterdam",
      },
    });
    const cookie = response.cookies.find((c) => c.name === "sid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 2_592_000 });
    expect(cookie?.secure).toBeFalsy();

    const me = await app.inject({
      method: "GET",
      url: "/api/user.php",
      headers: { cookie: sessionCookie(response) },
    });
    expect(me.json().user.email).toBe(body.email);
  });

  it("mails a single-use activation link that leads to /activate/done, then the account is active", async () => {
    const { cookie, body } = await signUpOk(app);
    expect((await lastMail(app, body.email)).kind).toBe("activation");
    const link = await mailedLink(app, body.email);
    expect(link).toMatch(/^\/api\/activate\.php\?token=/);

    const first = await app.inject({ method: "GET", url: link });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe("/activate/done");
    const me = await app.inject({ method: "GET", url: "/api/user.php", headers: { cookie } });
    expect(me.json().user.status).toBe("active");
    // The same link again activates nothing new, and says so kindly.
    expect((await app.inject({ method: "GET", url: link })).headers.location).toBe("/activate/done");
    const bogus = await app.inject({ method: "GET", url: "/api/activate.php?token=not-a-real-token-at-all" });
    expect(bogus.headers.location).toBe("/activate/error");
  });

  it("sends the activation link again on request, but not to an active account", async () => {
    const { cookie, body } = await signUpOk(app);
    const first = await mailedLink(app, body.email);
    const resend = await app.inject({
      method: "POST",
      url: "/api/activation-mail.php",
      headers: { ...CLIENT, cookie },
    });
    expect(resend.statusCode).toBe(202);
    const second = await mailedLink(app, body.email);
    expect(second).not.toBe(first);
    await app.inject({ method: "GET", url: second });
    const again = await app.inject({
      method: "POST",
      url: "/api/activation-mail.php",
      headers: { ...CLIENT, cookie },
    });
    expect(again.json().code).toBe("ALREADY_ACTIVE");
  });

  it.each([
    [{ name: "same@example.test", email: "same@example.test" }, "body.name:username_is_email"],
    [{ name: "SAME@example.test", email: "same@example.test" }, "body.name:username_is_email"],
    [{ name: "@zoe" }, "body.name:username_starts_with_at"],
    [{ date_of_birth: "" }, "body.date_of_birth:date_of_birth_required"],
    [{ date_of_birth: "2001-02-30" }, "body.date_of_birth:date_of_birth_invalid"],
    [{ date_of_birth: "15-06-1990" }, "body.date_of_birth:date_of_birth_invalid"],
    [{ date_of_birth: "1850-01-01" }, "body.date_of_birth:date_of_birth_invalid"],
    [{ email: "not-an-email" }, "body.email:email_invalid"],
    [{ email: "a@b" }, "body.email:email_invalid"],
    [{ password: "short" }, "body.password:password_too_short"],
    [{ region: "XX" }, "body.region:region_invalid"],
    [{ city: "" }, "body.city:required"],
    // A NUL is refused for every field before the field's own rules (plugins/text-input.ts).
    [{ name: "a\u0000b" }, "body.name:invalid_character"],
    [{ name: "<script>" }, "body.name:username_invalid"],
  ])("refuses %j with %s", async (overrides, expected) => {
    const { response } = await signUp(app, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION_FAILED");
    expect(issueCodes(response)).toContain(expected);
  });

  it("refuses members younger than the site's minimum age, and accepts them on their 18th birthday", async () => {
    const today = new Date();
    const iso = (years: number, dayShift: number) =>
      new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + dayShift))
        .toISOString()
        .slice(0, 10);
    const young = await signUp(app, { date_of_birth: iso(18, 1) });
    expect(issueCodes(young.response)).toContain("body.date_of_birth:too_young");
    const birthday = await signUp(app, { date_of_birth: iso(18, 0) });
    expect(birthday.response.statusCode).toBe(201);
  });

  it("tells an existing member's address apart from a deleted one waiting for reactivation", async () => {
    const { body, cookie } = await signUpOk(app);
    const taken = await signUp(app, { email: body.email.toUpperCase() });
    expect(issueCodes(taken.response)).toContain("body.email:email_taken");

    await app.inject({
      method: "DELETE",
      url: "/api/account.php",
      headers: { ...CLIENT, cookie },
      payload: { password: body.password },
    });
    const pending = await signUp(app, { email: body.email });
    expect(issueCodes(pending.response)).toContain("body.email:email_deleted_pending");
  });

  it("keeps accounts per site: the same address may join another site", async () => {
    const { body } = await signUpOk(app);
    const other = await signUp(
      app,
      { email: body.email, country: "FR", region: "IDF", city: "Paris" },
      "amoursecret.test",
    );
    expect(other.response.statusCode).toBe(201);
  });

  it("stores tracking values and opens with_trafficsource signups only to visitors with a network", async () => {
    const closed = await signUp(app, {}, "liefdesdate.test");
    expect(closed.response.statusCode).toBe(403);
    expect(closed.response.json().code).toBe("SIGNUP_CLOSED");
    const tracking = { network: "adnet", ref: "r1", sub1: "a", sub2: "b", sub3: "c" };
    const open = await signUp(app, { tracking }, "liefdesdate.test");
    expect(open.response.statusCode).toBe(201);
    const [row] = await app.db.select().from(users).where(eq(users.email, open.body.email));
    expect(row?.tracking).toEqual(tracking);
  });

  it("keeps the message of a signup from a profile for that profile", async () => {
    const [target] = await app.db
      .insert(profiles)
      .values({
        name: "Target",
        gender: "female",
        sexuality: "hetero",
        dateOfBirth: "1992-01-01",
        country: "NL",
        region: "NH",
        city: "Amsterdam",
      })
      .returning({ id: profiles.id });
    const { body } = await signUpOk(app, { signup_profile_id: target?.id, signup_message: "Hi there!" });
    const [row] = await app.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({ signupProfileId: target?.id, signupMessage: "Hi there!" });
  });

  it("refuses a first message to a profile that does not exist", async () => {
    const { response } = await signUp(app, { signup_profile_id: 999_999, signup_message: "Hello?" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
  });

  it("answers one email_taken when two signups race for one address", async () => {
    const body = validSignup();
    const send = () =>
      app.inject({
        method: "POST",
        url: "/api/signup.php",
        headers: { ...CLIENT, "x-forwarded-for": nextIp() },
        payload: body,
      });
    const results = await Promise.all([send(), send()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });
});

describe("bad input never gets a 500", () => {
  const post = (payload: string, contentType = "application/json") =>
    app.inject({
      method: "POST",
      url: "/api/signup.php",
      headers: { ...CLIENT, "content-type": contentType, "x-forwarded-for": nextIp() },
      payload,
    });

  it("answers malformed JSON with BAD_REQUEST", async () => {
    const response = await post("{not json");
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("BAD_REQUEST");
  });

  it("answers missing fields and wrong types with VALIDATION_FAILED naming them", async () => {
    const missing = await post(JSON.stringify({ email: "x@example.test" }));
    expect(missing.json().code).toBe("VALIDATION_FAILED");
    expect(missing.json().issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(["body.name", "body.password", "body.gender"]),
    );
    const wrongTypes = await post(
      JSON.stringify({ ...validSignup(), gender: 7, country: ["NL"], name: { a: 1 } }),
    );
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().code).toBe("VALIDATION_FAILED");
  });

  it("answers a 10 MB body with PAYLOAD_TOO_LARGE", async () => {
    const response = await post(JSON.stringify({ ...validSignup(), name: "x".repeat(10 * 1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers a form post with UNSUPPORTED_MEDIA_TYPE", async () => {
    const response = await post("email=a", "application/x-www-form-urlencoded");
    expect(response.statusCode).toBe(415);
  });

  it("accepts names in other scripts and with combining marks", async () => {
    for (const name of ["Jürgen", "Zoe\u0301", "Łukasz", "Ἀλέξανδρος", "さくら"]) {
      const { response } = await signUp(app, { name });
      expect(response.statusCode, name).toBe(201);
    }
  });

  it("refuses names that would render as markup, emoji or nothing", async () => {
    for (const name of ["💋💋", " ", "a\u202Eb", "x".repeat(31)]) {
      const { response } = await signUp(app, { name });
      expect(response.statusCode, name).toBe(400);
    }
  });
});
