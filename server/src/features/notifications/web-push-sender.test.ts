/**
 * Web push sent for real: the server encrypts through `web-push` to subscriptions whose endpoints are a
 * local HTTPS listener, and the test reads each message as a browser would (its own RFC 8291 decryption
 * with the subscription's private key), checks the VAPID signature, and has the listener answer 410, 404,
 * 500 or nothing to see which subscriptions go.
 */
import { createPublicKey, verify } from "node:crypto";
import type { PushPayload } from "@amora/contract/push";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { type PushServiceStub, startPushServiceStub } from "../../test/push-service-stub.ts";
import { buildTestApp } from "../../test/test-app.ts";
import {
  type BrowserSubscriptionKeys,
  decryptPushBody,
  newBrowserKeys,
} from "../../test/web-push-decrypt.ts";
import { signUpOk } from "../accounts/accounts-test-helpers.ts";
import { upsertPushSubscription } from "./push-subscriptions.queries.ts";
import { loadVapidKeys, type VapidKeys } from "./vapid-keys.ts";
import { createWebPushSender, PUSH_TTL_SECONDS } from "./web-push-sender.ts";

let app: FastifyInstance;
let stub: PushServiceStub;
let keys: VapidKeys;
let sender: ReturnType<typeof createWebPushSender>;

beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  stub = await startPushServiceStub();
  keys = await loadVapidKeys(app.db, app.config);
  sender = createWebPushSender({ db: app.db, keys, log: app.log, agent: stub.agent, timeoutMs: 1_000 });
});
afterAll(async () => {
  await stub.close();
  await app.close();
});
beforeEach(() => {
  stub.requests.length = 0;
});

const payload = (overrides: Partial<PushPayload> = {}): PushPayload => ({
  type: "new_messages",
  title: "Anna wrote to you",
  body: "Hi! Coffee on Saturday? ☕",
  icon: "https://amora.test/media/1/photo.jpg",
  tag: "conversation:12",
  checkUrl: "https://amora.test/chat/12",
  openUrl: "https://amora.test/login?next=%2Fchat%2F12",
  attention: 3,
  sentAt: "2026-11-26T00:30:00.000Z",
  ...overrides,
});

let devices = 0;
/** A browser of the member subscribed at its own path of the stub. */
async function subscribe(userId: number): Promise<{ path: string; browser: BrowserSubscriptionKeys }> {
  devices += 1;
  const path = `/push/device-${devices}`;
  const browser = newBrowserKeys();
  await upsertPushSubscription(app.db, {
    userId,
    endpoint: `${stub.origin}${path}`,
    ...browser.keys,
    userAgent: null,
  });
  return { path, browser };
}

const subscriptionsOf = (userId: number) =>
  app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

/** The JWT of `Authorization: vapid t=<jwt>, k=<key>`, its signature checked against k. */
function vapidClaims(authorization: string | undefined): { k: string; claims: Record<string, unknown> } {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, header, claims, signature, k] = match as unknown as [string, string, string, string, string];
  const raw = Buffer.from(k, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  expect(signed, "the JWT is signed by the key it names").toBe(true);
  expect(JSON.parse(Buffer.from(header, "base64url").toString())).toEqual({ typ: "JWT", alg: "ES256" });
  return { k, claims: JSON.parse(Buffer.from(claims, "base64url").toString()) };
}

describe("the web push sender", () => {
  it("delivers to each device of the member a message only that device can read, signed with the VAPID key", async () => {
    const member = await signUpOk(app);
    const phone = await subscribe(member.user.id);
    const laptop = await subscribe(member.user.id);
    const message = payload();

    expect(await sender.send(member.user.id, message)).toBe(2);

    expect(stub.requests.map((r) => r.path).sort()).toEqual([phone.path, laptop.path].sort());
    for (const device of [phone, laptop]) {
      const request = stub.requests.find((r) => r.path === device.path)!;
      expect(request.method).toBe("POST");
      expect(request.headers["content-encoding"]).toBe("aes128gcm");
      expect(request.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
      expect(request.headers.urgency).toBe("high");
      expect(request.headers.topic).toMatch(/^[\w-]{32}$/);
      // The body is ciphertext: nothing of the message shows through.
      expect(request.body.includes(Buffer.from("Anna"))).toBe(false);
      expect(JSON.parse(decryptPushBody(request.body, device.browser).toString("utf8"))).toEqual(message);

      const { k, claims } = vapidClaims(request.headers.authorization);
      expect(k).toBe(keys.publicKey);
      expect(claims.aud).toBe(stub.origin);
      expect(claims.sub).toBe(keys.subject);
      const expiresIn = Number(claims.exp) - Date.now() / 1000;
      expect(expiresIn).toBeGreaterThan(60);
      expect(expiresIn).toBeLessThanOrEqual(24 * 3600);
    }
    // Another device's keys cannot read it.
    const phoneRequest = stub.requests.find((r) => r.path === phone.path)!;
    expect(() => decryptPushBody(phoneRequest.body, laptop.browser)).toThrow();

    const rows = await subscriptionsOf(member.user.id);
    expect(rows.every((row) => row.lastSentAt instanceof Date)).toBe(true);
  });

  it("asks for less urgency for what can wait, and the same topic for the same conversation", async () => {
    const member = await signUpOk(app);
    await subscribe(member.user.id);
    await sender.send(member.user.id, payload({ type: "weekly_updates", tag: "weekly" }));
    await sender.send(member.user.id, payload({ tag: "conversation:12" }));
    await sender.send(member.user.id, payload({ tag: "conversation:12" }));
    const [weekly, first, second] = stub.requests;
    expect(weekly?.headers.urgency).toBe("low");
    expect(first?.headers.topic).toBe(second?.headers.topic);
    expect(first?.headers.topic).not.toBe(weekly?.headers.topic);
  });

  it.each([410, 404])(
    "forgets a device the push service answers %i for, and keeps delivering to the others",
    async (status) => {
      const member = await signUpOk(app);
      const gone = await subscribe(member.user.id);
      const kept = await subscribe(member.user.id);
      stub.answer(gone.path, status);

      expect(await sender.send(member.user.id, payload())).toBe(1);

      const rows = await subscriptionsOf(member.user.id);
      expect(rows.map((row) => row.endpoint)).toEqual([`${stub.origin}${kept.path}`]);
      expect(await sender.send(member.user.id, payload())).toBe(1);
      expect(stub.requests.filter((r) => r.path === gone.path)).toHaveLength(1);
    },
  );

  it("keeps a device after a server error or a timeout, counts the failure and throws nothing", async () => {
    const member = await signUpOk(app);
    const failing = await subscribe(member.user.id);
    const silent = await subscribe(member.user.id);
    stub.answer(failing.path, 500);
    stub.answer(silent.path, "hang");
    const failedBefore = sender.counts.failed;

    expect(await sender.send(member.user.id, payload())).toBe(0);

    expect(sender.counts.failed - failedBefore).toBe(2);
    const rows = await subscriptionsOf(member.user.id);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.lastSentAt === null)).toBe(true);
  });

  it("answers 0 for a member without devices, and never reaches another member's", async () => {
    const alone = await signUpOk(app);
    const other = await signUpOk(app);
    await subscribe(other.user.id);
    expect(await sender.send(alone.user.id, payload())).toBe(0);
    expect(stub.requests).toEqual([]);
  });
});
