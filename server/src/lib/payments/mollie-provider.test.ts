import type { IncomingHttpHeaders } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { COUNTRY_CURRENCY, PAYMENT_METHODS, type PaymentMethod } from "@amora/contract/payments";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createMollieProvider,
  fromMollieAmount,
  MollieError,
  mollieLocale,
  toMollieAmount,
} from "./mollie-provider.ts";
import type { CreatePaymentInput, PaymentProvider } from "./payment-provider.ts";

/*
 * The fake Mollie must speak HTTPS: @mollie/api-client sends every request through its own https.Agent, so an
 * http:// endpoint fails ("Protocol "http:" not supported"). That agent also trusts only the CA bundle shipped
 * inside the library, so no local certificate can pass; certificate checks are switched off for this file
 * (NODE_TLS_REJECT_UNAUTHORIZED, read by Node on each connection) and restored afterwards. The key below is a
 * throwaway self-signed P-256 pair for 127.0.0.1 made for this test: it protects nothing.
 */
const TEST_TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgp6jC5efJYMw78RmQ
k9olSm3xQ3d7ep82JhdVd/fVrU2hRANCAARynTfsFbhNrLUq13DEu9OWMv1EM+wL
rooz2j7PVEkGjXYl/WpjTxUw9apurMnbdCOsfVGMgfxXmgJxkpRvP2cB
-----END PRIVATE KEY-----
`;
const TEST_TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBnjCCAUSgAwIBAgIURniLH0YI5jjxpaxAVLuWyoeU85wwCgYIKoZIzj0EAwIw
GzEZMBcGA1UEAwwQZmFrZS1tb2xsaWUudGVzdDAgFw0yNjExMjIxNjEwNDRaGA8y
MTI2MTAyOTE2MTA0NFowGzEZMBcGA1UEAwwQZmFrZS1tb2xsaWUudGVzdDBZMBMG
ByqGSM49AgEGCCqGSM49AwEHA0IABHKdN+wVuE2stSrXcMS705Yy/UQz7AuuijPa
Ps9USQaNdiX9amNPFTD1qm6sydt0I6x9UYyB/FeaAnGSlG8/ZwGjZDBiMB0GA1Ud
DgQWBBRSAdO+biEEkoV1T0oe7ZgErISrXTAfBgNVHSMEGDAWgBRSAdO+biEEkoV1
T0oe7ZgErISrXTAPBgNVHRMBAf8EBTADAQH/MA8GA1UdEQQIMAaHBH8AAAEwCgYI
KoZIzj0EAwIDSAAwRQIhAKO8fxg2nLeXwuURLI8LuJcdBHRzspB18PMaVfNPHOuo
AiB+jFzYqbBCFXC9T61jLrp8jv6OTwJjZ+KXGtqsIOAhKw==
-----END CERTIFICATE-----
`;

const API_KEY = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM";

type Json = Record<string, unknown>;

interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

const link = (href: string, type = "application/hal+json") => ({ href, type });

/** A payment as Mollie's v2 API answers it (fields from docs.mollie.com/reference/get-payment). */
function molliePayment(id: string, fields: Json): Json {
  const status = fields.status ?? "open";
  const links: Json = {
    self: link(`https://api.mollie.com/v2/payments/${id}`),
    dashboard: link(`https://my.mollie.com/dashboard/org_13514547/payments/${id}`, "text/html"),
    documentation: link("https://docs.mollie.com/reference/get-payment", "text/html"),
  };
  // Mollie offers the checkout only while the payer still has something to do.
  if (status === "open" && fields.sequenceType !== "recurring") {
    links.checkout = link(`https://www.mollie.com/checkout/select-method/${id.slice(3)}`, "text/html");
  }
  return {
    resource: "payment",
    id,
    mode: "test",
    createdAt: "2026-11-22T10:15:30+00:00",
    amount: { value: "39.95", currency: "EUR" },
    description: "500 credits",
    method: null,
    metadata: null,
    status,
    isCancelable: false,
    expiresAt: "2026-11-22T10:30:30+00:00",
    profileId: "pfl_QkEhN94Ba",
    sequenceType: "oneoff",
    redirectUrl: "https://amora.test/credits/return",
    webhookUrl: "https://amora.test/api/payments/webhook",
    ...fields,
    _links: links,
  };
}

