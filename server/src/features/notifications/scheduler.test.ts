import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import {
  blocks,
  conversationMembers,
  conversations,
  discountCodes,
  likes,
  messages,
  notifications,
  photos,
  profiles,
  sessions,
  sites,
  users,
} from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { insertProfile } from "../../test/profile-rows.ts";
import { openTestDatabase, type TestDatabase } from "../../test/test-app.ts";
import { NewsError, queueSiteNews } from "./news.service.ts";
import { insertOnce, isStillRelevant, newsCandidates, type ScheduledRow } from "./schedule.queries.ts";
import {
  isoWeek,
  runScheduledJob,
  SCHEDULED_JOBS,
  type ScheduledJobName,
  startNotificationScheduler,
} from "./scheduler.ts";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** The test's clock: the jobs are given it, rows are dated against it. */
const NOW = new Date();
const ago = (ms: number) => new Date(NOW.getTime() - ms);

let testDb: TestDatabase;
let db: Db;
let siteIds: Record<string, number>;
let counter = 0;

beforeAll(async () => {
  testDb = await openTestDatabase();
  db = testDb.database.db;
  await seedSites(db);
  const rows = await db.select({ id: sites.id, domain: sites.domain }).from(sites);
  siteIds = Object.fromEntries(rows.map((row) => [row.domain, row.id]));
});
afterAll(() => testDb.dispose());

interface MemberValues {
  user?: Partial<typeof users.$inferInsert>;
  profile?: Partial<typeof profiles.$inferInsert>;
  photo?: boolean;
}

/** A member (profile and account) put straight into the database: confirmed, on amora.test, a day old. */
async function member(values: MemberValues = {}) {
  counter += 1;
  const email = `scheduled${counter}@example.test`;
  const profileId = await insertProfile(db, { gender: "male", ...values.profile });
  if (values.photo) {
    const [photo] = await db
      .insert(photos)
      .values({ profileId, filename: "a.jpg", thumbFilename: "a-t.jpg", matchFilename: "a-m.jpg" })
      .returning({ id: photos.id });
    await db
      .update(profiles)
      .set({ mainPhotoId: photo?.id ?? null })
      .where(eq(profiles.id, profileId));
  }
  const [user] = await db
    .insert(users)
    .values({
      siteId: siteIds["amora.test"] ?? 0,
      profileId,
      email,
      passwordHash: "not used",
      status: "active",
      seeking: "female",
      signupDate: ago(DAY),
      ...values.user,
    })
    .returning({ id: users.id });
  return { userId: user?.id ?? 0, profileId };
}

async function rowsOf(type: string, userIds: number[]) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.type, type), inArray(notifications.userId, userIds)));
}

/** A conversation where `writer` sent `me` messages at these times (oldest first), none of them read. */
async function conversation(me: number, writer: number, sentAt: Date[]) {
  const [low, high] = me < writer ? [me, writer] : [writer, me];
  const [row] = await db
    .insert(conversations)
    .values({ lowProfileId: low, highProfileId: high, startedByProfileId: writer })
    .returning({ id: conversations.id });
  const id = row?.id ?? 0;
  const ids: number[] = [];
  for (const createdAt of sentAt) {
    const [message] = await db
      .insert(messages)
      .values({ conversationId: id, senderProfileId: writer, kind: "text", text: "hi", createdAt })
      .returning({ id: messages.id });
    ids.push(message?.id ?? 0);
  }
  await db.insert(conversationMembers).values([
    { conversationId: id, profileId: me, otherProfileId: writer, unread: sentAt.length },
    { conversationId: id, profileId: writer, otherProfileId: me, unread: 0 },
  ]);
  return { id, messageIds: ids };
}

const run = (name: ScheduledJobName, now = NOW) => runScheduledJob(db, name, now);

