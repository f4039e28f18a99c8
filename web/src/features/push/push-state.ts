/**
 * The push state of spec §3, one store for the whole tab: whether this browser can take push
 * (`isCapable`: null while unknown, then true or false), whether it is subscribed (`isSubscribed`: the
 * browser's PushSubscription, false, or 'denied' when the member blocked notifications for the site) and
 * the last push message the service worker passed on (`lastMessage`). The browser is read once, when the
 * first component asks, and again when the tab comes back into view: the member may have changed the
 * site's permission in the browser's settings meanwhile.
 */
import {
  PUSH_CLICK,
  PUSH_MESSAGE,
  type PushPayload,
  PushPayloadSchema,
  type ServiceWorkerMessage,
} from "@amora/contract/push";
import { useSyncExternalStore } from "react";
import { useLoadedSettings } from "../site/index.ts";

export type PushSubscribed = PushSubscription | false | "denied";

export interface PushState {
  isCapable: boolean | null;
  isSubscribed: PushSubscribed;
  lastMessage: PushPayload | null;
}

interface BrowserPush {
  /** False until the subscription was read: the push alert must not flash before it is known. */
  isRead: boolean;
  isSubscribed: PushSubscribed;
  lastMessage: PushPayload | null;
}

const NOT_READ: BrowserPush = { isRead: false, isSubscribed: false, lastMessage: null };
let current: BrowserPush = NOT_READ;
const listeners = new Set<() => void>();
const messageListeners = new Set<(message: ServiceWorkerMessage) => void>();
let started = false;

/** Service worker, Push API and notifications: all three, or push cannot work in this browser. */
export function browserSupportsPush(): boolean {
  return (
    typeof navigator !== "undefined" &&
    "serviceWorker" in navigator &&
    typeof window !== "undefined" &&
    "PushManager" in window &&
    "Notification" in window
  );
}

function update(next: Partial<BrowserPush>): void {
  current = { ...current, ...next };
  for (const listener of listeners) listener();
}

/** What the browser says now; 'denied' wins, as a blocked site cannot get notifications whatever it holds. */
async function readSubscribed(): Promise<PushSubscribed> {
  if (Notification.permission === "denied") return "denied";
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? false;
}

/** Reads the browser again, after a change made here (subscribe, unsubscribe) or in the browser's settings. */
export async function refreshPushState(): Promise<void> {
  if (!browserSupportsPush()) return;
  try {
    update({ isRead: true, isSubscribed: await readSubscribed() });
  } catch {
    // A browser that refuses to tell (a private window, storage off) counts as not subscribed.
    update({ isRead: true, isSubscribed: false });
  }
}

/** Sets the state an action just produced, without waiting for a read. */
export function setPushSubscribed(isSubscribed: PushSubscribed): void {
  update({ isRead: true, isSubscribed });
}

/** The messages of spec §7, checked: only a service worker of this site can post here, but its version may differ. */
function parseMessage(data: unknown): ServiceWorkerMessage | null {
  if (typeof data !== "object" || data === null || !("type" in data) || !("payload" in data)) return null;
  const payload = PushPayloadSchema.safeParse(data.payload);
  if (!payload.success) return null;
  if (data.type === PUSH_MESSAGE) return { type: PUSH_MESSAGE, payload: payload.data };
  if (data.type === PUSH_CLICK && "url" in data && typeof data.url === "string")
    return { type: PUSH_CLICK, payload: payload.data, url: data.url };
  return null;
}

function start(): void {
  if (started || !browserSupportsPush()) return;
  started = true;
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent) => {
    const message = parseMessage(event.data);
    if (message === null) return;
    if (message.type === PUSH_MESSAGE) update({ lastMessage: message.payload });
    for (const listener of messageListeners) listener(message);
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void refreshPushState();
  });
  void refreshPushState();
}

function subscribeToStore(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` with every push message and click the service worker posts to this tab. */
export function onServiceWorkerMessage(listener: (message: ServiceWorkerMessage) => void): () => void {
  start();
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

const getSnapshot = () => current;

/** The push state of spec §3 for this browser and site (the site has push only with a public key). */
export function usePushState(): PushState {
  const browser = useSyncExternalStore(subscribeToStore, getSnapshot, getSnapshot);
  const { push_public_key: publicKey } = useLoadedSettings();
  const isCapable = !browserSupportsPush() || publicKey === null ? false : browser.isRead ? true : null;
  return {
    isCapable,
    isSubscribed: isCapable === false ? false : browser.isSubscribed,
    lastMessage: browser.lastMessage,
  };
}

/** Subscribed for real: a subscription, not false nor 'denied'. */
export function hasSubscription(state: Pick<PushState, "isSubscribed">): boolean {
  return typeof state.isSubscribed === "object";
}

/** For tests: forget what was read, so the next render reads the (stubbed) browser again. */
export function resetPushStateForTests(): void {
  current = NOT_READ;
  started = false;
  listeners.clear();
  messageListeners.clear();
}
