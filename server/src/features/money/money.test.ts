/**
 * The back office's money (decision 040): refund and chargeback arithmetic on the ledger with exact numbers,
 * replayed webhooks, racing clicks, the refund period, the list and the detail. Every payment here is the
 * sandbox's bundle of 150 credits for €39.95 (3,995 cents), bought by a member who had 0 credits.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  creditLedger,
  paymentRefunds,
  payments,
  sandboxPayments,
  sandboxRefunds,
  users,
} from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { creditsToTake } from "../payments/refunds.service.ts";
import { auditLines, makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";
import { boughtBundle, refundCall, sandboxForm, spend } from "./money-test-helpers.ts";

let app: FastifyInstance;
let finance: string;
let financeId: number;
let admin: string;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  financeId = (await makeStaff(app, ["finance"])).id;
  finance = await staffSession(app, financeId);
  admin = await staffSession(app, (await makeStaff(app, ["admin"])).id);
});
afterAll(() => app.close());

async function balance(userId: number): Promise<number> {
  const [row] = await app.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row?.credits ?? -1;
}

/** users.credits must equal the sum of the member's ledger deltas, always. */
async function expectLedgerExact(userId: number) {
  const [sum] = await app.db
    .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  expect(sum?.total).toBe(await balance(userId));
}

function ledgerOf(userId: number, reason: "refund" | "chargeback" | "reversal") {
  return app.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, reason)));
}

function refundsOf(paymentId: number) {
  return app.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
}

function chargeBack(providerId: string, cents?: number) {
  return sandboxForm(app, "/api/sandbox/chargeback.php", {
    id: providerId,
    ...(cents === undefined ? {} : { amount_cents: String(cents) }),
  });
}

function webhook(providerId: string) {
  return sandboxForm(app, "/api/payment-webhook.php", { id: providerId });
}

describe("creditsToTake", () => {
  const payment = { credits: 150, amountCents: 3995 };
  it.each([
    // [earlier cents, earlier credits, this cents, balance, taken]
    [0, 0, 3995, 500, 150],
    [0, 0, 3995, 50, 50],
    [0, 0, 3995, 0, 0],
    [0, 0, 1000, 500, 37],
    [1000, 37, 2995, 500, 113],
    [1000, 37, 2995, 100, 100],
    [1000, 10, 2995, 500, 140],
    [0, 0, 1, 500, 0],
    [0, 0, 27, 500, 1],
    [3995, 150, 3995, 500, 0],
    [3000, 112, 3995, 500, 38],
  ])(
    "after %i cents and %i credits, %i cents with a balance of %i take %i",
    (cents, credits, now, bal, taken) => {
      expect(creditsToTake(payment, { cents, credits }, now, bal)).toBe(taken);
    },
  );

  it("takes nothing for a free payment", () => {
    expect(creditsToTake({ credits: 150, amountCents: 0 }, { cents: 0, credits: 0 }, 100, 500)).toBe(0);
  });
});

