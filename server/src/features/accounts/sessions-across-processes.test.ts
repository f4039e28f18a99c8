/**
 * Two app instances over one database and one Redis, as two processes behind a load balancer: a session
 * that ends on A (logout, password change, deletion, a ban) is refused on B at once, though B keeps the
 * sessions it has seen in its cache for a minute. Needs Redis: REDIS_URL or TEST_REDIS_URL.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema.ts";
import { openTwoNodes } from "../../test/test-app.ts";
import { CLIENT, logIn, nextIp, sessionCookie, signUpOk } from "./accounts-test-helpers.ts";
import { endMemberSessions } from "./sessions.ts";

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

describe.skipIf(!redisUrl)("sessions across processes (skipped without REDIS_URL or TEST_REDIS_URL)", () => {
  let nodes: Awaited<ReturnType<typeof openTwoNodes>>;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    nodes = await openTwoNodes(redisUrl as string, { trustProxy: true });
    ({ a, b } = nodes);
  });
  afterAll(() => nodes?.close());

  /** A member call: answers its status, or its error code when refused. */
  async function memberCall(app: FastifyInstance, cookie: string): Promise<number | string> {
    const response = await app.inject({
      method: "GET",
      url: "/api/signup-matches.php",
      headers: { ...CLIENT, host: "amora.test", cookie, "x-forwarded-for": nextIp() },
    });
    return response.statusCode === 200 ? 200 : response.json().code;
  }

  function send(
    app: FastifyInstance,
    method: "POST" | "PUT" | "DELETE",
    url: string,
    cookie: string,
    payload = {},
  ) {
    return app.inject({
      method,
      url,
      headers: { ...CLIENT, host: "amora.test", cookie, "x-forwarded-for": nextIp() },
      payload,
    });
  }

  /**
   * Refused on B as soon as Redis has relayed the invalidation, which is asynchronous: a few milliseconds
   * at most, against the minute B would otherwise keep the session (the first test shows it would).
   */
  async function refusedOnB(cookie: string): Promise<void> {
    await expect
      .poll(() => memberCall(b, cookie), { timeout: 2_000, interval: 5 })
      .toBe("authentication_required");
  }

  /** A second session of the member, made on B and used there, so B has it in its cache. */
  async function sessionOnB(email: string, password: string): Promise<string> {
    const cookie = sessionCookie(await logIn(b, email, password));
    expect(await memberCall(b, cookie)).toBe(200);
    return cookie;
  }

  it("keeps a session it has seen: a row removed behind its back still lets the member in on B", async () => {
    expect(a.invalidations.kind).toBe("redis");
    const { cookie } = await signUpOk(a);
    // A new session works at once on a process that never saw its token.
    expect(await memberCall(b, cookie)).toBe(200);
    await nodes.db.delete(sessions);
    // B trusts its copy for its TTL; A, which never looked this session up, reads the database.
    expect(await memberCall(b, cookie)).toBe(200);
    expect(await memberCall(a, cookie)).toBe("authentication_required");
  });

  it("refuses on B at once a session logged out on A", async () => {
    const { cookie } = await signUpOk(a);
    expect(await memberCall(b, cookie)).toBe(200);
    expect((await send(a, "POST", "/api/logout.php", cookie)).statusCode).toBe(200);
    await refusedOnB(cookie);
  });

  it("refuses on B at once the other sessions of a member who changed their password on A", async () => {
    const { cookie, body } = await signUpOk(a);
    const other = await sessionOnB(body.email, body.password);
    expect(await memberCall(b, cookie)).toBe(200);
    const changed = await send(a, "PUT", "/api/password.php", cookie, {
      old_password: body.password,
      password: "another-long-secret-2",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await refusedOnB(other);
    // The session that changed it goes on, on every process.
    expect(await memberCall(b, cookie)).toBe(200);
  });

  it("refuses on B at once every session of a member who deleted their account on A", async () => {
    const { cookie, body } = await signUpOk(a);
    const other = await sessionOnB(body.email, body.password);
    const deleted = await send(a, "DELETE", "/api/account.php", cookie, { password: body.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Calls that load the account refuse a deleted one anyway; the sessions must be gone all the same,
    // for the calls that need only the member's id.
    await refusedOnB(other);
    await refusedOnB(cookie);
  });

  it("refuses on B at once a session the member signed out from their session list on A", async () => {
    const { cookie, body } = await signUpOk(a);
    const other = await sessionOnB(body.email, body.password);
    const listed = await a.inject({
      method: "GET",
      url: "/api/sessions.php",
      headers: { ...CLIENT, host: "amora.test", cookie },
    });
    const id = listed.json().sessions.find((s: { current: boolean }) => !s.current).id;
    expect((await send(a, "DELETE", "/api/sessions.php", cookie, { id })).statusCode).toBe(200);
    await refusedOnB(other);
    expect(await memberCall(b, cookie)).toBe(200);
  });

  it("refuses on B at once the sessions signed out with 'all other sessions' on A", async () => {
    const { cookie, body } = await signUpOk(a);
    const other = await sessionOnB(body.email, body.password);
    const ended = await send(a, "POST", "/api/sessions/others.php", cookie);
    expect(ended.json()).toEqual({ ended: 1 });
    await refusedOnB(other);
    expect(await memberCall(b, cookie)).toBe(200);
  });

  it("refuses on B at once every session of a member whose sessions A ended (what a ban calls)", async () => {
    const { cookie, body, user } = await signUpOk(a);
    const other = await sessionOnB(body.email, body.password);
    expect(await memberCall(b, cookie)).toBe(200);
    await endMemberSessions(a.db, a.invalidations, user.id);
    await refusedOnB(other);
    await refusedOnB(cookie);
    const left = await a.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toEqual([]);
  });
});
