/**
 * What the React side shares about the live connection: the tab's connection while a member is logged in
 * (null otherwise), its state, and the short-lived signals that live outside the query cache: who is
 * typing where, and how far the other member has read each conversation.
 */
import type { LiveConnection, LiveConnectionState } from "../../lib/live-connection.ts";

/** How long "typing…" shows after the last typing event. */
export const TYPING_SHOWN_MS = 4_000;

type Listener = () => void;

/** Typing and read marks per conversation, as an external store for useSyncExternalStore. */
export class LiveSignals {
  private readonly typing = new Set<number>();
  private readonly typingTimers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly readUpTo = new Map<number, number>();
  private readonly listeners = new Set<Listener>();

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  isTyping(conversation: number): boolean {
    return this.typing.has(conversation);
  }

  readUpToIn(conversation: number): number {
    return this.readUpTo.get(conversation) ?? 0;
  }

  /** The other member typed: shown for TYPING_SHOWN_MS from now. */
  typed(conversation: number): void {
    clearTimeout(this.typingTimers.get(conversation));
    this.typingTimers.set(
      conversation,
      setTimeout(() => this.stoppedTyping(conversation), TYPING_SHOWN_MS),
    );
    if (this.typing.has(conversation)) return;
    this.typing.add(conversation);
    this.notify();
  }

  /** Their message arrived (or the time ran out): no longer typing. */
  stoppedTyping(conversation: number): void {
    clearTimeout(this.typingTimers.get(conversation));
    this.typingTimers.delete(conversation);
    if (!this.typing.delete(conversation)) return;
    this.notify();
  }

  read(conversation: number, upTo: number): void {
    if (upTo <= this.readUpToIn(conversation)) return;
    this.readUpTo.set(conversation, upTo);
    this.notify();
  }

  clear(): void {
    for (const timer of this.typingTimers.values()) clearTimeout(timer);
    this.typingTimers.clear();
    const had = this.typing.size > 0 || this.readUpTo.size > 0;
    this.typing.clear();
    this.readUpTo.clear();
    if (had) this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

/** The tab's live connection as React sees it. */
export class LiveHub {
  readonly signals = new LiveSignals();
  private connection: LiveConnection | null = null;
  private detachConnection: (() => void) | null = null;
  private readonly listeners = new Set<Listener>();

  subscribeState = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getState = (): LiveConnectionState => this.connection?.state ?? "idle";

  attach(connection: LiveConnection): void {
    this.detach();
    this.connection = connection;
    this.detachConnection = connection.subscribe({ state: () => this.notify() });
    this.notify();
  }

  detach(): void {
    if (!this.connection) return;
    this.detachConnection?.();
    this.detachConnection = null;
    this.connection = null;
    this.signals.clear();
    this.notify();
  }

  sendTyping(conversation: number): boolean {
    return this.connection?.sendTyping(conversation) ?? false;
  }

  sendRead(conversation: number): boolean {
    return this.connection?.sendRead(conversation) ?? false;
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