describe("unread message reminders", () => {
  it("reminds a member of messages unread for a day, once per unread state, never about a blocked writer", async () => {
    const anna = await member();
    const writer = await member();
    const other = await member();
    const { id, messageIds } = await conversation(anna.profileId, writer.profileId, [
      ago(26 * HOUR),
      ago(25 * HOUR),
    ]);
    const fresh = await member();
    await conversation(fresh.profileId, writer.profileId, [ago(2 * HOUR)]);
    const blocked = await member();
    await conversation(blocked.profileId, other.profileId, [ago(30 * HOUR)]);
    await db
      .insert(blocks)
      .values({ blockerProfileId: blocked.profileId, blockedProfileId: other.profileId });

    expect(await run("unread_message_reminders")).toBeGreaterThanOrEqual(1);
    const [row, ...more] = await rowsOf("unread_message_reminders", [
      anna.userId,
      fresh.userId,
      blocked.userId,
    ]);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      userId: anna.userId,
      dedupeKey: `unread:${messageIds[1]}`,
      conversationId: id,
      aboutProfileId: writer.profileId,
      payload: { conversations: 1, messages: 2 },
      status: "pending",
    });
    expect(await run("unread_message_reminders")).toBe(0);

    // Sent and settled, the same unread messages never remind again…
    await db
      .update(notifications)
      .set({ status: "sent" })
      .where(eq(notifications.id, row?.id ?? 0));
    await run("unread_message_reminders", new Date(NOW.getTime() + 3 * DAY));
    expect(await rowsOf("unread_message_reminders", [anna.userId])).toHaveLength(1);
    // …but a later message left unread for a day does, counting both conversations' waiting messages.
    await conversation(anna.profileId, other.profileId, [ago(DAY + HOUR)]);
    expect(await run("unread_message_reminders")).toBe(1);
    const rows = await rowsOf("unread_message_reminders", [anna.userId]);
    expect(rows.find((r) => r.status === "pending")).toMatchObject({
      conversationId: null,
      aboutProfileId: null,
      payload: { conversations: 2, messages: 3 },
    });
  });

  it("stops once the member has read", async () => {
    const bea = await member();
    const writer = await member();
    const { id, messageIds } = await conversation(bea.profileId, writer.profileId, [ago(2 * DAY)]);
    await db
      .update(conversationMembers)
      .set({ unread: 0, readUpTo: messageIds[0] ?? 0 })
      .where(
        and(eq(conversationMembers.conversationId, id), eq(conversationMembers.profileId, bea.profileId)),
      );
    await run("unread_message_reminders");
    expect(await rowsOf("unread_message_reminders", [bea.userId])).toEqual([]);
  });
});

describe("promotions", () => {
  it("offers the welcome discount with about an hour left, to confirmed members who have not bought", async () => {
    const signup = ago(3 * HOUR + 5 * 60_000);
    const due = await member({ user: { signupDate: signup } });
    const skipped = await Promise.all([
      member({ user: { signupDate: ago(2 * HOUR) } }),
      member({ user: { signupDate: ago(3 * HOUR + 50 * 60_000) } }),
      member({ user: { signupDate: signup, paidUser: true } }),
      member({ user: { signupDate: signup, status: "not_confirmed" } }),
      member({ user: { signupDate: signup, notificationsDisabled: ["bounce"] } }),
      member({ user: { signupDate: signup, deletedAt: ago(HOUR) } }),
      member({ user: { signupDate: signup }, profile: { status: "disabled" } }),
    ]);
    await run("welcome_discount");
    const rows = await rowsOf("promotions", [due.userId, ...skipped.map((m) => m.userId)]);
    expect(rows.map((r) => ({ userId: r.userId, key: r.dedupeKey, payload: r.payload }))).toEqual([
      {
        userId: due.userId,
        key: "promo:welcome",
        payload: {
          offer: "welcome_discount",
          code: "TIMEBONUS25",
          percentage: 25,
          ends_at: new Date(signup.getTime() + 4 * HOUR).toISOString(),
        },
      },
    ]);
    expect(await run("welcome_discount", new Date(NOW.getTime() + 10 * 60_000))).toBe(0);
  });

  it("gives a paying member away for 30 days a personal code and its offer, once a month", async () => {
    const away = await member({
      user: { paidUser: true, signupDate: ago(90 * DAY), lastLoginAt: ago(31 * DAY) },
    });
    const back = await member({
      user: { paidUser: true, signupDate: ago(90 * DAY), lastLoginAt: ago(40 * DAY) },
    });
    await db.insert(sessions).values({
      idHash: `h${back.userId}`,
      siteId: siteIds["amora.test"] ?? 0,
      userId: back.userId,
      expiresAt: NOW,
      lastSeenAt: ago(DAY),
    });
    const free = await member({ user: { signupDate: ago(90 * DAY), lastLoginAt: ago(40 * DAY) } });

    await run("come_back");
    const rows = await rowsOf("promotions", [away.userId, back.userId, free.userId]);
    expect(rows.map((r) => r.userId)).toEqual([away.userId]);
    const payload = rows[0]?.payload as { code: string };
    const month = NOW.toISOString().slice(0, 7);
    expect(rows[0]).toMatchObject({
      dedupeKey: `promo:come_back:${month}`,
      payload: {
        offer: "come_back",
        percentage: 20,
        ends_at: new Date(NOW.getTime() + 7 * DAY).toISOString(),
      },
    });
    expect(payload.code).toMatch(/^BACK[0-9A-F]{10}$/);
    const codes = await db.select().from(discountCodes).where(eq(discountCodes.userId, away.userId));
    expect(codes).toEqual([
      expect.objectContaining({
        code: payload.code,
        percentage: 20,
        validity: "single_use",
        siteId: siteIds["amora.test"],
        expiresAt: new Date(NOW.getTime() + 7 * DAY),
      }),
    ]);

    expect(await run("come_back", new Date(NOW.getTime() + HOUR))).toBe(0);
    expect(await db.select().from(discountCodes).where(eq(discountCodes.userId, away.userId))).toHaveLength(
      1,
    );
    // Still away next month: the next month's offer.
    await run("come_back", new Date(NOW.getTime() + 31 * DAY));
    expect((await rowsOf("promotions", [away.userId])).map((r) => r.dedupeKey)).toContain(
      `promo:come_back:${new Date(NOW.getTime() + 31 * DAY).toISOString().slice(0, 7)}`,
    );
  });
});

