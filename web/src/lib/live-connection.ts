/**
 * The browser side of the live connection (contract/src/events.ts), free of React: one WebSocket per tab,
 * as a small state machine.
 *
 *   idle          ─ start() ─────────────────────────▶ connecting (offline when the browser is)
 *   connecting    ─ welcome ─────────────────────────▶ open
 *                 ─ close, error, no welcome in 15 s ─▶ reconnecting
 *   open          ─ close, error ────────────────────▶ reconnecting
 *   reconnecting  waits (backoff), then tries again, and stays "reconnecting" until a try is welcomed
 *                 ─ welcome ─▶ open; a tab that becomes visible while waiting tries at once
 *   any but idle  ─ browser offline ─▶ offline ─ browser online ─▶ connecting
 *   any           ─ stop() ─▶ idle; the server closing with 4401 (session ended) ─▶ idle, sessionEnded
 *
 * The tab says `hello` with the last event id it handled (0 the first time) and whether it is visible
 * (features/live/page-presence.ts reports later changes), the server answers `welcome`
 * and replays what the tab missed, then streams. Every frame is validated; malformed ones are counted and
 * dropped, and a stored event at or below the last handled id is dropped too, so nothing is handled twice.
 * Typing is not stored: the server stamps it with the id the tab already has, so it skips that check.
 * Retries wait 1 s, 2 s, 4 s … up to 30 s (each with jitter: between half and all of it), back to 1 s once
 * a connection is welcomed.
 */
import {
  type ClientEvent,
  LIVE_PATH,
  type ServerEvent,
  ServerEventSchema,
  WelcomeSchema,
} from "@amora/contract/events";

export type LiveConnectionState = "idle" | "connecting" | "open" | "reconnecting" | "offline";

/** What the connection needs of a WebSocket. */
export interface LiveSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveSocketHandlers {
  open(): void;
  message(data: unknown): void;
  close(code: number): void;
  error(): void;
}

export type LiveSocketFactory = (url: string, on: LiveSocketHandlers) => LiveSocket;

/** The browser's WebSocket (looked up when called, so tests may stub the global). */
export const browserSocketFactory: LiveSocketFactory = (url, on) => {
  const socket = new WebSocket(url);
  socket.onopen = () => on.open();
  socket.onmessage = (event) => on.message(event.data);
  socket.onclose = (event) => on.close(event.code);
  socket.onerror = () => on.error();
  return socket;
};

