/**
 * Presence through the real live connection: present while a tab's socket is open and visible; away when
 * it is hidden (frame or beacon), closed, or its node stopped refreshing it; the same answer on every node.
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { presenceTabs } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp, openTestDatabase, type TestDatabase } from "../../test/test-app.ts";
import { CLIENT, logIn, sessionCookie } from "../accounts/accounts-test-helpers.ts";
import { CLOSE_TOO_MANY, liveTimings } from "../live/live.routes.ts";
import {
  activeMember,
  closePair,
  LiveClient,
  listeningPair,
  liveUrl,
  type Member,
} from "../live/live-test-helpers.ts";
import { PRESENCE_FRESH_MS } from "./notification-rules.ts";
import { forgetStaleTabs, isPresent, PRESENCE_FORGET_MS, refreshTabs } from "./presence.service.ts";

let app: FastifyInstance;
const tabs: LiveClient[] = [];

beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await Promise.all(tabs.map((tab) => tab.close()));
  await app.close();
});

/** A tab that says hello (visible or not, or silent about it as tabs were before presence). */
async function openTab(on: FastifyInstance, who: Member, visible?: boolean): Promise<LiveClient> {
  const tab = new LiveClient(liveUrl(on), who.cookie);
  tabs.push(tab);
  await tab.opened();
  tab.send({ type: "hello", last_event_id: 0, ...(visible === undefined ? {} : { visible }) });
  expect((await tab.next()).type).toBe("welcome");
  return tab;
}