describe("weekly updates", () => {
  it("sums up the week: new members matching the search (photos first), likes, unread", async () => {
    const inFrance = (values: Partial<typeof profiles.$inferInsert>) =>
      insertProfile(db, { country: "FR", region: "IDF", city: "Paris", ...values });
    const max = await member({ user: { signupDate: ago(30 * DAY) }, profile: { country: "FR" } });
    const withPhoto = await member({
      profile: { gender: "female", country: "FR", createdAt: ago(3 * DAY) },
      photo: true,
    });
    const noPhoto = await inFrance({ createdAt: ago(2 * DAY) });
    await inFrance({ createdAt: ago(8 * DAY) });
    await inFrance({ gender: "male", createdAt: ago(DAY) });
    await inFrance({ isInvisible: true, createdAt: ago(DAY) });
    await insertProfile(db, { createdAt: ago(DAY) }); // in NL
    const blocker = await inFrance({ createdAt: ago(DAY) });
    await db.insert(blocks).values({ blockerProfileId: blocker, blockedProfileId: max.profileId });
    const liker = await insertProfile(db, { createdAt: ago(20 * DAY) });
    await db.insert(likes).values([
      { likerProfileId: liker, likedProfileId: max.profileId, source: "profile", createdAt: ago(DAY) },
      { likerProfileId: blocker, likedProfileId: max.profileId, source: "profile", createdAt: ago(DAY) },
    ]);
    await conversation(max.profileId, liker, [ago(HOUR)]);
    const quiet = await member({
      user: { signupDate: ago(30 * DAY), seeking: "male" },
      profile: { country: "LU" },
    });
    const newcomer = await member({ user: { signupDate: ago(2 * DAY) }, profile: { country: "FR" } });

    await run("weekly_updates");
    const rows = await rowsOf("weekly_updates", [max.userId, quiet.userId, newcomer.userId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: max.userId,
      dedupeKey: `weekly:${isoWeek(NOW)}`,
      payload: { new_members: [withPhoto.profileId, noPhoto], new_member_count: 2, likes: 1, unread: 1 },
    });
    expect(await run("weekly_updates", new Date(NOW.getTime() + HOUR))).toBe(0);
  });

  it("numbers weeks as ISO 8601 does", () => {
    expect(isoWeek(new Date("2026-11-26T12:00:00Z"))).toBe("2026-W48");
    expect(isoWeek(new Date("2027-01-01T12:00:00Z"))).toBe("2026-W53");
    expect(isoWeek(new Date("2024-12-30T00:00:00Z"))).toBe("2025-W01");
    expect(isoWeek(new Date("2026-01-04T23:59:59Z"))).toBe("2026-W01");
  });
});

