/**
 * Security headers on every answer, written by helmet: a CSP that fits the app (and the site's CDN), nosniff,
 * no framing, a referrer policy; over HTTPS also COOP and HSTS. Only the headers listed here: helmet's other
 * defaults are off (a Cross-Origin-Resource-Policy header, say, would keep a CDN's copies of our photos from
 * loading). Helmet knows no Permissions-Policy, so that one is set by hand.
 *
 * Helmet runs from an onSend hook rather than as @fastify/helmet's onRequest hook: by then the site (whose CDN
 * the CSP names) is resolved, and the answers of requests an earlier hook refused get the headers too. Answers
 * Fastify makes before routing run no hook at all; answerFrameworkError calls setSecurityHeaders itself.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** The origin photos come from when a site's cdn_prefix is an absolute URL; "" for same-origin paths. */
function cdnOrigin(cdnPrefix: string | undefined): string {
  if (!cdnPrefix || cdnPrefix.startsWith("/")) return "";
  try {
    return new URL(cdnPrefix).origin;
  } catch {
    return "";
  }
}

/** `cdn`: the origin photos come from, "" when they are same-origin. */
function contentSecurityPolicy(cdn: string, isHttps: boolean) {
  const media = ["'self'", "data:", "blob:", cdn].filter(Boolean);
  return {
    useDefaults: false,
    directives: {
      "default-src": ["'self'"],
      "script-src": ["'self'"],
      // React and react-bootstrap set style attributes (transitions, progress bar width).
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": media,
      "media-src": media,
      "font-src": ["'self'", "data:"],
      "connect-src": ["'self'"],
      "worker-src": ["'self'"],
      "manifest-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
      ...(isHttps ? { "upgrade-insecure-requests": [] } : {}),
    },
  };
}

function securityPolicy(cdn: string, https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicy(cdn, https),
    xContentTypeOptions: true,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Browsers ignore (and complain about) these two on plain HTTP.
    crossOriginOpenerPolicy: https ? { policy: "same-origin" } : false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true, preload: false } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  };
}

type HeaderWriter = ReturnType<typeof helmet>;

/**
 * One helmet per CDN origin and scheme, made on first use: helmet checks and joins the policy when it is
 * made (tens of µs), which every answer need not repeat. A few sites make a few entries.
 */
const writers = new Map<string, HeaderWriter>();

function headerWriter(request: FastifyRequest): HeaderWriter {
  const cdn = cdnOrigin(request.site?.cdnPrefix);
  const https = request.protocol === "https";
  const key = `${https ? "https" : "http"} ${cdn}`;
  let writer = writers.get(key);
  if (!writer) {
    writer = helmet(securityPolicy(cdn, https));
    writers.set(key, writer);
  }
  return writer;
}

/** Helmet's last step; since helmet 8.1 it throws its errors instead of passing them here. */
function helmetDone(error?: unknown): void {
  if (error) throw error;
}

/** Sets the headers on one answer; also used for the answers Fastify makes before any hook runs (bad URLs). */
export function setSecurityHeaders(reply: FastifyReply, request: FastifyRequest): void {
  headerWriter(request)(request.raw, reply.raw, helmetDone);
  reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(self), payment=(self)");
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    setSecurityHeaders(reply, request);
  });
}
