/** The live connection's state machine, with a fake WebSocket, fake timers and a fake network. */
import type { ServerEvent } from "@amora/contract/events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  browserTimers,
  LiveConnection,
  type LiveConnectionState,
  type LiveEnvironment,
  type LiveSocketHandlers,
  liveUrl,
  memoryLastEventIdStore,
  storageLastEventIdStore,
} from "./live-connection.ts";

class FakeSocket {
  sent: unknown[] = [];
  closed: { code?: number; reason?: string } | null = null;
  readonly url: string;
  private readonly on: LiveSocketHandlers;
  constructor(url: string, on: LiveSocketHandlers) {
    this.url = url;
    this.on = on;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number, reason?: string) {
    this.closed = { code, reason };
  }
  // What the server does:
  open() {
    this.on.open();
  }
  receive(frame: unknown) {
    this.on.message(typeof frame === "string" ? frame : JSON.stringify(frame));
  }
  welcome(lastEventId: number) {
    this.receive({ type: "welcome", last_event_id: lastEventId });
  }
  drop(code = 1006) {
    this.on.close(code);
  }
}

function fakeEnvironment() {
  let handlers: Parameters<LiveEnvironment["listen"]>[0] | null = null;
  const network = { online: true, visible: true };
  const env = {
    get online() {
      return network.online;
    },
    set online(value: boolean) {
      network.online = value;
    },
    get visible() {
      return network.visible;
    },
    set visible(value: boolean) {
      network.visible = value;
    },
    environment: {
      isOnline: () => network.online,
      isVisible: () => network.visible,
      listen(on) {
        handlers = on;
        return () => {
          handlers = null;
        };
      },
    } satisfies LiveEnvironment,
    goOffline() {
      network.online = false;
      handlers?.offline();
    },
    goOnline() {
      network.online = true;
      handlers?.online();
    },
    becomeVisible() {
      network.visible = true;
      handlers?.visible();
    },
    get listening() {
      return handlers !== null;
    },
  };
  return env;
}

function message(id: number, messageId = id): ServerEvent {
  return {
    id,
    at: "2026-03-01T10:00:00Z",
    type: "message",
    unread_total: 1,
    message: {
      id: messageId,
      conversation: 5,
      from: 7,
      kind: "text",
      text: `Message ${messageId}`,
      photo: null,
      gift: null,
      client_id: null,
      sent_at: "2026-03-01T10:00:00Z",
    },
  };
}

function setUp(options: { lastEventId?: number; random?: number } = {}) {
  const sockets: FakeSocket[] = [];
  const env = fakeEnvironment();
  const store = memoryLastEventIdStore(options.lastEventId ?? 0);
  const connection = new LiveConnection({
    url: "wss://amora.test/api/live",
    createSocket: (url, on) => {
      const socket = new FakeSocket(url, on);
      sockets.push(socket);
      return socket;
    },
    timers: { ...browserTimers, random: () => options.random ?? 1 },
    environment: env.environment,
    lastEventId: store,
  });
  const states: LiveConnectionState[] = [];
  const events: ServerEvent[] = [];
  const resyncs: number[] = [];
  connection.subscribe({
    state: (state) => states.push(state),
    event: (event) => events.push(event),
    resync: () => resyncs.push(events.length),
  });
  const latest = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error("no socket made");
    return socket;
  };
  return { connection, sockets, env, store, states, events, resyncs, latest };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("liveUrl", () => {
  it("uses wss on https and ws on http, on the page's host", () => {
    expect(liveUrl({ protocol: "https:", host: "amora.test" })).toBe("wss://amora.test/api/live");
    expect(liveUrl({ protocol: "http:", host: "localhost:5173" })).toBe("ws://localhost:5173/api/live");
  });
});

