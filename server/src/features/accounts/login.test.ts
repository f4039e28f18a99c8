import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { passwordHashing } from "../../lib/passwords.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { ACCOUNT_LOCK, IP_LOCK } from "./accounts.service.ts";
import { CLIENT, logIn, nextIp, sessionCookie, signUpOk } from "./accounts-test-helpers.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
});
afterAll(() => app.close());

const me = (cookie: string) => app.inject({ method: "GET", url: "/api/user.php", headers: { cookie } });

describe("POST /api/user.php (login)", () => {
  it("logs in with e-mail (any case) and password, and answers the user", async () => {
    const { body } = await signUpOk(app);
    const response = await logIn(app, body.email.toUpperCase(), body.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(body.email);
    expect((await me(sessionCookie(response))).json().user.id).toBe(response.json().user.id);
  });

  it("answers a wrong password and an unknown address alike", async () => {
    const { body } = await signUpOk(app);
    const wrong = await logIn(app, body.email, "not-the-password");
    const unknown = await logIn(app, "nobody@example.test", "whatever-it-is");
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: "LOGIN_FAILED",
        message: "Login failed, please try again.",
      });
    }
  });

  it("locks the account after five wrong passwords, for 15 minutes, even for the right one", async () => {
    const { body } = await signUpOk(app);
    for (let i = 1; i < ACCOUNT_LOCK.failures; i++) {
      expect((await logIn(app, body.email, "wrong-password")).json().code).toBe("LOGIN_FAILED");
    }
    const locking = await logIn(app, body.email, "wrong-password");
    expect(locking.statusCode).toBe(423);
    expect(locking.json()).toMatchObject({ code: "ACCOUNT_LOCKED", params: { minutes: 15 } });
    expect(locking.json().message).toBe("Too many incorrect attempts, account blocked for 15 min.");
    const right = await logIn(app, body.email, body.password);
    expect(right.json().code).toBe("ACCOUNT_LOCKED");

    // After the lock has run out the right password works again, and the count starts afresh.
    await app.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.email, body.email));
    expect((await logIn(app, body.email, body.password)).statusCode).toBe(200);
  });

  it("tells the remaining minutes while locked", async () => {
    const { body } = await signUpOk(app);
    await app.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() + 7.5 * 60_000) })
      .where(eq(users.email, body.email));
    expect((await logIn(app, body.email, body.password)).json().params).toEqual({ minutes: 8 });
  });

  it("stops an address that fails too often, whatever accounts it tries, without locking them", async () => {
    const ip = nextIp();
    const { body } = await signUpOk(app);
    for (let i = 0; i < IP_LOCK.failures; i++) {
      const response = await logIn(app, `guess${i}@example.test`, "guess", ip);
      expect(response.json().code).toBe("LOGIN_FAILED");
    }
    const blocked = await logIn(app, body.email, body.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe("RATE_LIMITED");
    // The member, elsewhere, is not locked out.
    expect((await logIn(app, body.email, body.password)).statusCode).toBe(200);
  }, 120_000);

  it("counts parallel wrong passwords one by one: three bursts of 20 lock the account after five", async () => {
    const { body } = await signUpOk(app);
    // Every try from its own address: only the account's count can stop them.
    const burst = (passwords: string[]) =>
      Promise.all(passwords.map((password) => logIn(app, body.email, password)));
    const hashedBefore = passwordHashing().completed;
    const first = await burst(Array.from({ length: 20 }, (_, i) => `wrong-password-${i}`));
    const codes = first.map((r) => r.json().code);
    // Exactly five passwords were tried: four failed, the fifth failed and locked; the rest never ran.
    expect(codes.filter((c) => c === "LOGIN_FAILED")).toHaveLength(ACCOUNT_LOCK.failures - 1);
    expect(codes.filter((c) => c === "ACCOUNT_LOCKED")).toHaveLength(20 - (ACCOUNT_LOCK.failures - 1));
    for (const round of [2, 3]) {
      const passwords = Array.from({ length: 20 }, (_, i) => `wrong-${round}-${i}`);
      if (round === 3) passwords[10] = body.password;
      const answers = await burst(passwords);
      expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(423));
    }
    // Refused tries never reach the password hash.
    expect(passwordHashing().completed - hashedBefore).toBe(ACCOUNT_LOCK.failures);
    const [row] = await app.db.select().from(users).where(eq(users.email, body.email));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect((await logIn(app, body.email, body.password)).json()).toMatchObject({
      code: "ACCOUNT_LOCKED",
      message: "Too many incorrect attempts, account blocked for 15 min.",
    });
  }, 120_000);

  it("lets exactly 20 parallel failures through from one address, then refuses it the right password", async () => {
    const ip = nextIp();
    const { body } = await signUpOk(app);
    // 25 at once stays under the route's own limit (30 a minute), so the count of failures is what stops them.
    await logIn(app, "warm-up@example.test", "wrong");
    const hashedBefore = passwordHashing().completed;
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => logIn(app, `parallel${i}@example.test`, "guess", ip)),
    );
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === "LOGIN_FAILED")).toHaveLength(IP_LOCK.failures);
    expect(codes.filter((c) => c === "RATE_LIMITED")).toHaveLength(25 - IP_LOCK.failures);
    const blocked = await logIn(app, body.email, body.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: "RATE_LIMITED", params: { minutes: IP_LOCK.minutes } });
    expect(passwordHashing().completed - hashedBefore).toBe(IP_LOCK.failures);
  }, 120_000);

  it("does not let a member of one site log in on another", async () => {
    const { body } = await signUpOk(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/user.php",
      headers: { ...CLIENT, host: "amoursecret.test", "x-forwarded-for": nextIp() },
      payload: { email: body.email, password: body.password },
    });
    expect(response.json().code).toBe("LOGIN_FAILED");
  });

  it("refuses a login without the client header", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/user.php",
      payload: { email: "a@b.c", password: "x" },
    });
    expect(response.json().code).toBe("CLIENT_HEADER_REQUIRED");
  });
});