describe("account reminders", () => {
  const complete = {
    about: "Coffee first.",
    interests: ["coffee"],
    hairColour: "red",
    eyeColour: "green",
    bodyType: "slim" as const,
    relationshipStatus: "single" as const,
    heightCm: 171,
  };

  it("asks to confirm the e-mail after a day, add a photo after two, finish the profile after three, once", async () => {
    const unconfirmed = await member({ user: { status: "not_confirmed", signupDate: ago(DAY + HOUR) } });
    const tooSoon = await member({ user: { status: "not_confirmed", signupDate: ago(20 * HOUR) } });
    const longAgo = await member({ user: { status: "not_confirmed", signupDate: ago(30 * DAY) } });
    const noPhoto = await member({ user: { signupDate: ago(2 * DAY + HOUR) }, profile: complete });
    const unfinished = await member({ user: { signupDate: ago(3 * DAY + HOUR) }, photo: true });
    const done = await member({ user: { signupDate: ago(4 * DAY) }, profile: complete, photo: true });
    const all = [unconfirmed, tooSoon, longAgo, noPhoto, unfinished, done];

    await run("reminders");
    const rows = await rowsOf(
      "reminders",
      all.map((m) => m.userId),
    );
    expect(rows.map((r) => [r.userId, r.dedupeKey, r.payload]).sort()).toEqual(
      [
        [unconfirmed.userId, "reminder:confirm_email", { reminder: "confirm_email" }],
        [noPhoto.userId, "reminder:add_photo", { reminder: "add_photo" }],
        [unfinished.userId, "reminder:finish_profile", { reminder: "finish_profile" }],
      ].sort(),
    );
    await db
      .update(notifications)
      .set({ status: "sent" })
      .where(
        inArray(
          notifications.id,
          rows.map((r) => r.id),
        ),
      );
    // Settled rows still count: a later run (another node's, an hour on) makes none again.
    await run("reminders", new Date(NOW.getTime() + HOUR));
    expect(
      await rowsOf(
        "reminders",
        all.map((m) => m.userId),
      ),
    ).toHaveLength(3);
  });
});

describe("several nodes", () => {
  it("queue each row once when two runners run every job at the same moment", async () => {
    const members = await Promise.all([
      member({ user: { status: "not_confirmed", signupDate: ago(DAY + HOUR) } }),
      member({ user: { signupDate: ago(3 * HOUR + 5 * 60_000) } }),
      // In a country of their own, so the week's new members of the other tests are not news to them.
      member({
        user: { paidUser: true, signupDate: ago(60 * DAY), lastLoginAt: ago(45 * DAY) },
        profile: { country: "AT" },
      }),
    ]);
    const later = new Date(NOW.getTime() + 60_000);
    const log = { info: () => {}, error: (fields: object) => expect.fail(JSON.stringify(fields)) };
    const nodes = [1, 2].map(() =>
      startNotificationScheduler({ db, log, now: () => later, intervalMs: 3_600_000 }),
    );
    await Promise.all(nodes.map((node) => node.runOnce()));
    await Promise.all(nodes.map((node) => node.stop()));
    const ids = members.map((m) => m.userId);
    const rows = await db.select().from(notifications).where(inArray(notifications.userId, ids));
    expect(rows.map((r) => [r.userId, r.type, r.dedupeKey]).sort()).toEqual(
      [
        [ids[0], "reminders", "reminder:confirm_email"],
        [ids[1], "promotions", "promo:welcome"],
        [ids[2], "promotions", `promo:come_back:${later.toISOString().slice(0, 7)}`],
      ].sort(),
    );
    expect(
      await db
        .select()
        .from(discountCodes)
        .where(eq(discountCodes.userId, ids[2] ?? 0)),
    ).toHaveLength(1);
  });

  it("queue once even without the lock: the insert itself skips a row that exists", async () => {
    const members = await Promise.all(
      [1, 2, 3].map(() => member({ user: { signupDate: ago(3 * HOUR + 10 * 60_000) } })),
    );
    await Promise.all([SCHEDULED_JOBS.welcome_discount(db, NOW), SCHEDULED_JOBS.welcome_discount(db, NOW)]);
    expect(
      await rowsOf(
        "promotions",
        members.map((m) => m.userId),
      ),
    ).toHaveLength(3);
  });
});

