/**
 * Web push (spec §3, §4, §7): the subscription a browser hands the server, the payload the server encrypts
 * to it, and the messages the service worker (/sw.js) posts to the open tabs.
 */
import * as z from "zod/mini";
import { NotificationTypeSchema } from "./user.ts";

/** POST /api/user.php?push=1: the browser's PushSubscription.toJSON(). */
export const PushSubscriptionSchema = z.object({
  endpoint: z.url().check(z.maxLength(2_000)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    /** The browser's P-256 public key, base64url (65 bytes uncompressed: 87 characters). */
    p256dh: z.string().check(z.regex(/^[A-Za-z0-9_-]{80,100}$/)),
    /** The 16-byte auth secret, base64url. */
    auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,32}$/)),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;

export const PushSubscribeRequestSchema = z.object({ subscription: PushSubscriptionSchema });
/** DELETE /api/user.php?push=1: forget this browser's subscription. */
export const PushUnsubscribeRequestSchema = z.object({ endpoint: z.url().check(z.maxLength(2_000)) });

/** What a push message carries, encrypted end to end (RFC 8291); the service worker shows it. */
export const PushPayloadSchema = z.object({
  type: NotificationTypeSchema,
  /** The notification's title and text, already in the member's language. */
  title: z.string(),
  body: z.string(),
  /** Absolute URLs: the picture of the member concerned (or the site's icon) and the site's badge icon. */
  icon: z.string(),
  badge: z.optional(z.string()),
  /** Replaces an earlier notification with the same tag (one per conversation). */
  tag: z.string(),
  /** Where a click leads a logged-in member (the conversation, the likes tab) ... */
  checkUrl: z.string(),
  /** ... and where it leads when the browser is logged out (the login page, then back). */
  openUrl: z.string(),
  /** Unread messages plus new likes, for the app badge (spec §1). */
  attention: z.optional(z.number()),
  sentAt: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

/** Messages from the service worker to the tabs (spec §7). */
export const PUSH_MESSAGE = "NEW_PUSH_MESSAGE";
export const PUSH_CLICK = "NEW_PUSH_CLICK";
export type ServiceWorkerMessage =
  | { type: typeof PUSH_MESSAGE; payload: PushPayload }
  | { type: typeof PUSH_CLICK; payload: PushPayload; url: string };

export { MANIFEST_PATH, SERVICE_WORKER_PATH } from "./service-worker-paths.ts";
