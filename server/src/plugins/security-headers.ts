/** Security headers on every answer: a CSP that fits the app (and the site's CDN), nosniff, no framing, a referrer policy. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** The origin photos come from when a site's cdn_prefix is an absolute URL; "" for same-origin paths. */
function cdnOrigin(cdnPrefix: string | undefined): string {
  if (!cdnPrefix || cdnPrefix.startsWith("/")) return "";
  try {
    return new URL(cdnPrefix).origin;
  } catch {
    return "";
  }
}

export function contentSecurityPolicy(cdnPrefix: string | undefined, isHttps: boolean): string {
  const cdn = cdnOrigin(cdnPrefix);
  const media = ["'self'", "data:", "blob:", cdn].filter(Boolean).join(" ");
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    // React and react-bootstrap set style attributes (transitions, progress bar width).
    "style-src 'self' 'unsafe-inline'",
    `img-src ${media}`,
    `media-src ${media}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (isHttps) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === "https";
}

/** Sets the headers on one answer; also used for the answers Fastify makes before any hook runs (bad URLs). */
export function setSecurityHeaders(reply: FastifyReply, request: FastifyRequest): void {
  const https = isHttps(request);
  reply.header("content-security-policy", contentSecurityPolicy(request.site?.cdnPrefix, https));
  reply.header("x-content-type-options", "nosniff");
  reply.header("x-frame-options", "DENY");
  reply.header("referrer-policy", "strict-origin-when-cross-origin");
  reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(self), payment=(self)");
  // Browsers ignore (and complain about) these two on plain HTTP.
  if (https) {
    reply.header("cross-origin-opener-policy", "same-origin");
    reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  }
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    setSecurityHeaders(reply, request);
  });
}