function mollieMethod(id: string, description: string): Json {
  return {
    resource: "method",
    id,
    description,
    minimumAmount: { value: "1.00", currency: "EUR" },
    maximumAmount: { value: "10000.00", currency: "EUR" },
    image: {
      size1x: `https://www.mollie.com/external/icons/payment-methods/${id}.png`,
      size2x: `https://www.mollie.com/external/icons/payment-methods/${id}%402x.png`,
      svg: `https://www.mollie.com/external/icons/payment-methods/${id}.svg`,
    },
    status: "activated",
    _links: { self: link(`https://api.mollie.com/v2/methods/${id}`) },
  };
}

function mollieError(status: number, title: string, detail: string, field?: string): Json {
  return {
    status,
    title,
    detail,
    ...(field ? { field } : {}),
    _links: { documentation: link("https://docs.mollie.com/overview/handling-errors", "text/html") },
  };
}

/**
 * The part of Mollie's v2 REST API the provider uses, on a free loopback port: records every request, keeps
 * the payments it creates, answers GET /v2/methods with `methods`, and answers the next request with
 * `failNext` when set.
 */
async function startFakeMollie() {
  const received: ReceivedRequest[] = [];
  const payments = new Map<string, Json>();
  const state: {
    methods: Json[];
    failNext: { status: number; body: Json } | null;
    /** The chargebacks Mollie has per payment id. */
    chargebacks: Map<string, Json[]>;
  } = {
    methods: [],
    failNext: null,
    chargebacks: new Map(),
  };
  let sequence = 0;

  function route(method: string, path: string, body: unknown): { status: number; body: Json } {
    if (state.failNext) {
      const failure = state.failNext;
      state.failNext = null;
      return failure;
    }
    const input = (body ?? {}) as Json;
    if (method === "POST" && path === "/v2/payments") {
      sequence += 1;
      const id = `tr_7UhSN1zuX${sequence}`;
      const recurring = input.sequenceType === "recurring";
      const payment = molliePayment(id, {
        amount: input.amount,
        description: input.description,
        redirectUrl: input.redirectUrl ?? null,
        webhookUrl: input.webhookUrl,
        metadata: input.metadata ?? null,
        method: input.method ?? (recurring ? "directdebit" : null),
        locale: input.locale,
        sequenceType: input.sequenceType ?? "oneoff",
        ...(input.customerId ? { customerId: input.customerId } : {}),
        ...(input.mandateId ? { mandateId: input.mandateId } : {}),
        // A direct debit on a mandate waits for the bank: Mollie answers "pending" at once.
        status: recurring ? "pending" : "open",
      });
      payments.set(id, payment);
      return { status: 201, body: payment };
    }
    const paymentId = /^\/v2\/payments\/([^/]+)$/.exec(path)?.[1];
    if (method === "GET" && paymentId) {
      const payment = payments.get(paymentId);
      if (payment) return { status: 200, body: payment };
      return { status: 404, body: mollieError(404, "Not Found", "No payment exists with token hallo.") };
    }
    if (method === "GET" && path === "/v2/methods") {
      return {
        status: 200,
        body: {
          _embedded: { methods: state.methods },
          count: state.methods.length,
          _links: {
            self: link("https://api.mollie.com/v2/methods"),
            documentation: link("https://docs.mollie.com/reference/list-methods", "text/html"),
          },
        },
      };
    }
    if (method === "POST" && path === "/v2/customers") {
      return {
        status: 201,
        body: {
          resource: "customer",
          id: "cst_8wmqcHMN4U",
          mode: "test",
          name: input.name ?? null,
          email: input.email ?? null,
          locale: null,
          metadata: input.metadata ?? null,
          createdAt: "2026-11-22T10:15:30+00:00",
          _links: {
            self: link("https://api.mollie.com/v2/customers/cst_8wmqcHMN4U"),
            dashboard: link(
              "https://my.mollie.com/dashboard/org_13514547/customers/cst_8wmqcHMN4U",
              "text/html",
            ),
            documentation: link("https://docs.mollie.com/reference/create-customer", "text/html"),
          },
        },
      };
    }
    const mandateOf = /^\/v2\/customers\/([^/]+)\/mandates$/.exec(path)?.[1];
    if (method === "POST" && mandateOf) {
      return {
        status: 201,
        body: {
          resource: "mandate",
          id: "mdt_pWUnw6pkBN",
          mode: "test",
          status: "valid",
          method: input.method,
          details: {
            consumerName: input.consumerName,
            consumerAccount: input.consumerAccount,
            consumerBic: null,
          },
          mandateReference: input.mandateReference ?? null,
          signatureDate: input.signatureDate ?? null,
          createdAt: "2026-11-22T10:15:30+00:00",
          _links: {
            self: link(`https://api.mollie.com/v2/customers/${mandateOf}/mandates/mdt_pWUnw6pkBN`),
            customer: link(`https://api.mollie.com/v2/customers/${mandateOf}`),
            documentation: link("https://docs.mollie.com/reference/create-mandate", "text/html"),
          },
        },
      };
    }
    const refundOf = /^\/v2\/payments\/([^/]+)\/refunds$/.exec(path)?.[1];
    if (method === "POST" && refundOf) {
      sequence += 1;
      const id = `re_4qqhO89gs${sequence}`;
      return {
        status: 201,
        body: {
          resource: "refund",
          id,
          mode: "test",
          amount: input.amount,
          status: "pending",
          createdAt: "2026-11-26T10:15:30+00:00",
          description: input.description ?? "",
          metadata: input.metadata ?? null,
          paymentId: refundOf,
          settlementAmount: { value: `-${(input.amount as { value: string }).value}`, currency: "EUR" },
          _links: {
            self: link(`https://api.mollie.com/v2/payments/${refundOf}/refunds/${id}`),
            payment: link(`https://api.mollie.com/v2/payments/${refundOf}`),
            documentation: link("https://docs.mollie.com/reference/create-refund", "text/html"),
          },
        },
      };
    }
    const chargebacksOf = /^\/v2\/payments\/([^/]+)\/chargebacks$/.exec(path)?.[1];
    if (method === "GET" && chargebacksOf) {
      const chargebacks = state.chargebacks.get(chargebacksOf) ?? [];
      return {
        status: 200,
        body: {
          count: chargebacks.length,
          _embedded: { chargebacks },
          _links: {
            self: link(`https://api.mollie.com/v2/payments/${chargebacksOf}/chargebacks`),
            previous: null,
            next: null,
            documentation: link("https://docs.mollie.com/reference/list-chargebacks", "text/html"),
          },
        },
      };
    }
    return { status: 404, body: mollieError(404, "Not Found", "The resource does not exist.") };
  }

  const server: Server = createServer({ key: TEST_TLS_KEY, cert: TEST_TLS_CERT }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "https://127.0.0.1");
      const text = Buffer.concat(chunks).toString("utf8");
      const body: unknown = text ? JSON.parse(text) : undefined;
      received.push({
        method: req.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      });
      const answer = route(req.method ?? "", url.pathname, body);
      res.writeHead(answer.status, { "content-type": "application/hal+json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `https://127.0.0.1:${port}/v2/`,
    received,
    payments,
    state,
    /** Adds a payment as Mollie would have it after the payer (or the bank) acted. */
    store(id: string, fields: Json) {
      payments.set(id, molliePayment(id, fields));
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let fake: Awaited<ReturnType<typeof startFakeMollie>>;
let provider: PaymentProvider;
const savedTlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

beforeAll(async () => {
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  fake = await startFakeMollie();
  provider = createMollieProvider({ apiKey: API_KEY, apiEndpoint: fake.endpoint });
});
afterAll(async () => {
  await fake.close();
  if (savedTlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = savedTlsSetting;
});
afterEach(() => {
  fake.received.length = 0;
  fake.state.failNext = null;
  fake.state.chargebacks.clear();
});

function lastRequest(): ReceivedRequest {
  const request = fake.received.at(-1);
  if (!request) throw new Error("the fake Mollie received nothing");
  return request;
}

const order: CreatePaymentInput = {
  amount: { cents: 3995, currency: "EUR" },
  method: "ideal",
  description: "500 credits — Amora",
  redirectUrl: "https://amora.test/credits/return?payment=pay_abc",
  webhookUrl: "https://amora.test/api/payments/webhook",
  reference: "pay_abc",
  country: "NL",
  locale: "nl",
};

describe("createPayment", () => {
  it("sends Mollie the amount as a decimal string, the method, the reference and the checkout locale", async () => {
    const payment = await provider.createPayment(order);

    const request = lastRequest();
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v2/payments");
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.headers["content-type"]).toBe("application/json");
    // The library adds one so its own retries cannot create a second payment.
    expect(request.headers["idempotency-key"]).toEqual(expect.any(String));
    expect(request.body).toEqual({
      amount: { currency: "EUR", value: "39.95" },
      description: "500 credits — Amora",
      redirectUrl: "https://amora.test/credits/return?payment=pay_abc",
      webhookUrl: "https://amora.test/api/payments/webhook",
      method: "ideal",
      metadata: { reference: "pay_abc" },
      locale: "nl_NL",
    });
    expect(payment).toEqual({
      id: "tr_7UhSN1zuX1",
      status: "open",
      amount: { cents: 3995, currency: "EUR" },
      method: "ideal",
      checkoutUrl: "https://www.mollie.com/checkout/select-method/7UhSN1zuX1",
      storedMethodId: null,
    });
  });

  const mollieIds: Record<PaymentMethod, string> = {
    ideal: "ideal",
    bancontact: "bancontact",
    creditcard: "creditcard",
    paypal: "paypal",
    sdd: "directdebit",
    sct: "banktransfer",
    blik: "blik",
    eps: "eps",
    przelewy24: "przelewy24",
    trustly: "trustly",
    twint: "twint",
    mbway: "mbway",
    multibanco: "multibanco",
  };

  it.each(PAYMENT_METHODS.map((method) => [method, mollieIds[method]]))(
    "names our %s Mollie's %s, and reads it back",
    async (method, mollieId) => {
      const payment = await provider.createPayment({ ...order, method });
      expect(lastRequest().body).toMatchObject({ method: mollieId });
      expect(payment.method).toBe(method);
    },
  );

  it("makes a card payment for a customer the first of a sequence, so Mollie keeps a mandate", async () => {
    await provider.createPayment({ ...order, method: "creditcard", customerId: "cst_8wmqcHMN4U" });
    expect(lastRequest().body).toMatchObject({
      method: "creditcard",
      customerId: "cst_8wmqcHMN4U",
      sequenceType: "first",
    });
  });

  it("keeps a bank transfer for a customer one-off (Mollie refuses it as a first payment)", async () => {
    await provider.createPayment({ ...order, method: "sct", customerId: "cst_8wmqcHMN4U" });
    const body = lastRequest().body as Json;
    expect(body).toMatchObject({ method: "banktransfer", customerId: "cst_8wmqcHMN4U" });
    expect(body).not.toHaveProperty("sequenceType");
  });

  it("charges a stored mandate as a recurring payment, without a checkout", async () => {
    const payment = await provider.createPayment({
      ...order,
      storedMethodId: "mdt_pWUnw6pkBN",
      customerId: "cst_8wmqcHMN4U",
    });

    expect(lastRequest().body).toEqual({
      amount: { currency: "EUR", value: "39.95" },
      description: "500 credits — Amora",
      webhookUrl: "https://amora.test/api/payments/webhook",
      metadata: { reference: "pay_abc" },
      sequenceType: "recurring",
      customerId: "cst_8wmqcHMN4U",
      mandateId: "mdt_pWUnw6pkBN",
    });
    expect(payment).toMatchObject({
      status: "pending",
      method: "sdd",
      checkoutUrl: null,
      storedMethodId: "mdt_pWUnw6pkBN",
    });
  });

  it("refuses a recurring payment without the mandate's customer, before asking Mollie", async () => {
    await expect(provider.createPayment({ ...order, storedMethodId: "mdt_pWUnw6pkBN" })).rejects.toThrow(
      /needs the customer/,
    );
    expect(fake.received).toHaveLength(0);
  });

  it("surfaces Mollie's refusal as an error that says what failed, without the API key", async () => {
    fake.state.failNext = {
      status: 422,
      body: mollieError(422, "Unprocessable Entity", "The amount is lower than the minimum", "amount"),
    };

    const error = await provider.createPayment({ ...order, amount: { cents: 1, currency: "EUR" } }).then(
      () => null,
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(MollieError);
    expect(error).toMatchObject({
      message:
        "Mollie: creating a payment failed (HTTP 422, field amount): The amount is lower than the minimum",
      statusCode: 422,
      field: "amount",
    });
    expect(JSON.stringify(error)).not.toContain(API_KEY);
    expect(String((error as Error).stack)).not.toContain(API_KEY);
  });

  it("surfaces a rejected API key the same way", async () => {
    fake.state.failNext = {
      status: 401,
      body: mollieError(401, "Unauthorized Request", "Missing authentication, or failed to authenticate"),
    };
    await expect(provider.createPayment(order)).rejects.toThrow(
      "Mollie: creating a payment failed (HTTP 401): Missing authentication, or failed to authenticate",
    );
  });
});

describe("getPayment", () => {
  it.each([
    ["open", "open"],
    ["pending", "pending"],
    ["authorized", "pending"],
    ["paid", "paid"],
    ["canceled", "canceled"],
    ["expired", "expired"],
    ["failed", "failed"],
  ])("maps Mollie's %s to %s", async (mollieStatus, ours) => {
    fake.store("tr_StatusCheck1", { status: mollieStatus, method: "creditcard" });

    const payment = await provider.getPayment("tr_StatusCheck1");

    expect(lastRequest()).toMatchObject({ method: "GET", path: "/v2/payments/tr_StatusCheck1" });
    expect(lastRequest().headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(payment.status).toBe(ours);
    // Only an open payment still has a checkout.
    expect(payment.checkoutUrl).toBe(
      mollieStatus === "open" ? "https://www.mollie.com/checkout/select-method/StatusCheck1" : null,
    );
  });

  it("reads the amount exactly and hands back the mandate a paid first payment left", async () => {
    fake.store("tr_FirstPaid1", {
      status: "paid",
      amount: { value: "1234567.89", currency: "GBP" },
      method: "creditcard",
      sequenceType: "first",
      customerId: "cst_8wmqcHMN4U",
      mandateId: "mdt_h3gAaD5zP",
      paidAt: "2026-11-22T10:16:02+00:00",
    });

    expect(await provider.getPayment("tr_FirstPaid1")).toEqual({
      id: "tr_FirstPaid1",
      status: "paid",
      amount: { cents: 123456789, currency: "GBP" },
      method: "creditcard",
      checkoutUrl: null,
      storedMethodId: "mdt_h3gAaD5zP",
    });
  });

  it("answers a method we do not offer as none", async () => {
    fake.store("tr_ApplePay1", { status: "paid", method: "applepay" });
    expect((await provider.getPayment("tr_ApplePay1")).method).toBeNull();
  });

  it("surfaces an unknown payment as Mollie's 404", async () => {
    await expect(provider.getPayment("tr_Missing1")).rejects.toMatchObject({
      name: "MollieError",
      statusCode: 404,
      message: "Mollie: fetching payment tr_Missing1 failed (HTTP 404): No payment exists with token hallo.",
    });
  });

  it("surfaces an unreachable Mollie as a MollieError without a status", async () => {
    const gone = await startFakeMollie();
    await gone.close();
    const offline = createMollieProvider({ apiKey: API_KEY, apiEndpoint: gone.endpoint });

    const error = await offline.getPayment("tr_Missing1").then(
      () => null,
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(MollieError);
    expect(error).toMatchObject({ statusCode: null, message: expect.stringMatching(/ECONNREFUSED/) });
    expect((error as Error).message).not.toContain(API_KEY);
  });

  it("refuses an id that is not Mollie's shape, before it reaches a URL", async () => {
    await expect(provider.getPayment("tr_x/../../customers")).rejects.toThrow(/Not a Mollie payment id/);
    await expect(provider.getPayment("cst_8wmqcHMN4U")).rejects.toThrow(/Not a Mollie payment id/);
    expect(fake.received).toHaveLength(0);
  });
});

describe("methods", () => {
  it("asks for the amount, country and locale, and keeps only the methods we know, in Mollie's order", async () => {
    fake.state.methods = [
      mollieMethod("ideal", "iDEAL"),
      mollieMethod("applepay", "Apple Pay"),
      mollieMethod("creditcard", "Card"),
      mollieMethod("klarna", "Klarna"),
      mollieMethod("banktransfer", "Bank transfer"),
      mollieMethod("directdebit", "SEPA Direct Debit"),
      mollieMethod("paypal", "PayPal"),
      mollieMethod("giftcard", "Gift cards"),
    ];

    const methods = await provider.methods("NL", { cents: 1000, currency: "EUR" });

    const request = lastRequest();
    expect(request).toMatchObject({ method: "GET", path: "/v2/methods" });
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(Object.fromEntries(request.query)).toEqual({
      "amount[value]": "10.00",
      "amount[currency]": "EUR",
      billingCountry: "NL",
      locale: "nl_NL",
    });
    expect(methods).toEqual(["ideal", "creditcard", "sct", "sdd", "paypal"]);
  });

  it("leaves the locale out for a country Mollie has none for", async () => {
    fake.state.methods = [mollieMethod("creditcard", "Card")];

    expect(await provider.methods("CA", { cents: 4999, currency: "CAD" })).toEqual(["creditcard"]);
    expect(Object.fromEntries(lastRequest().query)).toEqual({
      "amount[value]": "49.99",
      "amount[currency]": "CAD",
      billingCountry: "CA",
    });
  });
});

describe("direct debit", () => {
  it("makes a mandate from the confirmed account, then a recurring payment on it", async () => {
    const payment = await provider.createPayment({
      amount: { cents: 1995, currency: "EUR" },
      method: "sdd",
      description: "Amora: 60 credits",
      redirectUrl: "https://amora.example/transactions/abc",
      webhookUrl: "https://amora.example/api/payment-webhook.php",
      reference: "abc",
      country: "NL",
      locale: "nl",
      customerId: "cst_8wmqcHMN4U",
      directDebit: { accountHolder: "Anna de Vries", iban: "NL91ABNA0417164300" },
    });
    const [mandate, created] = fake.received.slice(-2);
    expect(mandate).toMatchObject({ method: "POST", path: "/v2/customers/cst_8wmqcHMN4U/mandates" });
    expect(mandate?.body).toMatchObject({
      method: "directdebit",
      consumerName: "Anna de Vries",
      consumerAccount: "NL91ABNA0417164300",
      mandateReference: "abc",
      signatureDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(created?.body).toMatchObject({
      sequenceType: "recurring",
      customerId: "cst_8wmqcHMN4U",
      mandateId: "mdt_pWUnw6pkBN",
      amount: { value: "19.95", currency: "EUR" },
    });
    expect(payment).toMatchObject({ status: "pending", storedMethodId: "mdt_pWUnw6pkBN" });
  });

  it("needs the member's customer", async () => {
    await expect(
      provider.createPayment({
        amount: { cents: 1995, currency: "EUR" },
        method: "sdd",
        description: "x",
        redirectUrl: "https://amora.example/r",
        webhookUrl: "https://amora.example/w",
        reference: "abc",
        country: "NL",
        locale: "nl",
        directDebit: { accountHolder: "Anna", iban: "NL91ABNA0417164300" },
      }),
    ).rejects.toThrow(/customer/);
  });
});

describe("refund", () => {
  it("asks Mollie to refund the amount of the payment, with our idempotency key, and answers its refund", async () => {
    const refund = await provider.refund(
      "tr_Refund1",
      { cents: 1000, currency: "EUR" },
      { description: "Refund pay_abc", idempotencyKey: "6f1c1f5e-1a7d-4a47-9a57-6b0f3c2d9e10" },
    );

    const request = lastRequest();
    expect(request).toMatchObject({ method: "POST", path: "/v2/payments/tr_Refund1/refunds" });
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.headers["idempotency-key"]).toBe("6f1c1f5e-1a7d-4a47-9a57-6b0f3c2d9e10");
    expect(request.body).toEqual({
      amount: { currency: "EUR", value: "10.00" },
      description: "Refund pay_abc",
    });
    expect(refund).toEqual({
      id: expect.stringMatching(/^re_4qqhO89gs\d+$/),
      amount: { cents: 1000, currency: "EUR" },
      status: "pending",
    });
  });

  it("surfaces Mollie's refusal (more than what is left) as a MollieError", async () => {
    fake.state.failNext = {
      status: 422,
      body: mollieError(
        422,
        "Unprocessable Entity",
        "The amount is higher than the amount remaining",
        "amount",
      ),
    };
    await expect(
      provider.refund(
        "tr_Refund1",
        { cents: 5000, currency: "EUR" },
        { description: "x", idempotencyKey: "k1" },
      ),
    ).rejects.toMatchObject({
      name: "MollieError",
      statusCode: 422,
      field: "amount",
      message:
        "Mollie: refunding payment tr_Refund1 failed (HTTP 422, field amount): The amount is higher than the amount remaining",
    });
  });

  it("refuses an id that is not Mollie's shape, before it reaches a URL", async () => {
    await expect(
      provider.refund(
        "tr_x/../refunds",
        { cents: 1, currency: "EUR" },
        { description: "x", idempotencyKey: "k" },
      ),
    ).rejects.toThrow(/Not a Mollie payment id/);
    await expect(provider.chargebacks("../customers")).rejects.toThrow(/Not a Mollie payment id/);
    expect(fake.received).toHaveLength(0);
  });
});

describe("chargebacks", () => {
  const chargeback = (id: string, value: string, createdAt: string, reversedAt: string | null = null) => ({
    resource: "chargeback",
    id,
    amount: { currency: "EUR", value },
    settlementAmount: { currency: "EUR", value: `-${value}` },
    createdAt,
    reason: { code: "AC01", description: "Account identifier incorrect" },
    reversedAt,
    paymentId: "tr_Charged1",
    _links: {
      self: link(`https://api.mollie.com/v2/payments/tr_Charged1/chargebacks/${id}`),
      payment: link("https://api.mollie.com/v2/payments/tr_Charged1"),
      documentation: link("https://docs.mollie.com/reference/get-chargeback", "text/html"),
    },
  });

  it("lists a payment's chargebacks oldest first, exactly, marking the reversed ones", async () => {
    fake.state.chargebacks.set("tr_Charged1", [
      chargeback("chb_second", "29.95", "2026-11-25T09:00:00+00:00", "2026-11-26T09:00:00+00:00"),
      chargeback("chb_first", "10.00", "2026-11-24T09:00:00+00:00"),
    ]);

    const chargebacks = await provider.chargebacks("tr_Charged1");

    expect(lastRequest()).toMatchObject({ method: "GET", path: "/v2/payments/tr_Charged1/chargebacks" });
    expect(Object.fromEntries(lastRequest().query)).toEqual({ limit: "250" });
    expect(chargebacks).toEqual([
      {
        id: "chb_first",
        amount: { cents: 1000, currency: "EUR" },
        createdAt: new Date("2026-11-24T09:00:00Z"),
        reversed: false,
      },
      {
        id: "chb_second",
        amount: { cents: 2995, currency: "EUR" },
        createdAt: new Date("2026-11-25T09:00:00Z"),
        reversed: true,
      },
    ]);
  });

  it("answers none for a payment without chargebacks", async () => {
    expect(await provider.chargebacks("tr_Clean1")).toEqual([]);
  });
});

describe("ensureCustomer", () => {
  it("creates a Mollie customer that names the member, and answers its id", async () => {
    const id = await provider.ensureCustomer({ email: "anna@example.com", name: "Anna", memberId: 42 });

    expect(id).toBe("cst_8wmqcHMN4U");
    const request = lastRequest();
    expect(request).toMatchObject({ method: "POST", path: "/v2/customers" });
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.body).toEqual({ email: "anna@example.com", name: "Anna", metadata: { memberId: 42 } });
  });
});

describe("amounts", () => {
  it.each([
    [3995, "39.95"],
    [0, "0.00"],
    [5, "0.05"],
    [10, "0.10"],
    [100, "1.00"],
    [123456789, "1234567.89"],
    [Number.MAX_SAFE_INTEGER, "90071992547409.91"],
  ])("writes %i cents as %s and reads it back", (cents, value) => {
    expect(toMollieAmount({ cents, currency: "EUR" })).toEqual({ currency: "EUR", value });
    expect(fromMollieAmount({ currency: "EUR", value })).toEqual({ cents, currency: "EUR" });
  });

  it("converts every currency the product sells in", () => {
    for (const currency of new Set(Object.values(COUNTRY_CURRENCY))) {
      expect(toMollieAmount({ cents: 1999, currency }).value).toBe("19.99");
    }
  });

  it("refuses what is not a whole, non-negative number of cents, or a currency without two decimals", () => {
    expect(() => toMollieAmount({ cents: 39.95, currency: "EUR" })).toThrow(/Not an amount in cents/);
    expect(() => toMollieAmount({ cents: -1, currency: "EUR" })).toThrow(/Not an amount in cents/);
    expect(() => toMollieAmount({ cents: Number.NaN, currency: "EUR" })).toThrow(/Not an amount in cents/);
    expect(() => toMollieAmount({ cents: 1000, currency: "JPY" })).toThrow(/JPY are not supported/);
  });

  it.each(["39.9", "39.950", "39", "-1.00", "1e3", " 1.00", "1,00", "90071992547409.92"])(
    "refuses Mollie's amount %j",
    (value) => {
      expect(() => fromMollieAmount({ currency: "EUR", value })).toThrow();
    },
  );
});

describe("mollieLocale", () => {
  it.each([
    ["nl", "NL", "nl_NL"],
    ["nl", "BE", "nl_BE"],
    ["fr", "BE", "fr_BE"],
    ["fr", "FR", "fr_FR"],
    ["fr-CH", "CH", "fr_FR"],
    ["de", "AT", "de_AT"],
    ["en", "GB", "en_GB"],
    ["en", "NL", "en_US"],
    ["da", "DK", "da_DK"],
    ["sv", "FI", "sv_SE"],
    ["no", "NO", "nb_NO"],
    ["pl", "pl", "pl_PL"],
    ["ja", "JP", "en_US"],
  ])("builds %s in %s as %s", (language, country, locale) => {
    expect(mollieLocale(language, country)).toBe(locale);
  });
});
