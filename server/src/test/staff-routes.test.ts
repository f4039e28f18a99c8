/**
 * Generated from the route table: every /api/admin route declares the staff roles it is for, and answers
 * 401 to visitors, members and half-signed-in staff and 403 to exactly the roles it does not allow; every
 * state-changing one writes an audit line (decision 023's rule, for the back office). Also the audit log's
 * paging, search and sort.
 */
import {
  ADMIN_API,
  AUDIT_PAGE_SIZE,
  STAFF_ROLES,
  STAFF_SESSION_COOKIE,
  type StaffRole,
} from "@amora/contract/admin";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, staffSetupTokens } from "../db/schema.ts";
import { signUpOk } from "../features/accounts/accounts-test-helpers.ts";
import {
  auditLines,
  makeStaff,
  STAFF_PASSWORD,
  staffCall,
  staffCookieOf,
  staffSession,
} from "../features/staff/staff-test-helpers.ts";
import { newSecretToken } from "../lib/secret-tokens.ts";
import { totpCode } from "../lib/totp.ts";
import { registerAuth, type StaffRef } from "../plugins/auth.ts";
import type { RouteEntry } from "../plugins/route-table.ts";
import { seedSites } from "../seed/sites.ts";
import { featureExamples } from "./staff-route-examples.ts";
import { buildTestApp } from "./test-app.ts";

let app: FastifyInstance;
let adminRoutes: RouteEntry[];
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  adminRoutes = app.routeTable.filter((route) => route.url.startsWith(`${ADMIN_API}/`));
});
afterAll(() => app.close());

const STATE_CHANGING = ["POST", "PUT", "PATCH", "DELETE"];
const nameOf = (route: RouteEntry) => `${route.method} ${route.url}`;
const rolesOf = (route: RouteEntry) => route.roles ?? [];
const pathOf = (url: string) => url.replace(/:(\w+)(\([^)]*\))?/g, "1");

/** A junk call: whoever is let in gets a validation error (or the answer of a call without input), never 401/403. */
function junkCall(route: RouteEntry, cookie?: string) {
  return staffCall(app, route.method as "GET", `${pathOf(route.url)}?page=-1&token=%00`, {
    ...(cookie ? { cookie } : {}),
    ...(route.method === "GET" ? {} : { payload: { junk: [1, { "\u0000": null }] } }),
  });
}

