/**
 * Turning push on and off on this device (spec §4, §7). On: the browser asks the member (only ever from a
 * button they pressed: browsers block, and members resent, a prompt out of nowhere), subscribes with the
 * site's public key, and the server gets the subscription (POST /api/user.php?push=1 {subscription}). Off:
 * the browser drops the subscription and the server forgets it (DELETE /api/user.php?push=1 {endpoint}).
 * A member may subscribe several devices; each one is its own subscription.
 */
import { type PushSubscriptionJson, PushSubscriptionSchema, SERVICE_WORKER_PATH } from "@amora/contract/push";
import { apiClient } from "../../lib/api-client.ts";
import { refreshPushState, setPushSubscribed } from "./push-state.ts";

const PUSH_PATH = "/api/user.php";
const PUSH_QUERY = { push: 1 } as const;

/** The VAPID public key of settings.php is base64url (RFC 8292); the Push API takes its bytes. */
export function decodeBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (a === null || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, index) => byte === b[index]);
}

/**
 * The service worker's registration, registering it when main.tsx has not yet (the first visit): the Push
 * API subscribes only through an active worker, which `ready` waits for.
 */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration()))
    await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
  return navigator.serviceWorker.ready;
}

function subscriptionJson(subscription: PushSubscription): PushSubscriptionJson {
  // Checked here so a browser's odd subscription fails with a message instead of a refusal from the server.
  return PushSubscriptionSchema.parse(subscription.toJSON());
}

export async function sendSubscription(subscription: PushSubscription): Promise<void> {
  await apiClient.request(PUSH_PATH, {
    method: "POST",
    query: PUSH_QUERY,
    body: { subscription: subscriptionJson(subscription) },
    // The server keeps one row per endpoint: sending it again changes nothing.
    idempotent: true,
  });
}

async function forgetSubscription(endpoint: string): Promise<void> {
  await apiClient.request(PUSH_PATH, { method: "DELETE", query: PUSH_QUERY, body: { endpoint } });
}

/** Subscribes the browser with the site's key, replacing a subscription made with another (rotated) key. */
export async function browserSubscription(publicKey: string): Promise<PushSubscription> {
  const registration = await activeRegistration();
  const applicationServerKey = decodeBase64Url(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, applicationServerKey)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

/** What came of asking: on, blocked by the member ('denied'), or the browser's question closed unanswered. */
export type SubscribeOutcome = "subscribed" | "denied" | "dismissed";

/** From a button only (spec §4). Throws when the browser or the server fails; the caller says so. */
export async function subscribeToPush(publicKey: string): Promise<SubscribeOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") {
    setPushSubscribed("denied");
    return "denied";
  }
  if (permission !== "granted") return "dismissed";
  const subscription = await browserSubscription(publicKey);
  try {
    await sendSubscription(subscription);
  } catch (error) {
    // The server does not have it: no pushes would come, so the device does not pretend to be subscribed.
    await subscription.unsubscribe().catch(() => undefined);
    await refreshPushState();
    throw error;
  }
  setPushSubscribed(subscription);
  return "subscribed";
}

export async function unsubscribeFromPush(subscription: PushSubscription): Promise<void> {
  await subscription.unsubscribe();
  setPushSubscribed(false);
  // The push service now refuses this endpoint, and the server drops it at its next send (404/410); telling
  // it now only saves that attempt, so a failure here is not the member's concern.
  await forgetSubscription(subscription.endpoint).catch(() => undefined);
}
