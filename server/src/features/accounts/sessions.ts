/** Server-side sessions: the cookie carries a random token, the sessions table its hash (spec §4: 30 days). */
import { SESSION_COOKIE } from "@amora/contract/accounts";
import { AUTH_COOKIE_DAYS } from "@amora/contract/constants";
import { and, eq, gt, ne } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { sessions } from "../../db/schema.ts";
import { hashSecretToken, newSecretToken } from "../../lib/secret-tokens.ts";
import type { SessionRef } from "../../plugins/auth.ts";

const SESSION_MS = AUTH_COOKIE_DAYS * 86_400_000;
/** last_seen_at is refreshed at most this often, so a polling client does not write on every call. */
const TOUCH_MS = 5 * 60_000;

export async function createSession(db: Db, userId: number, request: FastifyRequest): Promise<string> {
  const { token, hash } = newSecretToken();
  await db.insert(sessions).values({
    idHash: hash,
    userId,
    siteId: request.site.id,
    expiresAt: new Date(Date.now() + SESSION_MS),
    ip: request.ip,
    userAgent: request.headers["user-agent"]?.slice(0, 300) ?? null,
  });
  return token;
}

/** The session behind a cookie on the site of the request's host; on another site's host, none. */
export async function findSession(db: Db, token: string, siteId: number): Promise<SessionRef | null> {
  const idHash = hashSecretToken(token);
  const [row] = await db
    .select({ userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.idHash, idHash), eq(sessions.siteId, siteId), gt(sessions.expiresAt, new Date())));
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.idHash, idHash));
  }
  return { userId: row.userId, idHash };
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a member, or every one but the session in use. */
export async function deleteUserSessions(db: Db, userId: number, keepIdHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepIdHash ? ne(sessions.idHash, keepIdHash) : undefined));
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: reply.request.protocol === "https",
    maxAge: SESSION_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax" });
}