/** ws:// or wss:// to LIVE_PATH on the page's own host. */
export function liveUrl(location: Pick<Location, "protocol" | "host"> = window.location): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${LIVE_PATH}`;
}

export interface LiveTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
  /** In [0, 1): the jitter of the backoff. */
  random(): number;
}

export const browserTimers: LiveTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
  random: () => Math.random(),
};

/** The browser's network and page visibility. */
export interface LiveEnvironment {
  isOnline(): boolean;
  isVisible(): boolean;
  /** Calls back on "online", "offline" and the page becoming visible; answers how to stop. */
  listen(on: { online(): void; offline(): void; visible(): void }): () => void;
}

export const browserEnvironment: LiveEnvironment = {
  isOnline: () => navigator.onLine !== false,
  isVisible: () => document.visibilityState !== "hidden",
  listen(on) {
    const online = () => on.online();
    const offline = () => on.offline();
    const visibility = () => {
      if (document.visibilityState === "visible") on.visible();
    };
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    document.addEventListener("visibilitychange", visibility);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
      document.removeEventListener("visibilitychange", visibility);
    };
  },
};

/** Where the last handled id outlives the connection (sessionStorage: a reload continues). */
export interface LastEventIdStore {
  read(): number;
  write(id: number): void;
  clear(): void;
}

export function memoryLastEventIdStore(initial = 0): LastEventIdStore {
  let id = initial;
  return {
    read: () => id,
    write: (next) => {
      id = next;
    },
    clear: () => {
      id = 0;
    },
  };
}

/** The last id in a storage (sessionStorage by default); a storage that throws acts as empty. */
export function storageLastEventIdStore(
  key: string,
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem">,
): LastEventIdStore {
  const target = () => storage ?? globalThis.sessionStorage;
  return {
    read() {
      try {
        const value = Number(target()?.getItem(key));
        return Number.isSafeInteger(value) && value > 0 ? value : 0;
      } catch {
        return 0;
      }
    },
    write(id) {
      try {
        target()?.setItem(key, String(id));
      } catch {
        // Private mode or full: the id stays in memory only.
      }
    },
    clear() {
      try {
        target()?.removeItem(key);
      } catch {
        // Nothing stored.
      }
    },
  };
}

export interface LiveListener {
  state?(state: LiveConnectionState): void;
  /** Each stored event once, in id order; typing events as they come. */
  event?(event: ServerEvent): void;
  /** Events were missed for good (the server's log was pruned or reset): reload what the events update. */
  resync?(): void;
  /** The server closed the connection because the session ended; the connection stopped. */
  sessionEnded?(): void;
}

export interface LiveConnectionOptions {
  url?: string;
  createSocket?: LiveSocketFactory;
  timers?: LiveTimers;
  environment?: LiveEnvironment;
  lastEventId?: LastEventIdStore;
  /** First retry delay and cap (ms). */
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** A connection not welcomed this long after it was made is dropped and retried. */
  connectTimeoutMs?: number;
  /** One typing frame per conversation this often at most. */
  typingThrottleMs?: number;
}

/** The server's close codes (server/src/features/live/live.routes.ts). */
export const CLOSE_SESSION_ENDED = 4401;

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 30_000;
export const CONNECT_TIMEOUT_MS = 15_000;
export const TYPING_THROTTLE_MS = 3_000;

export class LiveConnection {
  private readonly url: string;
  private readonly createSocket: LiveSocketFactory;
  private readonly timers: LiveTimers;
  private readonly environment: LiveEnvironment;
  private readonly store: LastEventIdStore;
  private readonly backoffBaseMs: number;
  private readonly backoffCapMs: number;
  private readonly connectTimeoutMs: number;
  private readonly typingThrottleMs: number;

  private current: LiveConnectionState = "idle";
  private socket: LiveSocket | null = null;
  private welcomed = false;
  private lastId: number;
  private attempt = 0;
  private retryTimer: unknown = null;
  private connectTimer: unknown = null;
  private stopListening: (() => void) | null = null;
  private readonly listeners = new Set<LiveListener>();
  private readonly typingSentAt = new Map<number, number>();
  private malformed = 0;

  constructor(options: LiveConnectionOptions = {}) {
    this.url = options.url ?? liveUrl();
    this.createSocket = options.createSocket ?? browserSocketFactory;
    this.timers = options.timers ?? browserTimers;
    this.environment = options.environment ?? browserEnvironment;
    this.store = options.lastEventId ?? memoryLastEventIdStore();
    this.backoffBaseMs = options.backoffBaseMs ?? BACKOFF_BASE_MS;
    this.backoffCapMs = options.backoffCapMs ?? BACKOFF_CAP_MS;
    this.connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
    this.typingThrottleMs = options.typingThrottleMs ?? TYPING_THROTTLE_MS;
    this.lastId = this.store.read();
  }

  get state(): LiveConnectionState {
    return this.current;
  }

  /** The id of the last event handled (what the next hello says). */
  get lastEventId(): number {
    return this.lastId;
  }

  /** Frames dropped because they did not match the contract. */
  get malformedFrames(): number {
    return this.malformed;
  }

  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Connects (or waits for the network). Does nothing when already started. */
  start(): void {
    if (this.current !== "idle") return;
    this.stopListening = this.environment.listen({
      online: () => this.handleOnline(),
      offline: () => this.handleOffline(),
      visible: () => this.handleVisible(),
    });
    this.attempt = 0;
    if (this.environment.isOnline()) this.connect();
    else this.setState("offline");
  }

  /** Closes and stays closed. `forget` (logging out) also forgets the last event id. */
  stop({ forget = false }: { forget?: boolean } = {}): void {
    this.stopListening?.();
    this.stopListening = null;
    this.dropSocket(1000, "stop");
    this.clearRetry();
    this.typingSentAt.clear();
    if (forget) {
      this.lastId = 0;
      this.store.clear();
    }
    this.setState("idle");
  }

  /** Sends a frame if the connection is open; answers whether it was sent. */
  send(event: ClientEvent): boolean {
    if (this.current !== "open" || !this.socket) return false;
    try {
      this.socket.send(JSON.stringify(event));
      return true;
    } catch {
      return false;
    }
  }

  /** Tells the other member of the conversation that this one is typing, once per throttle period. */
  sendTyping(conversation: number): boolean {
    const now = this.timers.now();
    const last = this.typingSentAt.get(conversation);
    if (last !== undefined && now - last < this.typingThrottleMs) return false;
    if (!this.send({ type: "typing", conversation })) return false;
    this.typingSentAt.set(conversation, now);
    return true;
  }

  /** Marks the conversation read on the server (the other member sees `read`). */
  sendRead(conversation: number): boolean {
    return this.send({ type: "read", conversation });
  }

  /** The wait before retry number `attempt` (0-based), jitter included. */
  backoffDelay(attempt: number): number {
    const full = Math.min(this.backoffCapMs, this.backoffBaseMs * 2 ** attempt);
    return Math.round(full / 2 + (full / 2) * this.timers.random());
  }

  private setState(next: LiveConnectionState): void {
    if (this.current === next) return;
    this.current = next;
    for (const listener of [...this.listeners]) listener.state?.(next);
  }

  private connect(): void {
    this.clearRetry();
    this.dropSocket(1000, "reconnect");
    this.welcomed = false;
    // After a failure the attempts stay "reconnecting" until one is welcomed.
    this.setState(this.attempt > 0 ? "reconnecting" : "connecting");
    let socket: LiveSocket | null = null;
    const isCurrent = () => socket !== null && this.socket === socket;
    try {
      socket = this.createSocket(this.url, {
        open: () => {
          if (!isCurrent()) return;
          // Whether the tab is looked at: the server counts the member present only while a tab is.
          const hello: ClientEvent = {
            type: "hello",
            last_event_id: this.lastId,
            visible: this.environment.isVisible(),
          };
          socket?.send(JSON.stringify(hello));
        },
        message: (data) => {
          if (isCurrent()) this.handleFrame(data);
        },
        close: (code) => {
          if (isCurrent()) this.handleDrop(code);
        },
        error: () => {
          if (isCurrent()) this.handleDrop(null);
        },
      });
    } catch {
      // A bad URL or a blocked socket: retried like a failed connection.
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    this.connectTimer = this.timers.setTimeout(() => {
      this.connectTimer = null;
      if (isCurrent() && !this.welcomed) this.handleDrop(null);
    }, this.connectTimeoutMs);
  }

  private handleFrame(data: unknown): void {
    let frame: unknown;
    try {
      frame = typeof data === "string" ? JSON.parse(data) : undefined;
    } catch {
      frame = undefined;
    }
    const type = typeof frame === "object" && frame !== null ? (frame as { type?: unknown }).type : undefined;
    if (type === "welcome") {
      const welcome = WelcomeSchema.safeParse(frame);
      if (welcome.success) this.handleWelcome(welcome.data.last_event_id);
      else this.malformed += 1;
      return;
    }
    const parsed = ServerEventSchema.safeParse(frame);
    if (!parsed.success) {
      this.malformed += 1;
      return;
    }
    this.handleEvent(parsed.data);
  }

  private handleWelcome(newest: number): void {
    if (this.welcomed) return;
    this.welcomed = true;
    this.clearConnectTimer();
    this.attempt = 0;
    // A fresh tab loaded its state over HTTP and starts from the server's newest event. A tab ahead of the
    // server (its log was reset) starts over from there too, and reloads what it may have missed.
    const behind = this.lastId > newest;
    if (this.lastId === 0 || behind) this.remember(newest);
    this.setState("open");
    if (behind) this.emitResync();
  }

  private handleEvent(event: ServerEvent): void {
    if (event.type === "typing") {
      this.emitEvent(event);
      return;
    }
    if (event.id <= this.lastId) return;
    // Ids are gap-free per member: a gap means the log no longer holds what the tab missed.
    const gap = this.lastId > 0 && event.id > this.lastId + 1;
    this.remember(event.id);
    if (gap) this.emitResync();
    this.emitEvent(event);
  }

  private remember(id: number): void {
    this.lastId = id;
    this.store.write(id);
  }

  private emitEvent(event: ServerEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener.event?.(event);
      } catch (error) {
        // One listener's bug must not lose the event for the others, nor kill the connection.
        console.error(error);
      }
    }
  }

  private emitResync(): void {
    for (const listener of [...this.listeners]) listener.resync?.();
  }

  private handleDrop(code: number | null): void {
    this.dropSocket();
    if (code === CLOSE_SESSION_ENDED) {
      this.stop();
      for (const listener of [...this.listeners]) listener.sessionEnded?.();
      return;
    }
    if (!this.environment.isOnline()) {
      this.setState("offline");
      return;
    }
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    this.clearRetry();
    const delay = this.backoffDelay(this.attempt);
    this.attempt += 1;
    this.setState("reconnecting");
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private handleOnline(): void {
    if (this.current !== "offline") return;
    this.attempt = 0;
    this.connect();
  }

  private handleOffline(): void {
    if (this.current === "idle") return;
    this.dropSocket(1000, "offline");
    this.clearRetry();
    this.setState("offline");
  }

  private handleVisible(): void {
    // Waiting for a retry while the tab was hidden: try now, the member is looking.
    if (this.retryTimer !== null && this.environment.isOnline()) this.connect();
  }

  private dropSocket(code?: number, reason?: string): void {
    this.clearConnectTimer();
    const socket = this.socket;
    this.socket = null;
    this.welcomed = false;
    if (!socket) return;
    try {
      socket.close(code, reason);
    } catch {
      // Already closed.
    }
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private clearConnectTimer(): void {
    if (this.connectTimer !== null) this.timers.clearTimeout(this.connectTimer);
    this.connectTimer = null;
  }
}
