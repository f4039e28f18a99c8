/** The API client's rules: the client header, when it retries, and the forced logout on authentication_required. */
import { HTTP_RETRIES } from "@amora/contract/constants";
import { describe, expect, it, vi } from "vitest";
import { createApiClient, type HttpMethod, retryDelayMs } from "./api-client.ts";
import { ApiError, NetworkError } from "./api-errors.ts";

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A fake fetch that gives the answers in order: a Response is returned, anything else thrown. */
function setup(...answers: unknown[]) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers.shift() ?? json(200, { ok: true });
    if (!(answer instanceof Response)) throw answer;
    return answer;
  });
  const sleep = vi.fn(async () => {});
  const client = createApiClient({ fetch, sleep, random: () => 0.5 });
  const headerOf = (call = 0) => new Headers(fetch.mock.calls[call]?.[1]?.headers).get("x-request-type");
  return { client, fetch, sleep, headerOf };
}

describe("the X-Request-Type header", () => {
  it.each<HttpMethod>(["POST", "PUT", "PATCH", "DELETE"])("is sent on every %s", async (method) => {
    const { client, headerOf } = setup();
    await client.request("/api/chat.php", { method });
    expect(headerOf()).toBe("client");
  });

  it.each<HttpMethod>(["GET", "HEAD"])("is sent on a %s of user.php", async (method) => {
    const { client, headerOf } = setup();
    await client.request("/api/user.php", { method, query: { push: 1 } });
    expect(headerOf()).toBe("client");
  });

  it("is not sent on other reads", async () => {
    const { client, headerOf } = setup();
    await client.request("/api/settings.php");
    expect(headerOf()).toBeNull();
  });
});

describe("retries", () => {
  it.each([429, 502, 503, 504])("repeat a GET answered %i, then return the answer", async (status) => {
    const { client, fetch } = setup(json(status, {}), json(200, { value: 1 }));
    await expect(client.request("/api/chats.php")).resolves.toEqual({ value: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("repeat a GET after a network error", async () => {
    const { client, fetch } = setup(new TypeError("Failed to fetch"), json(200, { value: 1 }));
    await expect(client.request("/api/chats.php")).resolves.toEqual({ value: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it(`stop after ${HTTP_RETRIES} retries, waiting longer each time`, async () => {
    const { client, fetch, sleep } = setup(...Array.from({ length: 10 }, () => json(503, {})));
    await expect(client.request("/api/chats.php")).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(HTTP_RETRIES + 1);
    const delays = sleep.mock.calls.map((call) => (call as unknown[])[0] as number);
    expect(delays).toEqual([0, 1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, () => 0.5)));
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
  });

  it("end in a NetworkError when the network stays down", async () => {
    const { client } = setup(...Array.from({ length: 10 }, () => new TypeError("Failed to fetch")));
    await expect(client.request("/api/chats.php")).rejects.toBeInstanceOf(NetworkError);
  });

  it("never repeat a POST", async () => {
    const { client, fetch } = setup(json(503, {}), new TypeError("Failed to fetch"));
    await expect(client.request("/api/chat.php", { method: "POST" })).rejects.toMatchObject({ status: 503 });
    await expect(client.request("/api/chat.php", { method: "POST" })).rejects.toBeInstanceOf(NetworkError);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("repeat a POST the caller marks idempotent", async () => {
    const { client, fetch } = setup(json(503, {}), json(200, {}));
    await client.request("/api/payment.php", { method: "POST", idempotent: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("never repeat an answer that is not temporary", async () => {
    const { client, fetch } = setup(json(500, { code: "INTERNAL", message: "boom" }));
    await expect(client.request("/api/chats.php")).rejects.toMatchObject({ status: 500, code: "INTERNAL" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("stop when the caller aborts", async () => {
    const { client, fetch } = setup(new DOMException("The operation was aborted.", "AbortError"));
    await expect(client.request("/api/chats.php")).rejects.toMatchObject({ name: "AbortError" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("error answers", () => {
  it("become an ApiError with the contract's code and message", async () => {
    const { client } = setup(json(404, { code: "NOT_FOUND", message: "No such member." }));
    const error = await client.request("/api/profile.php").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "NOT_FOUND", message: "No such member." });
  });

  it("keep the field issues and the values the message needs", async () => {
    const { client } = setup(
      json(423, { code: "ACCOUNT_LOCKED", message: "Locked.", params: { minutes: 15 } }),
      json(400, {
        code: "VALIDATION_FAILED",
        message: "Invalid.",
        issues: [{ path: "body.email", code: "email_taken" }],
      }),
    );
    await expect(client.request("/api/user.php", { method: "POST" })).rejects.toMatchObject({
      code: "ACCOUNT_LOCKED",
      params: { minutes: 15 },
      issues: [],
    });
    await expect(client.request("/api/signup.php", { method: "POST" })).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
      params: {},
      issues: [{ path: "body.email", code: "email_taken" }],
    });
  });

  it("without a contract body get a code from the status", async () => {
    const { client } = setup(new Response("Bad gateway", { status: 400 }));
    await expect(client.request("/api/profile.php")).rejects.toMatchObject({
      status: 400,
      code: "BAD_REQUEST",
    });
  });
});

describe("a 403 with authentication_required", () => {
  it("runs the logout handlers, then fails the call", async () => {
    const { client } = setup(json(403, { code: "authentication_required", message: "Log in." }));
    const logout = vi.fn();
    client.onAuthenticationRequired(logout);
    await expect(client.request("/api/chats.php")).rejects.toMatchObject({ code: "authentication_required" });
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("is the only 403 that logs out", async () => {
    const { client } = setup(json(403, { code: "FORBIDDEN", message: "Blocked." }));
    const logout = vi.fn();
    client.onAuthenticationRequired(logout);
    await expect(client.request("/api/chats.php")).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(logout).not.toHaveBeenCalled();
  });

  it("no longer reaches a handler that was unregistered", async () => {
    const { client } = setup(json(403, { code: "authentication_required", message: "Log in." }));
    const logout = vi.fn();
    client.onAuthenticationRequired(logout)();
    await client.request("/api/chats.php").catch(() => {});
    expect(logout).not.toHaveBeenCalled();
  });
});

describe("answers", () => {
  it("are parsed with the given parser and sent with query and JSON body", async () => {
    const { client, fetch } = setup(json(200, { n: 2 }));
    const parser = { parse: (data: unknown) => (data as { n: number }).n * 10 };
    const result = await client.request("/api/likes.php", {
      method: "PUT",
      query: { a: "1", skip: undefined },
      body: { language: "fr" },
      parser,
    });
    expect(result).toBe(20);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/likes.php?a=1");
    expect(init?.body).toBe('{"language":"fr"}');
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
  });

  it("send a FormData body as it is, for the browser to encode as multipart", async () => {
    const { client, fetch, headerOf } = setup(json(200, {}));
    const form = new FormData();
    form.append("photo", new File(["jpeg bytes"], "me.jpg", { type: "image/jpeg" }));
    await client.request("/api/photos.php", { method: "POST", body: form });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/photos.php");
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get("content-type")).toBeNull();
    expect(headerOf()).toBe("client");
  });
});
