/**
 * Who is calling, and whether they may: every /api route declares `config.access` (checked when the route is
 * registered), and one preParsing hook resolves the session and refuses visitors on member routes, before the
 * body is read or validated. The 403 `authentication_required` (the answer that makes the web app log out,
 * spec §6) is thrown here and nowhere else.
 */
import { SESSION_COOKIE, type User } from "@amora/contract/accounts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import { isProbe } from "./site.ts";

/**
 * - `member`: only a logged-in member; a visitor gets 403 `authentication_required` before validation.
 * - `optional`: visitors and members (the session is looked up; `request.session` may be null).
 * - `public`: the same for everyone; the session is not even looked up.
 */
export const ACCESS_LEVELS = ["member", "optional", "public"] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export interface SessionRef {
  userId: number;
  idHash: string;
}

/** The member of a member route: their session, and their account loaded on demand. */
export interface Member extends SessionRef {
  /** The account as GET /api/user.php shows it, read now (after a change, the changed account). */
  user(): Promise<User>;
  /** The account as a feature's own query reads it (its shape, its columns). */
  account<T>(load: (db: Db, siteId: number, userId: number) => Promise<T | null | undefined>): Promise<T>;
}

export interface AuthDeps {
  /** The live session behind a cookie's token on a site, or null (app.ts passes a per-process cache of it). */
  findSession(token: string, siteId: number): Promise<SessionRef | null>;
  /** The member's account on a site, or null when it is gone (deleted since the session was found). */
  loadUser(request: FastifyRequest, userId: number): Promise<User | null>;
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    session: SessionRef | null;
    /** The calling member; reading it on a request without a session answers 403 `authentication_required`. */
    readonly member: Member;
    /** On `optional` routes: the caller's account as /api/user.php shows it, or null for a visitor. */
    viewer(): Promise<User | null>;
  }
}

/** The one place a missing (or vanished) member is refused. */
export function memberRequired(): never {
  throw new AppError(403, "authentication_required", "You need to be logged in for this.");
}

const members = new WeakMap<FastifyRequest, Member>();

/** Registers the session lookup and the access check for every route registered in `app` after it. */
export function registerAuth(app: FastifyInstance, deps: AuthDeps): void {
  app.addHook("onRoute", (route) => {
    const access = route.config?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(
        `${String(route.method)} ${route.url}: declare config.access (${ACCESS_LEVELS.join(", ")})`,
      );
    }
  });
  app.decorateRequest("session", null);
  app.decorateRequest("viewer", function (this: FastifyRequest) {
    return this.session ? deps.loadUser(this, this.session.userId) : Promise.resolve(null);
  });
  app.decorateRequest("member", {
    getter(this: FastifyRequest): Member {
      const session = this.session;
      if (!session) memberRequired();
      let member = members.get(this);
      if (!member) {
        member = memberFor(this, session, deps);
        members.set(this, member);
      }
      return member;
    },
  });
  // Before the body is read and validated, so a visitor's member call gets 403, not 400. Not onRequest: a
  // refused WebSocket upgrade is closed by @fastify/websocket's own onRequest hook, which runs in its scope.
  app.addHook("preParsing", async (request) => {
    // The not-found handler declares nothing: it needs nobody's session.
    const access = request.routeOptions.config.access ?? "public";
    if (access === "public") return;
    const token = request.cookies[SESSION_COOKIE];
    // A probe has no site, and sessions belong to one: a probe is nobody's.
    request.session = token && !isProbe(request.url) ? await deps.findSession(token, request.site.id) : null;
    if (access === "member" && !request.session) memberRequired();
  });
}

function memberFor(request: FastifyRequest, session: SessionRef, deps: AuthDeps): Member {
  const present = async <T>(row: Promise<T | null | undefined>): Promise<T> =>
    (await row) ?? memberRequired();
  return {
    userId: session.userId,
    idHash: session.idHash,
    user() {
      return present(deps.loadUser(request, session.userId));
    },
    account(load) {
      return present(load(request.server.db, request.site.id, session.userId));
    },
  };
}

/**
 * Rate-limit key per member once the session is known (members share carrier addresses); use with
 * `hook: "preHandler"` on member routes, whose session is resolved on request.
 */
export function memberRateKey(request: FastifyRequest): string {
  return request.session ? `member:${request.session.userId}` : request.ip;
}
