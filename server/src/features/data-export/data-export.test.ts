/**
 * Data exports (issue 17): a member with data of every kind asks in settings, the worker builds the archive
 * and mails a link; the archive holds all of it and none of another member's private data; the link works
 * 7 days, for that member only; one request a day; the logged-out request goes through a mailed link and
 * never tells whether an address has an account.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  blocks,
  complaints,
  conversationMembers,
  conversations,
  creditLedger,
  dataExports,
  likes,
  mailQueue,
  matches,
  messages,
  passes,
  payments,
  photos,
  profiles,
  pushSubscriptions,
  swipes,
  users,
} from "../../db/schema.ts";
import { totpCode } from "../../lib/totp.ts";
import { seedSites } from "../../seed/sites.ts";
import { readZip } from "../../test/read-zip.ts";
import { buildTestApp } from "../../test/test-app.ts";
import {
  CLIENT,
  callAs,
  lastMail,
  logIn,
  mailedLink,
  nextIp,
  signUpOk,
  tokenOf,
} from "../accounts/accounts-test-helpers.ts";
import { buildPendingExports } from "./data-export.service.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof signUpOk>>;
const DAY = 86_400_000;
const PHOTO_BYTES = Buffer.from("RIFF-fake-webp-bytes-of-the-members-photo");

async function conversation(a: Member, b: Member, texts: [from: Member, text: string][]) {
  const [x, y] = [a.user.profile.id, b.user.profile.id] as [number, number];
  const [row] = await app.db
    .insert(conversations)
    .values({ lowProfileId: Math.min(x, y), highProfileId: Math.max(x, y), startedByProfileId: x })
    .returning({ id: conversations.id });
  const id = row?.id ?? 0;
  await app.db.insert(conversationMembers).values([
    { conversationId: id, profileId: x, otherProfileId: y },
    { conversationId: id, profileId: y, otherProfileId: x },
  ]);
  for (const [from, text] of texts) {
    await app.db
      .insert(messages)
      .values({ conversationId: id, senderProfileId: from.user.profile.id, kind: "text", text, credits: 5 });
  }
}

/** A member with a row in every table an export reads, and two others around them. */
async function memberWithEverything() {
  const me = await signUpOk(app, { name: "Exporter" });
  const friend = await signUpOk(app, { name: "Friendly", city: "Utrecht", region: "UT" });
  const stranger = await signUpOk(app, { name: "Stranger" });
  const [mine, theirs, third] = [me.user.profile.id, friend.user.profile.id, stranger.user.profile.id];
  const userId = me.user.id as number;

  await logIn(app, me.body.email, me.body.password);
  const key = `photos/ex/export-${userId}.webp`;
  await mkdir(dirname(join(app.config.mediaDir, key)), { recursive: true });
  await writeFile(join(app.config.mediaDir, key), PHOTO_BYTES);
  const [photo] = await app.db
    .insert(photos)
    .values({ profileId: mine, filename: key, thumbFilename: key, matchFilename: key })
    .returning({ id: photos.id });
  await app.db
    .update(profiles)
    .set({ mainPhotoId: photo?.id ?? null, about: "I love hiking" })
    .where(eq(profiles.id, mine));
  // A photo whose file is gone from storage: listed, without a file.
  await app.db.insert(photos).values({
    profileId: mine,
    filename: "photos/ex/gone.webp",
    thumbFilename: "x",
    matchFilename: "x",
    position: 1,
  });

  await conversation(me, friend, [
    [me, "Hello Friendly, my message"],
    [friend, "Hi Exporter, their answer to me"],
  ]);
  await conversation(friend, stranger, [[friend, "A private word between two others"]]);
  await app.db.insert(likes).values([
    { likerProfileId: mine, likedProfileId: theirs, source: "profile" },
    { likerProfileId: theirs, likedProfileId: mine, source: "swipe" },
  ]);
  await app.db.insert(matches).values({
    lowProfileId: Math.min(mine, theirs),
    highProfileId: Math.max(mine, theirs),
    completedByProfileId: mine,
  });
  await app.db.insert(passes).values({ profileId: mine, passedProfileId: third });
  await app.db.insert(swipes).values({ profileId: mine, targetProfileId: third, liked: false });
  await app.db.insert(blocks).values({ blockerProfileId: mine, blockedProfileId: third });
  const [payment] = await app.db
    .insert(payments)
    .values({
      publicId: `pay-export-${userId}`,
      userId,
      siteId: 1,
      credits: 100,
      amountCents: 1999,
      currency: "EUR",
      method: "ideal",
      country: "NL",
      provider: "sandbox",
      status: "paid",
    })
    .returning({ id: payments.id });
  await app.db
    .insert(creditLedger)
    .values({ userId, delta: 100, reason: "purchase", paymentId: payment?.id ?? null, balanceAfter: 100 });
  await app.db
    .update(users)
    .set({ emailNotificationsOff: ["like_new"], notificationsDisabled: ["bounce"], emailDigest: true })
    .where(eq(users.id, userId));
  await app.db.insert(pushSubscriptions).values({
    userId,
    endpoint: `https://push.example.test/${userId}`,
    p256dh: "secret-p256dh-key",
    auth: "secret-auth",
    userAgent: "Firefox on test",
  });
  await app.db.insert(complaints).values({
    reference: `C-EXP-${userId}`,
    siteId: 1,
    userId,
    email: me.body.email,
    name: "Exporter",
    category: "billing",
    description: "Charged twice for one bundle, please look.",
  });
  const asked = await callAs(app, "POST", "/api/real-person.php", me, { profile_id: theirs });
  expect(asked.statusCode).toBe(200);
  const reported = await callAs(app, "POST", "/api/report.php", me, {
    profile_id: third,
    reason: "spam",
    details: "Sends the same link to everyone",
  });
  expect(reported.statusCode).toBe(201);
  const limited = await callAs(app, "PUT", "/api/spending-limits.php", me, {
    daily_cents: 2500,
    weekly_cents: null,
    monthly_cents: 10000,
  });
  expect(limited.statusCode).toBe(200);
  const { secret } = (await callAs(app, "POST", "/api/two-step-setup.php", me)).json();
  const twoStep = await callAs(app, "POST", "/api/two-step.php", me, {
    password: me.body.password,
    code: totpCode(secret),
  });
  expect(twoStep.statusCode).toBe(200);
  const recoveryCodes: string[] = twoStep.json().recovery_codes;
  return { me, friend, stranger, userId, twoStepSecrets: [secret as string, ...recoveryCodes] };
}

