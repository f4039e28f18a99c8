/**
 * Whether a request comes from another site's page. For calls that cannot carry `X-Request-Type` (a
 * WebSocket upgrade, `navigator.sendBeacon`), this is their CSRF protection next to SameSite cookies: the
 * browser sets `Origin` and `Sec-Fetch-Site` itself, and a page cannot forge them.
 */
import type { FastifyRequest } from "fastify";

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** An Origin whose host is not the request's host, or a browser saying `Sec-Fetch-Site: cross-site`. */
export function isCrossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin && hostOf(origin) !== request.host) return true;
  return request.headers["sec-fetch-site"] === "cross-site";
}
