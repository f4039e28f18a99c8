/**
 * Every route the app registered, with its method, URL and declared access: what the tests read to prove
 * that every member route refuses visitors and that the OpenAPI document lists every route.
 */
import type { FastifyInstance } from "fastify";
import type { Access } from "./auth.ts";

export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
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
      });
    }
  });
}
