/**
 * Subscribing browsers to web push (spec §7 `POST|DELETE /api/user.php?push=1`): members only, the endpoint
 * a real push service's and the keys real ones, one row per browser whoever used it last, several devices
 * per member up to a cap, and the VAPID public key in settings.php, the same on every node.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { pushSubscriptions, serverKeys } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp, openTestDatabase } from "../../test/test-app.ts";
import { newBrowserKeys } from "../../test/web-push-decrypt.ts";
import { CLIENT, callAs, signUpOk } from "../accounts/accounts-test-helpers.ts";
import { isPushServiceEndpoint, MAX_PUSH_SUBSCRIPTIONS } from "./push-subscriptions.service.ts";
import { loadVapidKeys, VAPID_KEY_NAME } from "./vapid-keys.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
});
afterAll(() => app.close());

let counter = 0;
const fcmEndpoint = () => `https://fcm.googleapis.com/fcm/send/device-${++counter}:APA91b${"x".repeat(40)}`;
const subscription = (endpoint = fcmEndpoint()) => ({
  endpoint,
  expirationTime: null,
  keys: newBrowserKeys().keys,
});

const subscribe = (who: { cookie: string } | undefined, payload: object, url = "/api/user.php?push=1") =>
  callAs(app, "POST", url, who, payload);
const unsubscribe = (who: { cookie: string }, endpoint: string) =>
  callAs(app, "DELETE", "/api/user.php?push=1", who, { endpoint });

const rowsOf = (userId: number) =>
  app.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id);
const rowAt = async (endpoint: string) =>
  (await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

describe("POST /api/user.php?push=1", () => {
  it("refuses a visitor", async () => {
    const response = await subscribe(undefined, { subscription: subscription() });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("authentication_required");
  });

  it("saves the browser's subscription and answers the member's user view", async () => {
    const member = await signUpOk(app);
    const browser = subscription();
    const response = await app.inject({
      method: "POST",
      url: "/api/user.php?push=1",
      headers: { ...CLIENT, cookie: member.cookie, "user-agent": "Mozilla/5.0 (Android 15) Chrome/142" },
      payload: { subscription: browser },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(member.user.id);
    const rows = await rowsOf(member.user.id);
    expect(rows).toMatchObject([
      {
        endpoint: browser.endpoint,
        p256dh: browser.keys.p256dh,
        auth: browser.keys.auth,
        userAgent: "Mozilla/5.0 (Android 15) Chrome/142",
      },
    ]);
  });

  it("still logs in without ?push=1, and answers at /api/user?push=1 too", async () => {
    const member = await signUpOk(app);
    const login = await callAs(app, "POST", "/api/user.php", undefined, { subscription: subscription() });
    expect(login.statusCode).toBe(400); // the login's schema, not the subscription's
    expect((await subscribe(member, { subscription: subscription() }, "/api/user?push=1")).statusCode).toBe(
      200,
    );
    expect(
      (await subscribe(member, { subscription: subscription() }, "/api/user.php?push=0")).statusCode,
    ).toBe(400);
    expect(await rowsOf(member.user.id)).toHaveLength(1);
  });

  it.each([
    ["plain http", { endpoint: "http://fcm.googleapis.com/fcm/send/abc" }],
    ["an unknown host", { endpoint: "https://push.example.com/abc" }],
    ["a look-alike host", { endpoint: "https://fcm.googleapis.com.evil.test/abc" }],
    ["a local address", { endpoint: "https://127.0.0.1/abc" }],
    ["another port", { endpoint: "https://fcm.googleapis.com:8443/abc" }],
    ["credentials in the URL", { endpoint: "https://user:pw@fcm.googleapis.com/abc" }],
    ["a huge endpoint", { endpoint: `https://fcm.googleapis.com/fcm/send/${"a".repeat(3_000)}` }],
    [
      "a key that is no curve point",
      { keys: { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url") } },
    ],
    ["a key of the wrong length", { keys: { p256dh: Buffer.alloc(64, 4).toString("base64url") } }],
    ["an auth secret of 12 bytes", { keys: { auth: Buffer.alloc(12, 1).toString("base64url") } }],
    ["a huge auth secret", { keys: { auth: "a".repeat(10_000) } }],
    ["no keys", { keys: undefined }],
  ])("refuses %s with 400 and saves nothing", async (_what, change) => {
    const member = await signUpOk(app);
    const base = subscription();
    const { keys: keyChange, ...rest } = change as { keys?: Record<string, string>; endpoint?: string };
    const bad = {
      ...base,
      ...rest,
      keys: "keys" in change && keyChange === undefined ? undefined : { ...base.keys, ...keyChange },
    };
    const response = await subscribe(member, { subscription: bad });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION_FAILED");
    expect(await rowsOf(member.user.id)).toEqual([]);
  });

  it("keeps one row per device of a member", async () => {
    const member = await signUpOk(app);
    const [phone, laptop] = [
      subscription(),
      subscription("https://updates.push.services.mozilla.com/wpush/v2/gAAAA"),
    ];
    expect((await subscribe(member, { subscription: phone })).statusCode).toBe(200);
    expect((await subscribe(member, { subscription: laptop })).statusCode).toBe(200);
    expect((await rowsOf(member.user.id)).map((row) => row.endpoint)).toEqual([
      phone.endpoint,
      laptop.endpoint,
    ]);
  });

  it("takes the same endpoint again as the same browser: one row, the new keys", async () => {
    const member = await signUpOk(app);
    const first = subscription();
    const again = { ...subscription(first.endpoint) };
    await subscribe(member, { subscription: first });
    await subscribe(member, { subscription: again });
    const rows = await rowsOf(member.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ p256dh: again.keys.p256dh, auth: again.keys.auth });
  });

  it("gives a shared device's endpoint to the member who subscribed it last", async () => {
    const [anna, ben] = [await signUpOk(app), await signUpOk(app)];
    const shared = subscription();
    await subscribe(anna, { subscription: shared });
    await subscribe(ben, { subscription: { ...shared, keys: newBrowserKeys().keys } });
    expect(await rowsOf(anna.user.id)).toEqual([]);
    expect((await rowAt(shared.endpoint))?.userId).toBe(ben.user.id);
  });

  it(`keeps the newest ${MAX_PUSH_SUBSCRIPTIONS} devices of a member`, async () => {
    const member = await signUpOk(app);
    const endpoints: string[] = [];
    for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS; i++) {
      const browser = subscription();
      endpoints.push(browser.endpoint);
      expect((await subscribe(member, { subscription: browser })).statusCode).toBe(200);
    }
    const kept = (await rowsOf(member.user.id)).map((row) => row.endpoint);
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    expect(kept).not.toContain(endpoints[0]);
    expect(kept).toContain(endpoints.at(-1));
  });
});

describe("DELETE /api/user.php?push=1", () => {
  it("forgets the caller's own browser only", async () => {
    const [anna, ben] = [await signUpOk(app), await signUpOk(app)];
    const [annas, bens] = [subscription(), subscription()];
    await subscribe(anna, { subscription: annas });
    await subscribe(ben, { subscription: bens });

    const refused = await unsubscribe(anna, bens.endpoint);
    expect(refused.statusCode).toBe(200); // nothing to tell: Anna had no such browser
    expect((await rowAt(bens.endpoint))?.userId).toBe(ben.user.id);

    const done = await unsubscribe(anna, annas.endpoint);
    expect(done.statusCode).toBe(200);
    expect(done.json().user.id).toBe(anna.user.id);
    expect(await rowAt(annas.endpoint)).toBeUndefined();
  });

  it("refuses a visitor and a body without an endpoint", async () => {
    const member = await signUpOk(app);
    expect(
      (await callAs(app, "DELETE", "/api/user.php?push=1", undefined, { endpoint: fcmEndpoint() }))
        .statusCode,
    ).toBe(403);
    expect((await callAs(app, "DELETE", "/api/user.php?push=1", member, {})).statusCode).toBe(400);
  });
});

describe("push endpoints", () => {
  it("are the push services browsers use, over https", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QGx",
      "https://wns2-par02p.notify.windows.com/w/?token=abc",
    ])
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(true);
    for (const endpoint of [
      "https://permanently-removed.invalid/fcm/send/abc",
      "https://apple.com/push",
      "not a url",
    ])
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(false);
  });
});

describe("the VAPID keys", () => {
  const publicKeyOf = async (node: FastifyInstance) =>
    (await node.inject({ method: "GET", url: "/api/settings.php", headers: { host: "amora.test" } })).json()
      .settings.push_public_key as string;

  it("are generated once and stored, and settings.php gives every node the same public key", async () => {
    const shared = await openTestDatabase();
    await seedSites(shared.database.db);
    const [a, b] = [
      await buildTestApp({ database: shared.database }),
      await buildTestApp({ database: shared.database }),
    ];
    try {
      const key = await publicKeyOf(a);
      expect(Buffer.from(key, "base64url")).toHaveLength(65);
      expect(await publicKeyOf(b)).toBe(key);
      const stored = await shared.database.db
        .select()
        .from(serverKeys)
        .where(eq(serverKeys.name, VAPID_KEY_NAME));
      expect(JSON.parse(stored[0]?.value ?? "{}").publicKey).toBe(key);
      // Nodes starting together agree too (the insert race has one winner).
      const config = { vapid: undefined, vapidSubject: undefined, publicUrl: undefined };
      const raced = await Promise.all([1, 2, 3].map(() => loadVapidKeys(shared.database.db, config)));
      expect(new Set(raced.map((k) => k.publicKey))).toEqual(new Set([key]));
      // The contact is the default site's support address.
      expect(raced[0]?.subject).toMatch(/^mailto:[^@]+@[^@]+$/);
    } finally {
      await a.close();
      await b.close();
      await shared.dispose();
    }
  });

  it("come from VAPID_* when configured", async () => {
    const pair = webpush.generateVAPIDKeys();
    const configured = await buildTestApp({
      seed: seedSites,
      config: { vapid: pair, vapidSubject: "https://amora.test/contact" },
    });
    try {
      expect(await publicKeyOf(configured)).toBe(pair.publicKey);
      const keys = await loadVapidKeys(configured.db, configured.config);
      expect(keys).toEqual({ ...pair, subject: "https://amora.test/contact" });
      expect(
        await configured.db.select().from(serverKeys).where(eq(serverKeys.name, VAPID_KEY_NAME)),
      ).toEqual([]);
    } finally {
      await configured.close();
    }
  });
});
