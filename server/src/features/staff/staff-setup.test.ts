/** `npm run staff:create` and the one-time setup link it prints: password, authenticator, recovery codes. */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, staff, staffSetupTokens } from "../../db/schema.ts";
import { totpCode } from "../../lib/totp.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { staffCreateCommand } from "./staff-create-command.ts";
import { staffCall, staffCookieOf } from "./staff-test-helpers.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
});
afterAll(() => app.close());

const DEV_CONFIG = { publicUrl: undefined, env: "development", port: 3000 } as const;

async function create(argv: string[], config: Parameters<typeof staffCreateCommand>[2] = DEV_CONFIG) {
  return staffCreateCommand(argv, app.db, config);
}

function tokenOf(output: string): string {
  const match = /\/admin\/setup\?token=([\w-]+)/.exec(output);
  if (!match?.[1]) throw new Error(`no setup link in: ${output}`);
  return match[1];
}

describe("staff:create", () => {
  it("makes the member of staff and prints a setup link on the default site, or PUBLIC_URL", async () => {
    const made = await create([
      "--email",
      "Ann@Example.com",
      "--role",
      "admin",
      "--role",
      "operator",
      "--name",
      "Ann",
    ]);
    expect(made.exitCode).toBe(0);
    expect(made.output).toContain("staff ann@example.com (admin, operator) created.");
    expect(made.output).toMatch(/\nhttp:\/\/amora\.test:3000\/admin\/setup\?token=[\w-]{43}$/);
    const [row] = await app.db.select().from(staff).where(eq(staff.email, "ann@example.com"));
    expect(row).toMatchObject({
      name: "Ann",
      roles: ["admin", "operator"],
      passwordHash: null,
      totpEnabledAt: null,
    });
    const [line] = await app.db.select().from(auditLog).where(eq(auditLog.action, "staff.create"));
    expect(line).toMatchObject({
      staffId: null,
      targetId: String(row?.id),
      after: { email: "ann@example.com" },
    });

    const behindProxy = await create(["--email", "bo@example.com", "--role", "support"], {
      ...DEV_CONFIG,
      publicUrl: "https://admin.example.com/",
    });
    expect(behindProxy.output).toMatch(/\nhttps:\/\/admin\.example\.com\/admin\/setup\?token=/);
  });

  it("refuses an existing e-mail (whatever its case), an unknown role, no role and no e-mail", async () => {
    await create(["--email", "cy@example.com", "--role", "finance"]);
    const cases: [string[], RegExp][] = [
      [["--email", "CY@example.com", "--role", "admin"], /cy@example.com is staff already/],
      [["--email", "dee@example.com", "--role", "root"], /unknown role root \(roles: admin, moderator/],
      [["--email", "dee@example.com"], /give at least one --role/],
      [["--role", "admin"], /--email is required/],
      [["--email", "not-an-address", "--role", "admin"], /not an e-mail address/],
      [["--email", "dee@example.com", "--role", "admin", "--shout"], /Unknown option '--shout'/],
    ];
    for (const [argv, message] of cases) {
      const refused = await create(argv);
      expect(refused.exitCode, argv.join(" ")).toBe(64);
      expect(refused.output).toMatch(message);
      expect(refused.output).toContain("usage: npm run staff:create");
    }
    expect(await app.db.select().from(staff).where(eq(staff.email, "dee@example.com"))).toEqual([]);
  });
});

describe("the setup link", () => {
  it("shows the authenticator's secret, sets the password once the first code is right, and is used once", async () => {
    const token = tokenOf((await create(["--email", "eve@example.com", "--role", "moderator"])).output);
    const info = await staffCall(app, "GET", `/api/admin/setup?token=${token}`);
    expect(info.statusCode).toBe(200);
    const { email, secret, otpauth_uri } = info.json();
    expect(email).toBe("eve@example.com");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toBe(
      `otpauth://totp/Amora%20back%20office:eve%40example.com?secret=${secret}&issuer=Amora+back+office&algorithm=SHA1&digits=6&period=30`,
    );
    const setup = { token, name: "Eve", password: "eve-password-1", code: totpCode(secret) };

    const short = await staffCall(app, "POST", "/api/admin/setup", {
      payload: { ...setup, password: "short" },
    });
    expect(short.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      issues: [{ path: "body.password", code: "password_too_short" }],
    });
    const wrongCode = await staffCall(app, "POST", "/api/admin/setup", {
      payload: { ...setup, code: totpCode(secret, Date.now() - 120_000) },
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().code).toBe("STAFF_TOTP_INVALID");

    const done = await staffCall(app, "POST", "/api/admin/setup", { payload: setup });
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body.staff).toMatchObject({
      email: "eve@example.com",
      name: "Eve",
      roles: ["moderator"],
      totp_enabled: true,
    });
    expect(body.recovery_codes).toHaveLength(10);
    for (const code of body.recovery_codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    // Signed in, fully.
    const cookie = staffCookieOf(done);
    expect((await staffCall(app, "GET", "/api/admin/me", { cookie })).json().staff.email).toBe(
      "eve@example.com",
    );
    expect((await app.db.select().from(auditLog).where(eq(auditLog.action, "staff.setup")))[0]).toMatchObject(
      {
        staffEmail: "eve@example.com",
        roles: ["moderator"],
      },
    );

    // Used: neither shown nor taken again.
    for (const again of [
      await staffCall(app, "GET", `/api/admin/setup?token=${token}`),
      await staffCall(app, "POST", "/api/admin/setup", {
        payload: { ...setup, code: totpCode(secret, Date.now() + 30_000) },
      }),
    ]) {
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe("STAFF_SETUP_LINK_INVALID");
    }
    // The first code was spent by the setup: the login takes the next one, not it again.
    const login = await staffCall(app, "POST", "/api/admin/login", {
      payload: { email: "EVE@example.com", password: "eve-password-1" },
    });
    expect(login.json()).toEqual({ next: "totp" });
    const replay = await staffCall(app, "POST", "/api/admin/login/totp", {
      cookie: staffCookieOf(login),
      payload: { code: setup.code },
    });
    expect(replay.json().code).toBe("STAFF_TOTP_INVALID");
  });

  it("expires after a day, and an unknown token opens nothing", async () => {
    const token = tokenOf((await create(["--email", "fay@example.com", "--role", "support"])).output);
    await app.db.update(staffSetupTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await staffCall(app, "GET", `/api/admin/setup?token=${token}`);
    expect(expired.json().code).toBe("STAFF_SETUP_LINK_INVALID");
    const unknown = await staffCall(app, "GET", `/api/admin/setup?token=${"x".repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
  });

  it("leaves a member of staff who has not finished it asking for the setup, not a code", async () => {
    await create(["--email", "gus@example.com", "--role", "support"]);
    // No password yet: no login at all.
    const noPassword = await staffCall(app, "POST", "/api/admin/login", {
      payload: { email: "gus@example.com", password: "anything-1" },
    });
    expect(noPassword.json().code).toBe("LOGIN_FAILED");
  });
});