describe("a refund", () => {
  it("of a partly spent purchase takes back only what is left: 150 bought, 100 spent, 50 taken", async () => {
    const { buyer, payment, providerId } = await boughtBundle(app);
    expect(await balance(buyer.user.id)).toBe(150);
    await spend(app, buyer.user.id, 100);

    const response = await refundCall(app, finance, payment.publicId, {
      amount_cents: 3995,
      reason: "Charged twice by mistake",
    });

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.refund).toMatchObject({
      kind: "refund",
      state: "done",
      amount_cents: 3995,
      currency: "EUR",
      credits_taken: 50,
      provider_status: "refunded",
      note: "Charged twice by mistake",
      provider_ref: expect.stringMatching(/^sbr_/),
    });
    expect(body.detail).toMatchObject({
      refundable_cents: 0,
      member_credits: 0,
      payment: { refunded_cents: 3995, status: "paid" },
    });
    expect(
      body.detail.ledger.map((row: { delta: number; reason: string }) => [row.reason, row.delta]),
    ).toEqual([
      ["purchase", 150],
      ["refund", -50],
    ]);
    expect(await balance(buyer.user.id)).toBe(0);
    const [ledger] = await ledgerOf(buyer.user.id, "refund");
    expect(ledger).toMatchObject({
      delta: -50,
      balanceAfter: 0,
      staffId: financeId,
      note: "Charged twice by mistake",
      paymentId: payment.id,
    });
    const [atProvider] = await app.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, providerId));
    expect(atProvider).toMatchObject({ kind: "refund", amountCents: 3995, currency: "EUR" });
    const [line] = await auditLines(app, 1);
    expect(line).toMatchObject({
      action: "payment.refund",
      staffId: financeId,
      targetType: "payment",
      targetId: payment.publicId,
      before: { refunded_cents: 0 },
      after: {
        amount_cents: 3995,
        credits_taken: 50,
        refunded_cents: 3995,
        reason: "Charged twice by mistake",
      },
    });
    await expectLedgerExact(buyer.user.id);
  });

  it("of an unspent purchase takes all 150 credits back, leaving credits from elsewhere", async () => {
    const { buyer, payment } = await boughtBundle(app);
    // 25 more credits from a second purchase (60 credits for €19.95, bundle 1).
    await app.db.transaction(async (tx) => {
      await tx.update(users).set({ credits: 175 }).where(eq(users.id, buyer.user.id));
      await tx
        .insert(creditLedger)
        .values({ userId: buyer.user.id, delta: 25, reason: "adjustment", balanceAfter: 175 });
    });
    const response = await refundCall(app, finance, payment.publicId, { amount_cents: 3995 });
    expect(response.json().refund.credits_taken).toBe(150);
    expect(await balance(buyer.user.id)).toBe(25);
    await expectLedgerExact(buyer.user.id);
  });

  it("partial: 1,000 of 3,995 cents takes floor(150 × 1000 / 3995) = 37; the rest takes 113; then nothing is left", async () => {
    const { buyer, payment } = await boughtBundle(app);
    const first = await refundCall(app, finance, payment.publicId, { amount_cents: 1000 });
    expect(first.json().refund.credits_taken).toBe(37);
    expect(first.json().detail.refundable_cents).toBe(2995);
    expect(await balance(buyer.user.id)).toBe(113);

    const second = await refundCall(app, finance, payment.publicId, { amount_cents: 2995 });
    expect(second.json().refund.credits_taken).toBe(113);
    expect(await balance(buyer.user.id)).toBe(0);

    const third = await refundCall(app, finance, payment.publicId, { amount_cents: 1 });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: "REFUND_TOO_LARGE",
      params: { left: "0.00 EUR", left_cents: 0 },
    });
    expect((await refundsOf(payment.id)).map((r) => [r.amountCents, r.creditsTaken])).toEqual([
      [1000, 37],
      [2995, 113],
    ]);
    await expectLedgerExact(buyer.user.id);
  });

  it("refuses more than what is left, naming what is left", async () => {
    const { payment } = await boughtBundle(app);
    await refundCall(app, finance, payment.publicId, { amount_cents: 995 });
    const response = await refundCall(app, finance, payment.publicId, { amount_cents: 3001 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "REFUND_TOO_LARGE", params: { left: "30.00 EUR" } });
  });

  it("refuses a payment that is not paid, and an unknown one, without asking the provider", async () => {
    const { buyer, payment, providerId } = await boughtBundle(app, { pay: false });
    const open = await refundCall(app, finance, payment.publicId, { amount_cents: 100 });
    expect(open.statusCode).toBe(409);
    expect(open.json().code).toBe("PAYMENT_NOT_REFUNDABLE");
    await sandboxForm(app, "/api/sandbox/checkout.php", { id: providerId, outcome: "failed" });
    const failed = await refundCall(app, finance, payment.publicId, { amount_cents: 100 });
    expect(failed.json().code).toBe("PAYMENT_NOT_REFUNDABLE");
    expect(
      await app.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, providerId)),
    ).toEqual([]);
    expect(await refundsOf(payment.id)).toEqual([]);
    expect(await balance(buyer.user.id)).toBe(0);

    const unknown = await refundCall(app, finance, "no-such-payment", { amount_cents: 100 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("NOT_FOUND");
  });

  it("of two racing clicks, one succeeds: the credits and the provider's refund happen once", async () => {
    const { buyer, payment, providerId } = await boughtBundle(app);
    const key = randomUUID();
    const sameClick = await Promise.all([
      refundCall(app, finance, payment.publicId, { amount_cents: 3995, client_key: key }),
      refundCall(app, finance, payment.publicId, { amount_cents: 3995, client_key: key }),
    ]);
    expect(sameClick.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(sameClick.find((r) => r.statusCode === 409)?.json().code).toBe("REFUND_DUPLICATE");

    const other = await boughtBundle(app);
    const twoClicks = await Promise.all([
      refundCall(app, finance, other.payment.publicId, { amount_cents: 3995 }),
      refundCall(app, finance, other.payment.publicId, { amount_cents: 3995 }),
    ]);
    expect(twoClicks.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(twoClicks.find((r) => r.statusCode === 409)?.json().code).toBe("REFUND_TOO_LARGE");

    for (const [who, pay, provider] of [
      [buyer, payment, providerId],
      [other.buyer, other.payment, other.providerId],
    ] as const) {
      expect(await balance(who.user.id)).toBe(0);
      expect(await ledgerOf(who.user.id, "refund")).toHaveLength(1);
      expect(await refundsOf(pay.id)).toHaveLength(1);
      expect(
        await app.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, provider)),
      ).toHaveLength(1);
      await expectLedgerExact(who.user.id);
    }
  });

  it("after the site's 14 days needs the override, which the audit line records", async () => {
    const { buyer, payment } = await boughtBundle(app);
    const fifteenDaysAgo = new Date(Date.now() - 15 * 86_400_000);
    await app.db.update(payments).set({ completedAt: fifteenDaysAgo }).where(eq(payments.id, payment.id));

    const late = await refundCall(app, finance, payment.publicId, { amount_cents: 3995 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "REFUND_WINDOW_PASSED", params: { days: 14 } });
    expect(await balance(buyer.user.id)).toBe(150);

    const overridden = await refundCall(app, finance, payment.publicId, {
      amount_cents: 3995,
      override_window: true,
      reason: "Bank error confirmed by the member's statement",
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    const [line] = await auditLines(app, 1);
    expect(line?.after).toMatchObject({ refund_period_overridden: true });
    expect(await balance(buyer.user.id)).toBe(0);

    // Within the period (13 days) no override is needed.
    const recent = await boughtBundle(app);
    await app.db
      .update(payments)
      .set({ completedAt: new Date(Date.now() - 13 * 86_400_000) })
      .where(eq(payments.id, recent.payment.id));
    expect((await refundCall(app, finance, recent.payment.publicId, { amount_cents: 100 })).statusCode).toBe(
      200,
    );
  });

  it("that the provider refuses leaves nothing behind: 502, no refund row, no credits taken", async () => {
    const { buyer, payment, providerId } = await boughtBundle(app);
    // The provider has it as failed since (a state we never saw): it refuses to refund.
    await app.db.update(sandboxPayments).set({ status: "failed" }).where(eq(sandboxPayments.id, providerId));
    const response = await refundCall(app, finance, payment.publicId, { amount_cents: 3995 });
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe("REFUND_PROVIDER_FAILED");
    expect(await refundsOf(payment.id)).toEqual([]);
    expect(await balance(buyer.user.id)).toBe(150);
    // Put right at the provider, the same amount can be refunded.
    await app.db.update(sandboxPayments).set({ status: "paid" }).where(eq(sandboxPayments.id, providerId));
    expect((await refundCall(app, finance, payment.publicId, { amount_cents: 3995 })).statusCode).toBe(200);
  });

  it("needs a recent password or code, and the finance role", async () => {
    const { payment } = await boughtBundle(app);
    const stale = await staffSession(app, financeId, new Date(Date.now() - 6 * 60_000));
    const response = await refundCall(app, stale, payment.publicId, { amount_cents: 100 });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("REAUTH_REQUIRED");
    const byAdmin = await refundCall(app, admin, payment.publicId, { amount_cents: 100 });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().code).toBe("FORBIDDEN");
    expect(await refundsOf(payment.id)).toEqual([]);
  });

  describe("with bad input", () => {
    let target: string;
    beforeAll(async () => {
      target = (await boughtBundle(app)).payment.publicId;
    });
    it.each([
      ["amount 0", { amount_cents: 0 }],
      ["a negative amount", { amount_cents: -100 }],
      ["a fractional amount", { amount_cents: 10.5 }],
      ["an amount as text", { amount_cents: "100" }],
      ["a huge amount", { amount_cents: 1e12 }],
      ["no reason", { amount_cents: 100, reason: undefined }],
      ["a two-letter reason", { amount_cents: 100, reason: "no" }],
      ["a reason too long", { amount_cents: 100, reason: "x".repeat(501) }],
      ["no click id", { amount_cents: 100, client_key: undefined }],
      ["a click id that is no uuid", { amount_cents: 100, client_key: "1234" }],
      ["the override as text", { amount_cents: 100, override_window: "yes" }],
    ])("refuses %s with 400", async (_, body) => {
      const response = await staffCall(app, "POST", `/api/admin/payments/${target}/refund`, {
        cookie: finance,
        payload: { reason: "Member asked", client_key: randomUUID(), ...body },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
      expect(await app.db.select().from(paymentRefunds)).not.toContainEqual(
        expect.objectContaining({ note: "Member asked" }),
      );
    });
  });
});

describe("a chargeback from the provider's webhook", () => {
  it("after a partial refund takes what is left of the purchase, capped by the balance; replays take nothing", async () => {
    const { buyer, payment, providerId } = await boughtBundle(app);
    expect(
      (await refundCall(app, finance, payment.publicId, { amount_cents: 1000 })).json().refund.credits_taken,
    ).toBe(37);
    await spend(app, buyer.user.id, 13);
    expect(await balance(buyer.user.id)).toBe(100);

    const charged = await chargeBack(providerId);
    expect(charged.statusCode).toBe(303);

    // Due: 150 − 37 = 113; the balance holds 100.
    expect(await balance(buyer.user.id)).toBe(0);
    const rows = await refundsOf(payment.id);
    expect(rows.map((r) => [r.kind, r.amountCents, r.creditsTaken, r.staffId, r.note])).toEqual([
      ["refund", 1000, 37, financeId, "Member asked within the period"],
      ["chargeback", 2995, 100, null, "Chargeback by the payer's bank"],
    ]);
    const [ledger] = await ledgerOf(buyer.user.id, "chargeback");
    expect(ledger).toMatchObject({ delta: -100, balanceAfter: 0, staffId: null, paymentId: payment.id });

    for (let i = 0; i < 3; i += 1) expect((await webhook(providerId)).statusCode).toBe(200);
    await Promise.all([webhook(providerId), webhook(providerId)]);
    expect(await refundsOf(payment.id)).toHaveLength(2);
    expect(await ledgerOf(buyer.user.id, "chargeback")).toHaveLength(1);
    await expectLedgerExact(buyer.user.id);

    // Nothing is left to refund or charge back.
    const detail = await staffCall(app, "GET", `/api/admin/payments/${payment.publicId}`, {
      cookie: finance,
    });
    expect(detail.json()).toMatchObject({ refundable_cents: 0, payment: { refunded_cents: 3995 } });
    expect((await chargeBack(providerId)).statusCode).toBe(409);
  });

  it("of a direct debit is a reversal: the credits go and the member is blocked for direct debit", async () => {
    const { buyer, payment, providerId } = await boughtBundle(app);
    await app.db.update(payments).set({ method: "sdd" }).where(eq(payments.id, payment.id));
    await spend(app, buyer.user.id, 30);

    expect((await chargeBack(providerId, 3995)).statusCode).toBe(303);

    expect(await balance(buyer.user.id)).toBe(0);
    const [row] = await refundsOf(payment.id);
    expect(row).toMatchObject({ kind: "reversal", amountCents: 3995, creditsTaken: 120 });
    expect(await ledgerOf(buyer.user.id, "reversal")).toHaveLength(1);
    const [account] = await app.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(account?.directDebitBlockedAt).toBeInstanceOf(Date);
    const detail = await staffCall(app, "GET", `/api/admin/payments/${payment.publicId}`, { cookie: admin });
    expect(detail.json()).toMatchObject({ direct_debit_blocked: true, member_credits: 0 });
    await expectLedgerExact(buyer.user.id);
  });

  it("of part of the payment takes its share, and a refund after it only what is left", async () => {
    const { buyer, payment, providerId } = await boughtBundle(app);
    expect((await chargeBack(providerId, 2000)).statusCode).toBe(303);
    // floor(150 × 2000 / 3995) = 75
    expect(await balance(buyer.user.id)).toBe(75);
    const tooMuch = await refundCall(app, finance, payment.publicId, { amount_cents: 2000 });
    expect(tooMuch.json()).toMatchObject({ code: "REFUND_TOO_LARGE", params: { left: "19.95 EUR" } });
    const rest = await refundCall(app, finance, payment.publicId, { amount_cents: 1995 });
    expect(rest.json().refund.credits_taken).toBe(75);
    expect(await balance(buyer.user.id)).toBe(0);
    await expectLedgerExact(buyer.user.id);
  });
});

describe("the payments list and a payment", () => {
  let anna: Awaited<ReturnType<typeof boughtBundle>>;
  let open: Awaited<ReturnType<typeof boughtBundle>>;
  beforeAll(async () => {
    anna = await boughtBundle(app, { bundleIndex: 0 });
    open = await boughtBundle(app, { bundleIndex: 4, pay: false });
  });

  async function list(query: string, cookie = finance) {
    const response = await staffCall(app, "GET", `/api/admin/payments?${query}`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      items: { id: string; amount_cents: number; status: string; member: { email: string } | null }[];
      total: number;
      page: number;
      page_size: number;
      sites: { id: number; name: string }[];
    };
  }

  it("finds a payment by its public id, the member's e-mail or the provider's id", async () => {
    expect((await list(`q=${anna.payment.publicId}`)).items.map((p) => p.id)).toEqual([
      anna.payment.publicId,
    ]);
    expect((await list(`q=${encodeURIComponent(anna.providerId)}`)).items.map((p) => p.id)).toEqual([
      anna.payment.publicId,
    ]);
    const byEmail = await list(`q=${encodeURIComponent(anna.buyer.user.email.toUpperCase())}`);
    expect(byEmail.items.map((p) => p.id)).toEqual([anna.payment.publicId]);
    expect(byEmail.items[0]).toMatchObject({
      amount_cents: 995,
      status: "paid",
      member: { email: anna.buyer.user.email },
    });
    expect((await list("q=%25")).total).toBe(0);
  });

  it("filters by status, method, country, site and day, and sorts by amount", async () => {
    const openOnes = await list("status=open");
    expect(openOnes.items.map((p) => p.id)).toContain(open.payment.publicId);
    expect(openOnes.items.every((p) => p.status === "open")).toBe(true);
    expect((await list("method=sdd&status=open")).items.map((p) => p.id)).not.toContain(
      open.payment.publicId,
    );
    expect((await list("country=nl&status=open")).items.map((p) => p.id)).toContain(open.payment.publicId);
    expect((await list("country=BE&status=open")).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}&q=${anna.payment.publicId}`)).total).toBe(1);
    expect((await list(`to=2020-01-01&q=${anna.payment.publicId}`)).total).toBe(0);
    const sites = (await list("")).sites;
    expect(sites.length).toBeGreaterThan(0);
    expect((await list(`site=${anna.payment.siteId}&q=${anna.payment.publicId}`)).total).toBe(1);
    const other = sites.find((s) => s.id !== anna.payment.siteId);
    if (other) expect((await list(`site=${other.id}&q=${anna.payment.publicId}`)).total).toBe(0);
    const byAmount = await list("sort=amount&order=desc");
    const amounts = byAmount.items.map((p) => p.amount_cents);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(amounts[0]).toBe(14995);
  });

  it("pages 50 at a time, and admins may read it", async () => {
    const first = await list("", admin);
    expect(first).toMatchObject({ page: 1, page_size: 50 });
    expect(first.total).toBeGreaterThanOrEqual(first.items.length);
    expect((await list(`page=${Math.ceil(first.total / 50) + 1}`)).items).toEqual([]);
  });

  it.each([
    "page=-1",
    "page=0",
    "sort=email",
    "status=refunded",
    "method=cash",
    "country=NLD",
    "from=2026-1-1",
    "site=x",
  ])("refuses %s with 400", async (query) => {
    const response = await staffCall(app, "GET", `/api/admin/payments?${query}`, { cookie: finance });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION_FAILED");
  });

  it("shows one payment with its ledger rows, deadline and what may be refunded", async () => {
    const response = await staffCall(app, "GET", `/api/admin/payments/${anna.payment.publicId}`, {
      cookie: finance,
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      payment: {
        id: anna.payment.publicId,
        credits: 25,
        amount_cents: 995,
        currency: "EUR",
        method: "ideal",
      },
      refund_days: 14,
      refundable_cents: 995,
      member_credits: 25,
      direct_debit_blocked: false,
      refunds: [],
    });
    expect(detail.ledger).toMatchObject([{ reason: "purchase", delta: 25, balance_after: 25 }]);
    const completed = Date.parse(detail.payment.completed_at);
    expect(Date.parse(detail.refund_deadline)).toBe(completed + 14 * 86_400_000);

    const unpaid = await staffCall(app, "GET", `/api/admin/payments/${open.payment.publicId}`, {
      cookie: finance,
    });
    expect(unpaid.json()).toMatchObject({ refundable_cents: 0, refund_deadline: null });
    const missing = await staffCall(app, "GET", "/api/admin/payments/nope", { cookie: finance });
    expect(missing.statusCode).toBe(404);
    const junk = await staffCall(app, "GET", "/api/admin/payments/a%20b", { cookie: finance });
    expect(junk.statusCode).toBe(400);
  });
});
