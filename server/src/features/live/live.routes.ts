/**
 * GET /api/live: the live connection (contract/src/events.ts), one WebSocket per tab. The upgrade is
 * authenticated by the session cookie on the site of the host; the tab says `hello` with the last event id
 * it handled, gets `welcome`, the events it missed in order, then new ones. It may say `typing` (relayed
 * to the conversation's other member), `read` (marks the conversation read) and `visibility`.
 *
 * Presence (features/notifications/presence.service.ts): each socket is a tab in presence_tabs from its
 * hello (visible as the hello says) until it closes, flipped by its `visibility` frames; one timer per node
 * refreshes all of the node's tabs (live-presence.ts).
 *
 * Never lost, never doubled, in order: the socket subscribes to the bus before it reads the replay; live
 * events wait behind the replay, then pass one at a time: an id at or below the last one sent is dropped,
 * and an id past the next one first fetches the gap from the log (ids commit in order per member, so the
 * gap is there to read).
 */
import { SESSION_COOKIE } from "@amora/contract/accounts";
import { type ClientEvent, ClientEventSchema, type ServerEvent } from "@amora/contract/events";
import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { AppError } from "../../lib/app-error.ts";
import { isCrossSite } from "../../lib/http/cross-site.ts";
import type { Unsubscribe } from "../../lib/realtime/event-bus.ts";
import { latestEventId, pruneEvents, readEvents } from "../../lib/realtime/event-log.ts";
import { loadMemberRef } from "../accounts/accounts.service.ts";
import { findSession } from "../accounts/sessions.ts";
import { readNewest, typingShown, unblockedPeerIn } from "../chat/chat.service.ts";
import { PRESENCE_REFRESH_MS } from "../notifications/notification-rules.ts";
import { createNodePresence, type NodePresence } from "./live-presence.ts";
import { relayTyping } from "./notify.ts";

/** Timings of the live connection; tests shorten them. */
export const liveTimings = {
  /** A ping this often; a socket that did not answer the previous one is dropped. */
  pingMs: 30_000,
  /**
   * The session behind each socket is checked this often (expiry); logout, password change and reset close
   * the sockets at once through the bus (`sessions_changed`, decision 019).
   */
  sessionCheckMs: 60_000,
  /** The first frame must be `hello` within this time. */
  helloTimeoutMs: 10_000,
  /** One typing relay per conversation per tab this often at most. */
  typingIntervalMs: 2_000,
  /** Old events are pruned this often. */
  pruneMs: 3_600_000,
  /** The node refreshes its tabs' presence this often. */
  presenceRefreshMs: PRESENCE_REFRESH_MS,
};

/** Client frames per tab per 10 s before the socket is closed as abusive. */
const MAX_FRAMES_PER_10S = 100;
/** A tab that lets this much pile up unread is dropped; it reconnects and replays. */
const MAX_BUFFERED_BYTES = 4 * 1_048_576;

export const CLOSE_PROTOCOL = 4400;
export const CLOSE_SESSION_ENDED = 4401;
export const CLOSE_HELLO_TIMEOUT = 4408;
export const CLOSE_TOO_MANY = 4429;

interface Connection {
  socket: WebSocket;
  token: string;
  /** The site the socket was opened on: its session counts there only. */
  siteId: number;
  alive: boolean;
  close(code: number, reason: string): void;
}

