/**
 * A stand-in for the server in tests: answers the app's requests by "METHOD /api/path.php" and records every
 * call. It sits at the network boundary (MSW, see network.ts), so the app's real fetch and api-client run.
 */
import type { ProfileCard } from "@amora/contract/profiles";
import { HttpResponse, http } from "msw";
import { testServer } from "./network.ts";

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, the FormData of a multipart upload, or undefined. */
  body: unknown;
  headers: Headers;
}

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

/** An answer, or a function of the call giving one; a function that throws makes the request fail (no answer). */
export type MockHandler = MockAnswer | ((call: ApiCall) => MockAnswer | Promise<MockAnswer>);

export function json(status: number, body: unknown): MockAnswer {
  return { status, body };
}

/** An error answer in the contract's shape. */
export function apiError(status: number, code: string, extra: Record<string, unknown> = {}): MockAnswer {
  return { status, body: { code, message: code, ...extra } };
}

export function validationFailed(...issues: [path: string, code: string][]): MockAnswer {
  return apiError(400, "VALIDATION_FAILED", { issues: issues.map(([path, code]) => ({ path, code })) });
}

/**
 * A multipart body as FormData, files included. Undici's own request.formData() refuses the jsdom File class
 * the tests run with, so the parts are read here (latin1 keeps every byte of a file as one character).
 */
async function readMultipart(request: Request, boundary: string): Promise<FormData> {
  const text = new TextDecoder("latin1").decode(await request.arrayBuffer());
  const form = new FormData();
  for (const part of text.split(`--${boundary}`).slice(1, -1)) {
    const headerEnd = part.indexOf("\r\n\r\n");
    const head = part.slice(0, headerEnd);
    const content = part.slice(headerEnd + 4, -2);
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? "";
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (filename === undefined) {
      form.append(name, content);
    } else {
      const type = /content-type: *(\S+)/i.exec(head)?.[1] ?? "";
      const bytes = Uint8Array.from(content, (char) => char.charCodeAt(0));
      form.append(name, new File([bytes], filename, { type }));
    }
  }
  return form;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("application/json")) return request.json();
  const boundary = /^multipart\/form-data;.*boundary=(\S+)/.exec(type)?.[1];
  if (boundary) return readMultipart(request, boundary);
  return undefined;
}

/**
 * Answers the app's calls to /api/ until the test ends (setup.ts resets the network after each test): a call
 * with a handler gets its answer, GET /api/user.php the `user` given (the session check every page makes), and
 * any other API call 404 NOT_FOUND, as the server answers a route it does not know. A request outside /api/
 * is left unhandled, which fails the test. A later mockApi() in the same test takes over from an earlier one.
 */
export function mockApi(handlers: Record<string, MockHandler> = {}, options: { user?: unknown } = {}) {
  const calls: ApiCall[] = [];
  testServer.use(
    http.all("*", async ({ request }) => {
      const url = new URL(request.url);
      if (!url.pathname.startsWith("/api/")) return undefined;
      const call: ApiCall = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        body: await readBody(request),
        headers: request.headers,
      };
      calls.push(call);
      const handler =
        handlers[`${call.method} ${call.path}`] ??
        (call.method === "GET" && call.path === "/api/user.php"
          ? json(200, { user: options.user ?? null })
          : apiError(404, "NOT_FOUND"));
      let answer: MockAnswer;
      try {
        answer = typeof handler === "function" ? await handler(call) : handler;
      } catch {
        // A handler that throws is a request that got no answer: fetch rejects, as when the network is down.
        return HttpResponse.error();
      }
      return new HttpResponse(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return {
    calls,
    /** The calls to one endpoint, e.g. "POST /api/signup.php". */
    callsTo(key: string): ApiCall[] {
      return calls.filter((call) => `${call.method} ${call.path}` === key);
    },
  };
}

/** A promise the test settles when it wants, for looking at the in-flight state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** GET /api/members.php's answer: one page of `profiles`, uncapped, no similar ones unless given. */
export function searchAnswer(
  profiles: ProfileCard[],
  extra: Partial<{ pageNumber: number; total: number; total_capped: boolean; similar: ProfileCard[] }> = {},
): MockAnswer {
  return json(200, {
    profiles,
    pageNumber: 1,
    pageSize: 24,
    total: profiles.length,
    total_capped: false,
    similar: [],
    ...extra,
  });
}
