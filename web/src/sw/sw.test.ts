/** The service worker's decisions that need no browser: which page stands for any page offline, which calls are kept, what a push shows. */
import { bootDataScript } from "@amora/contract/boot-data";
import type { PushPayload } from "@amora/contract/push";
import type { Settings } from "@amora/contract/settings";
import { describe, expect, it } from "vitest";
import { isMemberShell, offlineDataKey } from "./offline.ts";
import { notificationOptions, readPayload } from "./push.ts";
import { hasUser } from "./session.ts";

const settings = { domain_language: "en-GB" } as Settings;
const page = (boot: Parameters<typeof bootDataScript>[0]) =>
  `<!doctype html><html><body><div id="root"></div>${bootDataScript(boot)}</body></html>`;

describe("the page kept for offline", () => {
  it("is a member's shell: not a visitor's page, not a server-rendered one", () => {
    expect(isMemberShell(page({ settings, visitor: false }))).toBe(true);
    expect(isMemberShell(page({ settings, visitor: true }))).toBe(false);
    expect(isMemberShell(page({ settings, visitor: false, router: { loaderData: {} } }))).toBe(false);
    expect(isMemberShell("<!doctype html><p>Bad gateway</p>")).toBe(false);
  });
});

describe("the calls kept for offline", () => {
  const key = (path: string) => offlineDataKey(new URL(path, "https://amora.test"));
  it("are the session and the inbox's first page only", () => {
    expect(key("/api/user.php")).toBe("/api/user.php");
    expect(key("/api/chats.php")).toBe("/api/chats.php");
    expect(key("/api/chats.php?before=2026-11-20T10%3A00%3A00Z")).toBeNull();
    expect(key("/api/chat.php?conversation=4")).toBeNull();
    expect(key("/api/settings.php")).toBeNull();
  });

  it("know a logged-out answer, which empties them", () => {
    expect(hasUser({ user: null })).toBe(false);
    expect(hasUser({ user: { id: 1 } })).toBe(true);
    expect(hasUser("nope")).toBe(false);
  });
});

const payload: PushPayload = {
  type: "new_messages",
  title: "Sophie wrote to you",
  body: "Are you free on Saturday?",
  icon: "https://amora.test/media/p/1.jpg",
  badge: "https://amora.test/icons/app-192.png",
  tag: "chat-12",
  checkUrl: "/chat/12",
  openUrl: "/login?next=%2Fchat%2F12",
  attention: 3,
  sentAt: "2026-11-26T10:00:00.000Z",
};
const pushData = (value: unknown) => ({ json: () => value }) as unknown as PushMessageData;

describe("a push", () => {
  it("is read when it is the server's payload, and refused otherwise", () => {
    expect(readPayload(pushData(payload))).toEqual(payload);
    expect(readPayload(pushData({ title: "hi" }))).toBeNull();
    expect(readPayload(null)).toBeNull();
    const notJson = {
      json: () => {
        throw new SyntaxError("Unexpected token");
      },
    } as unknown as PushMessageData;
    expect(readPayload(notJson)).toBeNull();
  });

  it("shows its text and icons, replaces the conversation's earlier one, and alerts again for messages only", () => {
    expect(notificationOptions(payload)).toEqual({
      body: payload.body,
      icon: payload.icon,
      badge: payload.badge,
      tag: "chat-12",
      data: payload,
      renotify: true,
    });
    expect(notificationOptions({ ...payload, type: "like" }).renotify).toBe(false);
    expect(notificationOptions({ ...payload, tag: "" }).renotify).toBe(false);
  });
});
