/**
 * State-changing API calls must carry `X-Request-Type: client` (spec §7). A cross-site form or a plain
 * link cannot set a custom header, so this doubles as CSRF protection next to SameSite cookies.
 */
import { REQUEST_TYPE_CLIENT, REQUEST_TYPE_HEADER } from "@amora/contract/constants";
import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /** For calls that cannot set headers: payment-provider webhooks, `navigator.sendBeacon`. */
    skipClientHeader?: boolean;
  }
}

export function registerClientHeaderCheck(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.skipClientHeader) return;
    if (request.headers[REQUEST_TYPE_HEADER] !== REQUEST_TYPE_CLIENT) {
      throw new AppError(403, "CLIENT_HEADER_REQUIRED", "This call must come from the app.");
    }
  });
}
