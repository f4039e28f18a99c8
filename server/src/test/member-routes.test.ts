/**
 * Generated from the route table: every route that declares itself for members refuses a visitor with 403
 * `authentication_required`, at both its paths, before it looks at the (junk) input; and every /api route
 * declares who may call it (decision 023).
 */
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT, nextIp } from "../features/accounts/accounts-test-helpers.ts";
import { ACCESS_LEVELS, registerAuth } from "../plugins/auth.ts";
import type { RouteEntry } from "../plugins/route-table.ts";
import { seedSites } from "../seed/sites.ts";
import { buildTestApp } from "./test-app.ts";

let app: FastifyInstance;
let memberRoutes: RouteEntry[];
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  memberRoutes = app.routeTable.filter((route) => route.access === "member");
});
afterAll(() => app.close());

/** A concrete path for a route URL (`:id` and the like become a number). */
function pathOf(url: string): string {
  return url.replace(/:(\w+)(\([^)]*\))?/g, "1");
}

describe("member routes", () => {
  it("are found in the route table, including the known ones", () => {
    const names = memberRoutes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "GET /api/my-profile",
        "PUT /api/my-profile",
        "POST /api/photos",
        "POST /api/chat",
        "POST /api/chat-photo",
        "GET /api/likes",
        "POST /api/block",
        "POST /api/payment",
        "GET /api/credits",
        "PUT /api/password",
        "DELETE /api/account",
        "GET /api/live",
      ]),
    );
  });

  it("answer a visitor 403 authentication_required at /api/x and /api/x.php, whatever the input", async () => {
    const refused: string[] = [];
    for (const route of memberRoutes) {
      for (const path of [pathOf(route.url), `${pathOf(route.url)}.php`]) {
        const hasBody = !["GET", "HEAD", "OPTIONS"].includes(route.method);
        const response = await app.inject({
          method: route.method as "GET",
          url: `${path}?id=%00&conversation=x&page=-1`,
          headers: {
            host: "amora.test",
            "x-forwarded-for": nextIp(),
            ...CLIENT,
            ...(hasBody ? { "content-type": "application/json" } : {}),
          },
          ...(hasBody ? { payload: JSON.stringify({ junk: [1, { "\u0000": null }], profile_id: "x" }) } : {}),
        });
        const body = response.json() as { code?: string };
        if (response.statusCode !== 403 || body.code !== "authentication_required") {
          refused.push(`${route.method} ${path}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });
});

describe("every /api route", () => {
  it("declares who may call it", () => {
    const api = app.routeTable.filter((route) => route.url.startsWith("/api"));
    expect(api.length).toBeGreaterThan(50);
    const undeclared = api.filter((route) => !ACCESS_LEVELS.includes(route.access as never));
    expect(undeclared).toEqual([]);
  });

  it("cannot be registered without an access level", async () => {
    const scope = Fastify();
    registerAuth(scope, { findSession: async () => null, loadUser: async () => null });
    const registering = async () => {
      scope.get("/forgotten", async () => ({}));
      await scope.ready();
    };
    await expect(registering()).rejects.toThrow(/GET \/forgotten: declare config.access/);
    await scope.close();
  });
});
