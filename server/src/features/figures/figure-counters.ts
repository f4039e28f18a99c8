/**
 * Counting without a write per request (decision 041): each process counts lander views and notes the
 * members who made a signed-in call, per site and UTC day (views also per A/B variant), in memory, and adds them to the database every
 * 10 s and when it closes. Lander views add up across processes (`visits = visits + excluded.visits`);
 * an active member is one row per site and day whichever process saw them. A failed write keeps the counts
 * for the next try.
 */
import { LANDER_NAMES } from "@amora/contract/app-routes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { saveActiveMembers, saveLanderVisits } from "./figures.service.ts";

export const FLUSH_INTERVAL_MS = 10_000;

const LANDER_PATH = new RegExp(`^/landers/(tinderswipe|${LANDER_NAMES.join("|")})(?:/[^/]+)?/?$`);
/** Crawlers, link previews and scripts: not visitors. */
const NOT_A_VISITOR =
  /bot|crawl|spider|slurp|preview|headless|lighthouse|facebookexternalhit|curl|wget|python|go-http|java\/|httpclient/i;

/** The lander a page's path shows, or null. */
export function landerOf(pathname: string): string | null {
  return LANDER_PATH.exec(pathname)?.[1] ?? null;
}

/** The set under `key`, made when missing. */
function setIn(map: Map<string, Set<number>>, key: string): Set<number> {
  const found = map.get(key);
  if (found) return found;
  const made = new Set<number>();
  map.set(key, made);
  return made;
}

function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

export class FigureCounters {
  /** "site|day|lander|variant" → views not yet written. */
  private visits = new Map<string, number>();
  /** "site|day" → members not yet written. */
  private active = new Map<string, Set<number>>();
  /** Members written today by this process, so each is sent once a day (dropped when the day changes). */
  private written = new Map<string, Set<number>>();
  private flushing: Promise<void> | null = null;

  private readonly db: Db;
  private readonly now: () => number;

  constructor(db: Db, now: () => number = Date.now) {
    this.db = db;
    this.now = now;
  }

  countLanderView(siteId: number, lander: string, variant = "a"): void {
    const key = `${siteId}|${utcDay(this.now())}|${lander}|${variant}`;
    this.visits.set(key, (this.visits.get(key) ?? 0) + 1);
  }

  noteActiveMember(siteId: number, userId: number): void {
    const key = `${siteId}|${utcDay(this.now())}`;
    if (this.written.get(key)?.has(userId)) return;
    setIn(this.active, key).add(userId);
  }

  /** Writes what was counted since the last flush; one flush at a time. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async write(): Promise<void> {
    const visits = this.visits;
    const active = this.active;
    this.visits = new Map();
    this.active = new Map();
    try {
      await saveLanderVisits(
        this.db,
        [...visits].map(([key, count]) => {
          const [siteId, day, lander, variant] = key.split("|") as [string, string, string, string];
          return { siteId: Number(siteId), day, lander, variant, visits: count };
        }),
      );
    } catch (error) {
      for (const [key, count] of visits) this.visits.set(key, (this.visits.get(key) ?? 0) + count);
      for (const [key, members] of active) this.keepActive(key, members);
      throw error;
    }
    try {
      await saveActiveMembers(
        this.db,
        [...active].flatMap(([key, members]) => {
          const [siteId, day] = key.split("|") as [string, string];
          return [...members].map((userId) => ({ siteId: Number(siteId), day, userId }));
        }),
      );
    } catch (error) {
      for (const [key, members] of active) this.keepActive(key, members);
      throw error;
    }
    const today = utcDay(this.now());
    for (const key of this.written.keys()) if (!key.endsWith(`|${today}`)) this.written.delete(key);
    for (const [key, members] of active) {
      if (!key.endsWith(`|${today}`)) continue;
      const done = setIn(this.written, key);
      for (const id of members) done.add(id);
    }
  }

  private keepActive(key: string, members: Set<number>) {
    const kept = setIn(this.active, key);
    for (const id of members) kept.add(id);
  }
}

declare module "fastify" {
  interface FastifyInstance {
    figureCounters: FigureCounters;
  }
}

function onResponse(counters: FigureCounters) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode >= 400) return;
    const session = request.session;
    if (session) counters.noteActiveMember(request.site.id, session.userId);
    if (request.method !== "GET") return;
    const lander = landerOf(request.url.split("?")[0] ?? "");
    if (!lander || NOT_A_VISITOR.test(request.headers["user-agent"] ?? "")) return;
    counters.countLanderView(request.site.id, lander, request.landerVariant ?? undefined);
  };
}

/** Counts on every request of `app` (registered at its root, so pages and calls alike) and flushes. */
export function registerFigureCounters(app: FastifyInstance): void {
  const counters = new FigureCounters(app.db);
  app.decorate("figureCounters", counters);
  app.addHook("onResponse", onResponse(counters));
  const timer = setInterval(() => {
    counters.flush().catch((err: unknown) => app.log.warn({ err }, "figures: counts not written yet"));
  }, FLUSH_INTERVAL_MS);
  timer.unref();
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await counters.flush().catch((err: unknown) => app.log.warn({ err }, "figures: counts lost at close"));
  });
}
