/** Who is calling: the session behind the cookie, resolved once per API request; `requireMember` guards member calls. */
import { SESSION_COOKIE } from "@amora/contract/accounts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { findSession, type SessionRef } from "../features/accounts/sessions.ts";
import { AppError } from "../lib/app-error.ts";
import { isProbe } from "./site.ts";

declare module "fastify" {
  interface FastifyRequest {
    session: SessionRef | null;
  }
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest("session", null);
  app.addHook("preHandler", async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    // A probe has no site, and sessions belong to one: a probe is nobody's.
    request.session =
      token && !isProbe(request.url) ? await findSession(app.db, token, request.site.id) : null;
  });
}

/** The caller's session, or the 403 that makes the web app log out (spec §6). */
export function requireMember(request: FastifyRequest): SessionRef {
  if (!request.session) {
    throw new AppError(403, "authentication_required", "You need to be logged in for this.");
  }
  return request.session;
}

/**
 * Rate-limit key per member once the session is known (members share carrier addresses); use with
 * `hook: "preHandler"`, which runs after the session lookup.
 */
export function memberRateKey(request: FastifyRequest): string {
  return request.session ? `member:${request.session.userId}` : request.ip;
}
