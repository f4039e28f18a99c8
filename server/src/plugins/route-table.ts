/**
 * Every route the app registered, with its method, URL and declared access (and staff roles): what the tests
 * read to prove that every member route refuses visitors, that every back-office route refuses the roles it
 * does not allow, and that the OpenAPI document lists every route.
 */

import type { StaffRole } from "@amora/contract/admin";
import type { FastifyInstance } from "fastify";
import type { Access } from "./auth.ts";

export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
  /** On staff routes: the roles that may call it. */
  roles: readonly StaffRole[] | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
  }
}

/**
 * Records the routes registered after it (register it first). HEAD is left out: Fastify adds one per GET
 * route, with the GET route's options, and the app declares none of its own.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate("routeTable", table);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      // Read when asked: scopes registered later mark their routes in hooks that run after this one.
      table.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
        get roles() {
          return route.config?.roles;
        },
      });
    }
  });
}