describe("news", () => {
  const texts = { en: { subject: "New: video calls", body: "Call your matches from the chat." } };

  it("queues the announcement for the confirmed members of one site and answers how many", async () => {
    const here = await Promise.all([member(), member()]);
    const elsewhere = await member({ user: { siteId: siteIds["amoursecret.test"] } });
    const unconfirmed = await member({ user: { status: "not_confirmed" } });
    const stopped = await member({ user: { notificationsDisabled: ["spam_complaint"] } });
    const { queued } = await queueSiteNews(db, { site: "amora.test", texts });
    const rows = await db.select().from(notifications).where(eq(notifications.type, "news"));
    expect(rows).toHaveLength(queued);
    const mine = rows.filter((r) =>
      [...here, elsewhere, unconfirmed, stopped].some((m) => m.userId === r.userId),
    );
    expect(mine.map((r) => r.userId).sort()).toEqual(here.map((m) => m.userId).sort());
    expect(mine[0]?.payload).toEqual({ texts });
    expect(await queueSiteNews(db, { site: "Amora.test", texts })).toEqual({
      siteId: siteIds["amora.test"],
      queued: 0,
    });
  });

  it("walks the members in batches, each member once", async () => {
    await Promise.all([member(), member(), member()]);
    const siteId = siteIds["amora.test"] ?? 0;
    const other = { en: { subject: "Maintenance", body: "Tonight 2:00–3:00." } };
    const batched = await insertOnce(db, newsCandidates(siteId, "news:batched", { texts: other }), NOW, 2);
    const { queued } = await queueSiteNews(db, { site: "amora.test", texts: other });
    expect(batched).toBeGreaterThan(4);
    expect(batched).toBe(queued);
  });

  it("refuses an announcement without a subject and body, or for an unknown site", async () => {
    await expect(queueSiteNews(db, { site: "amora.test", texts: {} })).rejects.toThrow(NewsError);
    await expect(
      queueSiteNews(db, { site: "amora.test", texts: { fr: { subject: "Sujet", body: "  " } } }),
    ).rejects.toThrow(NewsError);
    await expect(queueSiteNews(db, { site: "nowhere.test", texts })).rejects.toThrow(
      "no site is served at nowhere.test",
    );
  });
});

describe("relevance when the dispatcher comes to a row", () => {
  const relevant = async (userId: number, type: string) => {
    const [row] = await rowsOf(type, [userId]);
    if (!row) throw new Error(`no ${type} row for ${userId}`);
    return isStillRelevant(db, row, NOW);
  };

  it("drops a reminder whose task is done, and an unread reminder once read", async () => {
    const noPhoto = await member({ user: { signupDate: ago(2 * DAY + HOUR) } });
    const reader = await member();
    const writer = await member();
    const { id, messageIds } = await conversation(reader.profileId, writer.profileId, [ago(2 * DAY)]);
    await run("reminders");
    await run("unread_message_reminders");
    expect(await relevant(noPhoto.userId, "reminders")).toBe(true);
    expect(await relevant(reader.userId, "unread_message_reminders")).toBe(true);

    const [photo] = await db
      .insert(photos)
      .values({
        profileId: noPhoto.profileId,
        filename: "b.jpg",
        thumbFilename: "b-t.jpg",
        matchFilename: "b-m.jpg",
      })
      .returning({ id: photos.id });
    await db
      .update(profiles)
      .set({ mainPhotoId: photo?.id ?? null })
      .where(eq(profiles.id, noPhoto.profileId));
    await db
      .update(conversationMembers)
      .set({ unread: 0, readUpTo: messageIds[0] ?? 0 })
      .where(
        and(eq(conversationMembers.conversationId, id), eq(conversationMembers.profileId, reader.profileId)),
      );
    expect(await relevant(noPhoto.userId, "reminders")).toBe(false);
    expect(await relevant(reader.userId, "unread_message_reminders")).toBe(false);
  });

  it("drops an offer the member can no longer use: bought meanwhile, ended, code withdrawn", async () => {
    const buyer = await member({ user: { signupDate: ago(3 * HOUR + 5 * 60_000) } });
    const away = await member({
      user: { paidUser: true, signupDate: ago(90 * DAY), lastLoginAt: ago(31 * DAY) },
      profile: { country: "AT" },
    });
    await run("welcome_discount");
    await run("come_back");
    expect(await relevant(buyer.userId, "promotions")).toBe(true);
    expect(await relevant(away.userId, "promotions")).toBe(true);

    await db.update(users).set({ paidUser: true }).where(eq(users.id, buyer.userId));
    await db.update(discountCodes).set({ status: "inactive" }).where(eq(discountCodes.userId, away.userId));
    expect(await relevant(buyer.userId, "promotions")).toBe(false);
    expect(await relevant(away.userId, "promotions")).toBe(false);
    const [row] = await rowsOf("promotions", [buyer.userId]);
    await db.update(users).set({ paidUser: false }).where(eq(users.id, buyer.userId));
    expect(await isStillRelevant(db, row as ScheduledRow, new Date(NOW.getTime() + HOUR))).toBe(false);
  });
});
