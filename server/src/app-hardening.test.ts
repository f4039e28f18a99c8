/** The HTTP edges of issue 11 (decision 019): bad URLs, source maps, slow request bodies, proxy trust. */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { loginAttempts } from "./db/schema.ts";
import { seedSites } from "./seed/sites.ts";
import { buildTestApp } from "./test/test-app.ts";

const INDEX = `<!doctype html><html lang="en"><head><title>Amora</title></head><body></body></html>`;

let app: FastifyInstance;
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), "amora-web-"));
  writeFileSync(join(webDist, "index.html"), INDEX);
  mkdirSync(join(webDist, "assets"));
  writeFileSync(
    join(webDist, "assets", "index-abc123.js"),
    "console.log(1)\n//# sourceMappingURL=index-abc123.js.map",
  );
  writeFileSync(join(webDist, "assets", "index-abc123.js.map"), '{"sourcesContent":["const secret = 1"]}');
  writeFileSync(join(webDist, "sw.js.map"), '{"sourcesContent":["self"]}');
  app = await buildTestApp({ seed: seedSites, config: { webDist } });
});
afterAll(() => app.close());

describe("badly encoded URLs", () => {
  it.each(["/api/%E0%A4%A", "/api/profile.php/%", "/%", "/members/%E0%A4%A"])(
    "answer %s with the house's 400 and the security headers",
    async (url) => {
      const response = await app.inject({ method: "GET", url, headers: { host: "amora.test" } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: "BAD_REQUEST", message: "The address is not valid." });
      expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("DENY");
    },
  );
});

describe("source maps", () => {
  it("are never served, even when the build left one in WEB_DIST", async () => {
    const asset = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    for (const url of ["/assets/index-abc123.js.map", "/assets/index-abc123.js%2Emap"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ code: "NOT_FOUND", message: "Not found." });
    }
    // Outside /assets a path is a page of the app, never the file.
    const rootMap = await app.inject({ method: "GET", url: "/sw.js.map" });
    expect(rootMap.body).not.toContain("sourcesContent");
  });

  it("are not produced by the web app's production build", () => {
    const viteConfig = readFileSync(join(import.meta.dirname, "../../web/vite.config.ts"), "utf8");
    expect(viteConfig).toMatch(/sourcemap:\s*false/);
    expect(viteConfig).not.toMatch(/sourcemap:\s*(true|"inline")/);
  });
});

describe("slow request bodies", () => {
  it("defaults to 180 s (a 20 MB photo at about 1 Mbit/s) and can be configured", () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(180_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: "30000" }).requestTimeoutMs).toBe(30_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "0" })).toThrow(/REQUEST_TIMEOUT_MS=/);
  });

  it("are cut off after REQUEST_TIMEOUT_MS with a 408", { timeout: 90_000 }, async () => {
    const slow = await buildTestApp({ seed: seedSites, config: { requestTimeoutMs: 1_000 } });
    try {
      await slow.listen({ port: 0, host: "127.0.0.1" });
      const address = slow.server.address();
      if (!address || typeof address === "string") throw new Error("not listening");
      const started = Date.now();
      const outcome = await new Promise<{ answer: string; ms: number }>((resolve, reject) => {
        const socket = connect(address.port, "127.0.0.1");
        let answer = "";
        let timer: NodeJS.Timeout | undefined;
        const body = JSON.stringify({ email: "slow@example.test", password: "a-long-secret-1" });
        socket.on("connect", () => {
          socket.write(
            "POST /api/user.php HTTP/1.1\r\nHost: amora.test\r\nContent-Type: application/json\r\n" +
              `X-Request-Type: client\r\nContent-Length: ${body.length}\r\n\r\n`,
          );
          let sent = 0;
          // One byte every 300 ms: the whole body would take over 15 s.
          timer = setInterval(() => {
            if (sent < body.length && !socket.destroyed) socket.write(body[sent++] ?? "");
          }, 300);
        });
        socket.on("data", (chunk) => {
          answer += chunk.toString();
          // Any answer ends the test (a keep-alive connection would otherwise stay open).
          if (/^HTTP\/1\.1 \d{3}/.test(answer)) socket.destroy();
        });
        socket.on("close", () => {
          clearInterval(timer);
          resolve({ answer, ms: Date.now() - started });
        });
        socket.on("error", (error) => {
          clearInterval(timer);
          if (answer) resolve({ answer, ms: Date.now() - started });
          else reject(error);
        });
      });
      expect(outcome.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(outcome.ms).toBeLessThan(8_000);
    } finally {
      await slow.close();
    }
  });
});

describe("TRUST_PROXY", () => {
  it("reads off, one hop for true, a hop count, or the proxies' addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
    ]);
    for (const bad of ["maybe", "10.0.0.0/33", "10.0.0.1,example.com"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY=/);
    }
  });

  it.each([
    ["true (one hop)", true as const],
    ["the proxy's address", ["127.0.0.1"]],
  ])(
    "with %s, a client-written X-Forwarded-For does not get round the per-address login lock",
    {
      timeout: 60_000,
    },
    async (_, trustProxy) => {
      const proxied = await buildTestApp({ seed: seedSites, config: { trustProxy } });
      try {
        // The proxy (127.0.0.1, inject's peer) appends the address it saw; the client wrote the rest.
        const attempt = (spoofed: string) =>
          proxied.inject({
            method: "POST",
            url: "/api/user.php",
            headers: {
              host: "amora.test",
              "x-request-type": "client",
              "x-forwarded-for": `${spoofed}, 10.77.0.1`,
            },
            payload: { email: "nobody@example.test", password: "wrong-password" },
          });
        // 19 earlier failures from the client's real address, then one more through the proxy: 20, the limit.
        await proxied.db
          .insert(loginAttempts)
          .values(Array.from({ length: 19 }, () => ({ ip: "10.77.0.1", email: "nobody@example.test" })));
        expect((await attempt("192.0.2.1")).statusCode).toBe(401);
        // A new made-up address in front does not make a new client.
        const refused = await attempt("192.0.2.2");
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ code: "RATE_LIMITED", params: { minutes: 15 } });
      } finally {
        await proxied.close();
      }
    },
  );
});
