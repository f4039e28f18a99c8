/**
 * The origin of every absolute link we hand out (mail, payment return and webhook URLs): PUBLIC_URL when
 * set, else the site's own domain. Never the request's Host header, whose name and port are the caller's
 * to choose (decision 019).
 */
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import type { Site } from "../sites/sites.service.ts";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Names that only exist on a developer's machine: served over plain HTTP. */
export function isDevelopmentHost(hostname: string): boolean {
  return LOOPBACK.has(hostname) || hostname.endsWith(".test") || hostname.endsWith(".localhost");
}

/**
 * `requestHostname` (no port) only tells whether a developer browses on localhost, outside production;
 * it never chooses the host of a link otherwise, and its port never counts.
 */
export function publicOrigin(
  config: Pick<Config, "publicUrl" | "env" | "port">,
  site: Pick<Site, "domain">,
  requestHostname: string,
): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, "");
  // A development host is served by this process itself, on PORT, with no proxy in front.
  const port = config.port === 80 ? "" : `:${config.port}`;
  if (config.env !== "production" && LOOPBACK.has(requestHostname)) return `http://${requestHostname}${port}`;
  const domain = site.domain.trim().toLowerCase();
  return isDevelopmentHost(domain) ? `http://${domain}${port}` : `https://${domain}`;
}

export function linkOrigin(request: FastifyRequest, site: Site): string {
  return publicOrigin(request.server.config, site, request.hostname.toLowerCase());
}
