/**
 * The API never answers 5xx to bad input: requests generated from the app's own OpenAPI document (every
 * operation it lists, so new calls are covered as they are added) with fitting and hostile values, sent as
 * a visitor and as logged-in members, with and without X-Request-Type. A fixed seed and FUZZ_RUNS runs per
 * operation (decision 018); FUZZ_RUNS=2000 for a long local run, FUZZ_SEED for another sequence.
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../db/schema.ts";
import { CLIENT, signUpOk } from "../features/accounts/accounts-test-helpers.ts";
import { newSecretToken } from "../lib/secret-tokens.ts";
import { seedSites } from "../seed/sites.ts";
import {
  type ArbitraryOptions,
  asParamText,
  hostileString,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  pathParamsArbitrary,
  queryArbitrary,
  schemaArbitrary,
} from "./openapi-arbitraries.ts";
import { buildTestApp } from "./test-app.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
/** FUZZ_KEEP_GOING=1: every failing request of an operation, not just the first one shrunk. */
const KEEP_GOING = process.env.FUZZ_KEEP_GOING === "1";
/** Long local runs print how each operation answered, to see calls that 429 or 403 hid. */
const REPORT = process.env.FUZZ_RUNS !== undefined;
/** Members to act as: several, so limits per member (photos, SMS codes) hide less in long runs. */
const MEMBERS = Math.min(40, Math.max(3, Math.ceil(RUNS / 25)));

// Built while the file is collected: the tests are the operations of its document.
const app: FastifyInstance = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
const doc = app.swagger() as unknown as OpenApiDocument;
const members: { userId: number; profileId: number }[] = [];
const knownIds: number[] = [];
let photoBytes: Buffer;

let addressCounter = 0;
/** Every request from a fresh address: per-address limits would otherwise hide calls behind 429. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

beforeAll(async () => {
  for (let i = 0; i < MEMBERS; i++) {
    const member = await signUpOk(app, i % 2 === 0 ? {} : { gender: "female", seeking: "male" });
    // A confirmed member with credits, a premium one and a new one, so calls get past "confirm your e-mail".
    if (i % 3 !== 2) {
      await app.db
        .update(users)
        .set({ status: "active", credits: 100, paidUser: i % 3 === 1 })
        .where(eq(users.id, member.user.id));
    }
    members.push({ userId: member.user.id, profileId: member.user.profile.id });
    knownIds.push(member.user.profile.id);
  }
  photoBytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c58" } })
    .jpeg()
    .toBuffer();
}, 600_000);
afterAll(() => app.close());

/** A cookie for a fresh session of the member: calls such as logout end the session they are sent with. */
async function sessionCookieOf(member: { userId: number }): Promise<string> {
  const { token, hash } = newSecretToken();
  // A session belongs to the site of its member's account.
  const [account] = await app.db
    .select({ siteId: users.siteId })
    .from(users)
    .where(eq(users.id, member.userId));
  await app.db.insert(sessions).values({
    idHash: hash,
    userId: member.userId,
    siteId: account!.siteId,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return `sid=${token}`;
}

type Body =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; contentType: string; text: string }
  | { kind: "form"; value: unknown }
  | { kind: "multipart"; boundary: string | null; fields: [string, string][]; file: "photo" | "junk" | null };

interface FuzzRequest {
  /** -1 a visitor, -2 a stale or forged session cookie, else the index of a member. */
  who: number;
  clientHeader: boolean;
  php: boolean;
  host: string;
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Body;
}

/** Every body property named anywhere in the document, with its schema: the names multipart parts use. */
function fieldSchemas(document: OpenApiDocument): Map<string, JsonSchema> {
  const fields = new Map<string, JsonSchema>();
  for (const op of operationsOf(document)) {
    for (const [name, schema] of Object.entries(op.body?.properties ?? {})) fields.set(name, schema);
  }
  return fields;
}

function asText(value: unknown): string {
  return asParamText(value)[0] ?? "";
}

function multipartArbitrary(options: ArbitraryOptions): fc.Arbitrary<Body> {
  const field = fc
    .constantFrom(...fieldSchemas(doc))
    .chain(([name, schema]) =>
      schemaArbitrary(schema, doc, options).map((v): [string, string] => [name, asText(v)]),
    );
  if (options.calm) {
    return fc.record({
      kind: fc.constant("multipart" as const),
      boundary: fc.constant("fuzzboundary"),
      fields: fc.uniqueArray(field, { maxLength: 4, selector: ([name]) => name }),
      file: fc.constant("photo" as const),
    });
  }
  return fc.record({
    kind: fc.constant("multipart" as const),
    boundary: fc.oneof(fc.constant(null), fc.constant("fuzzboundary")),
    fields: fc.array(
      fc.oneof(
        { weight: 3, arbitrary: field },
        { weight: 1, arbitrary: fc.tuple(hostileString(), hostileString()) },
      ),
      { maxLength: 4 },
    ),
    file: fc.constantFrom("photo" as const, "junk" as const, null),
  });
}

/** The body as the web app sends it: fitting JSON, or a well-formed multipart form where there is no JSON body. */
function calmBodyArbitrary(op: Operation): fc.Arbitrary<Body> {
  const options = { knownIds, calm: true };
  if (op.body)
    return schemaArbitrary(op.body, doc, options).map((value) => ({ kind: "json" as const, value }));
  if (op.method === "GET" || op.method === "DELETE") return fc.constant({ kind: "none" as const });
  return fc.oneof(fc.constant({ kind: "none" as const }), multipartArbitrary(options));
}

/** Any body: fitting or hostile JSON, form and multipart bodies, broken ones, mislabelled ones. */
function wildBodyArbitrary(op: Operation): fc.Arbitrary<Body> {
  const options = { knownIds };
  const value = schemaArbitrary(op.body ?? {}, doc, options);
  const kinds: fc.WeightedArbitrary<Body>[] = [
    { weight: op.body ? 10 : 1, arbitrary: value.map((v) => ({ kind: "json" as const, value: v })) },
    { weight: op.body ? 1 : 4, arbitrary: fc.constant({ kind: "none" as const }) },
    { weight: 1, arbitrary: value.map((v) => ({ kind: "form" as const, value: v })) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("raw" as const),
        contentType: fc.constantFrom(
          "application/json",
          "application/json; charset=latin1",
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data",
          "multipart/form-data; boundary=",
          "multipart/form-data; boundary=x",
          "application/octet-stream",
          "image/jpeg",
        ),
        text: fc.oneof(
          hostileString(),
          fc.constantFrom("{", '{"a":', "[]", "null", '"\\u0000"', "--x\r\n", "a=%00&b=%ZZ"),
        ),
      }),
    },
    { weight: op.body ? 1 : 3, arbitrary: multipartArbitrary(options) },
  ];
  return fc.oneof(...kinds);
}