export const liveRoutes: FastifyPluginAsync = async (app) => {
  await app.register(websocket, { options: { maxPayload: 4_096 } });
  const connections = new Set<Connection>();
  const members = new WeakMap<FastifyRequest, Member>();
  const presence = createNodePresence(app, liveTimings.presenceRefreshMs);

  const pinger = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }, liveTimings.pingMs);
  const sessionChecker = setInterval(() => {
    void checkSessions(app, connections);
  }, liveTimings.sessionCheckMs);
  const pruner = setInterval(() => {
    pruneEvents(app.db).catch((err: unknown) => app.log.warn({ err }, "pruning live events failed"));
    void presence.forgetStale();
  }, liveTimings.pruneMs);
  for (const timer of [pinger, sessionChecker, pruner]) timer.unref();
  app.addHook("onClose", async () => {
    for (const timer of [pinger, sessionChecker, pruner]) clearInterval(timer);
  });
  // Not onClose: the database may be closed by then, and a pooled query waiting for it would never end.
  app.addHook("preClose", () => presence.stop());

  app.get(
    "/live",
    {
      websocket: true,
      config: { access: "member", errors: { 403: ["FORBIDDEN"] } },
      schema: { summary: "The live connection: a WebSocket upgrade (frames in contract/src/events.ts)" },
      preHandler: async (request) => {
        if (isCrossSite(request)) {
          throw new AppError(403, "FORBIDDEN", "Cross-site live connections are not allowed.");
        }
        const { profileId } = await request.member.account(loadMemberRef);
        members.set(request, {
          profileId,
          token: request.cookies[SESSION_COOKIE] ?? "",
          sessionIdHash: request.member.idHash,
        });
      },
    },
    (socket, request) => {
      const member = members.get(request);
      if (!member) {
        socket.close(CLOSE_SESSION_ENDED, "no session");
        return;
      }
      serve(app, socket, member, request.site.id, connections, presence);
    },
  );
};

async function checkSessions(app: FastifyInstance, connections: Set<Connection>): Promise<void> {
  for (const connection of [...connections]) {
    try {
      if (!(await findSession(app.db, connection.token, connection.siteId))) {
        connection.close(CLOSE_SESSION_ENDED, "session ended");
      }
    } catch (err) {
      app.log.warn({ err }, "checking a live session failed");
      return;
    }
  }
}

/** Who opened a socket: the member and their session (its token, and the hash that names it). */
interface Member {
  profileId: number;
  token: string;
  sessionIdHash: string;
}

