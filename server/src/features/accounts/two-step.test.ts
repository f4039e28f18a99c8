import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  mailQueue,
  memberLogins,
  memberRecoveryCodes,
  memberTotp,
  twoStepChallenges,
} from "../../db/schema.ts";
import { TOTP_STEP_SECONDS, totpCode } from "../../lib/totp.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import {
  CLIENT,
  callAs,
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

type Member = Awaited<ReturnType<typeof signUpOk>>;
const STEP_MS = TOTP_STEP_SECONDS * 1000;

/** A member with two-step sign-in on: their secret and recovery codes. */
async function enrolled() {
  const member = await signUpOk(app);
  const setup = await callAs(app, "POST", "/api/two-step-setup.php", member, {});
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_uri } = setup.json();
  expect(otpauth_uri).toContain(`secret=${secret}`);
  const on = await callAs(app, "POST", "/api/two-step.php", member, {
    password: member.body.password,
    code: totpCode(secret),
  });
  expect(on.statusCode).toBe(200);
  // As if the member had turned it on a minute ago: the tests' logins may use the current step's code.
  await app.db.update(memberTotp).set({ lastStep: null }).where(eq(memberTotp.userId, member.user.id));
  return { ...member, secret: secret as string, recovery: on.json().recovery_codes as string[] };
}

/** The kinds of the mails queued to a member, oldest first. */
async function mailKinds(member: Member): Promise<string[]> {
  const rows = await app.db.select().from(mailQueue).where(eq(mailQueue.toAddress, member.body.email));
  return rows.sort((a, b) => a.id - b.id).map((mail) => mail.kind);
}

function codeStep(token: string, code: string, ip = nextIp(), agent = "lightMyRequest") {
  return app.inject({
    method: "POST",
    url: "/api/login-code.php",
    headers: { ...CLIENT, host: "amora.test", "x-forwarded-for": ip, "user-agent": agent },
    payload: { token, code },
  });
}

async function passwordStep(member: Member) {
  const response = await logIn(app, member.body.email, member.body.password);
  expect(response.statusCode).toBe(200);
  expect(response.json().user).toBeNull();
  expect(response.cookies.find((c) => c.name === "sid")).toBeUndefined();
  return response.json().two_step.token as string;
}

