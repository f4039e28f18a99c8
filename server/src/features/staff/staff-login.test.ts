/** The back office's sign-in: password then code, locks, recovery codes, replays, idle sessions, re-auth. */
import { STAFF_IDLE_TIMEOUT_MS, STAFF_REAUTH_MS } from "@amora/contract/admin";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, staff, staffSessions } from "../../db/schema.ts";
import { totpCode } from "../../lib/totp.ts";
import { DEMO_PASSWORD } from "../../seed/demo-accounts.ts";
import {
  DEMO_ADMIN_EMAIL,
  DEMO_OPERATOR_EMAIL,
  DEMO_STAFF_TOTP_SECRET,
  seedDemoStaff,
} from "../../seed/demo-staff.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { signUpOk } from "../accounts/accounts-test-helpers.ts";
import { issueRecoveryCodes, requireReauth, STAFF_LOCK } from "./staff-auth.service.ts";
import {
  auditLines,
  makeStaff,
  STAFF_PASSWORD,
  staffCall,
  staffCookieOf,
  staffSession,
  type TestStaff,
} from "./staff-test-helpers.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
});
afterAll(() => app.close());

const STEP_MS = 30_000;

async function passwordStep(member: TestStaff, password = STAFF_PASSWORD, ip?: string) {
  return staffCall(app, "POST", "/api/admin/login", {
    payload: { email: member.email, password },
    ...(ip ? { ip } : {}),
  });
}

async function me(cookie: string) {
  return (await staffCall(app, "GET", "/api/admin/me", { cookie })).json().staff;
}

