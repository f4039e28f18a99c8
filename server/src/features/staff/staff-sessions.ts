/**
 * Staff sessions: apart from the members' (their own table and cookie), short-lived (STAFF_IDLE_TIMEOUT_MS
 * without a call ends one), and read from the database on every call: the back office is a handful of
 * people, and an ended session must end at once on every process, without a cache to drop.
 */
import { STAFF_IDLE_TIMEOUT_MS, STAFF_SESSION_COOKIE, type StaffRole } from "@amora/contract/admin";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { hashSecretToken, newSecretToken } from "../../lib/secret-tokens.ts";
import type { StaffRef } from "../../plugins/auth.ts";
import { deleteStaffSession, insertStaffSession, touchStaffSession } from "./staff.queries.ts";

export async function createStaffSession(
  db: Db,
  request: FastifyRequest,
  staffId: number,
  stage: "password" | "full",
): Promise<string> {
  const { token, hash } = newSecretToken();
  await insertStaffSession(db, {
    idHash: hash,
    staffId,
    stage,
    reauthAt: stage === "full" ? new Date() : null,
    ip: request.ip,
    userAgent: request.headers["user-agent"]?.slice(0, 300) ?? null,
  });
  return token;
}

/** The staff session behind a token, refreshed; an idle one is deleted, and a disabled member has none. */
export async function findStaffSession(db: Db, token: string): Promise<StaffRef | null> {
  const idHash = hashSecretToken(token);
  const found = await touchStaffSession(db, idHash, new Date(Date.now() - STAFF_IDLE_TIMEOUT_MS));
  if (!found) {
    await deleteStaffSession(db, idHash);
    return null;
  }
  if (found.staff.disabledAt) return null;
  return {
    id: found.staff.id,
    idHash,
    email: found.staff.email,
    roles: found.staff.roles as StaffRole[],
    stage: found.session.stage,
    reauthAt: found.session.reauthAt,
  };
}

/** Strict: the back office is never the target of a link from elsewhere, so no cross-site request carries it. */
export function setStaffCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(STAFF_SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    secure: reply.request.protocol === "https" || reply.server.config.env === "production",
  });
}

export function clearStaffCookie(reply: FastifyReply): void {
  reply.clearCookie(STAFF_SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "strict" });
}