/**
 * One in three requests is what the web app would send for a member (fitting values, the client header),
 * to reach the code behind validation; the others mix visitors, stale sessions, hosts and hostile input.
 */
function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const calm = { knownIds, calm: true };
  const wild = { knownIds };
  const calmRequest = fc.record({
    who: fc.integer({ min: 0, max: members.length - 1 }),
    clientHeader: fc.constant(true),
    php: fc.boolean(),
    host: fc.constant("amora.test"),
    pathParams: pathParamsArbitrary(op, doc, calm),
    query: queryArbitrary(op, doc, calm),
    body: calmBodyArbitrary(op),
  });
  const wildRequest = fc.record({
    who: fc.integer({ min: -2, max: members.length - 1 }),
    clientHeader: fc.oneof(
      { weight: 6, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
    php: fc.boolean(),
    host: fc.constantFrom(
      "amora.test",
      "amora.test",
      "amoursecret.test",
      "unknown.example",
      "AMORA.TEST:8080",
    ),
    pathParams: pathParamsArbitrary(op, doc, wild),
    query: queryArbitrary(op, doc, wild),
    body: wildBodyArbitrary(op),
  });
  return fc.oneof({ weight: 1, arbitrary: calmRequest }, { weight: 2, arbitrary: wildRequest });
}

/** The text with each lone surrogate (a string's iteration yields it alone) as U+FFFD. */
function wellFormed(text: string): string {
  return Array.from(text, (char) =>
    char.length === 1 && /[\ud800-\udfff]/.test(char) ? "\ufffd" : char,
  ).join("");
}

function urlOf(op: Operation, request: FuzzRequest): string {
  // A lone surrogate cannot be percent-encoded; a client would send U+FFFD in its place.
  let path = op.path.replace(/\{(\w+)\}/g, (_all, name: string) =>
    encodeURIComponent(wellFormed(asText(request.pathParams[name]))),
  );
  if (request.php && path.startsWith("/api/")) path = `${path}.php`;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    for (const text of asParamText(value)) search.append(name, text);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function multipartPayload(body: Extract<Body, { kind: "multipart" }>): Buffer {
  const boundary = body.boundary ?? "fuzzboundary";
  const parts: Buffer[] = [];
  for (const [name, value] of body.fields) {
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (body.file) {
    const bytes = body.file === "photo" ? photoBytes : Buffer.from("not an image at all");
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="p.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

function formPayload(value: unknown): string {
  const form = new URLSearchParams();
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [name, item] of Object.entries(value)) form.append(name, asText(item));
  } else {
    form.append("value", asText(value));
  }
  return form.toString();
}

function payloadOf(body: Body): { contentType?: string; payload?: string | Buffer } {
  switch (body.kind) {
    case "none":
      return {};
    case "json":
      return { contentType: "application/json", payload: JSON.stringify(body.value) ?? "null" };
    case "raw":
      return { contentType: body.contentType, payload: body.text };
    case "form":
      return { contentType: "application/x-www-form-urlencoded", payload: formPayload(body.value) };
    case "multipart":
      return {
        contentType: body.boundary ? `multipart/form-data; boundary=${body.boundary}` : "multipart/form-data",
        payload: multipartPayload(body),
      };
  }
}

async function send(
  op: Operation,
  request: FuzzRequest,
): Promise<{ url: string; response: LightMyRequestResponse }> {
  const headers: Record<string, string> = {
    host: request.host,
    "x-forwarded-for": nextAddress(),
    ...(request.clientHeader ? CLIENT : {}),
  };
  const member = members[request.who];
  if (member) headers.cookie = await sessionCookieOf(member);
  if (request.who === -2) headers.cookie = "sid=forged-or-expired-session";
  const { contentType, payload } = payloadOf(request.body);
  if (contentType) headers["content-type"] = contentType;
  const url = urlOf(op, request);
  const response = await app.inject({
    method: op.method as "GET",
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  return { url, response };
}

function describeBody(body: Body): string {
  const { contentType, payload } = payloadOf(body);
  if (payload === undefined) return "none";
  const text = typeof payload === "string" ? payload : payload.toString("latin1");
  return `${contentType} ${clip(JSON.stringify(text))}`;
}

const clip = (text: string, max = 600) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** Stable per operation, so adding a call does not change the sequence another one gets. */
function seedOf(op: Operation): number {
  let hash = SEED;
  for (const char of `${op.method} ${op.path}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

function codeOf(response: LightMyRequestResponse): unknown {
  try {
    return (response.json() as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}

function whoName(who: number): string {
  if (who === -1) return "a visitor";
  if (who === -2) return "a visitor with a forged session cookie";
  return `member ${who}`;
}

const statusCounts = new Map<string, Map<number, number>>();

describe("API fuzz: no 5xx for any request, fitting or hostile, to any call of the OpenAPI document", () => {
  it("finds the calls in the document", () => {
    expect(operationsOf(doc).length).toBeGreaterThan(20);
  });

  // The JSON API: pages, files and the WebSocket upgrade are in the document too, but answer in their own form.
  for (const op of operationsOf(doc).filter((operation) => operation.answersJson)) {
    const name = `${op.method} ${op.path}`;
    it(
      `${name} answers below 500 with a code (${RUNS} runs)`,
      async () => {
        const counts = new Map<number, number>();
        statusCounts.set(name, counts);
        const failures: string[] = [];
        await fc.assert(
          fc.asyncProperty(requestArbitrary(op), async (request) => {
            const { url, response } = await send(op, request);
            counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
            const problem =
              response.statusCode >= 500
                ? "a server error"
                : response.statusCode >= 400 && typeof codeOf(response) !== "string"
                  ? "a refusal without a code"
                  : null;
            if (!problem) return;
            const failure =
              `${name} answered ${problem}: ${response.statusCode} ${clip(response.body)}\n` +
              `request: ${op.method} ${clip(url)} on ${request.host} as ${whoName(request.who)}` +
              `${request.clientHeader ? " with" : " without"} X-Request-Type, body ${describeBody(request.body)}`;
            if (!KEEP_GOING) throw new Error(failure);
            failures.push(failure);
          }),
          { seed: seedOf(op), numRuns: RUNS },
        );
        expect(failures, failures.join("\n\n")).toEqual([]);
      },
      // Login, password change and account deletion hash a password per request (scrypt, ~0.2 s each, more
      // on a loaded machine).
      Math.max(120_000, RUNS * 3_000),
    );
  }

  afterAll(() => {
    if (!REPORT) return;
    for (const [name, counts] of statusCounts) {
      const summary = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
      console.info(`${name.padEnd(32)} ${summary.join(" ")}`);
    }
  });
});