describe("staff sign-in", () => {
  it("takes the password, then a TOTP code, and only then opens the back office", async () => {
    const ann = await makeStaff(app, ["admin"]);
    const first = await passwordStep(ann);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ next: "totp" });
    const cookie = staffCookieOf(first);
    const set = first.cookies.find((c) => c.name === "staff_sid");
    expect(set).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    // Half signed in: not a member of staff yet, and no staff call opens.
    expect(await me(cookie)).toBeNull();
    expect((await staffCall(app, "GET", "/api/admin/audit-log", { cookie })).json().code).toBe(
      "STAFF_LOGIN_REQUIRED",
    );

    const second = await staffCall(app, "POST", "/api/admin/login/totp", {
      cookie,
      payload: { code: totpCode(ann.secret) },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().staff).toMatchObject({ email: ann.email, roles: ["admin"], totp_enabled: true });
    const full = staffCookieOf(second);
    // A new token at the step up: the half-way one opens nothing any more.
    expect(full).not.toBe(cookie);
    expect(await me(cookie)).toBeNull();
    expect(await me(full)).toMatchObject({ email: ann.email });
    expect((await staffCall(app, "GET", "/api/admin/audit-log", { cookie: full })).statusCode).toBe(200);

    const actions = (await auditLines(app, 2)).map((line) => [line.action, line.staffEmail]);
    expect(actions).toEqual([
      ["staff.login", ann.email],
      ["staff.login.password", ann.email],
    ]);

    const out = await staffCall(app, "POST", "/api/admin/logout", { cookie: full });
    expect(out.json()).toEqual({ staff: null });
    expect(await me(full)).toBeNull();
    expect((await auditLines(app, 1))[0]?.action).toBe("staff.logout");
  });

  it("refuses a wrong password, an unknown e-mail and a wrong code, and audits each", async () => {
    const bob = await makeStaff(app, ["support"]);
    const wrong = await passwordStep(bob, "not-the-password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe("LOGIN_FAILED");
    expect(wrong.cookies.find((c) => c.name === "staff_sid")).toBeUndefined();
    const unknown = await staffCall(app, "POST", "/api/admin/login", {
      payload: { email: "nobody@amora.test", password: STAFF_PASSWORD },
    });
    expect(unknown.json().code).toBe("LOGIN_FAILED");
    const [unknownLine, wrongLine] = await auditLines(app, 2);
    expect(unknownLine).toMatchObject({
      action: "staff.login.failed",
      staffId: null,
      staffEmail: "nobody@amora.test",
    });
    expect(wrongLine).toMatchObject({
      action: "staff.login.failed",
      staffId: bob.id,
      after: { step: "password", reason: "password" },
    });

    const cookie = staffCookieOf(await passwordStep(bob));
    const badCode = String((Number(totpCode(bob.secret)) + 1) % 1_000_000).padStart(6, "0");
    const refused = await staffCall(app, "POST", "/api/admin/login/totp", {
      cookie,
      payload: { code: badCode },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe("STAFF_TOTP_INVALID");
    expect((await auditLines(app, 1))[0]).toMatchObject({
      action: "staff.login.failed",
      after: { step: "code" },
    });
    // Without the password step, a code is nobody's.
    const alone = await staffCall(app, "POST", "/api/admin/login/totp", {
      payload: { code: totpCode(bob.secret) },
    });
    expect(alone.json().code).toBe("STAFF_LOGIN_REQUIRED");
  });

  it("locks the account after five wrong passwords or codes, the right password included", async () => {
    const cy = await makeStaff(app, ["finance"]);
    for (let i = 1; i < STAFF_LOCK.failures; i++)
      expect((await passwordStep(cy, "wrong-password")).statusCode).toBe(401);
    // A right password does not reset the count: the wrong codes after it still add up.
    const cookie = staffCookieOf(await passwordStep(cy));
    const locked = await staffCall(app, "POST", "/api/admin/login/totp", {
      cookie,
      payload: { code: "000000" },
    });
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({ code: "ACCOUNT_LOCKED", params: { minutes: 15 } });
    // Locked: even the right password and code are refused, without being checked.
    expect((await passwordStep(cy)).statusCode).toBe(423);
    const code = await staffCall(app, "POST", "/api/admin/login/totp", {
      cookie,
      payload: { code: totpCode(cy.secret) },
    });
    expect(code.statusCode).toBe(423);
    // The lock over, the right password and code open the back office and reset the count.
    await app.db
      .update(staff)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(staff.id, cy.id));
    const again = staffCookieOf(await passwordStep(cy));
    const ok = await staffCall(app, "POST", "/api/admin/login/totp", {
      cookie: again,
      payload: { code: totpCode(cy.secret) },
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await app.db.select().from(staff).where(eq(staff.id, cy.id));
    expect(row?.failedLogins).toBe(0);
  });

  it("rate-limits the password step per address", async () => {
    const dee = await makeStaff(app, ["support"]);
    const ip = "10.77.0.1";
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (
          await staffCall(app, "POST", "/api/admin/login", {
            ip,
            payload: { email: `x${i}@amora.test`, password: "x" },
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await passwordStep(dee, STAFF_PASSWORD, ip)).statusCode).toBe(429);
  });

  it("rate-limits the password step per e-mail address, from any address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await staffCall(app, "POST", "/api/admin/login", {
        payload: { email: i % 2 ? "Spread@amora.test" : "spread@amora.test", password: "x" },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it("accepts each TOTP code once (a replayed code is refused), the neighbouring steps too", async () => {
    const eve = await makeStaff(app, ["moderator"]);
    const code = totpCode(eve.secret);
    const cookie = staffCookieOf(await passwordStep(eve));
    expect(
      (await staffCall(app, "POST", "/api/admin/login/totp", { cookie, payload: { code } })).statusCode,
    ).toBe(200);
    const other = staffCookieOf(await passwordStep(eve));
    const replay = await staffCall(app, "POST", "/api/admin/login/totp", {
      cookie: other,
      payload: { code },
    });
    expect(replay.json().code).toBe("STAFF_TOTP_INVALID");
    // The next step's code (a phone a little ahead) is good once too; then the current one is too old.
    const next = totpCode(eve.secret, Date.now() + STEP_MS);
    expect(
      (await staffCall(app, "POST", "/api/admin/login/totp", { cookie: other, payload: { code: next } }))
        .statusCode,
    ).toBe(200);
  });

  it("takes a recovery code instead of a TOTP code, each one once", async () => {
    const fay = await makeStaff(app, ["operator"]);
    const codes = await issueRecoveryCodes(app.db, fay.id);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const first = staffCookieOf(await passwordStep(fay));
    // Typed in capitals and without the dash: still the code.
    const typed = (codes[3] ?? "").toUpperCase().replace("-", " ");
    const used = await staffCall(app, "POST", "/api/admin/login/totp", {
      cookie: first,
      payload: { code: typed },
    });
    expect(used.statusCode).toBe(200);
    expect((await auditLines(app, 1))[0]?.after).toEqual({ factor: "recovery" });
    const second = staffCookieOf(await passwordStep(fay));
    const reused = await staffCall(app, "POST", "/api/admin/login/totp", {
      cookie: second,
      payload: { code: codes[3] },
    });
    expect(reused.json().code).toBe("STAFF_TOTP_INVALID");
    expect(
      (await staffCall(app, "POST", "/api/admin/login/totp", { cookie: second, payload: { code: codes[4] } }))
        .statusCode,
    ).toBe(200);
  });
});

describe("staff sessions", () => {
  it("end after STAFF_IDLE_TIMEOUT_MS without a call, and each call keeps them alive", async () => {
    const gus = await makeStaff(app, ["admin"]);
    const cookie = await staffSession(app, gus.id);
    const idHashOf = async () =>
      (await app.db.select().from(staffSessions).where(eq(staffSessions.staffId, gus.id)))[0];
    const session = await idHashOf();
    const setLastSeen = (at: Date) =>
      app.db
        .update(staffSessions)
        .set({ lastSeenAt: at })
        .where(eq(staffSessions.idHash, session?.idHash ?? ""));
    await setLastSeen(new Date(Date.now() - STAFF_IDLE_TIMEOUT_MS + 60_000));
    expect(await me(cookie)).toMatchObject({ email: gus.email });
    expect((await idHashOf())?.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
    await setLastSeen(new Date(Date.now() - STAFF_IDLE_TIMEOUT_MS - 1000));
    expect(await me(cookie)).toBeNull();
    // Gone, not just refused.
    expect(await idHashOf()).toBeUndefined();
  });

  it("are ended for a disabled member of staff", async () => {
    const hal = await makeStaff(app, ["admin"]);
    const cookie = await staffSession(app, hal.id);
    await app.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, hal.id));
    expect(await me(cookie)).toBeNull();
    expect((await passwordStep(hal)).json().code).toBe("LOGIN_FAILED");
  });

  it("are not member sessions, and a member's session opens no staff call", async () => {
    const ivy = await makeStaff(app, ["admin"]);
    const staffCookie = await staffSession(app, ivy.id);
    const member = await signUpOk(app);
    const memberView = await staffCall(app, "GET", "/api/user", { cookie: staffCookie });
    expect(memberView.json()).toEqual({ user: null });
    expect((await staffCall(app, "GET", "/api/my-profile", { cookie: staffCookie })).json().code).toBe(
      "authentication_required",
    );
    expect((await staffCall(app, "GET", "/api/admin/me", { cookie: member.cookie })).json()).toEqual({
      staff: null,
    });
    const refused = await staffCall(app, "GET", "/api/admin/audit-log", { cookie: member.cookie });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe("STAFF_LOGIN_REQUIRED");
    // A member's token under the staff cookie's name is no staff session either.
    const swapped = member.cookie.replace(/^sid=/, "staff_sid=");
    expect((await staffCall(app, "GET", "/api/admin/audit-log", { cookie: swapped })).statusCode).toBe(401);
  });
});

describe("re-authentication", () => {
  const requestWith = (reauthAt: Date | null) =>
    ({
      staff: { id: 1, idHash: "x", email: "a@b.c", roles: ["admin"], stage: "full", reauthAt },
    }) as unknown as FastifyRequest;

  it("is required when the last proof is older than STAFF_REAUTH_MS", () => {
    expect(() => requireReauth(requestWith(new Date()))).not.toThrow();
    expect(() => requireReauth(requestWith(new Date(Date.now() - STAFF_REAUTH_MS + 5000)))).not.toThrow();
    for (const old of [new Date(Date.now() - STAFF_REAUTH_MS - 1000), null]) {
      expect(() => requireReauth(requestWith(old))).toThrow(
        expect.objectContaining({ statusCode: 403, code: "REAUTH_REQUIRED" }),
      );
    }
  });

  it("is given with the password or a TOTP code, refreshes the session's proof and is audited", async () => {
    const jo = await makeStaff(app, ["support"]);
    const cookie = await staffSession(app, jo.id, new Date(Date.now() - STAFF_REAUTH_MS * 2));
    const reauthAt = async () =>
      (
        await app.db.select().from(staffSessions).where(eq(staffSessions.staffId, jo.id))
      )[0]?.reauthAt?.getTime() ?? 0;
    const wrong = await staffCall(app, "POST", "/api/admin/reauth", {
      cookie,
      payload: { password: "nope-nope" },
    });
    expect(wrong.json().code).toBe("LOGIN_FAILED");
    expect((await auditLines(app, 1))[0]?.action).toBe("staff.reauth.failed");
    expect(await reauthAt()).toBeLessThan(Date.now() - STAFF_REAUTH_MS);
    const byPassword = await staffCall(app, "POST", "/api/admin/reauth", {
      cookie,
      payload: { password: STAFF_PASSWORD },
    });
    expect(byPassword.statusCode).toBe(200);
    expect(await reauthAt()).toBeGreaterThan(Date.now() - 10_000);
    expect((await auditLines(app, 1))[0]).toMatchObject({ action: "staff.reauth", staffId: jo.id });
    const byCode = await staffCall(app, "POST", "/api/admin/reauth", {
      cookie,
      payload: { code: totpCode(jo.secret) },
    });
    expect(byCode.statusCode).toBe(200);
    const nothing = await staffCall(app, "POST", "/api/admin/reauth", { cookie, payload: {} });
    expect(nothing.json().code).toBe("VALIDATION_FAILED");
  });
});

describe("the audit log", () => {
  it("refuses UPDATE, DELETE and TRUNCATE, whoever asks", async () => {
    await app.db.insert(auditLog).values({ action: "test.line" });
    const before = await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    // Drizzle wraps the database's error: its cause carries the trigger's message.
    const refusal = (statement: ReturnType<typeof sql>) =>
      app.db.execute(statement).then(
        () => "done",
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`update audit_log set action = 'changed'`)).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only: DELETE refused/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only: TRUNCATE refused/);
    const after = await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});

describe("the demo staff (development seed)", () => {
  it("sign in with the demo password and codes of the published secret; never seeded in production", async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      await seedDemoStaff(app.db, new Date());
    } finally {
      process.env.NODE_ENV = previous;
    }
    expect(await app.db.select().from(staff).where(eq(staff.email, DEMO_ADMIN_EMAIL))).toEqual([]);

    await seedDemoStaff(app.db, new Date());
    for (const [email, roles] of [
      [DEMO_ADMIN_EMAIL, ["admin"]],
      [DEMO_OPERATOR_EMAIL, ["operator"]],
    ] as const) {
      const login = await staffCall(app, "POST", "/api/admin/login", {
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(login.json()).toEqual({ next: "totp" });
      const code = totpCode(DEMO_STAFF_TOTP_SECRET);
      const done = await staffCall(app, "POST", "/api/admin/login/totp", {
        cookie: staffCookieOf(login),
        payload: { code },
      });
      expect(done.json().staff).toMatchObject({ email, roles });
    }
  });
});
