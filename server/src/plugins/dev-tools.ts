/**
 * Who may open the developer tools (the dev mailbox and the OpenAPI document): with DEV_TOOLS=loopback only a
 * request from this machine that came through no proxy. A reverse proxy on the same host connects from
 * 127.0.0.1 too, so a forwarding header means "someone else", whatever the socket says.
 */
import { isIP } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

/** Headers only a proxy adds (any X-Forwarded-*, too). A proxy that adds none cannot be told apart: DEV_TOOLS=off. */
const PROXY_HEADERS = new Set(["forwarded", "x-real-ip", "via", "x-client-ip", "true-client-ip"]);

function cameThroughProxy(request: FastifyRequest): boolean {
  return Object.keys(request.headers).some(
    (name) => PROXY_HEADERS.has(name) || name.startsWith("x-forwarded-"),
  );
}

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith("127.");
  return address === "::1";
}

/** The socket's peer, not request.ip: with TRUST_PROXY the latter is whatever the client claimed. */
export function isLocalDirectRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket?.remoteAddress)) return false;
  return !cameThroughProxy(request);
}

/** An onRequest hook that makes a dev tool look absent to whoever DEV_TOOLS does not let in. */
export function devToolsGuard(mode: Config["devTools"]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (mode === "network" || (mode === "loopback" && isLocalDirectRequest(request))) return;
    return reply
      .status(404)
      .send({ code: "NOT_FOUND", message: `No call ${request.method} ${request.originalUrl}.` });
  };
}