describe("turning two-step sign-in on", () => {
  it("refuses a wrong code and a wrong password, and keeps the login one step", async () => {
    const member = await signUpOk(app);
    const { secret } = (await callAs(app, "POST", "/api/two-step-setup.php", member, {})).json();
    const wrongCode = await callAs(app, "POST", "/api/two-step.php", member, {
      password: member.body.password,
      code: totpCode(secret, Date.now() + 10 * STEP_MS),
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().code).toBe("TWO_STEP_CODE_INVALID");
    const wrongPassword = await callAs(app, "POST", "/api/two-step.php", member, {
      password: "not-the-password",
      code: totpCode(secret),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().issues).toEqual([{ path: "body.password", code: "old_password_wrong" }]);
    expect((await callAs(app, "GET", "/api/two-step.php", member)).json()).toEqual({
      enabled: false,
      recovery_codes_left: 0,
    });
    const login = await logIn(app, member.body.email, member.body.password);
    expect(login.json().user).not.toBeNull();
  });

  it("turns on with a current code: ten recovery codes, stored hashed, and a second setup is refused", async () => {
    const member = await enrolled();
    expect(member.recovery).toHaveLength(10);
    expect(new Set(member.recovery).size).toBe(10);
    expect((await callAs(app, "GET", "/api/two-step.php", member)).json()).toEqual({
      enabled: true,
      recovery_codes_left: 10,
    });
    const stored = await app.db
      .select()
      .from(memberRecoveryCodes)
      .where(eq(memberRecoveryCodes.userId, member.user.id));
    expect(stored.map((row) => row.hash)).not.toContain(member.recovery[0]);
    const again = await callAs(app, "POST", "/api/two-step-setup.php", member, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("TWO_STEP_ALREADY_ON");
    // The member hears of it by mail, in case it was not them.
    const mails = await app.db.select().from(mailQueue).where(eq(mailQueue.toAddress, member.body.email));
    const on = mails.find((mail) => mail.kind === "two_step_on");
    expect(on?.subject).toBe("Two-step sign-in is on for your Amora account");
    expect(on?.text).toContain("/notifications#settings-two-step");
  });

  it("makes new recovery codes with the password; the old ones stop working", async () => {
    const member = await enrolled();
    const wrong = await callAs(app, "POST", "/api/two-step-recovery-codes.php", member, { password: "nope" });
    expect(wrong.statusCode).toBe(400);
    const renewed = await callAs(app, "POST", "/api/two-step-recovery-codes.php", member, {
      password: member.body.password,
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    const old = await codeStep(await passwordStep(member), member.recovery[0] ?? "");
    expect(old.json().code).toBe("TWO_STEP_CODE_INVALID");
    const ok = await codeStep(await passwordStep(member), fresh[0] ?? "");
    expect(ok.statusCode).toBe(200);
  });
});

describe("signing in in two steps", () => {
  it("needs the code after the password; the code gives the session and records the sign-in", async () => {
    const member = await enrolled();
    const token = await passwordStep(member);
    const before = await app.db.select().from(memberLogins).where(eq(memberLogins.userId, member.user.id));
    const wrong = await codeStep(token, totpCode(member.secret, Date.now() + 10 * STEP_MS));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe("TWO_STEP_CODE_INVALID");
    const right = await codeStep(token, totpCode(member.secret));
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe(member.body.email);
    const me = await callAs(app, "GET", "/api/user.php", { cookie: sessionCookie(right) });
    expect(me.json().user.email).toBe(member.body.email);
    const after = await app.db.select().from(memberLogins).where(eq(memberLogins.userId, member.user.id));
    expect(after.length).toBe(before.length + 1);
  });

  it("mails a sign-in from a new device once the code step is passed, not at the password", async () => {
    const member = await enrolled();
    // Never on a member's first login: this one is the first, from the signup's device.
    expect((await codeStep(await passwordStep(member), totpCode(member.secret))).statusCode).toBe(200);
    const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0";
    const newSignInMails = async () =>
      (await app.db.select().from(mailQueue).where(eq(mailQueue.toAddress, member.body.email))).filter(
        (mail) => mail.kind === "new_sign_in",
      ).length;
    const password = await app.inject({
      method: "POST",
      url: "/api/user.php",
      headers: { ...CLIENT, host: "amora.test", "x-forwarded-for": nextIp(), "user-agent": firefox },
      payload: { email: member.body.email, password: member.body.password },
    });
    expect(await newSignInMails()).toBe(0);
    const next = totpCode(member.secret, Date.now() + STEP_MS);
    const code = await codeStep(password.json().two_step.token, next, nextIp(), firefox);
    expect(code.statusCode).toBe(200);
    expect(await newSignInMails()).toBe(1);
  });

  it("refuses a code used once already (replay), and a used token", async () => {
    const member = await enrolled();
    const code = totpCode(member.secret);
    const token = await passwordStep(member);
    expect((await codeStep(token, code)).statusCode).toBe(200);
    const reused = await codeStep(token, code);
    expect(reused.json().code).toBe("TWO_STEP_EXPIRED");
    const replay = await codeStep(await passwordStep(member), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe("TWO_STEP_CODE_INVALID");
  });

  it("takes a recovery code once, in any case and spacing", async () => {
    const member = await enrolled();
    const recovery = member.recovery[1] ?? "";
    const first = await codeStep(await passwordStep(member), ` ${recovery.toUpperCase()} `);
    expect(first.statusCode).toBe(200);
    expect((await callAs(app, "GET", "/api/two-step.php", member)).json().recovery_codes_left).toBe(9);
    const second = await codeStep(await passwordStep(member), recovery);
    expect(second.json().code).toBe("TWO_STEP_CODE_INVALID");
  });

  it("refuses an expired pending sign-in and an unknown token", async () => {
    const member = await enrolled();
    const token = await passwordStep(member);
    await app.db
      .update(twoStepChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(twoStepChallenges.userId, member.user.id));
    const late = await codeStep(token, totpCode(member.secret));
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe("TWO_STEP_EXPIRED");
    const unknown = await codeStep("x".repeat(43), totpCode(member.secret));
    expect(unknown.json().code).toBe("TWO_STEP_EXPIRED");
  });

  it("closes a pending sign-in after five wrong codes, even for the right one", async () => {
    const member = await enrolled();
    const token = await passwordStep(member);
    const codes = [];
    for (let i = 0; i < 5; i += 1) codes.push((await codeStep(token, "000000")).json().code);
    expect(codes).toEqual([...Array(4).fill("TWO_STEP_CODE_INVALID"), "TWO_STEP_TOO_MANY_TRIES"]);
    const right = await codeStep(token, totpCode(member.secret));
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe("TWO_STEP_TOO_MANY_TRIES");
    // The password starts a new one.
    expect((await codeStep(await passwordStep(member), totpCode(member.secret))).statusCode).toBe(200);
  });

  it("limits wrong codes per account to ten an hour, whatever the sign-ins and addresses", async () => {
    const member = await enrolled();
    for (let round = 0; round < 2; round += 1) {
      const token = await passwordStep(member);
      for (let i = 0; i < 5; i += 1) await codeStep(token, "000000");
    }
    // The tenth wrong code mailed the member once: someone may have their password.
    expect((await mailKinds(member)).filter((kind) => kind === "two_step_locked")).toHaveLength(1);
    // The password is right, but no new pending sign-in is begun: no more guesses for an hour.
    const third = await logIn(app, member.body.email, member.body.password);
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe("TWO_STEP_LOCKED");
    expect(third.cookies.find((c) => c.name === "sid")).toBeUndefined();
    // An hour later the account takes codes again, and the right one signs in.
    await app.db
      .update(twoStepChallenges)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(twoStepChallenges.userId, member.user.id));
    const later = await codeStep(await passwordStep(member), totpCode(member.secret));
    expect(later.statusCode).toBe(200);
  });

  it("refuses, unchecked, a right code on a pending sign-in begun before the account's limit was reached", async () => {
    const member = await enrolled();
    const early = await passwordStep(member);
    for (let round = 0; round < 2; round += 1) {
      const token = await passwordStep(member);
      for (let i = 0; i < 5; i += 1) await codeStep(token, "000000");
    }
    const right = await codeStep(early, totpCode(member.secret));
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe("TWO_STEP_LOCKED");
  });

  it("limits wrong codes per address as failed logins are", async () => {
    // Three members, so that no account reaches its own limit of ten before the address reaches twenty.
    const members = [await enrolled(), await enrolled(), await enrolled()];
    const ip = nextIp();
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const token = await passwordStep(members[i % 3] as Member);
      for (let j = 0; j < 4; j += 1) answers.push((await codeStep(token, "000000", ip)).statusCode);
    }
    expect(answers.every((status) => status === 401)).toBe(true);
    const member = members[2] as Awaited<ReturnType<typeof enrolled>>;
    const limited = await codeStep(await passwordStep(member), totpCode(member.secret), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
  });

  it("refuses bad input types and huge values before anything is counted", async () => {
    for (const payload of [
      { token: 12345678901, code: "123456" },
      { token: "t".repeat(20), code: 123456 },
      { token: "t".repeat(20), code: "1".repeat(10_000) },
      { token: "t".repeat(10_000), code: "123456" },
      { token: "t".repeat(20) },
      {},
    ]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/login-code.php",
        headers: { ...CLIENT, host: "amora.test" },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
    const member = await signUpOk(app);
    for (const payload of [{ password: 1, code: "123456" }, { password: "x".repeat(5000), code: "1" }, {}]) {
      const response = await callAs(app, "POST", "/api/two-step.php", member, payload);
      expect(response.statusCode).toBe(400);
    }
  });
});

describe("a password reset with two-step sign-in on", () => {
  it("saves the new password but gives no session: the login asks for the code", async () => {
    const member = await enrolled();
    await app.inject({
      method: "POST",
      url: "/api/password-reset.php",
      headers: { ...CLIENT, host: "amora.test", "x-forwarded-for": nextIp() },
      payload: { email: member.body.email },
    });
    const token = tokenOf(await mailedLink(app, member.body.email));
    const reset = await app.inject({
      method: "POST",
      url: "/api/password-reset-do.php",
      headers: { ...CLIENT, host: "amora.test" },
      payload: { token, password: "a-new-secret-22", password_confirmation: "a-new-secret-22" },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ user: null });
    expect(reset.cookies.find((c) => c.name === "sid")?.value ?? "").toBe("");
    const login = await passwordStep({ ...member, body: { ...member.body, password: "a-new-secret-22" } });
    expect(login).toEqual(expect.any(String));
  });
});

describe("turning two-step sign-in off", () => {
  it("needs the password and a code, takes a recovery code, and the login is one step again", async () => {
    const member = await enrolled();
    const noCode = await callAs(app, "DELETE", "/api/two-step.php", member, {
      password: member.body.password,
      code: "000000",
    });
    expect(noCode.json().code).toBe("TWO_STEP_CODE_INVALID");
    const wrongPassword = await callAs(app, "DELETE", "/api/two-step.php", member, {
      password: "wrong-one",
      code: member.recovery[0],
    });
    expect(wrongPassword.statusCode).toBe(400);
    const off = await callAs(app, "DELETE", "/api/two-step.php", member, {
      password: member.body.password,
      code: member.recovery[0],
    });
    expect(off.statusCode).toBe(200);
    const rows = await app.db.select().from(memberTotp).where(eq(memberTotp.userId, member.user.id));
    expect(rows).toEqual([]);
    const login = await logIn(app, member.body.email, member.body.password);
    expect(login.json().user.email).toBe(member.body.email);
    expect((await mailKinds(member)).filter((kind) => kind.startsWith("two_step_"))).toEqual([
      "two_step_on",
      "two_step_off",
    ]);
  });

  it("a pending sign-in of before it was turned off is void", async () => {
    const member = await enrolled();
    const token = await passwordStep(member);
    await callAs(app, "DELETE", "/api/two-step.php", member, {
      password: member.body.password,
      code: member.recovery[0],
    });
    expect((await codeStep(token, totpCode(member.secret))).json().code).toBe("TWO_STEP_EXPIRED");
  });

  it("is the member's own: another member's password and codes change nothing", async () => {
    const owner = await enrolled();
    const other = await signUpOk(app);
    const off = await callAs(app, "DELETE", "/api/two-step.php", other, {
      password: owner.body.password,
      code: owner.recovery[0],
    });
    // The same password (the helpers' signups share it): the other member's own two-step sign-in is off.
    expect(off.statusCode).toBe(404);
    expect((await callAs(app, "GET", "/api/two-step.php", other)).json().enabled).toBe(false);
    expect((await callAs(app, "GET", "/api/two-step.php", owner)).json()).toEqual({
      enabled: true,
      recovery_codes_left: 10,
    });
    for (const [method, url] of [
      ["GET", "/api/two-step.php"],
      ["POST", "/api/two-step-setup.php"],
      ["DELETE", "/api/two-step.php"],
    ] as const) {
      const visitor = await callAs(app, method, url, undefined, {});
      expect(visitor.statusCode).toBe(403);
    }
  });
});
