/**
 * Web push in the service worker (spec §7): a push shows its notification, reaches the open tabs as
 * NEW_PUSH_MESSAGE and sets the app badge; a click focuses a tab of the site (telling it NEW_PUSH_CLICK) or
 * opens one, at checkUrl for a logged-in browser and openUrl for a logged-out one.
 */
import {
  PUSH_CLICK,
  PUSH_MESSAGE,
  type PushPayload,
  PushPayloadSchema,
  type ServiceWorkerMessage,
} from "@amora/contract/push";
import { isLoggedIn } from "./session.ts";
import { siteIdentity } from "./site-identity.ts";

declare const self: ServiceWorkerGlobalScope;

/** Message notifications alert again when a newer one replaces the conversation's earlier one (same tag). */
const RENOTIFYING_TYPES = new Set<PushPayload["type"]>(["new_conversations", "new_messages"]);

/** The payload a push carries, or null when it is missing or not one the server sends. */
export function readPayload(data: PushMessageData | null): PushPayload | null {
  if (!data) return null;
  try {
    const parsed = PushPayloadSchema.safeParse(data.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** `renotify` is in the Notifications standard but not in TypeScript's DOM types. */
type ShownOptions = NotificationOptions & { renotify?: boolean };

export function notificationOptions(payload: PushPayload): ShownOptions {
  return {
    body: payload.body,
    icon: payload.icon,
    badge: payload.badge,
    tag: payload.tag,
    data: payload,
    // Browsers refuse renotify without a tag (the notification would then not show at all).
    renotify: payload.tag !== "" && RENOTIFYING_TYPES.has(payload.type),
  };
}

async function windowClients(): Promise<readonly WindowClient[]> {
  return self.clients.matchAll({ type: "window", includeUncontrolled: true });
}

/** Spec §1: the badge counts unread messages plus new likes; failures setting it are ignored. */
async function setBadge(count: number | undefined): Promise<void> {
  if (count === undefined) return;
  const nav = self.navigator as WorkerNavigator & {
    setAppBadge?: (count?: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  try {
    await (count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.());
  } catch {
    // Unsupported, not installed or refused: the title's count still tells.
  }
}

export async function onPush(data: PushMessageData | null): Promise<void> {
  const payload = readPayload(data);
  if (!payload) {
    // Chrome requires a notification for every push it delivers; one the page cannot read still says who.
    const site = await siteIdentity();
    await self.registration.showNotification(site.name, { icon: site.icon });
    return;
  }
  const title = payload.title || (await siteIdentity()).name;
  await self.registration.showNotification(title, notificationOptions(payload));
  const message: ServiceWorkerMessage = { type: PUSH_MESSAGE, payload };
  for (const client of await windowClients()) client.postMessage(message);
  await setBadge(payload.attention);
}

/** The visible tab first: a click should bring back the tab the member was last looking at. */
function preferredClient(clients: readonly WindowClient[]): WindowClient | undefined {
  return (
    clients.find((client) => client.focused) ??
    clients.find((c) => c.visibilityState === "visible") ??
    clients[0]
  );
}

export async function onNotificationClick(notification: Notification): Promise<void> {
  notification.close();
  const payload = PushPayloadSchema.safeParse(notification.data);
  if (!payload.success) {
    await self.clients.openWindow("/");
    return;
  }
  const url = (await isLoggedIn()) ? payload.data.checkUrl : payload.data.openUrl;
  const client = preferredClient(await windowClients());
  if (!client) {
    await self.clients.openWindow(url);
    return;
  }
  // The tab goes to the URL itself (client-side, keeping its state). Focusing is allowed only shortly after
  // the click; when the browser refuses it, the tab still gets the message.
  const focused = await client.focus().catch(() => client);
  const message: ServiceWorkerMessage = { type: PUSH_CLICK, payload: payload.data, url };
  focused.postMessage(message);
}
