/** Helpers for the live connection's tests: members who can chat, and a `ws` client that collects frames. */
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import WebSocket from "ws";
import { users } from "../../db/schema.ts";
import type { TestDatabase } from "../../test/test-app.ts";
import { CLIENT, signUpOk } from "../accounts/accounts-test-helpers.ts";

export type Member = Awaited<ReturnType<typeof signUpOk>>;
// biome-ignore lint/suspicious/noExplicitAny: frames are checked against the contract by the tests.
export type Frame = Record<string, any>;

/** A confirmed member with credits (signups start unconfirmed with none). */
export async function activeMember(app: FastifyInstance, credits = 100): Promise<Member> {
  const created = await signUpOk(app);
  await app.db.update(users).set({ status: "active", credits }).where(eq(users.id, created.user.id));
  return created;
}

export function liveUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${address.port}/api/live`;
}

export function call(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  who: Member,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { ...CLIENT, host: "amora.test", cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });
}

/** The HTTP status the upgrade is answered with (101 when it opens). */
export function upgradeStatus(app: FastifyInstance, cookie?: string, origin?: string): Promise<number> {
  const socket = new WebSocket(liveUrl(app), {
    headers: { host: "amora.test", ...(cookie ? { cookie } : {}) },
    ...(origin ? { origin } : {}),
  });
  return new Promise((resolve) => {
    socket.on("error", () => {});
    socket.on("unexpected-response", (request, response) => {
      response.resume();
      request.destroy();
      resolve(response.statusCode ?? 0);
    });
    socket.on("open", () => {
      socket.close();
      resolve(101);
    });
  });
}

/** A tab's live connection: frames are queued as they come; `next` takes them in order. */
export class LiveClient {
  readonly frames: Frame[] = [];
  readonly socket: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
  #waiter: (() => void) | null = null;

  constructor(url: string, cookie: string | undefined) {
    this.socket = new WebSocket(url, { headers: { host: "amora.test", ...(cookie ? { cookie } : {}) } });
    this.socket.on("message", (data) => {
      this.frames.push(JSON.parse(data.toString()));
      this.#waiter?.();
    });
    this.closed = new Promise((resolve) => {
      this.socket.on("close", (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.#waiter?.();
      });
    });
  }

  /** Opens a tab and says hello; answers once `welcome` came. */
  static async connect(app: FastifyInstance, who: Member, lastEventId = 0): Promise<LiveClient> {
    const client = new LiveClient(liveUrl(app), who.cookie);
    await client.opened();
    client.send({ type: "hello", last_event_id: lastEventId });
    const welcome = await client.next();
    if (welcome.type !== "welcome") throw new Error(`expected welcome, got ${JSON.stringify(welcome)}`);
    client.welcome = welcome;
    return client;
  }

  welcome: Frame = {};

  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.once("open", () => resolve());
      this.socket.once("error", reject);
    });
  }

  send(frame: object): void {
    this.socket.send(JSON.stringify(frame));
  }

  /** The next frame (optionally of a type, skipping none: a frame of another type fails the wait). */
  async next(timeoutMs = 3_000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    while (this.frames.length === 0) {
      if (this.socket.readyState === WebSocket.CLOSED) throw new Error("socket closed");
      const left = deadline - Date.now();
      if (left <= 0) throw new Error("no frame in time");
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#waiter = null;
    }
    return this.frames.shift() as Frame;
  }

  /** Takes `count` frames. */
  async take(count: number, timeoutMs = 5_000): Promise<Frame[]> {
    const taken: Frame[] = [];
    for (let i = 0; i < count; i += 1) taken.push(await this.next(timeoutMs));
    return taken;
  }

  /** Asserts that nothing more arrives for a while; answers what did. */
  async quiet(ms = 300): Promise<Frame[]> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return this.frames.splice(0);
  }

  async close(): Promise<void> {
    if (this.socket.readyState !== WebSocket.CLOSED) this.socket.close();
    await this.closed;
  }
}

/** Two app instances over one database, as two processes behind a load balancer, each on a free port. */
export async function listeningPair(
  build: () => Promise<FastifyInstance>,
): Promise<[FastifyInstance, FastifyInstance]> {
  const pair: [FastifyInstance, FastifyInstance] = [await build(), await build()];
  for (const app of pair) await app.listen({ port: 0, host: "127.0.0.1" });
  return pair;
}

/** Ends a two-process test: its tabs, then its apps, then their database. */
export async function closePair(
  tabs: LiveClient[],
  pair: (FastifyInstance | undefined)[],
  shared: TestDatabase | undefined,
): Promise<void> {
  await Promise.all(tabs.map((tab) => tab.close()));
  for (const app of pair) await app?.close();
  await shared?.dispose();
}
