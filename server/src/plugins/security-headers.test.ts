/** The security headers, pinned header by header: the policy is ours, whichever code sets it. */
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "../db/schema.ts";
import { seedSites } from "../seed/sites.ts";
import { buildTestApp } from "../test/test-app.ts";

const CDN_SITE = "liefdesdate.test";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  await app.db
    .update(sites)
    .set({ cdnPrefix: "https://cdn.liefdesdate.example:8443/media/" })
    .where(eq(sites.domain, CDN_SITE));
});
afterAll(() => app.close());

/** The policy's directives, whatever the separators between them. */
function directives(response: LightMyRequestResponse): string[] {
  return String(response.headers["content-security-policy"])
    .split(";")
    .map((directive) => directive.trim().replace(/\s+/g, " "))
    .filter(Boolean)
    .sort();
}

const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

function expectTheFixedHeaders(response: LightMyRequestResponse, what: string): void {
  expect(response.headers["x-content-type-options"], what).toBe("nosniff");
  expect(response.headers["x-frame-options"], what).toBe("DENY");
  expect(response.headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(response.headers["permissions-policy"], what).toBe(
    "camera=(), microphone=(), geolocation=(self), payment=(self)",
  );
}

describe("the security headers", () => {
  it("over plain HTTP: the whole policy, and neither COOP nor HSTS (browsers ignore them there)", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/settings",
      headers: { host: "amora.test" },
    });
    expect(response.statusCode).toBe(200);
    expect(directives(response)).toEqual([...POLICY].sort());
    expectTheFixedHeaders(response, "http");
    expect(response.headers["cross-origin-opener-policy"]).toBeUndefined();
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("over HTTPS: upgrade-insecure-requests, COOP and HSTS besides", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/settings",
      headers: { host: "amora.test", "x-forwarded-proto": "https" },
    });
    expect(directives(response)).toEqual([...POLICY, "upgrade-insecure-requests"].sort());
    expectTheFixedHeaders(response, "https");
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("lets a site's photos and videos come from its CDN's origin, and only that site's", async () => {
    const cdn = await app.inject({ method: "GET", url: "/api/settings", headers: { host: CDN_SITE } });
    const policy = directives(cdn);
    expect(policy).toContain("img-src 'self' data: blob: https://cdn.liefdesdate.example:8443");
    expect(policy).toContain("media-src 'self' data: blob: https://cdn.liefdesdate.example:8443");
    expect(policy).toContain("script-src 'self'");
    const other = await app.inject({ method: "GET", url: "/api/settings", headers: { host: "amora.test" } });
    expect(directives(other)).toContain("img-src 'self' data: blob:");
  });

  it("sends none of the other headers a library might add (a CORP header would keep CDN copies from loading)", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/settings",
      headers: { host: "amora.test", "x-forwarded-proto": "https" },
    });
    for (const header of [
      "cross-origin-resource-policy",
      "cross-origin-embedder-policy",
      "origin-agent-cluster",
      "x-dns-prefetch-control",
      "x-download-options",
      "x-permitted-cross-domain-policies",
      "x-xss-protection",
      "content-security-policy-report-only",
    ]) {
      expect(response.headers[header], header).toBeUndefined();
    }
  });

  it("are on every kind of answer: pages, refusals, unknown calls, errors before routing", async () => {
    const answers = {
      page: await app.inject({ method: "GET", url: "/", headers: { host: "amora.test" } }),
      unknownCall: await app.inject({ method: "GET", url: "/api/nope", headers: { host: "amora.test" } }),
      noClientHeader: await app.inject({ method: "POST", url: "/api/login", payload: {} }),
      invalid: await app.inject({ method: "GET", url: "/api/featured?limit=abc" }),
      memberOnly: await app.inject({ method: "GET", url: "/api/credits" }),
      badUrl: await app.inject({ method: "GET", url: "/api/%E0%A4%A" }),
    };
    expect(answers.noClientHeader.statusCode).toBe(403);
    expect(answers.invalid.statusCode).toBe(400);
    expect(answers.badUrl.statusCode).toBe(400);
    for (const [what, response] of Object.entries(answers)) {
      expect(directives(response), what).toEqual([...POLICY].sort());
      expectTheFixedHeaders(response, what);
    }
  });
});
