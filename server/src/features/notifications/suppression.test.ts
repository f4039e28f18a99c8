/**
 * Suppression end to end through the API: the unsubscribe link (one-click without a session, the page's
 * JSON call, GET changing nothing), the signed mail-provider webhook, and the mailed link that turns
 * notification mail back on.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountTokens, users } from "../../db/schema.ts";
import { signMailWebhook } from "../../lib/mail/webhook-signature.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { REENABLE_MAILS_PER_DAY } from "../accounts/account-links.service.ts";
import {
  CLIENT,
  lastMail,
  mailedLink,
  nextIp,
  signUpOk,
  tokenOf,
} from "../accounts/accounts-test-helpers.ts";
import { signUnsubscribeToken, type UnsubscribeScope, unsubscribeKey } from "./unsubscribe-token.ts";

const SECRET = "s".repeat(40);
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true, mailWebhookSecret: SECRET } });
});
afterAll(() => app.close());

async function member(host = "amora.test", overrides: Record<string, unknown> = {}) {
  const signed = await signUpOk(app, overrides, host);
  return { ...signed, id: signed.user.id as number, email: signed.body.email as string };
}

async function mailState(id: number) {
  const [row] = await app.db
    .select({ off: users.emailNotificationsOff, disabled: users.notificationsDisabled })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

async function tokenFor(id: number, scope: UnsubscribeScope) {
  return signUnsubscribeToken(await unsubscribeKey(app.db), id, scope);
}

/** As a mail client does it (RFC 8058): a form post, no cookie, no X-Request-Type. */
const oneClick = (token: string) =>
  app.inject({
    method: "POST",
    url: `/api/unsubscribe.php?token=${encodeURIComponent(token)}`,
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextIp() },
    payload: "List-Unsubscribe=One-Click",
  });

