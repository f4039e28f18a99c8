/**
 * The dispatcher over a real database, fed by the real chat and like routes: who gets a mail (or a push)
 * and who does not, when held mail goes, and that racing dispatchers send each notification once. Time
 * moves through the dispatcher's clock; presence is rows in presence_tabs, as the live sockets write them.
 */
import { randomUUID } from "node:crypto";
import type { PushPayload } from "@amora/contract/push";
import { and, eq, like as sqlLike } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  blocks,
  mailQueue,
  notifications,
  photos,
  presenceTabs,
  profiles,
  pushSubscriptions,
  sites,
  users,
} from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { callAs, mailedLink, signUpOk } from "../accounts/accounts-test-helpers.ts";
import { createDispatcher } from "./dispatcher.ts";
import type { NotificationMailInput } from "./notification-mail.ts";
import { DAILY_EMAIL_CAP, MESSAGE_WINDOW_MS } from "./notification-rules.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let app: FastifyInstance;
/**
 * The next noon UTC at least 70 minutes away: every trigger's due time (now + the delay) has passed by
 * then, even an hour before it, and noon + 10 hours is still within STALE_AFTER_MS of now.
 */
let noon: Date;

beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  const soonest = Date.now() + 70 * MINUTE;
  const today = new Date(soonest);
  const todayNoon = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12);
  noon = new Date(todayNoon >= soonest ? todayNoon : todayNoon + 24 * HOUR);
});

/** The wall clock of a zone at an instant, "HH:MM". */
function localClock(at: Date | undefined, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
}
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof signUpOk>> & { email: string; profileId: number };

/** A confirmed, paying member with credits (no limit on conversations started), away from the site (no tab), in UTC unless told. */
async function member(overrides: Partial<typeof users.$inferInsert> = {}): Promise<Member> {
  const created = await signUpOk(app);
  await app.db
    .update(users)
    .set({ status: "active", credits: 100, paidUser: true, ...overrides })
    .where(eq(users.id, created.user.id));
  return { ...created, email: created.body.email, profileId: created.user.profile.id };
}

