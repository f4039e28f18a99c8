/** A stand-in for the server in tests: answers fetch by "METHOD /api/path.php" and records every call. */
import type { ProfileCard } from "@amora/contract/profiles";
import { vi } from "vitest";

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

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
 * Stubs the global fetch. Calls without a handler answer 404 NOT_FOUND, except GET /api/user.php, which
 * answers the `user` given (the session check every page makes).
 */
export function mockApi(handlers: Record<string, MockHandler> = {}, options: { user?: unknown } = {}) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://amora.test");
    const method = init.method ?? "GET";
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const handler =
      handlers[`${method} ${url.pathname}`] ??
      (method === "GET" && url.pathname === "/api/user.php"
        ? json(200, { user: options.user ?? null })
        : undefined);
    const answer =
      typeof handler === "function" ? await handler(call) : (handler ?? apiError(404, "NOT_FOUND"));
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return {
    fetch,
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
