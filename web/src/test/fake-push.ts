/**
 * A browser with web push for tests (jsdom has none): Notification with its permission, PushManager, and
 * navigator.serviceWorker with a registration whose push manager hands out fake subscriptions. The test
 * reads what was asked of it and posts service worker messages to the page. Removed when the test ends.
 */
import { PUSH_CLICK, PUSH_MESSAGE, type PushPayload } from "@amora/contract/push";
import { act } from "@testing-library/react";
import { onTestFinished, vi } from "vitest";
import { resetPushSyncForTests } from "../features/push/push-effects.ts";
import { resetPushStateForTests } from "../features/push/push-state.ts";
import { decodeBase64Url } from "../features/push/push-subscription.ts";

/** A P-256 public key as settings.php gives it (base64url of 65 bytes), the server's VAPID key. */
export const TEST_PUSH_PUBLIC_KEY = `B${"A".repeat(86)}`;

export interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null; userVisibleOnly: boolean };
  toJSON: () => { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  unsubscribe: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
}

/** A subscription the browser holds, made with the site's key unless another is given. */
export function fakeSubscription(
  endpoint = "https://push.example.test/send/abc",
  key: Uint8Array | null = decodeBase64Url(TEST_PUSH_PUBLIC_KEY),
): FakeSubscription {
  return {
    endpoint,
    options: { applicationServerKey: key ? new Uint8Array(key).buffer : null, userVisibleOnly: true },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: `B${"p".repeat(86)}`, auth: "a".repeat(22) },
    }),
    unsubscribe: vi.fn(async () => true),
  };
}

export interface FakePushOptions {
  permission?: NotificationPermission;
  /** What the browser's question answers. */
  answer?: NotificationPermission;
  /** A subscription the browser already holds. */
  subscription?: FakeSubscription | null;
  /** Whether main.tsx already registered the service worker. */
  registered?: boolean;
}

export function installFakePush(options: FakePushOptions = {}) {
  let subscription = options.subscription ?? null;
  let permission: NotificationPermission = options.permission ?? (subscription ? "granted" : "default");
  let registered = options.registered ?? true;
  const answer = options.answer ?? "granted";

  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (init: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
      const created = fakeSubscription("https://push.example.test/send/new", init.applicationServerKey);
      created.unsubscribe.mockImplementation(async () => {
        subscription = null;
        return true;
      });
      subscription = created;
      return created;
    }),
  };
  if (subscription) {
    const held = subscription;
    held.unsubscribe.mockImplementation(async () => {
      subscription = null;
      return true;
    });
  }
  const registration = { pushManager };
  const events = new EventTarget();
  const serviceWorker = {
    getRegistration: vi.fn(async () => (registered ? registration : undefined)),
    register: vi.fn(async () => {
      registered = true;
      return registration;
    }),
    get ready() {
      return Promise.resolve(registration);
    },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  };
  const requestPermission = vi.fn(async () => {
    permission = answer;
    return answer;
  });
  const FakeNotification = {
    get permission() {
      return permission;
    },
    requestPermission,
  };

  resetPushStateForTests();
  resetPushSyncForTests();
  vi.stubGlobal("Notification", FakeNotification);
  vi.stubGlobal("PushManager", class {});
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: serviceWorker });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, "serviceWorker");
    vi.unstubAllGlobals();
    resetPushStateForTests();
    resetPushSyncForTests();
  });

  /** Posts a message from the service worker to the page, as /sw.js does. */
  async function post(data: unknown) {
    await act(async () => {
      events.dispatchEvent(new MessageEvent("message", { data }));
    });
  }

  return {
    pushManager,
    serviceWorker,
    requestPermission,
    get subscription() {
      return subscription;
    },
    postPush: (payload: PushPayload) => post({ type: PUSH_MESSAGE, payload }),
    postClick: (payload: PushPayload, url: string) => post({ type: PUSH_CLICK, payload, url }),
    post,
  };
}

export function testPushPayload(overrides: Partial<PushPayload> = {}): PushPayload {
  return {
    type: "new_messages",
    title: "Anna wrote to you",
    body: "Hello!",
    icon: "https://amora.test/icon.png",
    tag: "chat-5",
    checkUrl: "/chats/5",
    openUrl: "/login?redirect=/chats/5",
    sentAt: new Date().toISOString(),
    ...overrides,
  };
}