async function exportNow(who: Member) {
  const response = await callAs(app, "POST", "/api/data-export.php", who);
  await app.exportWorker.drain();
  return response;
}

async function downloadPath(email: string): Promise<string> {
  return mailedLink(app, email);
}

describe("an export of a member with data of every kind", () => {
  let zip: Map<string, Buffer>;
  let data: Record<string, unknown> & { [key: string]: unknown };
  let world: Awaited<ReturnType<typeof memberWithEverything>>;

  beforeAll(async () => {
    world = await memberWithEverything();
    const before = await callAs(app, "GET", "/api/data-export.php", world.me);
    expect(before.json()).toMatchObject({ status: "none", next_request_at: null });
    const asked = await exportNow(world.me);
    expect(asked.statusCode).toBe(202);
    expect(asked.json().status).toBe("preparing");
    const mail = await lastMail(app, world.me.body.email);
    expect(mail.kind).toBe("data_export_ready");
    expect(mail.subject).toMatch(/^Your .+ data is ready to download$/);
    const response = await app.inject({ method: "GET", url: await downloadPath(world.me.body.email) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename=".+-data-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
    zip = readZip(response.rawPayload);
    data = JSON.parse(zip.get("data.json")?.toString() ?? "{}");
  });

  it("holds data.json, index.html and the photo files", () => {
    const photoFiles = [...zip.keys()].filter((name) => name.startsWith("photos/"));
    expect([...zip.keys()].slice(0, 2)).toEqual(["data.json", "index.html"]);
    expect(photoFiles).toHaveLength(1);
    expect(zip.get(photoFiles[0] ?? "")).toEqual(PHOTO_BYTES);
  });

  it("has every section with the member's rows", () => {
    expect(data).toMatchObject({
      format: "amora-data-export/1",
      account: { email: world.me.body.email, language: "en", seeking: "female" },
      profile: { name: "Exporter", city: "Amsterdam", about: "I love hiking" },
      likes_given: [{ profile: { name: "Friendly" }, source: "profile" }],
      likes_received: [{ profile: { name: "Friendly" } }],
      matches: [{ profile: { name: "Friendly" } }],
      passes: [{ profile: { name: "Stranger" } }],
      swipes: [{ profile: { name: "Stranger" }, liked: false }],
      blocks: [{ profile: { name: "Stranger" } }],
      payments: [{ id: `pay-export-${world.userId}`, amount: 19.99, currency: "EUR", status: "paid" }],
      credit_ledger: [{ delta: 100, reason: "purchase", balance_after: 100 }],
      notification_settings: {
        email_off: ["like_new"],
        suppressions: ["bounce"],
        email_digest: true,
        push_devices: [{ user_agent: "Firefox on test" }],
      },
      complaints: [{ reference: `C-EXP-${world.userId}`, category: "billing" }],
      real_person_questions: [{ profile: { name: "Friendly" }, answer: "member" }],
      reports: [{ profile: { name: "Stranger" }, reason: "spam", status: "open", blocked: false }],
      decisions_about_you: [],
      spending_limits: [{ currency: "EUR", daily: 25, weekly: null, monthly: 100, pending_from: null }],
      data_exports: [{ status: "pending" }],
    });
    expect((data.account as Record<string, unknown>).two_step_sign_in_since).toEqual(expect.any(String));
    const photosOf = data.photos as { file: string | null; main: boolean }[];
    expect(photosOf.map((photo) => [photo.main, photo.file === null])).toEqual([
      [true, false],
      [false, true],
    ]);
    const consents = data.consents as { special_category_consent_at: string; terms_acceptances: unknown[] };
    expect(consents.special_category_consent_at).toEqual(expect.any(String));
    expect(consents.terms_acceptances).toHaveLength(1);
    expect((data.logins as unknown[]).length).toBeGreaterThanOrEqual(1);
    expect((data.sessions as unknown[]).length).toBeGreaterThanOrEqual(2);
  });

  it("has the conversation with both sides' messages, the other's as theirs", () => {
    expect(data.conversations).toEqual([
      {
        with: { id: world.friend.user.profile.id, name: "Friendly" },
        started_at: expect.any(String),
        messages: [
          expect.objectContaining({ from: "me", text: "Hello Friendly, my message", credits: 5 }),
          expect.objectContaining({ from: "them", text: "Hi Exporter, their answer to me", credits: null }),
        ],
      },
    ]);
  });

  it("shows nothing private of another member, nor anyone's secrets", () => {
    const everything = [...zip.values()].map((bytes) => bytes.toString()).join("\n");
    for (const secret of [
      world.friend.body.email,
      world.stranger.body.email,
      "A private word between two others",
      "Utrecht",
      "secret-p256dh-key",
      "secret-auth",
      "push.example.test",
      "password",
      "$argon2",
      ...world.twoStepSecrets,
    ]) {
      expect(everything, secret).not.toContain(secret);
    }
  });

  it("lays the data out in index.html in the member's language", () => {
    const html = zip.get("index.html")?.toString() ?? "";
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h2 id="s-conversations">Messages</h2>');
    expect(html).toContain("Hi Exporter, their answer to me");
    expect(html).toMatch(/<img src="photos\/\d+\.webp" alt="Main photo · /);
    expect(html).toContain("This photo&#39;s file could not be read.");
    // Codes, countries and languages in words; the date of birth as a date.
    expect(html).toContain("<dt>Looking for</dt><dd>Women</dd>");
    expect(html).toContain("<dt>Country</dt><dd>Netherlands</dd>");
    expect(html).toContain("<dt>Language</dt><dd>English</dd>");
    expect(html).toContain("<dt>Date of birth</dt><dd>15 June 1990</dd>");
  });

  it("tells the settings section it is ready until the link expires, and refuses a second request that day", async () => {
    const state = await callAs(app, "GET", "/api/data-export.php", world.me);
    expect(state.json()).toMatchObject({ status: "ready", expires_at: expect.any(String) });
    expect(Date.parse(state.json().next_request_at) - Date.parse(state.json().requested_at)).toBe(DAY);
    const again = await callAs(app, "POST", "/api/data-export.php", world.me);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe("EXPORT_LIMIT");
  });
});

describe("the download link", () => {
  it("works until 7 days after the archive was made, for its member only", async () => {
    const member = await signUpOk(app);
    const other = await signUpOk(app);
    await exportNow(member);
    const path = await downloadPath(member.body.email);
    // Another member's session: the link is not theirs, whoever forwarded it.
    expect(
      (await app.inject({ method: "GET", url: path, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: "GET", url: path, headers: { cookie: member.cookie } })).statusCode,
    ).toBe(200);
    // A guessed or altered token.
    const wrong = await app.inject({
      method: "GET",
      url: `/api/data-export-download.php?token=${"x".repeat(43)}`,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe("NOT_FOUND");

    const [row] = await app.db.select().from(dataExports).where(eq(dataExports.userId, member.user.id));
    const readyAt = row?.readyAt?.getTime() ?? 0;
    expect(row?.expiresAt?.getTime()).toBe(readyAt + 7 * DAY);
    // One second before the end it still works, at the end it no longer does.
    await app.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() + 1000) })
      .where(eq(dataExports.id, row?.id ?? 0));
    expect((await app.inject({ method: "GET", url: path })).statusCode).toBe(200);
    await app.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(dataExports.id, row?.id ?? 0));
    expect((await app.inject({ method: "GET", url: path })).statusCode).toBe(404);
    expect((await callAs(app, "GET", "/api/data-export.php", member)).json().status).toBe("expired");
    // The next run drops the expired archive.
    await app.exportWorker.drain();
    const [dropped] = await app.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.id, row?.id ?? 0));
    expect(dropped?.archive).toBeNull();
  });

  it("is mailed in French to a French member, with a French index.html", async () => {
    const member = await signUpOk(app);
    await callAs(app, "PUT", "/api/user.php", member, { language: "fr" });
    await exportNow(member);
    const mail = await lastMail(app, member.body.email);
    expect(mail.subject).toMatch(/^Vos données .+ sont prêtes à être téléchargées$/);
    const response = await app.inject({ method: "GET", url: await downloadPath(member.body.email) });
    const html = readZip(response.rawPayload).get("index.html")?.toString() ?? "";
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("Likes envoyés");
    expect(html).toContain("<dt>Pays</dt><dd>Pays-Bas</dd>");
  });
});

