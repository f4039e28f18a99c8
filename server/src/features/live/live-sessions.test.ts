/**
 * Ended sessions close their live sockets at once, on every process (decision 019): logout, password
 * change and a sign-out from the member's session list signal through the bus; the periodic check (60 s here, the default) would be far too late.
 * Two app instances over one database, with Redis between them when REDIS_URL or TEST_REDIS_URL is set,
 * else one in-process bus shared by both.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEventBus } from "../../lib/realtime/create-event-bus.ts";
import { createMemoryEventBus } from "../../lib/realtime/memory-event-bus.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp, openTestDatabase, type TestDatabase } from "../../test/test-app.ts";
import { logIn, sessionCookie } from "../accounts/accounts-test-helpers.ts";
import { CLOSE_SESSION_ENDED, liveTimings } from "./live.routes.ts";
import {
  activeMember,
  call,
  closePair,
  LiveClient,
  listeningPair,
  type Member,
} from "./live-test-helpers.ts";

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

let shared: TestDatabase;
let a: FastifyInstance;
let b: FastifyInstance;
const tabs: LiveClient[] = [];

beforeAll(async () => {
  expect(liveTimings.sessionCheckMs).toBe(60_000);
  shared = await openTestDatabase();
  await seedSites(shared.database.db);
  const channelPrefix = `test-live-sessions:${randomUUID()}:`;
  const memoryBus = createMemoryEventBus();
  [a, b] = await listeningPair(() =>
    buildTestApp({
      database: shared.database,
      live: redisUrl ? createEventBus({ redisUrl, channelPrefix }) : memoryBus,
      config: { trustProxy: true },
    }),
  );
});
afterAll(() => closePair(tabs, [a, b], shared));

async function open(app: FastifyInstance, who: Member) {
  const tab = await LiveClient.connect(app, who);
  tabs.push(tab);
  return tab;
}

/** The close code, or null when the socket is still open after `ms`. */
function closedWithin(tab: LiveClient, ms: number): Promise<number | null> {
  return Promise.race([
    tab.closed.then((closed) => closed.code),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), ms)),
  ]);
}

describe("ended sessions and their live sockets", () => {
  it("closes the tab on another process at once when its session logs out", async () => {
    const anna = await activeMember(a);
    const tab = await open(b, anna);
    const out = await call(a, "POST", "/api/logout.php", anna);
    expect(out.statusCode).toBe(200);
    expect(await closedWithin(tab, 2_000)).toBe(CLOSE_SESSION_ENDED);
  });

  it("closes the other sessions' tabs at a password change, and keeps the changing session's", async () => {
    const anna = await activeMember(a);
    const login = await logIn(a, anna.body.email, anna.body.password);
    expect(login.statusCode, login.body).toBe(200);
    const otherDevice = { ...anna, cookie: sessionCookie(login) };
    const here = await open(a, anna);
    const there = await open(b, otherDevice);

    const changed = await call(a, "PUT", "/api/password.php", anna, {
      old_password: anna.body.password,
      password: "another-long-secret-2",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await closedWithin(there, 2_000)).toBe(CLOSE_SESSION_ENDED);
    expect(await closedWithin(here, 300)).toBeNull();
  });

  it("closes the tab of a session signed out from the session list, and keeps this one's", async () => {
    const anna = await activeMember(a);
    const login = await logIn(a, anna.body.email, anna.body.password);
    const otherDevice = { ...anna, cookie: sessionCookie(login) };
    const here = await open(a, anna);
    const there = await open(b, otherDevice);

    const listed = await call(a, "GET", "/api/sessions.php", anna);
    const other = listed.json().sessions.find((session: { current: boolean }) => !session.current);
    const ended = await call(a, "DELETE", "/api/sessions.php", anna, { id: other.id });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await closedWithin(there, 2_000)).toBe(CLOSE_SESSION_ENDED);
    expect(await closedWithin(here, 300)).toBeNull();
  });

  it("closes the other sessions' tabs when all other sessions are signed out", async () => {
    const anna = await activeMember(a);
    const login = await logIn(a, anna.body.email, anna.body.password);
    const there = await open(b, { ...anna, cookie: sessionCookie(login) });
    const here = await open(a, anna);
    const ended = await call(a, "POST", "/api/sessions/others.php", anna, {});
    expect(ended.json()).toEqual({ ended: 1 });
    expect(await closedWithin(there, 2_000)).toBe(CLOSE_SESSION_ENDED);
    expect(await closedWithin(here, 300)).toBeNull();
  });

  it("closes every tab of a deleted account, once the deletion has been answered", async () => {
    const anna = await activeMember(a);
    const here = await open(a, anna);
    const there = await open(b, anna);
    let answered = false;
    const closedAfterAnswer = here.closed.then(() => answered);
    const deleted = await call(a, "DELETE", "/api/account.php", anna, { password: anna.body.password });
    answered = true;
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await closedWithin(here, 2_000)).toBe(CLOSE_SESSION_ENDED);
    expect(await closedWithin(there, 2_000)).toBe(CLOSE_SESSION_ENDED);
    // The app goes to the deleted-account page on the answer; a socket closed before it would send it to login.
    expect(await closedAfterAnswer).toBe(true);
  });
});
