/** Server-side sessions: the cookie carries a random token, the sessions table its hash (spec §4: 30 days). */
import { SESSION_COOKIE } from "@amora/contract/accounts";
import { AUTH_COOKIE_DAYS } from "@amora/contract/constants";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { sessions } from "../../db/schema.ts";
import type { InvalidationBus } from "../../lib/cache/invalidation-bus.ts";
import { createTtlCache } from "../../lib/cache/ttl-cache.ts";
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

/** The live session behind a token hash, whatever its site (the caller checks the site). */
const selectLiveSession = prepared("session_find", (db, name) =>
  db
    .select({
      userId: sessions.userId,
      siteId: sessions.siteId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.idHash, sql.placeholder("idHash")), gt(sessions.expiresAt, sql`now()`)))
    .prepare(name),
);

const touchSession = prepared("session_touch", (db, name) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.idHash, sql.placeholder("idHash")))
    .prepare(name),
);

/** A session as the cache keeps it: who, on which site, until when. */
interface LiveSession {
  userId: number;
  siteId: number;
  expiresAt: number;
}

/** Reads the session from the database (refreshing last_seen_at when it is due); null when there is none. */
async function loadSession(db: Db, idHash: string): Promise<LiveSession | null> {
  const [row] = await selectLiveSession(db).execute({ idHash });
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_MS) await touchSession(db).execute({ idHash });
  return { userId: row.userId, siteId: row.siteId, expiresAt: row.expiresAt.getTime() };
}

function onSite(session: LiveSession | null, idHash: string, siteId: number): SessionRef | null {
  return session && session.siteId === siteId ? { userId: session.userId, idHash } : null;
}

/**
 * The session behind a cookie on the site of the request's host (on another site's host, none), read from
 * the database now: what a live socket checks when told its member's sessions changed.
 */
export async function findSession(db: Db, token: string, siteId: number): Promise<SessionRef | null> {
  const idHash = hashSecretToken(token);
  return onSite(await loadSession(db, idHash), idHash, siteId);
}

/**
 * How long a process trusts its copy of a session. Every ending of a session (logout, password change or
 * reset, deletion, ban) drops it everywhere at once through the invalidation bus; the TTL only bounds how
 * long a process that missed one (Redis away) still lets the session in, and how stale last_seen_at gets
 * (it is refreshed when an entry is loaded, so at most TOUCH_MS + SESSION_CACHE_MS behind).
 */
const SESSION_CACHE_MS = 60_000;
/**
 * An unknown token is remembered briefly: a browser whose session ended elsewhere keeps sending its cookie
 * on every call. A token becomes known only by being made (random, never looked up before), so no cached
 * miss can hide a new session; the short life just keeps junk tokens from crowding the cache.
 */
const UNKNOWN_CACHE_MS = 5_000;
/** Sessions kept per process (about 200 bytes each); the least recently used go first. */
const SESSION_CACHE_MAX = 20_000;

const SESSION_TOPIC = "session";
const MEMBER_TOPIC = "member-sessions";

/** findSession through a per-process cache, which every process drops entries of as sessions end. */
export function createSessionLookup(db: Db, bus: InvalidationBus) {
  const cache = createTtlCache<LiveSession | null>({
    ttlMs: SESSION_CACHE_MS,
    max: SESSION_CACHE_MAX,
    // Never past the session's own end.
    ttlOf: (session) => (session ? session.expiresAt - Date.now() : UNKNOWN_CACHE_MS),
  });
  bus.subscribe(SESSION_TOPIC, (idHash) => (idHash === null ? cache.clear() : cache.drop(idHash)));
  bus.subscribe(MEMBER_TOPIC, (userId) =>
    userId === null ? cache.clear() : cache.dropWhere((session) => String(session?.userId) === userId),
  );
  return async (token: string, siteId: number): Promise<SessionRef | null> => {
    const idHash = hashSecretToken(token);
    return onSite(await cache.get(idHash, () => loadSession(db, idHash)), idHash, siteId);
  };
}

/** Ends one session (logout, or the old one when a new one starts), on every process. */
export async function endSession(db: Db, bus: InvalidationBus, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
  await bus.invalidate(SESSION_TOPIC, idHash);
}

/**
 * Ends every session of a member, or every one but the session in use, on every process: password change
 * or reset, deletion, and a ban. The member's open live sockets are the caller's to close
 * (live/notify.ts signalSessionsChanged), when its answer allows.
 */
export async function endMemberSessions(
  db: Db,
  bus: InvalidationBus,
  userId: number,
  keepIdHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepIdHash ? ne(sessions.idHash, keepIdHash) : undefined));
  await bus.invalidate(MEMBER_TOPIC, String(userId));
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
