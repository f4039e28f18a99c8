/**
 * The figures (decision 041): each number from rows made here, the lander and active-member counting of
 * two app processes over one database, the CSV, the range rules, the roles and bad input.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountTokens,
  activeMembers,
  conversations,
  landerBounces,
  landerVisits,
  messages,
  payments,
  profiles,
  sites,
  users,
} from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, nextIp, signUpOk } from "../accounts/accounts-test-helpers.ts";
import { makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";
import { landerOf } from "./figure-counters.ts";
import { FIGURES_SQL } from "./figures.queries.ts";
import { csvField } from "./figures.service.ts";

const INDEX = `<!doctype html><html lang="en"><head><title>Amora</title></head><body><div id="root"></div></body></html>`;

let app: FastifyInstance;
let siteA: number;
let siteB: number;
let finance: string;
let admin: string;
let support: string;
let operatorId: number;
const RANGE = "from=2026-03-01&to=2026-03-03";

let profileCount = 0;
async function makeProfile(fictional = false): Promise<number> {
  profileCount += 1;
  const [row] = await app.db
    .insert(profiles)
    .values({
      name: `P${profileCount}`,
      gender: "female",
      sexuality: "hetero",
      dateOfBirth: "1990-01-01",
      country: "NL",
      region: "NH",
      city: "Amsterdam",
      isFictional: fictional,
    })
    .returning({ id: profiles.id });
  return row?.id as number;
}

async function makeUser(siteId: number, signupDate: string) {
  const profileId = await makeProfile();
  const [row] = await app.db
    .insert(users)
    .values({
      siteId,
      profileId,
      email: `u${profileId}@figures.test`,
      passwordHash: "x",
      seeking: "male",
      signupDate: new Date(signupDate),
    })
    .returning({ id: users.id });
  return { id: row?.id as number, profileId };
}

let paymentCount = 0;
async function pay(
  siteId: number,
  userId: number | null,
  at: string,
  values: { amount: number; currency: string; method: string; country: string; status?: "paid" | "failed" },
) {
  paymentCount += 1;
  await app.db.insert(payments).values({
    publicId: `fig-${paymentCount}`,
    userId,
    siteId,
    credits: 10,
    amountCents: values.amount,
    currency: values.currency,
    method: values.method,
    country: values.country,
    provider: "sandbox",
    providerPaymentId: `fig-${paymentCount}`,
    status: values.status ?? "paid",
    createdAt: new Date(at),
    completedAt: new Date(at),
  });
}

async function conversation(a: number, b: number) {
  const [row] = await app.db
    .insert(conversations)
    .values({ lowProfileId: Math.min(a, b), highProfileId: Math.max(a, b), startedByProfileId: a })
    .returning({ id: conversations.id });
  return row?.id as number;
}

async function message(conversationId: number, senderProfileId: number, at: string, staffId?: number) {
  await app.db.insert(messages).values({
    conversationId,
    senderProfileId,
    kind: "text",
    text: "hi",
    createdAt: new Date(at),
    ...(staffId ? { staffId } : {}),
  });
}

const get = (url: string, cookie = finance) => staffCall(app, "GET", url, { cookie });

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), "amora-web-"));
  writeFileSync(join(webDist, "index.html"), INDEX);
  mkdirSync(join(webDist, "assets"));
  app = await buildTestApp({ seed: seedSites, config: { webDist } });
  const all = await app.db.select().from(sites);
  siteA = all.find((s) => s.domain === "amora.test")?.id as number;
  siteB = all.find((s) => s.domain === "amoursecret.test")?.id as number;
  finance = await staffSession(app, (await makeStaff(app, ["finance"])).id);
  admin = await staffSession(app, (await makeStaff(app, ["admin"])).id);
  support = await staffSession(app, (await makeStaff(app, ["support"])).id);
  operatorId = (await makeStaff(app, ["operator"])).id;

  // Signups: 2 on 1 March (one just before midnight UTC), 1 on 2 March; one the day before and one on
  // another site are not counted.
  const u1 = await makeUser(siteA, "2026-03-01T08:00:00Z");
  const u2 = await makeUser(siteA, "2026-03-01T23:59:30Z");
  const u3 = await makeUser(siteA, "2026-03-02T00:00:00Z");
  const early = await makeUser(siteA, "2026-02-28T23:59:59Z");
  const other = await makeUser(siteB, "2026-03-01T12:00:00Z");

  // Activations: two links used on 2 March; a used reset link, an unused activation link and another
  // site's activation are not counted.
  const expires = new Date("2026-04-01T00:00:00Z");
  await app.db.insert(accountTokens).values([
    {
      idHash: "a1",
      userId: u1.id,
      kind: "activation",
      expiresAt: expires,
      usedAt: new Date("2026-03-02T10:00:00Z"),
    },
    {
      idHash: "a2",
      userId: u2.id,
      kind: "activation",
      expiresAt: expires,
      usedAt: new Date("2026-03-02T11:00:00Z"),
    },
    { idHash: "a3", userId: u3.id, kind: "activation", expiresAt: expires },
    {
      idHash: "r1",
      userId: u3.id,
      kind: "password_reset",
      expiresAt: expires,
      usedAt: new Date("2026-03-02T12:00:00Z"),
    },
    {
      idHash: "a4",
      userId: other.id,
      kind: "activation",
      expiresAt: expires,
      usedAt: new Date("2026-03-02T12:00:00Z"),
    },
  ]);

  // Payments: u1's first on 1 March and second on 2 March; u2's first on 2 March (GBP, a method name with
  // a comma and quotes); a failed one; `early` paid before the range, so 3 March is not a first purchase;
  // another site's payment.
  await pay(siteA, u1.id, "2026-03-01T09:00:00Z", {
    amount: 1000,
    currency: "EUR",
    method: "ideal",
    country: "NL",
  });
  await pay(siteA, u1.id, "2026-03-02T09:00:00Z", {
    amount: 2000,
    currency: "EUR",
    method: "card",
    country: "NL",
  });
  await pay(siteA, u2.id, "2026-03-02T10:00:00Z", {
    amount: 500,
    currency: "GBP",
    method: 'card, "3ds"',
    country: "GB",
  });
  await pay(siteA, u3.id, "2026-03-02T11:00:00Z", {
    amount: 9900,
    currency: "EUR",
    method: "card",
    country: "NL",
    status: "failed",
  });
  await pay(siteA, early.id, "2026-02-20T09:00:00Z", {
    amount: 300,
    currency: "EUR",
    method: "ideal",
    country: "BE",
  });
  await pay(siteA, early.id, "2026-03-03T09:00:00Z", {
    amount: 700,
    currency: "EUR",
    method: "ideal",
    country: "BE",
  });
  await pay(siteB, other.id, "2026-03-01T09:00:00Z", {
    amount: 4000,
    currency: "EUR",
    method: "card",
    country: "FR",
  });

  // Messages: u1 with a fictional profile (two of u1's, one by an operator, one by the profile without
  // one), u1 with u3 (a member's), and another site's member with the same fictional profile.
  const fictional = await makeProfile(true);
  const withFictional = await conversation(u1.profileId, fictional);
  await message(withFictional, u1.profileId, "2026-03-01T10:15:00Z");
  await message(withFictional, u1.profileId, "2026-03-01T10:45:00Z");
  await message(withFictional, fictional, "2026-03-01T11:05:00Z", operatorId);
  await message(withFictional, fictional, "2026-03-02T23:10:00Z");
  await message(await conversation(u1.profileId, u3.profileId), u3.profileId, "2026-03-02T09:00:00Z");
  await message(await conversation(other.profileId, fictional), other.profileId, "2026-03-01T10:00:00Z");
  await message(withFictional, u1.profileId, "2026-03-04T00:00:00Z");

  // Landers and active members as the counters wrote them.
  await app.db.insert(landerVisits).values([
    { siteId: siteA, day: "2026-03-01", lander: "video", visits: 7 },
    { siteId: siteA, day: "2026-03-01", lander: "gallery", visits: 3 },
    { siteId: siteA, day: "2026-03-03", lander: "gallery", visits: 2 },
    { siteId: siteA, day: "2026-03-03", lander: "gallery", variant: "b", visits: 4 },
    { siteId: siteA, day: "2026-03-04", lander: "gallery", visits: 50 },
    { siteId: siteB, day: "2026-03-01", lander: "video", visits: 100 },
  ]);
  // Per variant (issue 16): u1 signed up from gallery's variant b (active, paid), u3 from video (no variant
  // stored: "a"); two bounces of gallery b in the range, one after it.
  await app.db
    .update(users)
    .set({ tracking: { lander: "gallery", variant: "b", network: "x" }, status: "active" })
    .where(eq(users.id, u1.id));
  await app.db
    .update(users)
    .set({ tracking: { lander: "video" } })
    .where(eq(users.id, u3.id));
  await app.db.insert(landerBounces).values([
    {
      siteId: siteA,
      lander: "gallery",
      variant: "b",
      seconds: 10,
      createdAt: new Date("2026-03-02T10:00:00Z"),
    },
    {
      siteId: siteA,
      lander: "gallery",
      variant: "b",
      seconds: 31,
      createdAt: new Date("2026-03-03T10:00:00Z"),
    },
    {
      siteId: siteA,
      lander: "gallery",
      variant: "b",
      seconds: 99,
      createdAt: new Date("2026-03-04T10:00:00Z"),
    },
  ]);
  await app.db.insert(activeMembers).values([
    { siteId: siteA, day: "2026-03-01", userId: u1.id },
    { siteId: siteA, day: "2026-03-01", userId: u2.id },
    { siteId: siteA, day: "2026-03-02", userId: u1.id },
    { siteId: siteB, day: "2026-03-01", userId: other.id },
  ]);
});
afterAll(() => app.close());

describe("GET /api/admin/figures", () => {
  it("counts each figure per UTC day of the site, from the rows", async () => {
    const response = await get(`/api/admin/figures?site_id=${siteA}&${RANGE}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.site).toEqual({ id: siteA, name: "Amora", domain: "amora.test" });
    expect(body.days).toEqual([
      {
        day: "2026-03-01",
        lander_visits: 10,
        signups: 2,
        activations: 0,
        first_purchases: 1,
        active_members: 2,
        messages_members: 2,
        messages_operators: 1,
      },
      {
        day: "2026-03-02",
        lander_visits: 0,
        signups: 1,
        activations: 2,
        first_purchases: 1,
        active_members: 1,
        messages_members: 1,
        messages_operators: 1,
      },
      {
        day: "2026-03-03",
        lander_visits: 6,
        signups: 0,
        activations: 0,
        first_purchases: 0,
        active_members: 0,
        messages_members: 0,
        messages_operators: 0,
      },
    ]);
    expect(body.totals).toEqual({
      lander_visits: 16,
      signups: 3,
      activations: 2,
      first_purchases: 2,
      active_members: 2,
      messages_members: 3,
      messages_operators: 2,
      activation_rate: 0.6667,
      conversion_rate: 0.6667,
    });
    const none = { bounces: 0, median_seconds: null, signups: 0, activations: 0, first_purchases: 0 };
    expect(body.landers).toEqual([
      { ...none, lander: "video", variant: "a", visits: 7, signups: 1, conversion_rate: 0.1429 },
      { ...none, lander: "gallery", variant: "a", visits: 5, conversion_rate: 0 },
      {
        lander: "gallery",
        variant: "b",
        visits: 4,
        bounces: 2,
        median_seconds: 20.5,
        signups: 1,
        activations: 1,
        first_purchases: 1,
        conversion_rate: 0.25,
      },
    ]);
  });

  it("sums revenue per currency, by method and by country, never across currencies", async () => {
    const { revenue } = (await get(`/api/admin/figures?site_id=${siteA}&${RANGE}`)).json();
    expect(revenue.by_currency).toEqual([
      { key: "", currency: "EUR", payments: 3, amount_cents: 3700 },
      { key: "", currency: "GBP", payments: 1, amount_cents: 500 },
    ]);
    expect(revenue.by_method).toEqual([
      { key: "card", currency: "EUR", payments: 1, amount_cents: 2000 },
      { key: "ideal", currency: "EUR", payments: 2, amount_cents: 1700 },
      { key: 'card, "3ds"', currency: "GBP", payments: 1, amount_cents: 500 },
    ]);
    expect(revenue.by_country).toEqual([
      { key: "NL", currency: "EUR", payments: 2, amount_cents: 3000 },
      { key: "BE", currency: "EUR", payments: 1, amount_cents: 700 },
      { key: "GB", currency: "GBP", payments: 1, amount_cents: 500 },
    ]);
  });

  it("splits messages per UTC hour into members' and operators'", async () => {
    const { hours } = (await get(`/api/admin/figures?site_id=${siteA}&${RANGE}`)).json();
    expect(hours).toHaveLength(24);
    const busy = hours.filter((h: { members: number; operators: number }) => h.members + h.operators > 0);
    expect(busy).toEqual([
      { hour: 9, members: 1, operators: 0 },
      { hour: 10, members: 2, operators: 0 },
      { hour: 11, members: 0, operators: 1 },
      { hour: 23, members: 0, operators: 1 },
    ]);
  });

  it("shows the other site its own figures only", async () => {
    const body = (await get(`/api/admin/figures?site_id=${siteB}&from=2026-03-01&to=2026-03-01`)).json();
    expect(body.totals).toMatchObject({
      lander_visits: 100,
      signups: 1,
      activations: 0,
      first_purchases: 1,
      active_members: 1,
      messages_members: 1,
      messages_operators: 0,
      conversion_rate: 1,
    });
    expect(body.revenue.by_currency).toEqual([{ key: "", currency: "EUR", payments: 1, amount_cents: 4000 }]);
  });

  it("answers a range without signups with null rates, and one day of 366 is allowed", async () => {
    const empty = (await get(`/api/admin/figures?site_id=${siteA}&from=2025-01-01&to=2025-01-01`)).json();
    expect(empty.totals.activation_rate).toBeNull();
    expect(empty.totals.conversion_rate).toBeNull();
    const year = await get(`/api/admin/figures?site_id=${siteA}&from=2026-01-01&to=2027-01-01`);
    expect(year.statusCode).toBe(200);
    expect(year.json().days).toHaveLength(366);
    expect(year.json().totals.signups).toBe(4);
  });

  it("refuses bad ranges and input with 400, an unknown site with 404", async () => {
    const bad = [
      `site_id=${siteA}&from=2026-03-03&to=2026-03-01`,
      `site_id=${siteA}&from=2026-01-01&to=2027-01-02`,
      `site_id=${siteA}&from=2026-02-30&to=2026-03-01`,
      `site_id=${siteA}&from=2026-3-1&to=2026-03-01`,
      `site_id=${siteA}&from=yesterday&to=2026-03-01`,
      `site_id=abc&${RANGE}`,
      `site_id=-1&${RANGE}`,
      `site_id=99999999999&${RANGE}`,
      `site_id=${siteA}&from=2026-03-01`,
      RANGE,
      `site_id=${siteA}&${RANGE}&page=-1&token=%00`,
    ];
    for (const query of bad) {
      const response = await get(`/api/admin/figures?${query}`);
      expect([query, response.statusCode, response.json().code]).toEqual([query, 400, "VALIDATION_FAILED"]);
    }
    const unknown = await get(`/api/admin/figures?site_id=99999&${RANGE}`);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, "NOT_FOUND"]);
    const csv = await get(`/api/admin/figures/csv?site_id=${siteA}&${RANGE}&table=nope`);
    expect(csv.statusCode).toBe(400);
  });

  it("is for admin and finance only", async () => {
    expect((await get(`/api/admin/figures?site_id=${siteA}&${RANGE}`, admin)).statusCode).toBe(200);
    expect((await get("/api/admin/figures/sites", admin)).statusCode).toBe(200);
    const refused = await get(`/api/admin/figures?site_id=${siteA}&${RANGE}`, support);
    expect([refused.statusCode, refused.json().code]).toEqual([403, "FORBIDDEN"]);
    expect(
      (await get(`/api/admin/figures/csv?site_id=${siteA}&${RANGE}&table=days`, support)).statusCode,
    ).toBe(403);
    const visitor = await staffCall(app, "GET", `/api/admin/figures?site_id=${siteA}&${RANGE}`);
    expect(visitor.statusCode).toBe(401);
  });

  it("lists the sites to choose from", async () => {
    const body = (await get("/api/admin/figures/sites")).json();
    expect(body.sites.map((s: { domain: string }) => s.domain)).toEqual([
      "amora.test",
      "amoursecret.test",
      "liefdesdate.test",
    ]);
  });
});

describe("the figures' queries", () => {
  it("each walk an index on their time column, within the site and range", async () => {
    const range = {
      siteId: siteA,
      start: new Date("2026-03-01T00:00:00Z"),
      end: new Date("2026-03-04T00:00:00Z"),
      from: "2026-03-01",
      to: "2026-03-03",
    };
    const expected: Record<keyof typeof FIGURES_SQL, string[]> = {
      signupsPerDay: ["users_site_signup_idx"],
      activationsPerDay: ["account_tokens_activation_used_idx"],
      firstPurchasesPerDay: ["payments_site_paid_idx"],
      revenue: ["payments_site_paid_idx"],
      landerVisits: ["lander_visits_site_id_day_lander_variant_pk"],
      landerBounces: ["lander_bounces_site_created_idx"],
      landerSignups: ["users_site_signup_idx"],
      activeMembersPerDay: ["active_members_site_id_day_user_id_pk"],
      countActiveMembers: ["active_members_site_id_day_user_id_pk"],
      messages: ["messages_created_idx"],
    };
    const wrong: string[] = [];
    for (const [name, statement] of Object.entries(FIGURES_SQL)) {
      // Tiny tables are cheaper to read whole: the planner is told so it shows the index it would use.
      const plan = await app.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql`explain ${statement(range)}`)) as unknown as {
          rows: { "QUERY PLAN": string }[];
        };
        return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
      for (const index of expected[name as keyof typeof FIGURES_SQL]) {
        if (!plan.includes(index)) wrong.push(`${name} does not use ${index}:\n${plan}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("GET /api/admin/figures/csv", () => {
  it("sends the days as a CSV file named after the site and range", async () => {
    const response = await get(`/api/admin/figures/csv?site_id=${siteA}&${RANGE}&table=days`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="figures-amora.test-2026-03-01-2026-03-03-days.csv"',
    );
    expect(response.body).toBe(
      [
        "day,lander_visits,signups,activations,first_purchases,active_members,messages_members,messages_operators",
        "2026-03-01,10,2,0,1,2,2,1",
        "2026-03-02,0,1,2,1,1,1,1",
        "2026-03-03,6,0,0,0,0,0,0",
        "",
      ].join("\r\n"),
    );
  });

  it("quotes fields with commas and quotes, and amounts are per currency", async () => {
    const response = await get(`/api/admin/figures/csv?site_id=${siteA}&${RANGE}&table=revenue`);
    expect(response.body).toBe(
      [
        "by,key,currency,payments,amount",
        "currency,EUR,EUR,3,37.00",
        "currency,GBP,GBP,1,5.00",
        "method,card,EUR,1,20.00",
        "method,ideal,EUR,2,17.00",
        'method,"card, ""3ds""",GBP,1,5.00',
        "country,NL,EUR,2,30.00",
        "country,BE,EUR,1,7.00",
        "country,GB,GBP,1,5.00",
        "",
      ].join("\r\n"),
    );
    const landers = await get(`/api/admin/figures/csv?site_id=${siteA}&${RANGE}&table=landers`);
    expect(landers.body).toBe(
      [
        "lander,variant,visits,bounces,median_seconds,signups,activations,first_purchases,conversion_rate",
        "video,a,7,0,,1,0,0,0.1429",
        "gallery,a,5,0,,0,0,0,0",
        "gallery,b,4,2,20.5,1,1,1,0.25",
        "",
      ].join("\r\n"),
    );
    const hours = await get(`/api/admin/figures/csv?site_id=${siteA}&${RANGE}&table=hours`);
    expect(hours.body.split("\r\n").slice(0, 2)).toEqual(["hour_utc,members,operators", "0,0,0"]);
    expect(hours.body.split("\r\n")[24]).toBe("23,0,1");
  });

  it("quotes line breaks and keeps a spreadsheet from reading a formula", () => {
    expect(csvField("a\nb")).toBe('"a\nb"');
    expect(csvField("=SUM(A1)")).toBe(`"'=SUM(A1)"`);
    expect(csvField("-5")).toBe(`"'-5"`);
    expect(csvField(-5)).toBe("-5");
    expect(csvField("plain")).toBe("plain");
  });
});

describe("counting lander views and active members", () => {
  it("knows the landers of spec §2 by their path", () => {
    expect(landerOf("/landers/video")).toBe("video");
    expect(landerOf("/landers/video/summer")).toBe("video");
    expect(landerOf("/landers/tinderswipe")).toBe("tinderswipe");
    expect(landerOf("/landers/nope")).toBeNull();
    expect(landerOf("/landers/video/a/b")).toBeNull();
    expect(landerOf("/members/1/landing")).toBeNull();
  });

  it("adds up the counts of two processes, written by a flush or at close, never per request", async () => {
    // Fresh processes: their timers' first flush is 10 s away, so what is written below is the flushes'.
    const webDist = mkdtempSync(join(tmpdir(), "amora-web-"));
    writeFileSync(join(webDist, "index.html"), INDEX);
    const one = await buildTestApp({ database: app.database, config: { webDist } });
    const two = await buildTestApp({
      database: app.database,
      config: { webDist: mkdtempSync(join(tmpdir(), "amora-web-")) },
    });
    const today = new Date().toISOString().slice(0, 10);
    const visit = (
      target: FastifyInstance,
      url: string,
      headers: Record<string, string> = {},
      method = "GET",
    ) =>
      target.inject({
        method: method as "GET",
        url,
        headers: { host: "amora.test", "user-agent": "Mozilla/5.0", ...headers },
      });
    const visitsToday = async (siteId = siteA) =>
      Object.fromEntries(
        (
          await app.db
            .select()
            .from(landerVisits)
            .where(and(eq(landerVisits.siteId, siteId), eq(landerVisits.day, today)))
        ).map((row) => [row.lander, row.visits]),
      );

    expect((await visit(one, "/landers/video")).statusCode).toBe(200);
    await visit(one, "/landers/video/summer");
    await visit(one, "/landers/tinderswipe");
    await visit(one, "/landers/video", {}, "HEAD");
    await visit(one, "/landers/video", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await visit(one, "/landers/nope");
    await visit(one, "/members");
    await visit(one, "/landers/gallery", { host: "amoursecret.test" });
    // The second process serves the app's 503 page (not built): no lander was shown, nothing counted.
    expect((await visit(two, "/landers/video")).statusCode).toBe(503);
    // Nothing written yet: the counts wait in memory.
    expect(await visitsToday()).toEqual({});

    await one.figureCounters.flush();
    expect(await visitsToday()).toEqual({ video: 2, tinderswipe: 1 });
    expect(await visitsToday(siteB)).toEqual({ gallery: 1 });
    await one.figureCounters.flush();
    expect(await visitsToday()).toEqual({ video: 2, tinderswipe: 1 });

    // Members active today, noted by both processes: one row.
    const member = await signUpOk(one);
    const call = (target: FastifyInstance) =>
      target.inject({
        method: "GET",
        url: "/api/user.php",
        headers: { ...CLIENT, host: "amora.test", cookie: member.cookie, "x-forwarded-for": nextIp() },
      });
    expect((await call(one)).statusCode).toBe(200);
    await call(one);
    await call(two);
    await one.figureCounters.flush();
    await call(one);
    await visit(one, "/landers/video");
    await two.close();
    await one.close();
    expect(await visitsToday()).toEqual({ video: 3, tinderswipe: 1 });
    const active = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(activeMembers)
      .where(and(eq(activeMembers.siteId, siteA), eq(activeMembers.day, today)));
    expect(active[0]?.n).toBe(1);
    const figures = (await get(`/api/admin/figures?site_id=${siteA}&from=${today}&to=${today}`)).json();
    expect(figures.totals).toMatchObject({ lander_visits: 4, active_members: 1, signups: 1 });
  });

  it("adds two processes' views of one lander into one row", async () => {
    const webDist = mkdtempSync(join(tmpdir(), "amora-web-"));
    writeFileSync(join(webDist, "index.html"), INDEX);
    const first = await buildTestApp({ database: app.database, config: { webDist } });
    const second = await buildTestApp({ database: app.database, config: { webDist } });
    const headers = { host: "liefdesdate.test", "user-agent": "Mozilla/5.0" };
    for (let i = 0; i < 3; i += 1) await first.inject({ method: "GET", url: "/landers/maplanding", headers });
    for (let i = 0; i < 2; i += 1)
      await second.inject({ method: "GET", url: "/landers/maplanding/x", headers });
    await first.figureCounters.flush();
    await first.close();
    // Closing the second process writes what it counted.
    await second.close();
    const rows = await app.db.select().from(landerVisits).where(eq(landerVisits.lander, "maplanding"));
    expect(rows.map((r) => r.visits)).toEqual([5]);
  });
});