/** One tab's connection, from `hello` to close. */
function serve(
  app: FastifyInstance,
  socket: WebSocket,
  member: Member,
  siteId: number,
  all: Set<Connection>,
  presence: NodePresence,
) {
  const { profileId: me, token } = member;
  let state: "waiting" | "replaying" | "live" | "closed" = "waiting";
  /** The id of the newest stored event this tab has been sent. */
  let lastSent = 0;
  let unsubscribe: Unsubscribe | null = null;
  /** Live events pass through here one at a time, after the replay. */
  let events: Promise<void> = Promise.resolve();
  /** Client frames are handled one at a time too. */
  let frames: Promise<void> = Promise.resolve();
  let frameCount = 0;
  let frameWindowStart = Date.now();
  /** The tab's row in presence_tabs, from hello to close. */
  let tabId: string | null = null;
  const typingSentAt = new Map<number, number>();
  /** The other member of each conversation this tab typed in (null: not theirs, or blocked). */
  const peers = new Map<number, number | null>();

  const connection: Connection = {
    socket,
    token,
    siteId,
    alive: true,
    close(code, reason) {
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
        socket.close(code, reason);
      }
      shutDown();
    },
  };
  all.add(connection);

  const helloTimer = setTimeout(
    () => connection.close(CLOSE_HELLO_TIMEOUT, "hello expected"),
    liveTimings.helloTimeoutMs,
  );

  /** The state may change while awaiting, which narrowing cannot see. */
  function isClosed() {
    return state === "closed";
  }

  function shutDown() {
    if (state === "closed") return;
    state = "closed";
    clearTimeout(helloTimer);
    all.delete(connection);
    unsubscribe?.();
    unsubscribe = null;
    if (tabId) presence.close(tabId);
    tabId = null;
  }

  function send(frame: object) {
    if (state === "closed" || socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      connection.close(CLOSE_TOO_MANY, "not reading");
      return;
    }
    socket.send(JSON.stringify(frame));
  }

  /** Closes the socket when its session has ended; answers whether it is still on. */
  async function checkSession(): Promise<boolean> {
    try {
      if (await findSession(app.db, token, siteId)) return true;
      connection.close(CLOSE_SESSION_ENDED, "session ended");
      return false;
    } catch (err) {
      app.log.warn({ err }, "checking a live session failed");
      return !isClosed();
    }
  }

  function fail(err: unknown) {
    app.log.warn({ err }, "live connection failed");
    connection.close(1011, "server error");
  }

  async function deliver(event: ServerEvent) {
    if (state === "closed") return;
    if (event.type === "typing") {
      // Not stored, so it carries the id the tab already has; nothing to carry before the first event.
      if (lastSent > 0) send({ ...event, id: lastSent });
      return;
    }
    if (event.id <= lastSent) return;
    if (event.id > lastSent + 1) {
      for (const missed of await readEvents(app.db, me, lastSent, event.id)) send(missed);
    }
    send(event);
    lastSent = event.id;
  }

  /** After the relay between processes was away: whatever other processes published meanwhile, from the log. */
  async function catchUp() {
    if (state === "closed") return;
    for (const missed of await readEvents(app.db, me, lastSent)) {
      send(missed);
      lastSent = missed.id;
    }
  }

  async function start(lastEventId: number, visible: boolean) {
    state = "replaying";
    clearTimeout(helloTimer);
    let openGate = () => {};
    events = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    const subscription = await app.live.subscribe(
      me,
      (event) => {
        // Not queued behind the events: a session that ended must not receive one more.
        if (event.type === "sessions_changed") void checkSession();
        else events = events.then(() => deliver(event)).catch(fail);
      },
      () => {
        events = events.then(catchUp).catch(fail);
      },
    );
    if (isClosed()) {
      subscription();
      return;
    }
    unsubscribe = subscription;
    // A logout between the upgrade and this subscription sent its signal to nobody: look once now.
    if (!(await checkSession())) return;
    // Before the welcome: once the tab is told it is connected, the member counts as present.
    const opened = await presence.open(me, member.sessionIdHash, visible);
    if (isClosed()) {
      if (opened) presence.close(opened);
      return;
    }
    tabId = opened;
    const newest = await latestEventId(app.db, me);
    send({ type: "welcome", last_event_id: newest });
    // 0 is a fresh tab: it loads its state over HTTP and needs no history.
    if (lastEventId > 0 && lastEventId < newest) {
      for (const missed of await readEvents(app.db, me, lastEventId, newest + 1)) send(missed);
    }
    lastSent = newest;
    if (!isClosed()) state = "live";
    openGate();
  }

  async function peerIn(conversation: number): Promise<number | null> {
    const known = peers.get(conversation);
    if (known !== undefined) return known;
    const peer = await unblockedPeerIn(app.db, me, conversation);
    peers.set(conversation, peer);
    return peer;
  }

  async function handle(frame: ClientEvent) {
    if (frame.type === "hello") {
      if (state === "waiting") await start(frame.last_event_id, frame.visible ?? true);
      return;
    }
    if (state === "waiting") {
      connection.close(CLOSE_PROTOCOL, "hello first");
      return;
    }
    if (frame.type === "visibility") {
      if (tabId) await presence.setVisible(tabId, frame.visible);
      return;
    }
    if (frame.type === "typing") {
      const now = Date.now();
      if (now - (typingSentAt.get(frame.conversation) ?? 0) < liveTimings.typingIntervalMs) return;
      typingSentAt.set(frame.conversation, now);
      const peer = await peerIn(frame.conversation);
      if (peer !== null && (await typingShown(app.db, me, peer))) {
        await relayTyping(app.live, peer, me, frame.conversation);
      }
      return;
    }
    await readNewest(app.db, app.live, me, frame.conversation);
  }

  socket.on("message", (data, isBinary) => {
    const now = Date.now();
    if (now - frameWindowStart > 10_000) {
      frameWindowStart = now;
      frameCount = 0;
    }
    frameCount += 1;
    if (frameCount > MAX_FRAMES_PER_10S) {
      connection.close(CLOSE_TOO_MANY, "too many frames");
      return;
    }
    let frame: ClientEvent;
    try {
      const parsed = ClientEventSchema.safeParse(isBinary ? null : JSON.parse(data.toString()));
      if (!parsed.success) throw new Error("invalid frame");
      frame = parsed.data;
    } catch {
      connection.close(CLOSE_PROTOCOL, "invalid frame");
      return;
    }
    frames = frames.then(() => handle(frame)).catch(fail);
  });
  socket.on("pong", () => {
    connection.alive = true;
  });
  socket.on("close", shutDown);
  socket.on("error", shutDown);
}
