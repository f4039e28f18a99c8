/**
 * The origin for links in mail. The Host header is the caller's to choose, so it is trusted only when it
 * names the site (or a loopback address, for development); otherwise links use the site's own domain.
 */
import type { FastifyRequest } from "fastify";
import { normaliseHost, type Site } from "../sites/sites.service.ts";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function linkOrigin(request: FastifyRequest, site: Site): string {
  const host = normaliseHost(request.host);
  const isSiteHost = host === site.domain || site.aliases.map(normaliseHost).includes(host);
  if (isSiteHost || LOOPBACK.has(host)) return `${request.protocol}://${request.host}`;
  return `https://${site.domain}`;
}