describe("/api/admin routes", () => {
  it("are found in the route table, each declaring staff access", () => {
    expect(adminRoutes.map(nameOf)).toEqual(
      expect.arrayContaining([
        "POST /api/admin/login",
        "POST /api/admin/login/totp",
        "GET /api/admin/me",
        "POST /api/admin/logout",
        "GET /api/admin/setup",
        "POST /api/admin/setup",
        "POST /api/admin/reauth",
        "GET /api/admin/audit-log",
      ]),
    );
    for (const route of adminRoutes) {
      expect(["staff", "staff-login"], nameOf(route)).toContain(route.access);
      if (route.access === "staff") expect(rolesOf(route).length, nameOf(route)).toBeGreaterThan(0);
    }
    expect(rolesOf(adminRoutes.find((r) => r.url === "/api/admin/audit-log") as RouteEntry)).toEqual([
      "admin",
    ]);
  });

  it("refuse visitors, members and half-signed-in staff with 401 STAFF_LOGIN_REQUIRED", async () => {
    const member = await signUpOk(app);
    const halfway = await makeStaff(app, ["admin"]);
    const passwordOnly = staffCookieOf(
      await staffCall(app, "POST", "/api/admin/login", {
        payload: { email: halfway.email, password: STAFF_PASSWORD },
      }),
    );
    const wrong: string[] = [];
    for (const route of adminRoutes.filter((r) => r.access === "staff")) {
      for (const [who, cookie] of [
        ["visitor", undefined],
        ["member", member.cookie],
        ["password-stage staff", passwordOnly],
        ["unknown staff token", `${STAFF_SESSION_COOKIE}=${newSecretToken().token}`],
      ] as const) {
        const response = await junkCall(route, cookie);
        if (response.statusCode !== 401 || response.json().code !== "STAFF_LOGIN_REQUIRED") {
          wrong.push(`${nameOf(route)} as ${who}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answer 403 FORBIDDEN exactly to the roles they do not allow", async () => {
    const cookies = new Map<StaffRole, string>();
    for (const role of STAFF_ROLES)
      cookies.set(role, await staffSession(app, (await makeStaff(app, [role])).id));
    const wrong: string[] = [];
    for (const route of adminRoutes.filter((r) => r.access === "staff")) {
      for (const role of STAFF_ROLES) {
        const response = await junkCall(route, cookies.get(role));
        const code = response.json().code;
        const allowed = rolesOf(route).includes(role);
        const refused = response.statusCode === 403 && code === "FORBIDDEN";
        if (allowed === refused || code === "STAFF_LOGIN_REQUIRED") {
          wrong.push(
            `${nameOf(route)} as ${role} (${allowed ? "allowed" : "not allowed"}): ${response.statusCode} ${code}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    // Several roles: any one of them lets in.
    const both = await staffSession(app, (await makeStaff(app, ["support", "admin"])).id);
    expect((await staffCall(app, "GET", "/api/admin/audit-log", { cookie: both })).statusCode).toBe(200);
  });

  /**
   * A successful call of each state-changing route: a new route must add one here or in its feature's
   * `*.staff-examples.ts` (the test fails without), and each must leave one more audit line (besides the
   * plugin refusing to answer without).
   */
  const SUCCESSFUL: Record<string, () => Promise<{ statusCode: number; body: string }>> = {
    "POST /api/admin/login": async () => {
      const s = await makeStaff(app, ["support"]);
      return staffCall(app, "POST", "/api/admin/login", {
        payload: { email: s.email, password: STAFF_PASSWORD },
      });
    },
    "POST /api/admin/login/totp": async () => {
      const s = await makeStaff(app, ["support"]);
      const login = await staffCall(app, "POST", "/api/admin/login", {
        payload: { email: s.email, password: STAFF_PASSWORD },
      });
      const cookie = staffCookieOf(login);
      await app.db.insert(auditLog).values({ action: "test.marker" });
      return staffCall(app, "POST", "/api/admin/login/totp", {
        cookie,
        payload: { code: totpCode(s.secret) },
      });
    },
    "POST /api/admin/logout": async () =>
      staffCall(app, "POST", "/api/admin/logout", {
        cookie: await staffSession(app, (await makeStaff(app, ["finance"])).id),
      }),
    "POST /api/admin/setup": async () => {
      const s = await makeStaff(app, ["operator"]);
      const { token, hash } = newSecretToken();
      await app.db
        .insert(staffSetupTokens)
        .values({ hash, staffId: s.id, expiresAt: new Date(Date.now() + 60_000) });
      return staffCall(app, "POST", "/api/admin/setup", {
        payload: { token, name: "New", password: "new-password-1", code: totpCode(s.secret) },
      });
    },
    "POST /api/admin/reauth": async () =>
      staffCall(app, "POST", "/api/admin/reauth", {
        cookie: await staffSession(app, (await makeStaff(app, ["moderator"])).id),
        payload: { password: STAFF_PASSWORD },
      }),
  };

  it("write an audit line for every successful state change", async () => {
    const changing = adminRoutes.filter((route) => STATE_CHANGING.includes(route.method)).map(nameOf);
    const examples = { ...SUCCESSFUL, ...(await featureExamples(app)) };
    expect(Object.keys(examples).sort()).toEqual(changing.sort());
    for (const [name, call] of Object.entries(examples)) {
      const [before] = await auditLines(app, 1);
      const response = await call();
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      const [after] = await auditLines(app, 1);
      expect(after?.id, name).toBeGreaterThan(before?.id ?? 0);
      expect(after?.action, name).not.toBe("test.marker");
      expect(after?.action, name).toMatch(/^[a-z_]+\.[a-z_.]+$/);
    }
  });
});

describe("the staff access level", () => {
  const staffRef: StaffRef = {
    id: 1,
    idHash: "h",
    email: "a@b.c",
    roles: ["admin"],
    stage: "full",
    reauthAt: new Date(),
  };

  async function registering(define: (scope: FastifyInstance) => void) {
    const scope = Fastify();
    registerAuth(scope, {
      findSession: async () => null,
      loadUser: async () => null,
      findStaffSession: async () => staffRef,
    });
    define(scope);
    try {
      await scope.ready();
    } finally {
      await scope.close();
    }
  }

  it("is required under /api/admin, with its roles, and only there", async () => {
    await expect(
      registering((s) => s.get("/api/admin/forgotten", { config: { access: "member" } }, async () => ({}))),
    ).rejects.toThrow(/GET \/api\/admin\/forgotten: a route under \/api\/admin is for staff/);
    await expect(
      registering((s) => s.get("/api/admin/forgotten", { config: { access: "staff" } }, async () => ({}))),
    ).rejects.toThrow(/declare config.roles/);
    await expect(
      registering((s) => s.get("/api/admin/x", { config: { access: "staff", roles: [] } }, async () => ({}))),
    ).rejects.toThrow(/declare config.roles/);
    await expect(
      registering((s) =>
        s.get(
          "/api/admin/x",
          { config: { access: "staff", roles: ["root" as StaffRole] } },
          async () => ({}),
        ),
      ),
    ).rejects.toThrow(/declare config.roles/);
    await expect(
      registering((s) =>
        s.get("/api/elsewhere", { config: { access: "staff", roles: ["admin"] } }, async () => ({})),
      ),
    ).rejects.toThrow(/staff access is for routes under \/api\/admin/);
    await expect(
      registering((s) =>
        s.get("/api/x", { config: { access: "member", roles: ["admin"] } }, async () => ({})),
      ),
    ).rejects.toThrow(/config.roles is for staff routes/);
    await expect(
      registering((s) =>
        s.get("/api/admin/x", { config: { access: "staff", roles: ["admin"] } }, async () => ({})),
      ),
    ).resolves.toBeUndefined();
  });

  it("refuses to answer a successful state change that wrote no audit line", async () => {
    const scope = Fastify();
    await scope.register(import("@fastify/cookie"));
    registerAuth(scope, {
      findSession: async () => null,
      loadUser: async () => null,
      findStaffSession: async () => staffRef,
    });
    scope.post("/api/admin/forgot-to-audit", { config: { access: "staff", roles: ["admin"] } }, async () => ({
      done: true,
    }));
    scope.post("/api/admin/audited", { config: { access: "staff", roles: ["admin"] } }, async (request) => {
      request.audited = true;
      return { done: true };
    });
    const cookie = `${STAFF_SESSION_COOKIE}=x`;
    const forgot = await scope.inject({
      method: "POST",
      url: "/api/admin/forgot-to-audit",
      headers: { cookie },
    });
    expect(forgot.statusCode).toBe(500);
    const audited = await scope.inject({ method: "POST", url: "/api/admin/audited", headers: { cookie } });
    expect(audited.statusCode).toBe(200);
    await scope.close();
  });
});

describe("GET /api/admin/audit-log", () => {
  let admin: string;
  beforeAll(async () => {
    admin = await staffSession(app, (await makeStaff(app, ["admin"])).id);
    const base = Date.parse("2026-01-01T00:00:00Z");
    await app.db.insert(auditLog).values([
      ...Array.from({ length: 60 }, (_, i) => ({
        at: new Date(base + i * 60_000),
        action: `test.alpha.${String(i).padStart(2, "0")}`,
        staffEmail: "alpha@audit.test",
        roles: ["admin"],
        targetType: "profile",
        targetId: String(1000 + i),
      })),
      ...Array.from({ length: 5 }, (_, i) => ({
        at: new Date(base + i * 60_000),
        action: "test.beta",
        staffEmail: `beta${i}@audit.test`,
        roles: ["support"],
        targetType: "payment",
        targetId: "pay_50%_off",
        before: { status: "paid" },
        after: { status: "refunded" },
        ip: "10.0.0.1",
      })),
    ]);
  });

  async function page(query: string) {
    const response = await staffCall(app, "GET", `/api/admin/audit-log?${query}`, { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      entries: { action: string; staff_email: string; at: string }[];
      total: number;
      page: number;
      page_size: number;
    };
  }

  it("pages newest first, AUDIT_PAGE_SIZE a page", async () => {
    const first = await page("q=alpha");
    expect(first).toMatchObject({ total: 60, page: 1, page_size: AUDIT_PAGE_SIZE });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]?.action).toBe("test.alpha.59");
    const second = await page("q=alpha&page=2");
    expect(second.entries.map((e) => e.action)).toEqual(
      Array.from({ length: 10 }, (_, i) => `test.alpha.${String(9 - i).padStart(2, "0")}`),
    );
  });

  it("searches the action, the staff e-mail and the target, taking % and _ literally", async () => {
    expect((await page("q=TEST.BETA")).total).toBe(5);
    expect((await page("q=beta3%40audit")).entries.map((e) => e.staff_email)).toEqual(["beta3@audit.test"]);
    expect((await page("q=1042")).entries.map((e) => e.action)).toEqual(["test.alpha.42"]);
    expect((await page("q=50%25_off")).total).toBe(5);
    expect((await page("q=50%25%25")).total).toBe(0);
    const [line] = (await page("q=pay_50")).entries;
    expect(line).toMatchObject({
      before: { status: "paid" },
      after: { status: "refunded" },
      ip: "10.0.0.1",
      roles: ["support"],
    });
  });

  it("sorts by time, action or staff e-mail, either way", async () => {
    expect((await page("q=alpha&order=asc")).entries[0]?.action).toBe("test.alpha.00");
    expect((await page("q=audit.test&sort=action&order=asc")).entries[0]?.action).toBe("test.alpha.00");
    expect((await page("q=audit.test&sort=action")).entries[0]?.action).toBe("test.beta");
    const byStaff = await page("q=audit.test&sort=staff&order=desc");
    expect(byStaff.entries[0]?.staff_email).toBe("beta4@audit.test");
    const bad = await staffCall(app, "GET", "/api/admin/audit-log?sort=ip", { cookie: admin });
    expect(bad.json().code).toBe("VALIDATION_FAILED");
  });
});