describe("sessions", () => {
  it("rotates the session at login and ends it at logout", async () => {
    const { cookie, body } = await signUpOk(app);
    const login = await app.inject({
      method: "POST",
      url: "/api/user.php",
      headers: { ...CLIENT, cookie, "x-forwarded-for": nextIp() },
      payload: { email: body.email, password: body.password },
    });
    const fresh = sessionCookie(login);
    expect(fresh).not.toBe(cookie);
    expect((await me(cookie)).json().user).toBeNull();
    expect((await me(fresh)).json().user).not.toBeNull();

    const logout = await app.inject({
      method: "POST",
      url: "/api/logout.php",
      headers: { ...CLIENT, cookie: fresh },
    });
    expect(logout.json()).toEqual({ user: null });
    expect(logout.cookies.find((c) => c.name === "sid")?.value).toBe("");
    expect((await me(fresh)).json().user).toBeNull();
  });

  it("answers null for no cookie or a forged one", async () => {
    expect((await app.inject({ method: "GET", url: "/api/user.php" })).json()).toEqual({ user: null });
    expect((await me("sid=forged-value")).json()).toEqual({ user: null });
  });

  it("answers member calls without a session with 403 authentication_required", async () => {
    const response = await app.inject({
      method: "PUT",
      url: "/api/user.php",
      headers: CLIENT,
      payload: { language: "fr" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("authentication_required");
  });

  it("saves the language of a logged-in member", async () => {
    const { cookie } = await signUpOk(app);
    const response = await app.inject({
      method: "PUT",
      url: "/api/user.php",
      headers: { ...CLIENT, cookie },
      payload: { language: "fr" },
    });
    expect(response.json().user.language).toBe("fr");
    const bad = await app.inject({
      method: "PUT",
      url: "/api/user.php",
      headers: { ...CLIENT, cookie },
      payload: { language: "xx" },
    });
    expect(bad.json().code).toBe("VALIDATION_FAILED");
  });
});
