/**
 * A member's web push subscriptions (spec §3, §4, §7): one per browser or device, several per member,
 * saved when the browser subscribes and forgotten when it unsubscribes.
 */
import { createECDH } from "node:crypto";
import type { PushSubscriptionJson } from "@amora/contract/push";
import type { Db } from "../../db/client.ts";
import { invalidFields } from "../../lib/app-error.ts";
import {
  deleteOldestPushSubscriptions,
  deletePushSubscription,
  upsertPushSubscription,
} from "./push-subscriptions.queries.ts";

/** Devices per member: a new one beyond this drops the member's oldest (browsers rarely say they left). */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

/**
 * The push services browsers use today: Chrome and the Chromium browsers (FCM), Firefox (Mozilla's
 * autopush), Safari (Apple), Edge (WNS). The server POSTs to whatever endpoint a member hands it, so any
 * other host is refused: an endpoint must not aim the server at an address of the member's choosing.
 */
const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "push.services.mozilla.com",
  "push.apple.com",
  "notify.windows.com",
];

/** An https URL on a known push service's host (or a subdomain of it), on the default port. */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.port !== "" || url.username !== "" || url.password !== "")
    return false;
  const host = url.hostname;
  return PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
}

/** The browser's key is a point on P-256 (web push cannot encrypt to anything else). */
function isP256PublicKey(base64url: string): boolean {
  const key = Buffer.from(base64url, "base64url");
  if (key.length !== 65 || key[0] !== 4) return false;
  try {
    // computeSecret refuses a point off the curve, as web-push would at every send.
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    ecdh.computeSecret(key);
    return true;
  } catch {
    return false;
  }
}

/** What the contract's shape leaves open: the host, the key really a curve point, the secret 16 bytes. */
function checkSubscription(subscription: PushSubscriptionJson): void {
  const issues: { field: string; code: string }[] = [];
  if (!isPushServiceEndpoint(subscription.endpoint))
    issues.push({ field: "subscription.endpoint", code: "push_service" });
  if (!isP256PublicKey(subscription.keys.p256dh))
    issues.push({ field: "subscription.keys.p256dh", code: "p256_key" });
  if (Buffer.from(subscription.keys.auth, "base64url").length !== 16)
    issues.push({ field: "subscription.keys.auth", code: "auth_secret" });
  if (issues.length > 0) throw invalidFields(issues);
}

export async function subscribeToPush(
  db: Db,
  userId: number,
  subscription: PushSubscriptionJson,
  userAgent: string | undefined,
): Promise<void> {
  checkSubscription(subscription);
  await db.transaction(async (tx) => {
    await upsertPushSubscription(tx, {
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    await deleteOldestPushSubscriptions(tx, userId, MAX_PUSH_SUBSCRIPTIONS);
  });
}

/** Forgets this browser for the member; another member's subscription at that endpoint stays. */
export async function unsubscribeFromPush(db: Db, userId: number, endpoint: string): Promise<void> {
  await deletePushSubscription(db, userId, endpoint);
}