describe("the live connection", () => {
  it("says hello with 0 the first time, opens on welcome and continues from the server's newest id", () => {
    const { connection, latest, states } = setUp();
    connection.start();
    expect(connection.state).toBe("connecting");
    expect(latest().url).toBe("wss://amora.test/api/live");
    latest().open();
    expect(latest().sent).toEqual([{ type: "hello", last_event_id: 0, visible: true }]);
    expect(connection.state).toBe("connecting");
    latest().welcome(41);
    expect(connection.state).toBe("open");
    expect(connection.lastEventId).toBe(41);
    expect(states).toEqual(["connecting", "open"]);
  });

  it("says hello with the last handled id after a reconnect, and with the stored one after a reload", () => {
    const { connection, latest, store } = setUp({ lastEventId: 10 });
    connection.start();
    latest().open();
    expect(latest().sent).toEqual([{ type: "hello", last_event_id: 10, visible: true }]);
    latest().welcome(12);
    latest().receive(message(11));
    latest().receive(message(12));
    expect(store.read()).toBe(12);

    latest().drop();
    vi.advanceTimersByTime(1_000);
    latest().open();
    expect(latest().sent).toEqual([{ type: "hello", last_event_id: 12, visible: true }]);
  });

  it("says in its hello whether the tab is visible now", () => {
    const { connection, latest, env } = setUp();
    env.visible = false;
    connection.start();
    latest().open();
    expect(latest().sent).toEqual([{ type: "hello", last_event_id: 0, visible: false }]);
  });

  it("delivers replayed then live events once each, in order, ignoring doubles", () => {
    const { connection, latest, events, resyncs } = setUp({ lastEventId: 3 });
    connection.start();
    latest().open();
    latest().welcome(5);
    // The replay, then a live event, then the server sending something again.
    latest().receive(message(4));
    latest().receive(message(5));
    latest().receive(message(6));
    latest().receive(message(5));
    latest().receive(message(3));
    latest().receive(message(6));
    expect(events.map((event) => event.id)).toEqual([4, 5, 6]);
    expect(connection.lastEventId).toBe(6);
    expect(resyncs).toEqual([]);

    // After a reconnect the server replays from 6: nothing is handled twice.
    latest().drop();
    vi.advanceTimersByTime(1_000);
    latest().open();
    latest().welcome(7);
    latest().receive(message(6));
    latest().receive(message(7));
    expect(events.map((event) => event.id)).toEqual([4, 5, 6, 7]);
  });

  it("passes typing events through although they carry the id already handled", () => {
    const { connection, latest, events } = setUp({ lastEventId: 9 });
    connection.start();
    latest().open();
    latest().welcome(9);
    latest().receive({ id: 9, at: "2026-03-01T10:00:00Z", type: "typing", conversation: 5, profile: 7 });
    expect(events.map((event) => event.type)).toEqual(["typing"]);
    expect(connection.lastEventId).toBe(9);
  });

  it("ignores and counts malformed frames, and keeps going", () => {
    const { connection, latest, events } = setUp();
    connection.start();
    latest().open();
    latest().receive("not json");
    latest().receive({ type: "welcome" });
    latest().welcome(0);
    latest().receive({ type: "message", id: 1 });
    latest().receive({ type: "unknown", id: 1, at: "x" });
    latest().receive(42);
    latest().receive(message(1));
    expect(connection.malformedFrames).toBe(5);
    expect(events.map((event) => event.id)).toEqual([1]);
    expect(connection.state).toBe("open");
  });

  it("asks for a resync when events were missed for good", () => {
    const { connection, latest, resyncs } = setUp({ lastEventId: 3 });
    connection.start();
    latest().open();
    latest().welcome(20);
    // The log was pruned: the replay starts past 4.
    latest().receive(message(15));
    expect(resyncs).toEqual([0]);

    // A server whose log was reset is behind the tab: start over from its newest id.
    const again = setUp({ lastEventId: 50 });
    again.connection.start();
    again.latest().open();
    again.latest().welcome(2);
    expect(again.connection.lastEventId).toBe(2);
    expect(again.resyncs).toEqual([0]);
    again.latest().receive(message(3));
    expect(again.events.map((event) => event.id)).toEqual([3]);
  });

  it("backs off exponentially up to 30 s, and starts again from 1 s after a successful open", () => {
    const { connection, sockets, latest, states } = setUp();
    connection.start();
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      latest().drop();
      expect(connection.state).toBe("reconnecting");
      const before = sockets.length;
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    // The retries stay "reconnecting" until one is welcomed.
    expect(states).toEqual(["connecting", "reconnecting"]);

    latest().open();
    latest().welcome(0);
    expect(connection.state).toBe("open");
    const count = sockets.length;
    latest().drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(count);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(count + 1);
    expect(states).toEqual(["connecting", "reconnecting", "open", "reconnecting"]);
  });

  it("puts jitter on each wait: between half and all of it", () => {
    const low = setUp({ random: 0 });
    expect([0, 1, 2, 10].map((attempt) => low.connection.backoffDelay(attempt))).toEqual([
      500, 1_000, 2_000, 15_000,
    ]);
    const mid = setUp({ random: 0.5 });
    expect(mid.connection.backoffDelay(0)).toBe(750);
  });

  it("retries a connection that is never welcomed", () => {
    const { connection, sockets, latest } = setUp();
    connection.start();
    latest().open();
    vi.advanceTimersByTime(15_000);
    expect(connection.state).toBe("reconnecting");
    expect(sockets[0]?.closed).not.toBeNull();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
  });

  it("goes offline with the browser, and connects at once when it is back", () => {
    const { connection, sockets, latest, env, states } = setUp();
    connection.start();
    latest().open();
    latest().welcome(0);
    env.goOffline();
    expect(connection.state).toBe("offline");
    expect(sockets[0]?.closed).not.toBeNull();
    // The old socket's late close changes nothing, and no retry runs while offline.
    sockets[0]?.drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(connection.state).toBe("offline");

    env.goOnline();
    expect(connection.state).toBe("connecting");
    expect(sockets).toHaveLength(2);
    latest().open();
    latest().welcome(0);
    expect(states).toEqual(["connecting", "open", "offline", "connecting", "open"]);
  });

  it("starts offline when the browser is, and a drop while offline waits for the network", () => {
    const first = setUp();
    first.env.online = false;
    first.connection.start();
    expect(first.connection.state).toBe("offline");
    expect(first.sockets).toHaveLength(0);
    first.env.goOnline();
    expect(first.connection.state).toBe("connecting");

    const second = setUp();
    second.connection.start();
    second.env.online = false;
    second.latest().drop();
    expect(second.connection.state).toBe("offline");
  });

  it("retries at once when the tab becomes visible while waiting to reconnect", () => {
    const { connection, sockets, latest, env } = setUp();
    connection.start();
    latest().drop();
    latest().drop();
    vi.advanceTimersByTime(1_000);
    latest().drop();
    expect(connection.state).toBe("reconnecting");
    const count = sockets.length;
    env.visible = false;
    env.becomeVisible();
    expect(sockets).toHaveLength(count + 1);
    expect(connection.state).toBe("reconnecting");
    // A try under way is left alone, and so is an open connection.
    env.becomeVisible();
    expect(sockets).toHaveLength(count + 1);
    latest().open();
    latest().welcome(0);
    env.becomeVisible();
    expect(sockets).toHaveLength(count + 1);
  });

  it("stops on stop(): closes, listens no more, and forgets the id when logging out", () => {
    const { connection, latest, env, store, sockets } = setUp({ lastEventId: 5 });
    connection.start();
    latest().open();
    latest().welcome(5);
    connection.stop({ forget: true });
    expect(connection.state).toBe("idle");
    expect(latest().closed).toEqual({ code: 1000, reason: "stop" });
    expect(env.listening).toBe(false);
    expect(store.read()).toBe(0);
    expect(connection.lastEventId).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it("stops when the server says the session ended", () => {
    const { connection, latest, sockets } = setUp();
    const ended = vi.fn();
    connection.subscribe({ sessionEnded: ended });
    connection.start();
    latest().open();
    latest().welcome(0);
    latest().drop(4401);
    expect(connection.state).toBe("idle");
    expect(ended).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it("sends typing at most once per 3 s per conversation, and nothing while not open", () => {
    const { connection, latest } = setUp();
    connection.start();
    latest().open();
    expect(connection.sendTyping(5)).toBe(false);
    latest().welcome(0);
    expect(connection.sendTyping(5)).toBe(true);
    expect(connection.sendTyping(5)).toBe(false);
    expect(connection.sendTyping(6)).toBe(true);
    vi.advanceTimersByTime(3_000);
    expect(connection.sendTyping(5)).toBe(true);
    expect(connection.sendRead(5)).toBe(true);
    expect(latest().sent).toEqual([
      { type: "hello", last_event_id: 0, visible: true },
      { type: "typing", conversation: 5 },
      { type: "typing", conversation: 6 },
      { type: "typing", conversation: 5 },
      { type: "read", conversation: 5 },
    ]);
  });
});

describe("the stored last id", () => {
  it("lives in sessionStorage under its key", () => {
    const store = storageLastEventIdStore("live.test");
    expect(store.read()).toBe(0);
    store.write(12);
    expect(sessionStorage.getItem("live.test")).toBe("12");
    expect(storageLastEventIdStore("live.test").read()).toBe(12);
    store.clear();
    expect(store.read()).toBe(0);
  });
});