async function send(from: Member, to: Member, text = "Hello!") {
  const response = await callAs(app, "POST", "/api/chat.php", from, {
    profile: to.profileId,
    text,
    client_id: randomUUID(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().message.conversation as number;
}

async function like(from: Member, to: Member) {
  const response = await callAs(app, "POST", "/api/like.php", from, {
    profile_id: to.profileId,
    source: "profile",
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { match: boolean };
}

/** A test renderer: says which items it got, carries the links and the unsubscribe headers. */
const rendered: NotificationMailInput[] = [];
function render(input: NotificationMailInput) {
  rendered.push(input);
  const items = input.items.map((item) => `${item.type}x${item.count}`).join(",");
  return {
    subject: `${items} for ${input.name}`,
    html: input.items.map((item) => `<a href="${item.link}">${item.about?.name ?? ""}</a>`).join(""),
    text: input.items.map((item) => item.link).join("\n"),
    headers: {
      "List-Unsubscribe": `<${input.unsubscribe.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

const pushed: { userId: number; payload: PushPayload }[] = [];
const silent = { info() {}, warn() {}, error() {} };

function dispatcherAt(clock: { now: Date }, batchSize?: number) {
  return createDispatcher({
    ...(batchSize ? { batchSize } : {}),
    db: app.db,
    config: app.config,
    render,
    renderPush: (item) => ({ title: item.type, body: item.about?.name ?? "" }),
    push: {
      async send(userId, payload) {
        pushed.push({ userId, payload });
        return 1;
      },
    },
    onMailQueued: () => {},
    log: silent,
    now: () => clock.now,
  });
}

async function dispatchAt(now: Date) {
  await dispatcherAt({ now }).drain();
}

function mailsTo(who: Member) {
  return app.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.toAddress, who.email), sqlLike(mailQueue.kind, "notification_%")))
    .orderBy(mailQueue.id);
}

function rowsOf(who: Member) {
  return app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, who.user.id))
    .orderBy(notifications.id);
}

async function present(who: Member, visible = true) {
  await app.db
    .insert(presenceTabs)
    .values({ id: randomUUID(), profileId: who.profileId, sessionIdHash: "test", visible });
}

async function subscribe(who: Member) {
  await app.db.insert(pushSubscriptions).values({
    userId: who.user.id,
    endpoint: `https://push.example.test/${randomUUID()}`,
    p256dh: "p".repeat(87),
    auth: "a".repeat(22),
  });
}

describe("new_conversations", () => {
  it("mails a member away from the site, once, with the conversation's link and List-Unsubscribe", async () => {
    const [a, b] = [await member(), await member()];
    const conversation = await send(b, a);
    await dispatchAt(noon);
    const mails = await mailsTo(a);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "notification_new_conversations",
      subject: `new_conversationsx1 for ${a.body.name}`,
    });
    expect(mails[0]?.text).toBe(`http://amora.test:${app.config.port}/chats/${conversation}`);
    expect(mails[0]?.headers["List-Unsubscribe"]).toMatch(
      /\/api\/unsubscribe\.php\?token=\d+\.new_conversations\./,
    );
    expect(await mailsTo(b)).toHaveLength(0);
    const input = rendered.at(-1);
    expect(input?.items[0]?.about).toMatchObject({
      profileId: b.profileId,
      name: b.body.name,
      fictionalWarning: null,
    });
    expect(input?.settingsUrl).toBe(`http://amora.test:${app.config.port}/notifications`);
    expect(await rowsOf(a)).toMatchObject([{ status: "sent", reason: null, type: "new_conversations" }]);
    // Dispatching again sends nothing more.
    await dispatchAt(new Date(noon.getTime() + HOUR));
    expect(await mailsTo(a)).toHaveLength(1);
  });

  it("sends nothing while the member has a visible tab; a hidden tab counts as away", async () => {
    const [a, b, c, d] = [await member(), await member(), await member(), await member()];
    await present(a);
    await present(c, false);
    await send(b, a);
    await send(d, c);
    await dispatchAt(noon);
    expect(await mailsTo(a)).toHaveLength(0);
    expect(await rowsOf(a)).toMatchObject([{ status: "skipped", reason: "present" }]);
    expect(await mailsTo(c)).toHaveLength(1);
  });

  it("sends nothing by mail when its switch is off; push alone when push is on", async () => {
    const [a, b, c, d] = [
      await member({ emailNotificationsOff: ["new_conversations"] }),
      await member(),
      await member({ emailNotificationsOff: ["new_conversations"] }),
      await member(),
    ];
    await subscribe(c);
    await send(b, a);
    await send(d, c);
    await dispatchAt(noon);
    expect(await mailsTo(a)).toHaveLength(0);
    expect(await rowsOf(a)).toMatchObject([{ status: "skipped", reason: "switched_off" }]);
    expect(await mailsTo(c)).toHaveLength(0);
    expect(await rowsOf(c)).toMatchObject([{ status: "sent", emailSentAt: null, pushSentAt: noon }]);
    const push = pushed.find((item) => item.userId === c.user.id);
    expect(push?.payload).toMatchObject({
      type: "new_conversations",
      title: "new_conversations",
      body: d.body.name,
      tag: expect.stringMatching(/^conversation:\d+$/),
      checkUrl: expect.stringMatching(/\/chats\/\d+$/),
      openUrl: expect.stringMatching(/\/login\?next=%2Fchats%2F\d+$/),
      attention: 1,
    });
  });

  it("mails without push when only push is switched off; nothing while notifications are disabled", async () => {
    const [a, b, c, d] = [
      await member({ pushNotificationsOff: ["new_conversations"] }),
      await member(),
      await member({ notificationsDisabled: ["bounce"] }),
      await member(),
    ];
    await subscribe(a);
    await send(b, a);
    await send(d, c);
    await dispatchAt(noon);
    expect(await mailsTo(a)).toHaveLength(1);
    expect(pushed.some((item) => item.userId === a.user.id)).toBe(false);
    expect(await mailsTo(c)).toHaveLength(0);
  });

  it("sends nothing about a member blocked since, nor to an unconfirmed or deleted account", async () => {
    const [a, b, c, d, e, f] = await Promise.all([
      member(),
      member(),
      member(),
      member(),
      member(),
      member(),
    ]);
    await send(b, a);
    await send(d, c);
    await send(f, e);
    await app.db.insert(blocks).values({ blockerProfileId: a.profileId, blockedProfileId: b.profileId });
    await app.db.update(users).set({ status: "not_confirmed" }).where(eq(users.id, c.user.id));
    await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, e.user.id));
    await dispatchAt(noon);
    for (const [who, reason] of [
      [a, "blocked"],
      [c, "unconfirmed"],
      [e, "deleted"],
    ] as const) {
      expect(await mailsTo(who)).toHaveLength(0);
      expect(await rowsOf(who)).toMatchObject([{ status: "skipped", reason }]);
    }
  });

  it("tells of the message written at signup, delivered when the newcomer activates the account", async () => {
    const b = await member();
    const newcomer = await signUpOk(app, {
      signup_profile_id: b.profileId,
      signup_message: "Saw your profile, hi!",
    });
    const activation = await app.inject({
      method: "GET",
      url: await mailedLink(app, newcomer.body.email),
      headers: { host: "amora.test" },
    });
    expect(activation.headers.location).toBe("/activate/done");
    await dispatchAt(noon);
    expect(await mailsTo(b)).toMatchObject([{ kind: "notification_new_conversations" }]);
    expect(rendered.at(-1)?.items[0]?.about?.profileId).toBe(newcomer.user.profile.id);
  });
});

describe("new_messages", () => {
  it("folds three messages into ONE mail with count 3, and a second burst waits for the window", async () => {
    const [a, b] = [await member(), await member()];
    const conversation = await send(b, a, "one");
    await send(b, a, "two");
    await send(b, a, "three");
    await dispatchAt(noon);
    expect((await mailsTo(a)).map((mail) => mail.subject)).toEqual([
      `new_conversationsx3 for ${a.body.name}`,
    ]);

    await send(b, a, "four");
    await send(b, a, "five");
    const [, open] = await rowsOf(a);
    expect(open).toMatchObject({
      type: "new_messages",
      count: 2,
      status: "pending",
      conversationId: conversation,
    });
    expect(open?.dueAt).toEqual(new Date(noon.getTime() + MESSAGE_WINDOW_MS));
    await dispatchAt(new Date(noon.getTime() + 10 * MINUTE));
    expect(await mailsTo(a)).toHaveLength(1);
    await dispatchAt(new Date(noon.getTime() + MESSAGE_WINDOW_MS + MINUTE));
    expect((await mailsTo(a)).map((mail) => mail.subject)).toEqual([
      `new_conversationsx3 for ${a.body.name}`,
      `new_messagesx2 for ${a.body.name}`,
    ]);
  });

  it("a reply in a conversation the member started is new_messages; reading it before due skips it", async () => {
    const [a, b] = [await member(), await member()];
    const conversation = await send(a, b, "hi");
    await send(b, a, "hi back");
    expect(await rowsOf(a)).toMatchObject([{ type: "new_conversations" }]);
    await send(a, b, "how are you?");
    expect((await rowsOf(b)).map((row) => row.type)).toEqual(["new_conversations"]);
    await dispatchAt(noon);
    // a's first message to b: one new_conversations mail (with the later one folded in).
    expect((await rowsOf(b))[0]).toMatchObject({ status: "sent", count: 2 });

    await send(b, a, "fine");
    const read = await callAs(app, "GET", `/api/chat.php?conversation=${conversation}`, a);
    expect(read.statusCode).toBe(200);
    await dispatchAt(new Date(noon.getTime() + 2 * HOUR));
    const rows = await rowsOf(a);
    expect(rows.at(-1)).toMatchObject({ status: "skipped", reason: "read" });
  });
});

describe("like", () => {
  it("mails the liked member with the likes tab, a match both sides, nothing for a like opened before due", async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    await like(b, a);
    await like(b, c);
    await callAs(app, "PUT", "/api/likes.php", c, { profile_id: b.profileId });
    await dispatchAt(noon);
    expect((await mailsTo(a)).map((mail) => mail.text)).toEqual([
      `http://amora.test:${app.config.port}/likes/received`,
    ]);
    expect(await rowsOf(c)).toMatchObject([{ status: "skipped", reason: "seen" }]);

    // Liking again changes nothing; liking back is a match, told to both.
    await like(b, a);
    expect(await like(a, b)).toEqual({ liked: true, match: true });
    await dispatchAt(new Date(noon.getTime() + HOUR));
    expect((await mailsTo(a)).map((mail) => mail.text)).toEqual([
      `http://amora.test:${app.config.port}/likes/received`,
      `http://amora.test:${app.config.port}/likes/matches`,
    ]);
    expect((await mailsTo(b)).map((mail) => mail.text)).toEqual([
      `http://amora.test:${app.config.port}/likes/matches`,
    ]);
  });

  it("tells of the fictional auto-like as the site does: the photo, and the warning in the member's language", async () => {
    const a = await member({ language: "fr" });
    const [fictional] = await app.db
      .insert(profiles)
      .values({
        name: "Operator",
        gender: "female",
        sexuality: "hetero",
        dateOfBirth: "1995-01-01",
        country: "NL",
        region: "NH",
        city: "Haarlem",
        isFictional: true,
      })
      .returning({ id: profiles.id });
    const id = fictional?.id ?? 0;
    const [photo] = await app.db
      .insert(photos)
      .values({
        profileId: id,
        filename: "f/a.webp",
        thumbFilename: "f/a-thumb.webp",
        matchFilename: "f/a-m.webp",
      })
      .returning({ id: photos.id });
    await app.db
      .update(profiles)
      .set({ mainPhotoId: photo?.id ?? 0 })
      .where(eq(profiles.id, id));
    const response = await callAs(app, "GET", "/api/auto-like.php", a);
    expect(response.json().profile?.id).toBe(id);
    await dispatchAt(noon);
    expect(await mailsTo(a)).toHaveLength(1);
    const [site] = await app.db.select().from(sites).where(eq(sites.domain, "amora.test"));
    expect(rendered.at(-1)?.items[0]?.about).toEqual({
      profileId: id,
      name: "Operator",
      age: expect.any(Number),
      city: "Haarlem",
      photoUrl: `http://amora.test:${app.config.port}/media/f/a-thumb.webp`,
      fictionalWarning: site?.textsByLanguage.fr?.fictional_warning,
    });
    expect(site?.textsByLanguage.fr?.fictional_warning).toContain("Les profils marqués ✱ sont fictifs");
  });
});

