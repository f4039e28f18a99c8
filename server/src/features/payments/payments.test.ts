import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { PaymentAnswerSchema, PaymentResponseSchema } from "@amora/contract/payments";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditLedger, discountCodes, payments, sandboxPayments, users } from "../../db/schema.ts";
import { OTP_MAX_ATTEMPTS } from "../../lib/otp.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, signUpOk } from "../accounts/accounts-test-helpers.ts";
import { DISCOUNT_HOLD_MINUTES } from "./discounts.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof signUpOk>>;

function call(method: "GET" | "POST", url: string, who: Member | undefined, payload?: object) {
  return app.inject({
    method,
    url,
    headers: { ...CLIENT, host: "amora.test", ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function member(overrides: Record<string, unknown> = {}) {
  const created = await signUpOk(app, { country: "NL", region: "NH", city: "Amsterdam", ...overrides });
  await app.db.update(users).set({ status: "active" }).where(eq(users.id, created.user.id));
  return created;
}

async function offer(who: Member) {
  const response = await call("GET", "/api/credits.php", who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function pay(who: Member, body: object) {
  const response = await call("POST", "/api/payment.php", who, body);
  expect(response.statusCode, response.body).toBe(200);
  return PaymentAnswerSchema.parse(response.json());
}

async function providerIdOf(publicId: string): Promise<string> {
  const [row] = await app.db.select().from(payments).where(eq(payments.publicId, publicId));
  return row?.providerPaymentId ?? "";
}

/** The provider's webhook, as the provider posts it: a form with the id only. */
function webhook(providerId: string) {
  return app.inject({
    method: "POST",
    url: "/api/payment-webhook.php",
    headers: { host: "amora.test", "content-type": "application/x-www-form-urlencoded" },
    payload: `id=${encodeURIComponent(providerId)}`,
  });
}

/** The tester's choice on the sandbox checkout page. */
function checkout(providerId: string, outcome: string) {
  return app.inject({
    method: "POST",
    url: "/api/sandbox/checkout.php",
    headers: { host: "amora.test", "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ id: providerId, outcome }).toString(),
  });
}

async function account(who: Member) {
  const [row] = await app.db.select().from(users).where(eq(users.id, who.user.id));
  return row;
}

async function purchaseRows(who: Member) {
  return app.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, who.user.id), eq(creditLedger.reason, "purchase")));
}

describe("the offer", () => {
  it("sells the site's five bundles in the member's currency, with the methods of their country", async () => {
    const anna = await member();
    const body = await offer(anna);
    expect(body.currency).toBe("EUR");
    expect(body.country).toBe("NL");
    expect(body.bundles.map((b: { credits: number }) => b.credits)).toEqual([25, 60, 150, 350, 800]);
    expect(body.bundles.map((b: { badge: string | null }) => b.badge)).toEqual([
      null,
      null,
      "popular",
      null,
      "best_value",
    ]);
    expect(body.bundles[2]).toMatchObject({ price_cents: 3995, price_per_credit_centicents: 2663 });
    expect(body.methods).toContain("ideal");
    expect(body.methods).toContain("sdd");
    expect(body.refund_days).toBeGreaterThan(0);
    expect(body.last_order).toBeNull();

    const pierre = await member({ country: "GB", region: "BNE", city: "London" });
    const british = await offer(pierre);
    expect(british.currency).toBe("GBP");
    expect(british.methods).not.toContain("ideal");
  });

  it("needs a member", async () => {
    expect((await call("GET", "/api/credits.php", undefined)).statusCode).toBe(403);
    expect(
      (await call("POST", "/api/payment.php", undefined, { bundle: 1, method: "ideal" })).statusCode,
    ).toBe(403);
  });
});

describe("a payment", () => {
  it("computes amount and currency on the server, whatever the client sends", async () => {
    const anna = await member();
    const bundle = (await offer(anna)).bundles[2];
    const answer = await pay(anna, { bundle: bundle.id, method: "ideal", amount_cents: 1, currency: "USD" });
    expect(answer.payment).toMatchObject({
      amount_cents: 3995,
      currency: "EUR",
      credits: 150,
      status: "pending",
    });
    const [row] = await app.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, await providerIdOf(answer.payment.id)));
    expect(row).toMatchObject({ amountCents: 3995, currency: "EUR", method: "ideal" });
    expect(answer.checkout_url).toContain("/api/sandbox/checkout.php?id=");
  });

  it("grants the credits once: webhook replayed 10 times, out of order, and the return page first", async () => {
    const anna = await member();
    const bundle = (await offer(anna)).bundles[1];
    const { payment } = await pay(anna, { bundle: bundle.id, method: "ideal" });
    const providerId = await providerIdOf(payment.id);

    // Before anything is paid: the webhook and the return page change nothing.
    expect((await webhook(providerId)).statusCode).toBe(200);
    const early = PaymentResponseSchema.parse(
      (await call("GET", `/api/payment.php?id=${payment.id}`, anna)).json(),
    );
    expect(early).toMatchObject({ payment: { status: "pending" }, credits: 0, paid_user: false });

    // Paid at the provider (no webhook yet): the return page asks the provider and grants.
    await app.db.update(sandboxPayments).set({ status: "paid" }).where(eq(sandboxPayments.id, providerId));
    const back = PaymentResponseSchema.parse(
      (await call("GET", `/api/payment.php?id=${payment.id}`, anna)).json(),
    );
    expect(back).toMatchObject({
      payment: { status: "completed" },
      credits: 60,
      paid_user: true,
      first_purchase: true,
    });

    // Ten webhooks at once, and more return-page loads: still once.
    await Promise.all([
      ...Array.from({ length: 10 }, () => webhook(providerId)),
      call("GET", `/api/payment.php?id=${payment.id}`, anna),
    ]);
    // A late "pending" report (out of order) does not undo a paid payment.
    await app.db.update(sandboxPayments).set({ status: "pending" }).where(eq(sandboxPayments.id, providerId));
    await webhook(providerId);
    expect(await account(anna)).toMatchObject({ credits: 60, paidUser: true });
    expect(await purchaseRows(anna)).toHaveLength(1);
    expect((await purchaseRows(anna))[0]).toMatchObject({ delta: 60, balanceAfter: 60 });
  });

  it("grants nothing for a forged webhook: the status is the provider's, not the caller's", async () => {
    const anna = await member();
    const bundle = (await offer(anna)).bundles[0];
    const { payment } = await pay(anna, { bundle: bundle.id, method: "creditcard" });
    const providerId = await providerIdOf(payment.id);
    const forged = await app.inject({
      method: "POST",
      url: "/api/payment-webhook.php",
      headers: { host: "amora.test", "content-type": "application/json" },
      payload: { id: providerId, status: "paid", amount: { value: "9.95", currency: "EUR" } },
    });
    expect(forged.statusCode).toBe(200);
    expect((await webhook("tr_does_not_exist")).statusCode).toBe(200);
    expect(await account(anna)).toMatchObject({ credits: 0, paidUser: false });
    expect(await purchaseRows(anna)).toHaveLength(0);
  });

  it("goes through the sandbox checkout: failed, cancelled and pending pages, then paid", async () => {
    const anna = await member();
    const bundles = (await offer(anna)).bundles;
    const statusAfter = async (outcome: string) => {
      const { payment, checkout_url } = await pay(anna, { bundle: bundles[0].id, method: "ideal" });
      const page = await app.inject({
        method: "GET",
        url: new URL(checkout_url ?? "").pathname + new URL(checkout_url ?? "").search,
        headers: { host: "amora.test" },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("€9.95");
      const chosen = await checkout(await providerIdOf(payment.id), outcome);
      expect(chosen.statusCode).toBe(303);
      // amora.test is a development host: links carry the server's own PORT (decision 019).
      expect(chosen.headers.location).toBe(`http://amora.test:3000/transactions/${payment.id}`);
      return PaymentResponseSchema.parse(
        (await call("GET", `/api/payment.php?id=${payment.id}`, anna)).json(),
      ).payment.status;
    };
    expect(await statusAfter("failed")).toBe("failed");
    expect(await statusAfter("canceled")).toBe("cancelled");
    expect(await statusAfter("pending")).toBe("pending");
    expect((await account(anna))?.credits).toBe(0);
    expect(await statusAfter("paid")).toBe("completed");
    expect(await account(anna)).toMatchObject({ credits: 25, paidUser: true });
    // A second purchase is not the one that made her premium.
    expect(await statusAfter("paid")).toBe("completed");
    const newest = (await call("GET", "/api/transactions.php", anna)).json().payments[0];
    expect((await call("GET", `/api/payment.php?id=${newest.id}`, anna)).json().first_purchase).toBe(false);
  });

  it("shows a payment and the transactions only to their owner", async () => {
    const anna = await member();
    const ben = await member();
    const { payment } = await pay(anna, { bundle: (await offer(anna)).bundles[0].id, method: "paypal" });
    expect((await call("GET", `/api/payment.php?id=${payment.id}`, ben)).statusCode).toBe(404);
    expect((await call("GET", `/api/payment.php?id=${payment.id}`, undefined)).statusCode).toBe(403);
    expect((await call("GET", "/api/transactions.php", ben)).json().payments).toEqual([]);
    const mine = (await call("GET", "/api/transactions.php", anna)).json().payments;
    expect(mine.map((p: { id: string }) => p.id)).toEqual([payment.id]);
  });

  it("refuses another site's or currency's bundle, an unavailable method, and bad input", async () => {
    const anna = await member();
    const british = await member({ country: "GB", region: "BNE", city: "London" });
    const gbp = (await offer(british)).bundles[0];
    expect(
      (await call("POST", "/api/payment.php", anna, { bundle: gbp.id, method: "ideal" })).statusCode,
    ).toBe(404);
    const eur = (await offer(anna)).bundles[0];
    expect(
      (await call("POST", "/api/payment.php", british, { bundle: eur.id, method: "creditcard" })).statusCode,
    ).toBe(404);
    expect(
      (await call("POST", "/api/payment.php", british, { bundle: gbp.id, method: "ideal" })).json().code,
    ).toBe("PAYMENT_METHOD_UNAVAILABLE");
    for (const body of [
      {},
      { bundle: "x", method: "ideal" },
      { bundle: eur.id, method: "cash" },
      { bundle: 1e12, method: "ideal" },
    ]) {
      expect((await call("POST", "/api/payment.php", anna, body)).statusCode).toBe(400);
    }
    expect((await call("GET", "/api/payment.php?id=", anna)).statusCode).toBe(400);
  });
});

describe("repeat order", () => {
  it("charges the stored method at once, and says so when the stored card fails", async () => {
    const anna = await member();
    expect((await call("POST", "/api/repeat-order.php", anna)).json().code).toBe("NO_LAST_ORDER");
    const bundle = (await offer(anna)).bundles[0];
    const first = await pay(anna, { bundle: bundle.id, method: "creditcard" });
    await checkout(await providerIdOf(first.payment.id), "paid");
    expect((await offer(anna)).last_order).toMatchObject({ method: "creditcard", stored_method: true });

    const again = await call("POST", "/api/repeat-order.php", anna);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ payment: { status: "completed", credits: 25 }, checkout_url: null });
    expect((await account(anna))?.credits).toBe(50);

    // The tester makes the stored method fail: the spec's text, nothing granted.
    const second = await pay(anna, { bundle: bundle.id, method: "creditcard" });
    await app.inject({
      method: "POST",
      url: "/api/sandbox/checkout.php",
      headers: { host: "amora.test", "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        id: await providerIdOf(second.payment.id),
        outcome: "paid",
        stored_fails: "1",
      }).toString(),
    });
    expect((await account(anna))?.credits).toBe(75);
    const failed = await call("POST", "/api/repeat-order.php", anna);
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toMatchObject({
      code: "STORED_METHOD_FAILED",
      message: "Stored card failed: retry or pay by PayPal.",
    });
    expect((await account(anna))?.credits).toBe(75);
  });
});

describe("discount codes", () => {
  async function code(values: Partial<typeof discountCodes.$inferInsert> & { code: string }) {
    await app.db.insert(discountCodes).values({ percentage: 10, ...values });
  }
  const check = (who: Member, query: string) => call("GET", `/api/discountcode.php?${query}`, who);

  it("TIMEBONUS25 takes 25% off within 14,400 s of signing up, once, for a member who has not paid", async () => {
    const anna = await member();
    const bundle = (await offer(anna)).bundles[2];
    const at = async (seconds: number) => {
      await app.db
        .update(users)
        .set({ signupDate: new Date(Date.now() - seconds * 1000) })
        .where(eq(users.id, anna.user.id));
      return check(anna, `code=TIMEBONUS25&bundle=${bundle.id}`);
    };
    const valid = await at(14_399);
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json()).toMatchObject({
      discount: { code: "TIMEBONUS25", percentage: 25 },
      price_cents: 2996,
    });
    expect((await at(14_401)).json().code).toBe("DISCOUNT_EXPIRED");
    expect((await check(anna, "welcome=true")).statusCode).toBe(403);

    await at(60);
    const welcome = (await check(anna, "welcome=true")).json();
    expect(welcome.discount.code).toBe("TIMEBONUS25");
    expect(Date.parse(welcome.discount.expires_at) - Date.now()).toBeGreaterThan(14_300_000);

    // Paid with it: 29.96 instead of 39.95, and it is used.
    const { payment } = await pay(anna, { bundle: bundle.id, method: "ideal", discount_code: "timebonus25" });
    expect(payment).toMatchObject({ amount_cents: 2996, discount_cents: 999, discount_code: "TIMEBONUS25" });
    await checkout(await providerIdOf(payment.id), "paid");
    expect((await check(anna, "code=TIMEBONUS25")).json().code).toBe("DISCOUNT_FIRST_ORDER");
  });

  it("refuses at the edges: not found, expired, used, below minimum, wrong country, wrong method", async () => {
    const anna = await member();
    const bundles = (await offer(anna)).bundles;
    await code({ code: "SPRING10", minimumOrderCents: 1995, currency: "EUR" });
    await code({ code: "OLD10", expiresAt: new Date(Date.now() - 1000) });
    await code({ code: "BELGIUM10", country: "BE" });
    await code({ code: "PAYPAL10", paymentMethods: ["paypal"] });
    await code({ code: "OFF", status: "inactive" });

    expect((await check(anna, "code=NOPE")).json()).toMatchObject({
      code: "DISCOUNT_NOT_FOUND",
      message: "Code not found",
    });
    expect((await check(anna, "code=OFF")).json().code).toBe("DISCOUNT_NOT_FOUND");
    expect((await check(anna, "code=OLD10")).json().code).toBe("DISCOUNT_EXPIRED");
    expect((await check(anna, `code=SPRING10&bundle=${bundles[0].id}`)).json()).toMatchObject({
      code: "DISCOUNT_MINIMUM_ORDER",
      params: { min_cents: 1995, currency: "EUR" },
    });
    expect((await check(anna, `code=SPRING10&bundle=${bundles[1].id}`)).json().price_cents).toBe(1795);
    expect((await check(anna, `code=BELGIUM10&bundle=${bundles[1].id}`)).json().code).toBe(
      "DISCOUNT_COUNTRY",
    );
    expect((await check(anna, `code=PAYPAL10&bundle=${bundles[1].id}&method=ideal`)).json().code).toBe(
      "DISCOUNT_METHOD",
    );
    expect((await check(anna, `code=PAYPAL10&bundle=${bundles[1].id}&method=paypal`)).statusCode).toBe(200);

    const { payment } = await pay(anna, {
      bundle: bundles[1].id,
      method: "ideal",
      discount_code: "SPRING10",
    });
    await checkout(await providerIdOf(payment.id), "paid");
    expect((await check(anna, "code=SPRING10")).json()).toMatchObject({
      code: "DISCOUNT_USED",
      message: "Code already used",
    });
    // Another member may still use it once.
    expect((await check(await member(), "code=SPRING10")).statusCode).toBe(200);
    // A payment with a refused code is not started.
    expect(
      (
        await call("POST", "/api/payment.php", anna, {
          bundle: bundles[1].id,
          method: "ideal",
          discount_code: "SPRING10",
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("a discount code held by an order", () => {
  const check = (who: Member, query: string) => call("GET", `/api/discountcode.php?${query}`, who);
  const order = (who: Member, bundle: number, discount_code: string) =>
    call("POST", "/api/payment.php", who, { bundle, method: "ideal", discount_code });

  it("lets one of three parallel orders carry TIMEBONUS25; a failed, cancelled or lapsed order frees it; paid, never again", async () => {
    const anna = await member();
    const bundle = (await offer(anna)).bundles[2];
    const started = await Promise.all([1, 2, 3].map(() => order(anna, bundle.id, "TIMEBONUS25")));
    const carried = started.filter((r) => r.statusCode === 200);
    expect(carried).toHaveLength(1);
    expect(carried[0]?.json().payment).toMatchObject({ discount_code: "TIMEBONUS25", amount_cents: 2996 });
    for (const refused of started.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "DISCOUNT_USED", message: "Code already used" });
    }
    // While the order is open the code is held, for the check as for a new order.
    expect((await check(anna, "code=TIMEBONUS25")).json().code).toBe("DISCOUNT_USED");

    // Cancelled at the checkout: free again.
    await checkout(await providerIdOf(carried[0]?.json().payment.id), "canceled");
    const second = await order(anna, bundle.id, "TIMEBONUS25");
    expect(second.statusCode, second.body).toBe(200);
    expect((await order(anna, bundle.id, "TIMEBONUS25")).json().code).toBe("DISCOUNT_USED");
    // Failed: free again.
    await checkout(await providerIdOf(second.json().payment.id), "failed");
    const third = await order(anna, bundle.id, "TIMEBONUS25");
    expect(third.statusCode, third.body).toBe(200);
    // Left open past the hold: free again.
    await app.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - (DISCOUNT_HOLD_MINUTES + 1) * 60_000) })
      .where(eq(payments.publicId, third.json().payment.id));
    expect((await check(anna, "code=TIMEBONUS25")).statusCode).toBe(200);
    const fourth = await order(anna, bundle.id, "TIMEBONUS25");
    expect(fourth.statusCode, fourth.body).toBe(200);
    expect(fourth.json().payment.discount_code).toBe("TIMEBONUS25");

    // Paid: used for good, whichever way it is asked for.
    await checkout(await providerIdOf(fourth.json().payment.id), "paid");
    await app.db.update(users).set({ paidUser: false }).where(eq(users.id, anna.user.id));
    expect((await check(anna, "code=TIMEBONUS25")).json().code).toBe("DISCOUNT_USED");
    expect((await order(anna, bundle.id, "TIMEBONUS25")).json().code).toBe("DISCOUNT_USED");
  });

  it("gives a single-use code to one of two members ordering at once", async () => {
    await app.db.insert(discountCodes).values({ code: "ONLYONE", percentage: 10, validity: "single_use" });
    const [anna, bob] = [await member(), await member()];
    const bundle = (await offer(anna)).bundles[1];
    const answers = await Promise.all([anna, bob].map((who) => order(who, bundle.id, "ONLYONE")));
    const bodies = answers.map((r) => r.body).join(" | ");
    expect(answers.map((r) => r.statusCode).sort(), bodies).toEqual([200, 403]);
    expect(answers.find((r) => r.statusCode === 403)?.json().code).toBe("DISCOUNT_USED");
  });
});

describe("direct debit", () => {
  const form = (bundle: number, overrides: Record<string, unknown> = {}) => ({
    bundle,
    account_holder: "Anna de Vries",
    iban: "nl91 abna 0417 1643 00",
    street: "Herengracht",
    house_number: "12a",
    postcode: "1015 BS",
    city: "Amsterdam",
    phone: "06 12 34 56 78",
    consent: true,
    ...overrides,
  });

  /** The newest SMS to the number, as the outbox has it. */
  async function lastCode(to: string): Promise<string> {
    const dir = join(app.config.dataDir, "sms-outbox");
    const names = (await readdir(dir)).sort();
    for (const name of names.reverse()) {
      const text = await readFile(join(dir, name), "utf8");
      if (text.includes(`To: ${to}`)) return /code is (\d{6})/.exec(text)?.[1] ?? "";
    }
    return "";
  }

  it("texts a code, and the right code starts a direct-debit payment; a wrong one is 'Code invalid'", async () => {
    const anna = await member();
    const bundle = (await offer(anna)).bundles[1];
    const asked = await call("POST", "/api/directdebit.php", anna, form(bundle.id));
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().phone_hint).toMatch(/^\+31 6 .*78$/);
    const code = await lastCode("+31612345678");
    expect(code).toMatch(/^\d{6}$/);
    const request = asked.json().request;

    const wrong = await call("POST", "/api/directdebit-confirm.php", anna, {
      request,
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.json()).toMatchObject({ code: "OTP_INVALID", message: "Code invalid" });
    // Another member cannot use the request, even with the right code.
    expect(
      (await call("POST", "/api/directdebit-confirm.php", await member(), { request, code })).statusCode,
    ).toBe(404);

    const confirmed = await call("POST", "/api/directdebit-confirm.php", anna, { request, code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().payment).toMatchObject({ method: "sdd", status: "pending", amount_cents: 1995 });
    // The code is spent.
    expect((await call("POST", "/api/directdebit-confirm.php", anna, { request, code })).statusCode).toBe(
      404,
    );
    // Collected: credits and premium.
    await checkout(await providerIdOf(confirmed.json().payment.id), "paid");
    expect(await account(anna)).toMatchObject({ credits: 60, paidUser: true });
  });

  it("refuses a wrong IBAN checksum or phone, missing consent, and too many wrong codes", async () => {
    const anna = await member();
    const bundle = (await offer(anna)).bundles[0];
    const bad = await call(
      "POST",
      "/api/directdebit.php",
      anna,
      form(bundle.id, { iban: "NL91ABNA0417164301", phone: "06 1234" }),
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((i: { path: string; code: string }) => i.code)
        .sort(),
    ).toEqual(["iban_invalid", "phone_invalid"]);
    expect(
      (await call("POST", "/api/directdebit.php", anna, form(bundle.id, { consent: false }))).statusCode,
    ).toBe(400);
    const { request } = (await call("POST", "/api/directdebit.php", anna, form(bundle.id))).json();
    const code = await lastCode("+31612345678");
    for (let i = 0; i < 5; i += 1) {
      await call("POST", "/api/directdebit-confirm.php", anna, {
        request,
        code: code === "000000" ? "111111" : "000000",
      });
    }
    const blocked = await call("POST", "/api/directdebit-confirm.php", anna, { request, code });
    expect(blocked.json().code).toBe("OTP_TOO_MANY_ATTEMPTS");
  });

  it("counts parallel wrong codes one by one: five tries, then not even the right code", async () => {
    const anna = await member();
    const bundle = (await offer(anna)).bundles[0];
    const { request } = (await call("POST", "/api/directdebit.php", anna, form(bundle.id))).json();
    const code = await lastCode("+31612345678");
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");
    // 12 at once, within the route's limit (20 in 10 minutes): the tries' count is what stops them.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call("POST", "/api/directdebit-confirm.php", anna, { request, code: wrong(i) }),
      ),
    );
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === "OTP_INVALID")).toHaveLength(OTP_MAX_ATTEMPTS);
    expect(codes.filter((c) => c === "OTP_TOO_MANY_ATTEMPTS")).toHaveLength(12 - OTP_MAX_ATTEMPTS);
    const right = await call("POST", "/api/directdebit-confirm.php", anna, { request, code });
    expect(right.json().code).toBe("OTP_TOO_MANY_ATTEMPTS");
  });

  it("stops at the 30-day limit and blocks a member whose direct debit bounced", async () => {
    const anna = await member();
    const bundles = (await offer(anna)).bundles;
    const confirm = async (bundle: number) => {
      const asked = await call("POST", "/api/directdebit.php", anna, form(bundle));
      if (asked.statusCode !== 200) return asked;
      return call("POST", "/api/directdebit-confirm.php", anna, {
        request: asked.json().request,
        code: await lastCode("+31612345678"),
      });
    };
    // €79.95 + €39.95 fit under €150; another €39.95 does not.
    const first = await confirm(bundles[3].id);
    expect(first.statusCode, first.body).toBe(200);
    expect((await confirm(bundles[2].id)).statusCode).toBe(200);
    const over = await confirm(bundles[2].id);
    expect(over.json()).toMatchObject({
      code: "DIRECT_DEBIT_LIMIT",
      message: "Limit for direct debit reached.",
    });

    // The first one bounces at the bank: no more direct debits at all.
    await checkout(await providerIdOf(first.json().payment.id), "failed");
    const blocked = await call("POST", "/api/directdebit.php", anna, form(bundles[0].id));
    expect(blocked.json()).toMatchObject({
      code: "DIRECT_DEBIT_BLOCKED",
      message: "Your account is blocked for direct debit payments.",
    });
  });
});