describe("a logged-out request", () => {
  function requestByMail(email: unknown, ip = nextIp()) {
    return app.inject({
      method: "POST",
      url: "/api/data-export-request.php",
      headers: { ...CLIENT, "x-forwarded-for": ip },
      payload: { email },
    });
  }

  it("mails a confirmation link; the link queues the export, whose link is mailed in turn", async () => {
    const member = await signUpOk(app);
    const response = await requestByMail(member.body.email.toUpperCase());
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({});
    const confirm = await lastMail(app, member.body.email);
    expect(confirm.kind).toBe("data_export_confirm");
    const link = await mailedLink(app, member.body.email);
    expect(link).toMatch(/^\/api\/data-export-confirm\.php\?token=/);
    const confirmed = await app.inject({ method: "GET", url: link });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe("/data-export/confirmed");
    await app.exportWorker.drain();
    expect((await lastMail(app, member.body.email)).kind).toBe("data_export_ready");
    const download = await app.inject({ method: "GET", url: await downloadPath(member.body.email) });
    expect(download.statusCode).toBe(200);
    // The link works once.
    const reused = await app.inject({ method: "GET", url: link });
    expect(reused.headers.location).toBe("/data-export/confirmed?error=1");
    expect(tokenOf(link)).not.toBe("");
  });

  it("answers the same for an unknown address, and mails nothing", async () => {
    const before = await app.db.select().from(mailQueue);
    const response = await requestByMail("nobody-here@example.test");
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({});
    expect(await app.db.select().from(mailQueue)).toHaveLength(before.length);
  });

  it("refuses a malformed address and bad input", async () => {
    expect((await requestByMail("not-an-address")).json()).toMatchObject({ code: "VALIDATION_FAILED" });
    expect((await requestByMail(42)).statusCode).toBe(400);
    expect((await requestByMail(`${"a".repeat(400)}@example.test`)).statusCode).toBe(400);
  });

  it("mails an address at most 3 links a day, answering the same after", async () => {
    const member = await signUpOk(app);
    for (let i = 0; i < 5; i += 1) expect((await requestByMail(member.body.email)).statusCode).toBe(202);
    const mails = await app.db.select().from(mailQueue).where(eq(mailQueue.toAddress, member.body.email));
    expect(mails.filter((mail) => mail.kind === "data_export_confirm")).toHaveLength(3);
  });

  it("is limited per client address", async () => {
    const ip = nextIp();
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await requestByMail("limit@example.test", ip)).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe("the export worker", () => {
  it("builds an export once when two nodes run at the same time", async () => {
    const member = await signUpOk(app);
    await callAs(app, "POST", "/api/data-export.php", member);
    const deps = {
      db: app.db,
      storage: { get: async () => null, put: async () => {}, delete: async () => {}, kind: "local" as const },
      onMailQueued: () => {},
    };
    const built = await Promise.all([
      buildPendingExports(deps, () => {}),
      buildPendingExports(deps, () => {}),
      app.exportWorker.drain(),
    ]);
    expect(built[0] + built[1]).toBeLessThanOrEqual(1);
    const mails = await app.db.select().from(mailQueue).where(eq(mailQueue.toAddress, member.body.email));
    expect(mails.filter((mail) => mail.kind === "data_export_ready")).toHaveLength(1);
  });

  it("tries a failing export again after its lease, and gives up after 3 tries", async () => {
    const member = await signUpOk(app);
    // Queued without kicking the app's own worker: this test runs the builds.
    const [row] = await app.db
      .insert(dataExports)
      .values({ userId: member.user.id, origin: "http://amora.test" })
      .returning();
    const errors: unknown[] = [];
    const failing = {
      get: async () => {
        throw new Error("storage down");
      },
      put: async () => {},
      delete: async () => {},
      kind: "local" as const,
    };
    // The member needs a photo for the storage to be asked.
    await app.db.insert(photos).values({
      profileId: member.user.profile.id,
      filename: "photos/x/y.webp",
      thumbFilename: "t",
      matchFilename: "m",
    });
    const deps = { db: app.db, storage: failing, onMailQueued: () => {} };
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await buildPendingExports(deps, (error) => errors.push(error));
      const [now] = await app.db
        .select()
        .from(dataExports)
        .where(eq(dataExports.id, row?.id ?? 0));
      expect(now?.attempts).toBe(attempt);
      expect(now?.status).toBe(attempt < 3 ? "pending" : "failed");
      // The lease runs out (the node that held it is gone, or the time passed).
      await app.db
        .update(dataExports)
        .set({ claimedUntil: new Date(Date.now() - 1) })
        .where(eq(dataExports.id, row?.id ?? 0));
    }
    expect(errors).toHaveLength(3);
    expect((await callAs(app, "GET", "/api/data-export.php", member)).json().status).toBe("failed");
  });
});