/** Frames are handled after they arrive, with no answer: wait until presence says what is expected. */
async function presenceBecomes(who: Member, expected: boolean, on = app): Promise<void> {
  const deadline = Date.now() + 3_000;
  while ((await isPresent(on.db, who.user.profile.id)) !== expected) {
    if (Date.now() > deadline) throw new Error(`presence stayed ${!expected}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function beacon(who: Member | null, options: { headers?: Record<string, string>; payload?: string } = {}) {
  return app.inject({
    method: "POST",
    url: "/api/page-hidden.php",
    headers: {
      host: "amora.test",
      "content-type": "application/json",
      ...(who ? { cookie: who.cookie } : {}),
      ...options.headers,
    },
    payload: options.payload ?? "{}",
  });
}

/** As if the tab's node had not refreshed it for `ms`. */
async function ageTabs(who: Member, ms: number) {
  await app.db
    .update(presenceTabs)
    .set({ seenAt: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(eq(presenceTabs.profileId, who.user.profile.id));
}

describe("presence", () => {
  it("is nobody's without a tab, and a member's with a visible one (a hello silent about it counts as visible)", async () => {
    const anna = await activeMember(app);
    const ben = await activeMember(app);
    expect(await isPresent(app.db, anna.user.profile.id)).toBe(false);
    await openTab(app, anna);
    await openTab(app, ben, true);
    expect(await isPresent(app.db, anna.user.profile.id)).toBe(true);
    expect(await isPresent(app.db, ben.user.profile.id)).toBe(true);
  });

  it("follows the tab's visibility frames, and a tab that opens hidden is away", async () => {
    const anna = await activeMember(app);
    const tab = await openTab(app, anna, false);
    expect(await isPresent(app.db, anna.user.profile.id)).toBe(false);
    tab.send({ type: "visibility", visible: true });
    await presenceBecomes(anna, true);
    tab.send({ type: "visibility", visible: false });
    await presenceBecomes(anna, false);
  });

  it("is away once the only tab's socket closed, and its row is gone", async () => {
    const anna = await activeMember(app);
    const tab = await openTab(app, anna);
    await tab.close();
    await presenceBecomes(anna, false);
    const rows = await app.db
      .select()
      .from(presenceTabs)
      .where(eq(presenceTabs.profileId, anna.user.profile.id));
    expect(rows).toEqual([]);
  });

  it("stays present while one of two tabs is visible", async () => {
    const anna = await activeMember(app);
    const first = await openTab(app, anna);
    const second = await openTab(app, anna);
    first.send({ type: "visibility", visible: false });
    second.send({ type: "visibility", visible: true });
    await first.quiet(150);
    expect(await isPresent(app.db, anna.user.profile.id)).toBe(true);
    second.send({ type: "visibility", visible: false });
    await presenceBecomes(anna, false);
  });

  it("ends when the tab's node stopped refreshing it, and comes back with the node's refresh", async () => {
    const anna = await activeMember(app);
    await openTab(app, anna);
    await ageTabs(anna, PRESENCE_FRESH_MS - 5_000);
    expect(await isPresent(app.db, anna.user.profile.id)).toBe(true);
    await ageTabs(anna, PRESENCE_FRESH_MS + 1_000);
    expect(await isPresent(app.db, anna.user.profile.id)).toBe(false);

    const [row] = await app.db
      .select({ id: presenceTabs.id })
      .from(presenceTabs)
      .where(eq(presenceTabs.profileId, anna.user.profile.id));
    await refreshTabs(app.db, [row?.id ?? "", "another-nodes-tab"]);
    expect(await isPresent(app.db, anna.user.profile.id)).toBe(true);
  });

  it("deletes rows long unseen, and only those", async () => {
    const anna = await activeMember(app);
    const ben = await activeMember(app);
    await openTab(app, anna);
    await openTab(app, ben);
    await ageTabs(anna, PRESENCE_FORGET_MS + 1_000);
    await ageTabs(ben, PRESENCE_FORGET_MS - 60_000);
    await forgetStaleTabs(app.db);
    const left = await app.db.select({ profileId: presenceTabs.profileId }).from(presenceTabs);
    expect(left.map((row) => row.profileId)).not.toContain(anna.user.profile.id);
    expect(left.map((row) => row.profileId)).toContain(ben.user.profile.id);
  });

  it("counts visibility frames against the frame limit", async () => {
    const anna = await activeMember(app);
    const tab = await openTab(app, anna);
    for (let i = 0; i < 101; i += 1) tab.send({ type: "visibility", visible: i % 2 === 0 });
    expect((await tab.closed).code).toBe(CLOSE_TOO_MANY);
  });
});

describe("the page-hidden beacon", () => {
  it("makes every tab of its session away at once, not the member's other sessions", async () => {
    const anna = await activeMember(app);
    await openTab(app, anna);
    await openTab(app, anna);
    const response = await beacon(anna);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe("");
    expect(await isPresent(app.db, anna.user.profile.id)).toBe(false);

    // Anna on her phone: another session, still looking.
    const phone: Member = {
      ...anna,
      cookie: sessionCookie(await logIn(app, anna.body.email, anna.body.password)),
    };
    await openTab(app, phone);
    expect((await beacon(anna)).statusCode).toBe(204);
    expect(await isPresent(app.db, anna.user.profile.id)).toBe(true);
  });

  it("is for members only", async () => {
    const response = await beacon(null);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("authentication_required");
  });

  it("needs no X-Request-Type from the same site, and refuses another site's page", async () => {
    const anna = await activeMember(app);
    const sameSite: Record<string, string>[] = [
      { origin: "http://amora.test", "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "same-site" },
      CLIENT,
    ];
    for (const headers of sameSite) expect((await beacon(anna, { headers })).statusCode).toBe(204);
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const response = await beacon(anna, { headers });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe("FORBIDDEN");
    }
  });

  it("takes `{}` as JSON or as text (what sendBeacon makes of a string), and nothing else", async () => {
    const anna = await activeMember(app);
    for (const type of ["application/json", "text/plain;charset=UTF-8"]) {
      const response = await beacon(anna, { headers: { "content-type": type }, payload: " {} " });
      expect(response.statusCode, response.body).toBe(204);
    }
    const refused = [
      ["text/plain", "hidden", 400],
      ["application/json", '{"visible":false}', 400],
      ["application/json", "[]", 400],
      ["application/json", `{"${"x".repeat(100)}":1}`, 413],
      ["application/x-www-form-urlencoded", "a=1", 415],
    ] as const;
    for (const [type, payload, status] of refused) {
      const response = await beacon(anna, { headers: { "content-type": type }, payload });
      expect(response.statusCode, `${type} ${payload}`).toBe(status);
    }
  });
});

describe("two nodes over one database", () => {
  let shared: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const pairTabs: LiveClient[] = [];
  const defaultRefreshMs = liveTimings.presenceRefreshMs;

  beforeAll(async () => {
    shared = await openTestDatabase();
    await seedSites(shared.database.db);
    // Each node refreshes its tabs quickly here, so a test can watch a refresh happen.
    liveTimings.presenceRefreshMs = 100;
    [a, b] = await listeningPair(() =>
      buildTestApp({ database: shared.database, config: { trustProxy: true } }),
    );
    liveTimings.presenceRefreshMs = defaultRefreshMs;
  });
  afterAll(() => closePair(pairTabs, [a, b], shared));

  it("agree: a tab on A makes the member present for B, and a beacon through B hides it", async () => {
    const anna = await activeMember(a);
    const tab = await openTab(a, anna);
    pairTabs.push(tab);
    await presenceBecomes(anna, true, b);
    const response = await b.inject({
      method: "POST",
      url: "/api/page-hidden.php",
      headers: { host: "amora.test", cookie: anna.cookie, "content-type": "text/plain" },
      payload: "{}",
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await isPresent(a.db, anna.user.profile.id)).toBe(false);
    tab.send({ type: "visibility", visible: true });
    await presenceBecomes(anna, true, b);
  });

  it("each node refreshes its own tabs: an aged row is fresh again after A's next refresh", async () => {
    const anna = await activeMember(a);
    pairTabs.push(await openTab(a, anna));
    await a.db
      .update(presenceTabs)
      .set({ seenAt: sql`now() - make_interval(secs => ${(PRESENCE_FRESH_MS + 1_000) / 1000})` })
      .where(eq(presenceTabs.profileId, anna.user.profile.id));
    expect(await isPresent(b.db, anna.user.profile.id)).toBe(false);
    await presenceBecomes(anna, true, b);
  });

  it("a node that shuts down takes its tabs' rows with it", async () => {
    const anna = await activeMember(b);
    pairTabs.push(await openTab(b, anna));
    expect(await isPresent(a.db, anna.user.profile.id)).toBe(true);
    await b.close();
    expect(await isPresent(a.db, anna.user.profile.id)).toBe(false);
  });
});
