/**
 * The OpenAPI document lists every route the app registered (but the documentation's own), each with its
 * tag, its security requirement and the error responses its config implies (decision 023).
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCS_PREFIX, SECURITY_SCHEME } from "../plugins/openapi.ts";
import { seedSites } from "../seed/sites.ts";
import { buildTestApp } from "./test-app.ts";

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: { properties?: { code?: { enum?: string[] } } } }> }
  >;
}
type Paths = Record<string, Record<string, Operation>>;

let app: FastifyInstance;
let paths: Paths;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  paths = (app.swagger() as unknown as { paths: Paths }).paths;
});
afterAll(() => app.close());

/** Fastify's `/x/:id(^\\d+).eml` as OpenAPI writes it: `/x/{id}.eml`. */
function openApiPath(url: string): string {
  return url.replace(/:(\w+)(\([^)]*\))?/g, "{$1}");
}

/** The documentation itself (the JSON it serves and swagger-ui's files) is the one thing left out. */
const isDocumentation = (url: string) => url === "/api/openapi.json" || url.startsWith(DOCS_PREFIX);
/** The web app's pages and files, and the photos, are not API calls. */
const isApiCall = (url: string) => url.startsWith("/api") || url.startsWith("/dev/");

function operation(method: string, url: string): Operation | undefined {
  return paths[openApiPath(url)]?.[method.toLowerCase()];
}

function errorCodes(op: Operation, status: number): string[] {
  return op.responses[String(status)]?.content?.["application/json"]?.schema.properties?.code?.enum ?? [];
}

describe("the OpenAPI document", () => {
  it("lists every registered API route", () => {
    const routes = app.routeTable.filter((route) => isApiCall(route.url) && !isDocumentation(route.url));
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.filter((route) => !operation(route.method, route.url));
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it("tags every operation with its feature", () => {
    const untagged = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => (op.tags ?? []).length !== 1)
        .map(([method]) => `${method} ${path}`),
    );
    expect(untagged).toEqual([]);
    expect(operation("POST", "/api/chat")?.tags).toEqual(["chat"]);
    expect(operation("GET", "/api/credits")?.tags).toEqual(["payments"]);
    expect(operation("GET", "/dev/mailbox.json")?.tags).toEqual(["mailbox"]);
  });

  it("has member routes ask for the session cookie and document their 403", () => {
    const scheme = (app.swagger() as unknown as { components: { securitySchemes: Record<string, unknown> } })
      .components.securitySchemes[SECURITY_SCHEME];
    expect(scheme).toEqual({ type: "apiKey", in: "cookie", name: "sid" });
    const members = app.routeTable.filter((route) => route.access === "member");
    expect(members.length).toBeGreaterThan(30);
    for (const route of members) {
      const op = operation(route.method, route.url);
      expect(op?.security, `${route.method} ${route.url}`).toEqual([{ [SECURITY_SCHEME]: [] }]);
      expect(errorCodes(op as Operation, 403), `${route.method} ${route.url}`).toContain(
        "authentication_required",
      );
    }
    expect(operation("GET", "/api/settings")?.security).toBeUndefined();
    expect(operation("GET", "/api/profile")?.security).toEqual([{}, { [SECURITY_SCHEME]: [] }]);
  });

  it("derives the generic error responses from each route's schema, rate limit and access", () => {
    const login = operation("POST", "/api/user") as Operation;
    expect(errorCodes(login, 400)).toEqual(["VALIDATION_FAILED"]);
    expect(errorCodes(login, 403)).toEqual(["CLIENT_HEADER_REQUIRED"]);
    expect(errorCodes(login, 429)).toEqual(["RATE_LIMITED"]);
    expect(errorCodes(login, 503)).toEqual(["SERVICE_UNAVAILABLE"]);
    const regions = operation("GET", "/api/regions") as Operation;
    expect(Object.keys(regions.responses).sort()).toEqual(["200", "503"]);
    // Domain codes a route declares join the generic ones.
    expect(errorCodes(operation("POST", "/api/chat") as Operation, 402)).toEqual(["INSUFFICIENT_CREDITS"]);
    expect(errorCodes(operation("GET", "/api/geocode") as Operation, 404)).toEqual(["LOCATION_NOT_FOUND"]);
  });

  it("documents the photo uploads as multipart bodies", () => {
    for (const url of ["/api/photos", "/api/chat-photo"]) {
      const content = operation("POST", url)?.requestBody?.content ?? {};
      expect(Object.keys(content), url).toEqual(["multipart/form-data"]);
      expect(content["multipart/form-data"]?.schema.properties?.photo).toMatchObject({ format: "binary" });
    }
    expect(
      Object.keys(
        operation("POST", "/api/chat-photo")?.requestBody?.content["multipart/form-data"]?.schema
          .properties ?? {},
      ),
    ).toEqual(expect.arrayContaining(["conversation", "profile", "client_id", "photo"]));
  });
});

describe("/api/docs", () => {
  it("is a page outside production, to whom DEV_TOOLS lets in", async () => {
    const page = await app.inject({ method: "GET", url: "/api/docs", remoteAddress: "127.0.0.1" });
    const html =
      page.statusCode === 302
        ? await app.inject({
            method: "GET",
            url: page.headers.location as string,
            remoteAddress: "127.0.0.1",
          })
        : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-type"]).toContain("text/html");
    expect(html.body).toContain("swagger-ui");
  });

  it("looks absent to a request DEV_TOOLS does not let in (here: one through a proxy)", async () => {
    for (const url of ["/api/docs", "/api/docs/static/index.html", "/api/docs/json"]) {
      const response = await app.inject({
        method: "GET",
        url,
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": "203.0.113.9" },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain("swagger");
    }
  });
});
