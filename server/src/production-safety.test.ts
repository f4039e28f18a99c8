/**
 * What production must not serve (decision 015): no sandbox checkout, no dev mailbox, no OpenAPI document;
 * and outside production the dev tools answer only this machine, never a request that came through a proxy.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Config, loadConfig } from "./config.ts";
import { seedSites } from "./seed/sites.ts";
import { buildTestApp, openTestDatabase, type TestDatabase } from "./test/test-app.ts";

let shared: TestDatabase;
const apps: FastifyInstance[] = [];

/** A built web app, so paths that are no call get the app's own 404 page. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "amora-web-"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Amora</title><div id=root></div>");
  return dir;
}

async function appWith(config: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildTestApp({ database: shared.database, config: { webDist: webDist(), ...config } });
  apps.push(app);
  return app;
}

function productionConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "production",
    DATA_DIR: mkdtempSync(join(tmpdir(), "amora-prod-")),
    WEB_DIST: webDist(),
    PAYMENT_PROVIDER: "mollie",
    MOLLIE_API_KEY: "test_dummydummydummydummydummydummy",
    ...env,
  });
}

const DEV_TOOLS = ["/dev/mailbox", "/dev/mailbox.json", "/api/openapi.json", "/api/docs", "/api/docs/json"];

beforeAll(async () => {
  shared = await openTestDatabase();
  await seedSites(shared.database.db);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await shared.dispose();
});

describe("a production app", () => {
  it("has no sandbox checkout routes", async () => {
    const app = await appWith(productionConfig());
    for (const method of ["GET", "POST"] as const) {
      const response = await app.inject({
        method,
        url: "/api/sandbox/checkout.php?id=x",
        headers: { "x-request-type": "client", "content-type": "application/x-www-form-urlencoded" },
        payload: method === "POST" ? "id=x&outcome=paid" : undefined,
      });
      expect(response.statusCode).toBe(404);
      // The API's own "no such call", not the checkout's "no such payment" page.
      expect(response.json()).toEqual({ code: "NOT_FOUND", message: expect.stringContaining("No call") });
    }
  });

  it("serves neither the dev mailbox nor the OpenAPI document, even to this machine", async () => {
    const app = await appWith(productionConfig());
    for (const url of DEV_TOOLS) {
      const response = await app.inject({ method: "GET", url, remoteAddress: "127.0.0.1" });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toMatch(/"paths"|"mails"/);
    }
  });

  it("refuses to build with the sandbox provider unless a staging site opted in", async () => {
    const sandbox = { ...productionConfig(), payments: { provider: "sandbox" as const } };
    await expect(buildTestApp({ database: shared.database, config: sandbox })).rejects.toThrow(/sandbox/);
    const staging = await appWith({ ...sandbox, unsafeSandboxPaymentsInProduction: true });
    const response = await staging.inject({ method: "GET", url: "/api/sandbox/checkout.php?id=x" });
    expect(response.headers["content-type"]).toContain("text/html");
  });

  it("opens the dev tools in production only with the loud opt-in, and still only to loopback", async () => {
    const app = await appWith(
      productionConfig({ DEV_TOOLS: "loopback", UNSAFE_DEV_TOOLS_IN_PRODUCTION: "true" }),
    );
    expect((await app.inject({ method: "GET", url: "/dev/mailbox.json" })).statusCode).toBe(200);
    const remote = await app.inject({
      method: "GET",
      url: "/dev/mailbox.json",
      remoteAddress: "198.51.100.7",
    });
    expect(remote.statusCode).toBe(404);
  });
});

describe("the dev tools outside production (DEV_TOOLS=loopback, the default)", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({});
  });

  it("answers requests from this machine's loopback addresses", async () => {
    for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      for (const url of DEV_TOOLS) {
        const response = await app.inject({ method: "GET", url, remoteAddress });
        expect(response.statusCode, `${url} from ${remoteAddress}`).toBe(200);
      }
    }
  });

  it("answers 404 to any other address", async () => {
    for (const remoteAddress of ["203.0.113.9", "10.0.0.2", "::ffff:192.168.1.4", "2001:db8::1"]) {
      for (const url of DEV_TOOLS) {
        const response = await app.inject({ method: "GET", url, remoteAddress });
        expect(response.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
      }
    }
  });

  it("answers 404 to a request that came through a proxy on this machine", async () => {
    for (const headers of [
      { "x-forwarded-for": "203.0.113.9" },
      { "x-forwarded-for": "127.0.0.1" },
      { forwarded: "for=203.0.113.9;proto=https" },
      { "x-real-ip": "203.0.113.9" },
      { "x-forwarded-proto": "https" },
      { via: "1.1 caddy" },
    ]) {
      for (const url of DEV_TOOLS) {
        const response = await app.inject({ method: "GET", url, remoteAddress: "127.0.0.1", headers });
        expect(response.statusCode, `${url} with ${JSON.stringify(headers)}`).toBe(404);
      }
    }
  });

  it("ignores a forged X-Forwarded-For even when the proxy is trusted", async () => {
    const trusting = await appWith({ trustProxy: true });
    const response = await trusting.inject({
      method: "GET",
      url: "/dev/mailbox.json",
      remoteAddress: "203.0.113.9",
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(response.statusCode).toBe(404);
  });

  it("answers anyone with DEV_TOOLS=network, and no one with DEV_TOOLS=off", async () => {
    const open = await appWith({ devTools: "network" });
    const closed = await appWith({ devTools: "off" });
    for (const url of DEV_TOOLS) {
      const remote = { method: "GET" as const, url, remoteAddress: "203.0.113.9" };
      expect((await open.inject(remote)).statusCode, url).toBe(200);
      expect((await closed.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });
});
