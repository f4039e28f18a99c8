import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { PaymentAnswerSchema } from "@amora/contract/payments";
import { SpendingLimitsResponseSchema, SpendingSummaryResponseSchema } from "@amora/contract/spending-limits";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, profiles, sandboxPayments, spendingLimits, users } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, signUpOk } from "../accounts/accounts-test-helpers.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof signUpOk>>;
const HOUR = 3_600_000;
/** The site's EUR bundles: 995, 1995, 3995, 7995 and 14995 cents. */
let bundleIds: number[] = [];

function call(method: "GET" | "POST" | "PUT", url: string, who: Member | undefined, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: { ...CLIENT, host: "amora.test", ...(who ? { cookie: who.cookie } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

async function member(overrides: Record<string, unknown> = {}) {
  const created = await signUpOk(app, { country: "NL", region: "NH", city: "Amsterdam", ...overrides });
  await app.db.update(users).set({ status: "active" }).where(eq(users.id, created.user.id));
  if (bundleIds.length === 0) {
    bundleIds = (await call("GET", "/api/credits.php", created))
      .json()
      .bundles.map((b: { id: number }) => b.id);
  }
  return created;
}

async function setLimits(who: Member, limits: object) {
  const response = await call("PUT", "/api/spending-limits.php", who, {
    daily_cents: null,
    weekly_cents: null,
    monthly_cents: null,
    ...limits,
  });
  expect(response.statusCode, response.body).toBe(200);
  return SpendingLimitsResponseSchema.parse(response.json());
}

async function limitsOf(who: Member) {
  const response = await call("GET", "/api/spending-limits.php", who);
  expect(response.statusCode, response.body).toBe(200);
  return SpendingLimitsResponseSchema.parse(response.json());
}

/** Starts a purchase of the n-th EUR bundle (0 = €9.95). */
function buy(who: Member, bundle = 0) {
  return call("POST", "/api/payment.php", who, { bundle: bundleIds[bundle], method: "ideal" });
}

async function bought(who: Member, bundle = 0) {
  const response = await buy(who, bundle);
  expect(response.statusCode, response.body).toBe(200);
  return PaymentAnswerSchema.parse(response.json()).payment;
}

async function providerCalls(): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(sandboxPayments);
  return row?.n ?? 0;
}

async function ownPayments(who: Member): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(payments).where(eq(payments.userId, who.user.id));
  return row?.n ?? 0;
}

/** Moves the member's waiting raise (or everything they paid) back in time, as if hours had passed. */
async function coolingOffPassed(who: Member) {
  await app.db
    .update(spendingLimits)
    .set({ pendingEffectiveAt: new Date(Date.now() - 1000) })
    .where(eq(spendingLimits.userId, who.user.id));
}

async function markAllPaid(who: Member, completedAt = new Date()) {
  await app.db
    .update(payments)
    .set({ status: "paid", completedAt, createdAt: completedAt })
    .where(eq(payments.userId, who.user.id));
}

describe("a purchase against the limits", () => {
  it("passes exactly at the limit and is refused one cent over, before the provider is asked", async () => {
    const exact = await member();
    await setLimits(exact, { daily_cents: 1990 });
    await bought(exact);
    await bought(exact);

    const over = await member();
    await setLimits(over, { daily_cents: 1989 });
    await bought(over);
    const before = await providerCalls();
    const refused = await buy(over);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "SPENDING_LIMIT_REACHED",
      params: { period: "daily", limit_cents: 1989, remaining_cents: 994, currency: "EUR" },
    });
    expect(await providerCalls()).toBe(before);
    expect(await ownPayments(over)).toBe(1);
  });

  it("checks each period: weekly and monthly over the last 7 and 30 days, failed payments not counted", async () => {
    const anna = await member();
    await setLimits(anna, { weekly_cents: 2000, monthly_cents: 2500 });
    await bought(anna);
    // Paid 8 days ago: outside the week, inside the month.
    await markAllPaid(anna, new Date(Date.now() - 8 * 24 * HOUR));
    const { id: failed } = await bought(anna);
    await app.db.update(payments).set({ status: "failed" }).where(eq(payments.publicId, failed));
    await bought(anna);
    expect((await buy(anna)).json()).toMatchObject({
      code: "SPENDING_LIMIT_REACHED",
      params: { period: "monthly", limit_cents: 2500, remaining_cents: 510 },
    });
    expect((await buy(anna, 1)).json()).toMatchObject({
      params: { period: "weekly", limit_cents: 2000, remaining_cents: 1005 },
    });
    expect((await limitsOf(anna)).spent).toEqual({
      daily_cents: 995,
      weekly_cents: 995,
      monthly_cents: 1990,
    });
  });

  it("lets two purchases started at once through only as far as the limit allows", async () => {
    const anna = await member();
    await setLimits(anna, { daily_cents: 1990 });
    const before = await providerCalls();
    const answers = await Promise.all([buy(anna), buy(anna), buy(anna), buy(anna)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409, 409]);
    expect(await ownPayments(anna)).toBe(2);
    expect(await providerCalls()).toBe(before + 2);
  });

  it("refuses the repeat order over the limit too", async () => {
    const anna = await member();
    await bought(anna);
    await markAllPaid(anna);
    await setLimits(anna, { daily_cents: 1000 });
    const before = await providerCalls();
    const repeat = await call("POST", "/api/repeat-order.php", anna, {});
    expect(repeat.json()).toMatchObject({ code: "SPENDING_LIMIT_REACHED" });
    expect(await providerCalls()).toBe(before);
  });
});

