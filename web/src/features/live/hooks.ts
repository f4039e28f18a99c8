/**
 * The live connection for components: its state, who is typing, how far the other member read, and the
 * two things a tab says (typing, read). Outside a LiveProvider (or while logged out) the state is "idle"
 * and sending does nothing, so components need no guard.
 */
import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from "react";
import type { LiveConnectionState } from "../../lib/live-connection.ts";
import { LiveHub } from "./live-hub.ts";

const idleHub = new LiveHub();

export const LiveHubContext = createContext<LiveHub>(idleHub);

/** The hub of the mounted LiveProvider, for the send functions (one connection per tab). */
let activeHub: LiveHub | null = null;

export function setActiveLiveHub(hub: LiveHub | null): void {
  activeHub = hub;
}

/** The connection's own state: idle, connecting, open, reconnecting or offline. */
export function useLiveConnectionState(): LiveConnectionState {
  const hub = useContext(LiveHubContext);
  return useSyncExternalStore(hub.subscribeState, hub.getState, hub.getState);
}

/**
 * The chat header's indicator: "live" while the connection is open, "connecting" while it is being made
 * or retried, "polling" when there is none (logged out, offline): the periodic refresh then keeps up.
 */
export type LiveState = "live" | "connecting" | "polling";

export function liveIndicator(state: LiveConnectionState): LiveState {
  if (state === "open") return "live";
  if (state === "connecting" || state === "reconnecting") return "connecting";
  return "polling";
}

export function useLiveState(): LiveState {
  return liveIndicator(useLiveConnectionState());
}

/** Whether the other member is typing in the conversation (for a few seconds after each typing event). */
export function useTyping(conversation: number | undefined): boolean {
  const { signals } = useContext(LiveHubContext);
  const read = () => (conversation === undefined ? false : signals.isTyping(conversation));
  return useSyncExternalStore(signals.subscribe, read, read);
}

/** The id of the newest message the other member has read in the conversation (0: not known). */
export function useReadUpTo(conversation: number | undefined): number {
  const { signals } = useContext(LiveHubContext);
  const read = () => (conversation === undefined ? 0 : signals.readUpToIn(conversation));
  return useSyncExternalStore(signals.subscribe, read, read);
}

/** Tells the other member this one is typing; at most once per 3 s per conversation. */
export function sendTyping(conversation: number): boolean {
  return activeHub?.sendTyping(conversation) ?? false;
}

/** Marks the conversation read on the server, which tells the other member and this member's tabs. */
export function sendRead(conversation: number): boolean {
  return activeHub?.sendRead(conversation) ?? false;
}

/**
 * Calls back each time the connection (re)opens: the moment to send again what failed while it was lost
 * (the chat pane's "not sent" messages). The latest callback is called; it need not be stable.
 */
export function useLiveReconnected(callback: () => void): void {
  const state = useLiveConnectionState();
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  const previous = useRef(state);
  useEffect(() => {
    const was = previous.current;
    previous.current = state;
    if (state === "open" && was !== "open") latest.current();
  }, [state]);
}