describe("the daily cap, quiet hours and the digest", () => {
  it("holds a mail over the daily cap and sends it once the oldest of the day's mails is a day old", async () => {
    const [a, b] = [await member(), await member()];
    // The day's mails, the oldest 23 hours ago: the next may go in an hour.
    const sentTimes = Array.from(
      { length: DAILY_EMAIL_CAP },
      (_, i) => new Date(noon.getTime() - (23 * HOUR - i * MINUTE)),
    );
    await app.db.insert(notifications).values(
      sentTimes.map((at, i) => ({
        userId: a.user.id,
        type: "news",
        dedupeKey: `news:${i}`,
        status: "sent" as const,
        emailSentAt: at,
      })),
    );
    await send(b, a);
    await dispatchAt(noon);
    expect(await mailsTo(a)).toHaveLength(0);
    const oldest = sentTimes[0] as Date;
    const next = new Date(oldest.getTime() + 24 * HOUR);
    expect((await rowsOf(a)).at(-1)).toMatchObject({ status: "held", reason: "daily_cap", dueAt: next });
    await dispatchAt(new Date(next.getTime() - MINUTE));
    expect(await mailsTo(a)).toHaveLength(0);
    await dispatchAt(next);
    expect(await mailsTo(a)).toHaveLength(1);
    expect((await rowsOf(a)).at(-1)).toMatchObject({ status: "sent", emailSentAt: next });
  });

  it("holds mail at night in the member's own time zone until 8:00 there, and drops the push", async () => {
    // 11:00 UTC: midday in Amsterdam, 6:00 or 7:00 in New York (night there until 8:00).
    const morningUtc = new Date(noon.getTime() - HOUR);
    const [amsterdam, newYork, b] = [
      await member({ timeZone: "Europe/Amsterdam" }),
      await member({ timeZone: "America/New_York" }),
      await member(),
    ];
    await subscribe(newYork);
    await send(b, amsterdam);
    await send(b, newYork);
    await dispatchAt(morningUtc);
    expect(await mailsTo(amsterdam)).toHaveLength(1);
    expect(await mailsTo(newYork)).toHaveLength(0);
    const [held] = await rowsOf(newYork);
    expect(held).toMatchObject({ status: "held", reason: "quiet_hours", pushSentAt: null });
    expect(localClock(held?.dueAt, "America/New_York")).toBe("08:00");
    const newYorkMorning = held?.dueAt as Date;
    expect(newYorkMorning.getTime() - morningUtc.getTime()).toBeLessThanOrEqual(2 * HOUR);
    await dispatchAt(new Date(newYorkMorning.getTime() - MINUTE));
    expect(await mailsTo(newYork)).toHaveLength(0);
    await dispatchAt(newYorkMorning);
    expect(await mailsTo(newYork)).toHaveLength(1);
    expect(await rowsOf(newYork)).toMatchObject([
      { status: "sent", reason: null, emailSentAt: newYorkMorning },
    ]);
    expect(pushed.filter((item) => item.userId === newYork.user.id)).toHaveLength(1);

    // 22:00 UTC is 23:00 or midnight in Amsterdam: held until 8:00 there, the next morning.
    const lateNight = new Date(noon.getTime() + 10 * HOUR);
    const c = await member();
    await send(c, amsterdam);
    await dispatchAt(lateNight);
    const night = (await rowsOf(amsterdam)).at(-1);
    expect(night).toMatchObject({ status: "held", reason: "quiet_hours" });
    expect(localClock(night?.dueAt, "Europe/Amsterdam")).toBe("08:00");
    expect(night?.dueAt.getTime()).toBeGreaterThan(lateNight.getTime());
    expect(night?.dueAt.getTime()).toBeLessThan(lateNight.getTime() + 10 * HOUR);
  });

  it("gathers a digest member's notifications of the day into ONE mail at 19:00 their time", async () => {
    const [a, b, c] = [await member({ emailDigest: true }), await member(), await member()];
    await send(b, a, "one");
    await send(b, a, "two");
    await send(c, a);
    await like(c, a);
    await dispatchAt(noon);
    expect(await mailsTo(a)).toHaveLength(0);
    const evening = new Date(noon.getTime() + 7 * HOUR);
    expect((await rowsOf(a)).map((row) => [row.status, row.reason, row.dueAt])).toEqual(
      Array.from({ length: 3 }, () => ["held", "digest", evening]),
    );
    await dispatchAt(new Date(evening.getTime() - MINUTE));
    expect(await mailsTo(a)).toHaveLength(0);
    await dispatchAt(evening);
    const mails = await mailsTo(a);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "notification_digest",
      subject: `new_conversationsx2,new_conversationsx1,likex1 for ${a.body.name}`,
    });
    expect(mails[0]?.headers["List-Unsubscribe"]).toMatch(/token=\d+\.all\./);
    expect((await rowsOf(a)).map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
  });
});

describe("several dispatchers", () => {
  it("never send one notification twice when they race over one database", async () => {
    const b = await member();
    const recipients = await Promise.all(Array.from({ length: 6 }, () => member()));
    for (const a of recipients) await send(b, a);
    const clock = { now: noon };
    await Promise.all([
      dispatcherAt(clock).drain(),
      dispatcherAt(clock).drain(),
      dispatcherAt(clock).drain(),
    ]);
    for (const a of recipients) expect(await mailsTo(a)).toHaveLength(1);
  });
});