describe("the unsubscribe link", () => {
  it("one-click without a session switches exactly that type off, for that member only", async () => {
    const [me, other] = [await member(), await member()];
    const response = await oneClick(await tokenFor(me.id, "new_messages"));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: "new_messages" });
    expect(await mailState(me.id)).toEqual({ off: ["new_messages"], disabled: [] });
    expect(await mailState(other.id)).toEqual({ off: [], disabled: [] });

    // Again: already off, still 200, still once in the list.
    expect((await oneClick(await tokenFor(me.id, "new_messages"))).statusCode).toBe(200);
    expect((await oneClick(await tokenFor(me.id, "like"))).statusCode).toBe(200);
    expect((await mailState(me.id))?.off).toEqual(["new_messages", "like"]);
  });

  it("scope all stops all notification mail with the reason unsubscribe", async () => {
    const me = await member();
    expect((await oneClick(await tokenFor(me.id, "all"))).json()).toEqual({ type: "all" });
    expect(await mailState(me.id)).toEqual({ off: [], disabled: ["unsubscribe"] });
    expect((await oneClick(await tokenFor(me.id, "all"))).statusCode).toBe(200);
    expect((await mailState(me.id))?.disabled).toEqual(["unsubscribe"]);
  });

  it("refuses a token changed to another member or type, and junk, with 400 UNSUBSCRIBE_LINK_INVALID", async () => {
    const [me, other] = [await member(), await member()];
    const mine = await tokenFor(me.id, "like");
    const [, , mac] = mine.split(".");
    for (const token of [`${other.id}.like.${mac}`, `${me.id}.news.${mac}`, "junk", ""]) {
      const response = await oneClick(token);
      expect(response.statusCode, token).toBe(400);
      expect(response.json().code).toBe("UNSUBSCRIBE_LINK_INVALID");
    }
    // A well-signed token of a type that does not exist is no better.
    const unknownType = await tokenFor(me.id, "everything" as UnsubscribeScope);
    expect((await oneClick(unknownType)).statusCode).toBe(400);
    expect(await mailState(me.id)).toEqual({ off: [], disabled: [] });
    expect(await mailState(other.id)).toEqual({ off: [], disabled: [] });
  });

  it("GET says what the link is for and changes nothing", async () => {
    const me = await member();
    const token = await tokenFor(me.id, "weekly_updates");
    const response = await app.inject({ method: "GET", url: `/api/unsubscribe.php?token=${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: "weekly_updates" });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(await mailState(me.id)).toEqual({ off: [], disabled: [] });
    const bad = await app.inject({ method: "GET", url: "/api/unsubscribe.php?token=1.like.x" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("UNSUBSCRIBE_LINK_INVALID");
  });

  it("the page's JSON call takes the token in the body", async () => {
    const me = await member();
    const response = await app.inject({
      method: "POST",
      url: "/api/unsubscribe.php",
      headers: CLIENT,
      payload: { token: await tokenFor(me.id, "promotions") },
    });
    expect(response.json()).toEqual({ type: "promotions" });
    expect((await mailState(me.id))?.off).toEqual(["promotions"]);
  });
});

const webhook = (body: unknown, sign: { secret?: string; at?: number; header?: string } = {}) => {
  const raw = JSON.stringify(body);
  const signature =
    sign.header ?? signMailWebhook(sign.secret ?? SECRET, raw, sign.at ?? Math.floor(Date.now() / 1000));
  return app.inject({
    method: "POST",
    url: "/api/mail-events.php",
    headers: { "content-type": "application/json", "x-signature": signature, "x-forwarded-for": nextIp() },
    payload: raw,
  });
};

let eventCounter = 0;
const event = (fields: Record<string, unknown>) => ({
  id: `evt_${++eventCounter}_${Date.now()}`,
  occurred_at: new Date().toISOString(),
  ...fields,
});

describe("the mail-provider webhook", () => {
  it("sets each reason for the members with that address", async () => {
    for (const [type, extra, reason] of [
      ["bounce", { bounce_type: "hard" }, "bounce"],
      ["spam_complaint", {}, "spam_complaint"],
      ["unsubscribe", {}, "unsubscribe"],
    ] as const) {
      const me = await member();
      const response = await webhook(event({ type, email: me.email.toUpperCase(), ...extra }));
      expect(response.statusCode, type).toBe(200);
      expect(response.json()).toEqual({ applied: 1, replayed: 0, ignored: 0 });
      expect((await mailState(me.id))?.disabled).toEqual([reason]);
    }
  });

  it("takes a list, and a replayed delivery (same ids) changes nothing", async () => {
    const me = await member();
    const first = event({ type: "spam_complaint", email: me.email });
    expect((await webhook([first])).statusCode).toBe(200);
    await app.db.update(users).set({ notificationsDisabled: [] }).where(eq(users.id, me.id));
    const replay = await webhook([first, event({ type: "bounce", bounce_type: "soft", email: me.email })]);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ applied: 0, replayed: 1, ignored: 1 });
    expect((await mailState(me.id))?.disabled).toEqual([]);
  });

  it("ignores a soft bounce, and an unknown address is 200 with nothing changed", async () => {
    const me = await member();
    expect((await webhook(event({ type: "bounce", bounce_type: "soft", email: me.email }))).statusCode).toBe(
      200,
    );
    expect((await mailState(me.id))?.disabled).toEqual([]);
    const unknown = await webhook(event({ type: "spam_complaint", email: "nobody-here@example.test" }));
    expect(unknown.statusCode).toBe(200);
    expect((await mailState(me.id))?.disabled).toEqual([]);
  });

  it("with a site, touches only that site's account; without, every site's", async () => {
    const email = `both-${Date.now()}@example.test`;
    const here = await member("amora.test", { email });
    const there = await member("amoursecret.test", { email, country: "BE", region: "VLG", city: "Gent" });
    await webhook(event({ type: "spam_complaint", email, site: "amoursecret.test" }));
    expect((await mailState(here.id))?.disabled).toEqual([]);
    expect((await mailState(there.id))?.disabled).toEqual(["spam_complaint"]);
    await webhook(event({ type: "bounce", email }));
    expect((await mailState(here.id))?.disabled).toEqual(["bounce"]);
    expect((await mailState(there.id))?.disabled).toEqual(["spam_complaint", "bounce"]);
  });

  it("refuses a bad, missing or old signature with 401, and changes nothing", async () => {
    const me = await member();
    const body = event({ type: "spam_complaint", email: me.email });
    const now = Math.floor(Date.now() / 1000);
    for (const sign of [
      { secret: "w".repeat(40) },
      { header: "" },
      { header: `t=${now}` },
      { at: now - 6 * 60 },
      { at: now + 6 * 60 },
    ]) {
      const response = await webhook(body, sign);
      expect(response.statusCode, JSON.stringify(sign)).toBe(401);
      expect(response.json().code).toBe("WEBHOOK_SIGNATURE_INVALID");
    }
    // The body signed is the body checked: one changed byte is a mismatch.
    const raw = JSON.stringify(body);
    const tampered = await app.inject({
      method: "POST",
      url: "/api/mail-events.php",
      headers: { "content-type": "application/json", "x-signature": signMailWebhook(SECRET, raw) },
      payload: raw.replace(me.email, `x${me.email}`),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await mailState(me.id))?.disabled).toEqual([]);
    // Refused deliveries claimed no id: the provider's retry, signed right, still counts.
    expect((await webhook(body)).json()).toEqual({ applied: 1, replayed: 0, ignored: 0 });
  });

  it("answers 400 for a signed body that is no event", async () => {
    expect((await webhook({ id: "x", type: "delivered", email: "a@b.c" })).statusCode).toBe(400);
  });
});

describe("without MAIL_WEBHOOK_SECRET", () => {
  it("the webhook accepts nothing (404: there is no webhook here)", async () => {
    const bare = await buildTestApp({ seed: seedSites });
    try {
      const raw = JSON.stringify(event({ type: "spam_complaint", email: "a@example.test" }));
      const response = await bare.inject({
        method: "POST",
        url: "/api/mail-events.php",
        headers: { "content-type": "application/json", "x-signature": signMailWebhook("", raw) },
        payload: raw,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("WEBHOOK_NOT_CONFIGURED");
    } finally {
      await bare.close();
    }
  });
});

describe("turning notification mail back on", () => {
  const ask = (cookie: string) =>
    app.inject({
      method: "POST",
      url: "/api/notifications-reenable.php",
      headers: { ...CLIENT, cookie, "x-forwarded-for": nextIp() },
    });

  it("mails a link although mail is off; the link clears the reasons, once", async () => {
    const me = await member();
    await webhook(event({ type: "bounce", email: me.email }));
    await webhook(event({ type: "spam_complaint", email: me.email }));
    expect((await ask(me.cookie)).statusCode).toBe(202);
    const mail = await lastMail(app, me.email);
    expect(mail.kind).toBe("notifications_reenable");
    expect(mail.subject).toBe("Turn your Amora e-mails back on");
    const link = await mailedLink(app, me.email);
    expect(link).toMatch(/^\/api\/notifications-reenable\.php\?token=/);

    const click = await app.inject({ method: "GET", url: link });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe("/notifications/reenabled");
    expect((await mailState(me.id))?.disabled).toEqual([]);

    await webhook(event({ type: "spam_complaint", email: me.email }));
    const again = await app.inject({ method: "GET", url: link });
    expect(again.headers.location).toBe("/notifications/reenabled?failed=1");
    expect((await mailState(me.id))?.disabled).toEqual(["spam_complaint"]);
  });

  it("an expired link changes nothing", async () => {
    const me = await member();
    await oneClick(await tokenFor(me.id, "all"));
    expect((await ask(me.cookie)).statusCode).toBe(202);
    const token = tokenOf(await mailedLink(app, me.email));
    await app.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountTokens.userId, me.id));
    const click = await app.inject({ method: "GET", url: `/api/notifications-reenable.php?token=${token}` });
    expect(click.headers.location).toBe("/notifications/reenabled?failed=1");
    expect((await mailState(me.id))?.disabled).toEqual(["unsubscribe"]);
  });

  it("refuses when mail is on, and after a few links a day", async () => {
    const me = await member();
    const on = await ask(me.cookie);
    expect(on.statusCode).toBe(409);
    expect(on.json().code).toBe("NOTIFICATIONS_NOT_DISABLED");
    await oneClick(await tokenFor(me.id, "all"));
    for (let i = 0; i < REENABLE_MAILS_PER_DAY; i++) expect((await ask(me.cookie)).statusCode).toBe(202);
    const refused = await ask(me.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("REENABLE_MAIL_LIMIT");
  });

  it("is for members only", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/notifications-reenable.php",
      headers: { ...CLIENT, "x-forwarded-for": nextIp() },
    });
    expect(response.statusCode).toBe(403);
  });
});
