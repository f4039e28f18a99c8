/** The fetch wrapper every API call goes through: the client header, safe retries, `{code, message}` errors, forced logout. */
import { HTTP_RETRIES, REQUEST_TYPE_CLIENT, REQUEST_TYPE_HEADER } from "@amora/contract/constants";
import { ApiErrorSchema, errorCodeForStatus } from "@amora/contract/errors";
import { ApiError, NetworkError } from "./api-errors.ts";

/** Anything with a zod-like `parse`, so features hand their contract schema in without this module knowing zod. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiRequest {
  method?: HttpMethod;
  /** Appended as the query string; undefined values are left out. */
  query?: URLSearchParams | Record<string, string | number | boolean | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  /** Marks a non-GET call as safe to repeat (the server deduplicates it), which allows retries. */
  idempotent?: boolean;
  signal?: AbortSignal;
}

/** The first delay between attempts; it doubles each time (200, 400, 800, 1600, 3200 ms before jitter). */
const RETRY_BASE_DELAY_MS = 200;
const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);
const SAFE_METHODS = new Set<HttpMethod>(["GET", "HEAD"]);

/** Spec §7: every user.php call and every state-changing call carries the client header. */
function needsClientHeader(method: HttpMethod, path: string): boolean {
  return !SAFE_METHODS.has(method) || new URL(path, "http://x").pathname.endsWith("/user.php");
}

/** A call may be repeated only when repeating cannot do something twice: GET/HEAD, or a call marked idempotent. */
function isRepeatable(method: HttpMethod, idempotent = false): boolean {
  return SAFE_METHODS.has(method) || idempotent;
}

function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

/** Exponential backoff with jitter (between half and all of the doubled delay), so clients do not retry in step. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = RETRY_BASE_DELAY_MS * 2 ** attempt;
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, issues, params } = parsed.data;
    return new ApiError(response.status, code, message, issues, params);
  }
  return new ApiError(response.status, errorCodeForStatus(response.status), response.statusText);
}

function buildUrl(path: string, query: ApiRequest["query"]): string {
  if (!query) return path;
  const params =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query).flatMap(([key, value]) =>
            value === undefined ? [] : [[key, String(value)]],
          ),
        );
  const search = params.toString();
  return search ? `${path}${path.includes("?") ? "&" : "?"}${search}` : path;
}

function isAbort(error: unknown): boolean {
  return typeof error === "object" && error !== null && "name" in error && error.name === "AbortError";
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random: () => number;
}

export type AuthenticationRequiredHandler = () => void;

export function createApiClient(deps: ApiClientDeps) {
  const authenticationRequiredHandlers = new Set<AuthenticationRequiredHandler>();

  async function send(url: string, init: RequestInit, repeatable: boolean) {
    for (let attempt = 0; ; attempt++) {
      const canRetry = repeatable && attempt < HTTP_RETRIES;
      try {
        const response = await deps.fetch(url, init);
        if (!canRetry || !isRetryableStatus(response.status)) return response;
      } catch (error) {
        // fetch rejects only when no answer arrived or the caller aborted.
        if (isAbort(error)) throw error;
        if (!canRetry) throw new NetworkError(error);
      }
      await deps.sleep(retryDelayMs(attempt, deps.random), init.signal ?? undefined);
    }
  }

  /**
   * Calls the API and returns the answer, parsed when a parser is given. Throws ApiError for an error answer,
   * NetworkError when no answer came after the retries, and the parser's error when the answer breaks the
   * contract.
   */
  async function request<T>(path: string, options: ApiRequest & { parser: ResponseParser<T> }): Promise<T>;
  async function request(path: string, options?: ApiRequest): Promise<unknown>;
  async function request<T>(path: string, options: ApiRequest & { parser?: ResponseParser<T> } = {}) {
    const method = options.method ?? "GET";
    const headers = new Headers({ Accept: "application/json" });
    if (needsClientHeader(method, path)) headers.set(REQUEST_TYPE_HEADER, REQUEST_TYPE_CLIENT);
    // A file upload goes as the browser encodes FormData (multipart, with its boundary); the rest as JSON.
    const { body } = options;
    if (body !== undefined && !(body instanceof FormData)) headers.set("Content-Type", "application/json");
    const init: RequestInit = {
      method,
      headers,
      credentials: "same-origin",
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      signal: options.signal,
    };

    const response = await send(
      buildUrl(path, options.query),
      init,
      isRepeatable(method, options.idempotent),
    );
    if (!response.ok) {
      const error = await toApiError(response);
      if (error.status === 403 && error.code === "authentication_required") {
        for (const handler of authenticationRequiredHandlers) handler();
      }
      throw error;
    }
    const data: unknown = response.status === 204 ? undefined : await response.json();
    return options.parser ? options.parser.parse(data) : data;
  }

  return {
    request,

    /** Registers what happens when the server says the session is gone (spec §6); returns the unregister function. */
    onAuthenticationRequired(handler: AuthenticationRequiredHandler): () => void {
      authenticationRequiredHandlers.add(handler);
      return () => authenticationRequiredHandlers.delete(handler);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const apiClient: ApiClient = createApiClient({
  fetch: (...args) => globalThis.fetch(...args),
  sleep: wait,
  random: Math.random,
});
