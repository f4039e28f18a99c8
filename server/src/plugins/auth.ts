/**
 * Who is calling, and whether they may: every /api route declares `config.access` (checked when the route is
 * registered), and one preParsing hook resolves the session and refuses visitors on member routes, before the
 * body is read or validated. The 403 `authentication_required` (the answer that makes the web app log out,
 * spec §6) is thrown here and nowhere else.
 */
import { SESSION_COOKIE, type User } from "@amora/contract/accounts";
import { ADMIN_API, STAFF_ROLES, STAFF_SESSION_COOKIE, type StaffRole } from "@amora/contract/admin";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import { isProbe } from "./site.ts";

/**
 * - `member`: only a logged-in member; a visitor gets 403 `authentication_required` before validation.
 * - `optional`: visitors and members (the session is looked up; `request.session` may be null).
 * - `public`: the same for everyone; the session is not even looked up.
 * - `staff`: the back office (under /api/admin only): a fully signed-in staff member holding one of the
 *   route's `config.roles`; anyone else gets 401 `STAFF_LOGIN_REQUIRED` (no staff session) or 403
 *   `FORBIDDEN` (another role) before validation. The member session is never looked up.
 * - `staff-login`: the back office's sign-in calls: the staff session is looked up at whatever stage
 *   (`request.staff` may be null, or only past its password).
 */
export const ACCESS_LEVELS = ["member", "optional", "public", "staff", "staff-login"] as const;
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

/** The staff member of a staff session, as the session lookup reads it. */
export interface StaffRef {
  id: number;
  idHash: string;
  email: string;
  roles: StaffRole[];
  /** `password` until the second factor is given: such a session opens only the sign-in calls. */
  stage: "password" | "full";
  /** The last proof of identity (the login's second step, or POST /api/admin/reauth). */
  reauthAt: Date | null;
}

export interface AuthDeps {
  /** The live session behind a cookie's token on a site, or null (app.ts passes a per-process cache of it). */
  findSession(token: string, siteId: number): Promise<SessionRef | null>;
  /** The member's account on a site, or null when it is gone (deleted since the session was found). */
  loadUser(request: FastifyRequest, userId: number): Promise<User | null>;
  /** The live staff session behind a staff cookie's token (refreshing its idle timer), or null. */
  findStaffSession?(token: string): Promise<StaffRef | null>;
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** On `staff` routes: the roles that may call it (at least one; the others get 403). */
    roles?: readonly StaffRole[];
  }
  interface FastifyRequest {
    session: SessionRef | null;
    /** On staff routes: the staff session's member of staff, or null. Never set on other routes. */
    staff: StaffRef | null;
    /**
     * Set by the back office's audit helper when it wrote this call's line: a state-changing staff call
     * that answers success without one is an error (see `registerAuth`), so no screen can forget it.
     */
    audited: boolean;
    /** The calling member; reading it on a request without a session answers 403 `authentication_required`. */
    readonly member: Member;
    /** On `optional` routes: the caller's account as /api/user.php shows it, or null for a visitor. */
    viewer(): Promise<User | null>;
  }
}

/** The one place a missing staff session (or one still at its password stage) is refused. */
export function staffRequired(): never {
  throw new AppError(401, "STAFF_LOGIN_REQUIRED", "Sign in to the back office first.");
}

/** What is wrong with a route's access declaration, or null. */
function accessProblem(url: string, access: Access | undefined, roles: unknown): string | null {
  if (!access || !ACCESS_LEVELS.includes(access))
    return `declare config.access (${ACCESS_LEVELS.join(", ")})`;
  const isStaff = access === "staff" || access === "staff-login";
  const underAdmin = url === ADMIN_API || url.startsWith(`${ADMIN_API}/`);
  if (underAdmin && !isStaff)
    return `a route under ${ADMIN_API} is for staff: declare access "staff" and config.roles`;
  if (!underAdmin && isStaff) return `staff access is for routes under ${ADMIN_API}`;
  if (access === "staff") {
    const valid =
      Array.isArray(roles) &&
      roles.length > 0 &&
      roles.every((role) => STAFF_ROLES.includes(role as StaffRole));
    if (!valid) return `declare config.roles (some of ${STAFF_ROLES.join(", ")})`;
  } else if (roles !== undefined) return "config.roles is for staff routes";
  return null;
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The one place a missing (or vanished) member is refused. */
export function memberRequired(): never {
  throw new AppError(403, "authentication_required", "You need to be logged in for this.");
}

const members = new WeakMap<FastifyRequest, Member>();

/** Registers the session lookup and the access check for every route registered in `app` after it. */
export function registerAuth(app: FastifyInstance, deps: AuthDeps): void {
  app.addHook("onRoute", (route) => {
    const problem = accessProblem(route.url, route.config?.access, route.config?.roles);
    if (problem) throw new Error(`${String(route.method)} ${route.url}: ${problem}`);
  });
  app.decorateRequest("session", null);
  app.decorateRequest("staff", null);
  app.decorateRequest("audited", false);
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
    if (access === "staff" || access === "staff-login") {
      await resolveStaff(request, access, deps);
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    // A probe has no site, and sessions belong to one: a probe is nobody's.
    request.session = token && !isProbe(request.url) ? await deps.findSession(token, request.site.id) : null;
    if (access === "member" && !request.session) memberRequired();
  });
  registerAuditCheck(app);
}

/** The staff session (never the member's: a member cookie opens nothing here), then the role check. */
async function resolveStaff(request: FastifyRequest, access: "staff" | "staff-login", deps: AuthDeps) {
  const token = request.cookies[STAFF_SESSION_COOKIE];
  request.staff = token && deps.findStaffSession ? await deps.findStaffSession(token) : null;
  if (access === "staff-login") return;
  const staff = request.staff;
  if (staff?.stage !== "full") staffRequired();
  const allowed = request.routeOptions.config.roles ?? [];
  if (!staff.roles.some((role) => allowed.includes(role))) {
    throw new AppError(403, "FORBIDDEN", "Your role does not allow this.");
  }
}

/**
 * A state-changing staff call that succeeded must have written its audit line (features/staff audit):
 * answering it without one is refused as a server error, which every test of the call then shows. Calls
 * made without any staff session (the sign-in steps, the setup link) audit themselves, failures included.
 */
function registerAuditCheck(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (access !== "staff" && access !== "staff-login") return;
    if (!STATE_CHANGING.has(request.method) || reply.statusCode >= 400 || request.audited) return;
    if (access === "staff" || request.staff) {
      throw new Error(`${request.method} ${request.url} changed state without an audit log line`);
    }
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
