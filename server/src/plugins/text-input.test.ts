import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT, nextIp, signUpOk } from "../features/accounts/accounts-test-helpers.ts";
import { findNul } from "../lib/nul-characters.ts";
import { seedSites } from "../seed/sites.ts";
import { buildTestApp } from "../test/test-app.ts";

let app: FastifyInstance;
let cookie: string;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  cookie = (await signUpOk(app)).cookie;
});
afterAll(() => app.close());

const NUL = "\u0000";

function call(
  method: "GET" | "POST" | "PUT",
  url: string,
  options: { payload?: object | string; contentType?: string; member?: boolean; clientHeader?: boolean } = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      host: "amora.test",
      "x-forwarded-for": nextIp(),
      ...(options.clientHeader === false ? {} : CLIENT),
      ...(options.member ? { cookie } : {}),
      ...(options.contentType ? { "content-type": options.contentType } : {}),
    },
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
  });
}

function expectRefused(response: Awaited<ReturnType<typeof call>>, path: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({
    code: "VALIDATION_FAILED",
    issues: [{ path, code: "invalid_character" }],
  });
}

// The calls that answered 500 to a NUL before it was refused for every route: the text reached a query.
describe("a NUL character in any text refuses the request with 400 VALIDATION_FAILED", () => {
  it("login (open to anyone)", async () => {
    const response = await call("POST", "/api/user.php", {
      payload: { email: `someone${NUL}@example.test`, password: "a-long-secret-1" },
    });
    expectRefused(response, "body.email");
  });

  it("password reset mail (open to anyone)", async () => {
    expectRefused(
      await call("POST", "/api/password-reset.php", { payload: { email: `a${NUL}b@example.test` } }),
      "body.email",
    );
  });

  it("mail change", async () => {
    expectRefused(
      await call("POST", "/api/mail-change.php", {
        member: true,
        payload: { email: `new${NUL}@example.test` },
      }),
      "body.email",
    );
  });

  it("discount code lookup (query)", async () => {
    expectRefused(
      await call("GET", `/api/discountcode.php?code=${encodeURIComponent(`TIME${NUL}`)}`, { member: true }),
      "querystring.code",
    );
  });

  it("a new payment's discount code", async () => {
    const response = await call("POST", "/api/payment.php", {
      member: true,
      payload: { bundle: 1, method: "creditcard", discount_code: `X${NUL}` },
    });
    expectRefused(response, "body.discount_code");
  });

  it("a payment's status (query)", async () => {
    expectRefused(await call("GET", `/api/payment.php?id=a%00b`, { member: true }), "querystring.id");
  });

  it("the direct debit confirmation", async () => {
    const response = await call("POST", "/api/directdebit-confirm.php", {
      member: true,
      payload: { request: `r${NUL}`, code: "123456" },
    });
    expectRefused(response, "body.request");
  });

  it("the payment webhook (open to anyone), as JSON and as a form body", async () => {
    expectRefused(
      await call("POST", "/api/payment-webhook.php", { clientHeader: false, payload: { id: `tr_${NUL}` } }),
      "body.id",
    );
    expectRefused(
      await call("POST", "/api/payment-webhook.php", {
        clientHeader: false,
        contentType: "application/x-www-form-urlencoded",
        payload: "id=tr_%00",
      }),
      "body.id",
    );
  });

  it("the sandbox checkout page and its form (open to anyone)", async () => {
    expectRefused(await call("GET", "/api/sandbox/checkout.php?id=%00"), "querystring.id");
    expectRefused(
      await call("POST", "/api/sandbox/checkout.php", {
        clientHeader: false,
        contentType: "application/x-www-form-urlencoded",
        payload: "id=%00&outcome=paid",
      }),
      "body.id",
    );
  });

  it("in a key or a nested value as well", async () => {
    expectRefused(
      await call("POST", "/api/user.php", {
        payload: { email: "a@example.test", password: "x", [`k${NUL}`]: 1 },
      }),
      `body.k${NUL}`,
    );
    const nested = await call("PUT", "/api/account.php", {
      member: true,
      payload: { email_notifications: { news: `${NUL}` } },
    });
    expectRefused(nested, "body.email_notifications.news");
  });

  it("after a visitor's member call is refused: that body is never read (decision 023)", async () => {
    const visitor = await call("PUT", "/api/account.php", {
      payload: { email_notifications: { news: `${NUL}` } },
    });
    expect(visitor.statusCode, visitor.body).toBe(403);
    expect(visitor.json().code).toBe("authentication_required");
  });

  it("lets other control characters through to the call's own rules", async () => {
    const response = await call("POST", "/api/user.php", {
      payload: { email: "someone\u0001@example.test", password: "a-long-secret-1" },
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().code).not.toBe("VALIDATION_FAILED");
  });
});

describe("findNul", () => {
  it("names the first field holding a NUL, in strings, keys, arrays and nested objects", () => {
    expect(findNul({ a: "ok", b: ["x", `y${NUL}`] }, "body")).toBe("body.b.1");
    expect(findNul({ a: { [`k${NUL}`]: 1 } }, "body")).toBe(`body.a.k${NUL}`);
    expect(findNul(`${NUL}`, "body")).toBe("body");
    expect(findNul({ a: "ok", n: 1, z: null, t: true }, "body")).toBeNull();
    expect(findNul(undefined, "body")).toBeNull();
  });
});