describe("a direct debit over the limit", () => {
  it("is refused before its code is texted", async () => {
    const anna = await member();
    await setLimits(anna, { daily_cents: 1000 });
    const outbox = join(app.config.dataDir, "sms-outbox");
    const texted = async () => (await readdir(outbox).catch(() => [])).length;
    const before = await texted();
    const asked = await call("POST", "/api/directdebit.php", anna, {
      bundle: bundleIds[1],
      account_holder: "Anna de Vries",
      iban: "nl91 abna 0417 1643 00",
      street: "Herengracht",
      house_number: "12a",
      postcode: "1015 BS",
      city: "Amsterdam",
      phone: "06 12 34 56 78",
      consent: true,
    });
    expect(asked.json()).toMatchObject({ code: "SPENDING_LIMIT_REACHED", params: { period: "daily" } });
    expect(await texted()).toBe(before);
  });
});

describe("changing the limits", () => {
  it("lowers at once and raises only after 24 hours, still refusing during the cooling-off", async () => {
    const anna = await member();
    const first = await setLimits(anna, { daily_cents: 995 });
    expect(first).toMatchObject({ currency: "EUR", limits: { daily_cents: 995 }, pending: null });
    await bought(anna);

    const raised = await setLimits(anna, { daily_cents: 5000, weekly_cents: 4000 });
    // The weekly limit is new (lower than none): at once. The daily one waits.
    expect(raised.limits).toEqual({ daily_cents: 995, weekly_cents: 4000, monthly_cents: null });
    expect(raised.pending).toMatchObject({ daily_cents: 5000, weekly_cents: 4000, monthly_cents: null });
    const wait = Date.parse(raised.pending?.effective_at ?? "") - Date.now();
    expect(wait).toBeGreaterThan(23.9 * HOUR);
    expect(wait).toBeLessThanOrEqual(24 * HOUR);
    expect((await buy(anna)).statusCode).toBe(409);

    await coolingOffPassed(anna);
    expect((await limitsOf(anna)).limits).toEqual({
      daily_cents: 5000,
      weekly_cents: 4000,
      monthly_cents: null,
    });
    await bought(anna);
  });

  it("treats removing a limit as a raise, and a later lowering replaces a waiting raise", async () => {
    const anna = await member();
    await setLimits(anna, { monthly_cents: 10_000 });
    const removed = await setLimits(anna, {});
    expect(removed.limits.monthly_cents).toBe(10_000);
    expect(removed.pending).toMatchObject({ monthly_cents: null });
    const lowered = await setLimits(anna, { monthly_cents: 9000 });
    expect(lowered).toMatchObject({ limits: { monthly_cents: 9000 }, pending: null });
  });

  it("keeps limits in their currency when the member's changes: refused until set again, after 24 hours", async () => {
    const anna = await member();
    await setLimits(anna, { daily_cents: 5000 });
    await app.db.update(profiles).set({ country: "GB" }).where(eq(profiles.id, anna.user.profile.id));
    const pounds = (await call("GET", "/api/credits.php", anna)).json().bundles[0].id;
    const buyInPounds = () =>
      call("POST", "/api/payment.php", anna, { bundle: pounds, method: "creditcard" });
    expect((await buyInPounds()).json()).toMatchObject({
      code: "SPENDING_LIMIT_CURRENCY",
      params: { currency: "EUR" },
    });
    const again = await setLimits(anna, { daily_cents: 4000 });
    expect(again).toMatchObject({
      currency: "EUR",
      limits: { daily_cents: 5000 },
      pending: { currency: "GBP", daily_cents: 4000 },
    });
    expect((await buyInPounds()).statusCode).toBe(409);
    await coolingOffPassed(anna);
    expect((await buyInPounds()).statusCode).toBe(200);
    expect(await limitsOf(anna)).toMatchObject({
      currency: "GBP",
      limits: { daily_cents: 4000 },
      pending: null,
    });
  });

  it("refuses bad values with field issues and needs a member", async () => {
    const anna = await member();
    for (const body of [
      { daily_cents: -1, weekly_cents: null, monthly_cents: null },
      { daily_cents: 10.5, weekly_cents: null, monthly_cents: null },
      { daily_cents: "100", weekly_cents: null, monthly_cents: null },
      { daily_cents: 100_000_001, weekly_cents: null, monthly_cents: null },
      { daily_cents: 100, weekly_cents: null },
      { daily_cents: 100, weekly_cents: null, monthly_cents: null, user_id: 1 },
    ]) {
      const response = await call("PUT", "/api/spending-limits.php", anna, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
    expect((await limitsOf(anna)).limits).toEqual({
      daily_cents: null,
      weekly_cents: null,
      monthly_cents: null,
    });
    expect((await call("GET", "/api/spending-limits.php", undefined)).statusCode).toBe(403);
    expect((await call("GET", "/api/spending-summary.php", undefined)).statusCode).toBe(403);
    const put = await call("PUT", "/api/spending-limits.php", undefined, {
      daily_cents: 0,
      weekly_cents: null,
      monthly_cents: null,
    });
    expect(put.statusCode).toBe(403);
  });

  it("keeps each member's limits their own", async () => {
    const anna = await member();
    const ben = await member();
    await setLimits(anna, { daily_cents: 0 });
    expect((await limitsOf(ben)).limits.daily_cents).toBeNull();
    await bought(ben);
    expect((await buy(anna)).statusCode).toBe(409);
  });
});

describe("asking once after large spending", () => {
  it("asks a member without limits after three purchases in a day, until they close the question", async () => {
    const anna = await member();
    await bought(anna);
    await bought(anna);
    await markAllPaid(anna);
    expect((await limitsOf(anna)).ask).toBe(false);
    await bought(anna);
    await markAllPaid(anna);
    expect((await limitsOf(anna)).ask).toBe(true);
    expect((await call("POST", "/api/spending-limits-prompt.php", anna, {})).statusCode).toBe(204);
    expect((await limitsOf(anna)).ask).toBe(false);
    await bought(anna);
    await markAllPaid(anna);
    expect((await limitsOf(anna)).ask).toBe(false);
  });

  it("asks after one large purchase, and not a member who has a limit", async () => {
    const anna = await member();
    await bought(anna, 4);
    await markAllPaid(anna);
    expect((await limitsOf(anna)).ask).toBe(true);
    await setLimits(anna, { monthly_cents: 50_000 });
    expect((await limitsOf(anna)).ask).toBe(false);
  });
});

describe("the monthly summary", () => {
  async function paidAt(who: Member, bundle: number, at: Date) {
    const { id } = await bought(who, bundle);
    await app.db
      .update(payments)
      .set({ status: "paid", completedAt: at, createdAt: at })
      .where(eq(payments.publicId, id));
  }

  it("sums completed purchases per month, the last 12 months, newest first", async () => {
    const anna = await member();
    const now = new Date();
    const thisMonth = now.toISOString().slice(0, 7);
    const earlier = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 15));
    await paidAt(anna, 0, now);
    await paidAt(anna, 1, now);
    await paidAt(anna, 2, earlier);
    await paidAt(anna, 0, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12, 28)));
    await bought(anna, 3); // still open: not spent yet
    const ben = await member();
    await paidAt(ben, 4, now);

    const response = await call("GET", "/api/spending-summary.php", anna);
    expect(response.statusCode).toBe(200);
    expect(SpendingSummaryResponseSchema.parse(response.json()).months).toEqual([
      { month: thisMonth, currency: "EUR", amount_cents: 2990, purchases: 2 },
      { month: earlier.toISOString().slice(0, 7), currency: "EUR", amount_cents: 3995, purchases: 1 },
    ]);
  });
});
