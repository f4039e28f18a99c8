import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stripPhpSuffix } from "./app.ts";
import { seedSites } from "./seed/sites.ts";
import { buildTestApp } from "./test/test-app.ts";

const INDEX = `<!doctype html><html lang="en"><head><title>Amora</title></head><body><div id="root"></div></body></html>`;

let app: FastifyInstance;
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), "amora-web-"));
  writeFileSync(join(webDist, "index.html"), INDEX);
  mkdirSync(join(webDist, "assets"));
  writeFileSync(join(webDist, "assets", "index-abc123.js"), "console.log(1)");
  app = await buildTestApp({ seed: seedSites, config: { webDist } });
});
afterAll(() => app.close());

describe("the API's shape", () => {
  it("answers an unknown call with a JSON 404", async () => {
    const response = await app.inject({ method: "GET", url: "/api/nope.php" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses a state-changing call without X-Request-Type: client", async () => {
    const response = await app.inject({ method: "POST", url: "/api/nope.php", payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: "CLIENT_HEADER_REQUIRED", message: expect.any(String) });
    const withHeader = await app.inject({
      method: "POST",
      url: "/api/nope.php",
      payload: {},
      headers: { "x-request-type": "client" },
    });
    expect(withHeader.statusCode).toBe(404);
  });

  it("answers bad query values with VALIDATION_FAILED and the field", async () => {
    for (const limit of ["abc", "0", "1000", "1.5"]) {
      const response = await app.inject({ method: "GET", url: `/api/featured.php?limit=${limit}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "VALIDATION_FAILED",
        issues: [{ path: expect.stringContaining("limit") }],
      });
    }
  });

  it("answers malformed JSON with BAD_REQUEST, not a 500", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/health",
      payload: "{not json",
      headers: { "content-type": "application/json", "x-request-type": "client" },
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty("code");
  });

  it("sends the security headers", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });

  it("reports health with the database kind", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.json()).toEqual({
      status: "ok",
      database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
    });
  });

  it("serves the OpenAPI document generated from the route schemas outside production", async () => {
    const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/settings", "/api/regions", "/api/featured"]));
  });
});

describe("the web app", () => {
  it("serves the app for every route of the spec (history fallback) with the site's title and language", async () => {
    for (const url of [
      "/",
      "/members/42",
      "/credits/3/ideal",
      "/landers/video/summer",
      "/terms",
      "/reset-password/do",
    ]) {
      const response = await app.inject({ method: "GET", url, headers: { host: "amoursecret.test" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain('<html lang="fr"');
      expect(response.body).toContain("<title>Amour Secret – rencontres discrètes près de chez vous</title>");
      expect(response.body).toContain('<meta name="description"');
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("uses the language cookie over the site's language", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/",
      headers: { host: "amoursecret.test", cookie: "lang=en" },
    });
    expect(response.body).toContain('<html lang="en"');
  });

  it("serves the app with status 404 for paths that are no route", async () => {
    const response = await app.inject({ method: "GET", url: "/members/42/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it("serves hashed assets with long-cache headers, and a missing asset as a plain 404", async () => {
    const asset = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const missing = await app.inject({ method: "GET", url: "/assets/index-gone.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toContain("application/json");
  });
});

describe("stripPhpSuffix", () => {
  it("maps the spec's .php paths onto the routes", () => {
    expect(stripPhpSuffix("/api/settings.php")).toBe("/api/settings");
    expect(stripPhpSuffix("/api/settings.php?domain=a.test")).toBe("/api/settings?domain=a.test");
    expect(stripPhpSuffix("/members/page.php")).toBe("/members/page.php");
  });
});
