/** The push state of spec §3 and turning push on and off on this device (spec §4, §7), against a fake browser. */
import { REQUEST_TYPE_CLIENT, REQUEST_TYPE_HEADER } from "@amora/contract/constants";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../lib/query-client.ts";
import {
  fakeSubscription,
  installFakePush,
  TEST_PUSH_PUBLIC_KEY,
  testPushPayload,
} from "../../test/fake-push.ts";
import { testSettings } from "../../test/fixtures.ts";
import { apiError, json, mockApi } from "../../test/mock-api.ts";
import { settingsQuery } from "../site/index.ts";
import { decodeBase64Url } from "./push-subscription.ts";
import { usePushDevice } from "./use-push-device.ts";

function renderPush(publicKey: string | null = TEST_PUSH_PUBLIC_KEY) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(settingsQuery().queryKey, testSettings({ push_public_key: publicKey }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePushDevice(), { wrapper }).result;
}

describe("the push state", () => {
  it("is not capable in a browser without push (jsdom has none)", () => {
    const push = renderPush();
    expect(push.current.state).toEqual({ isCapable: false, isSubscribed: false, lastMessage: null });
  });

  it("is not capable on a site without a push public key", () => {
    installFakePush();
    expect(renderPush(null).current.state.isCapable).toBe(false);
  });

  it("is unknown until the browser answered, then capable and not subscribed", async () => {
    installFakePush();
    const push = renderPush();
    expect(push.current.state.isCapable).toBeNull();
    await waitFor(() => expect(push.current.state.isCapable).toBe(true));
    expect(push.current.state.isSubscribed).toBe(false);
  });

  it("holds the browser's subscription", async () => {
    const held = fakeSubscription();
    installFakePush({ subscription: held });
    const push = renderPush();
    await waitFor(() => expect(push.current.state.isSubscribed).toBe(held));
  });

  it("is 'denied' when the member blocked notifications for the site", async () => {
    installFakePush({ permission: "denied" });
    const push = renderPush();
    await waitFor(() => expect(push.current.state.isCapable).toBe(true));
    expect(push.current.state.isSubscribed).toBe("denied");
  });

  it("keeps the last message the service worker passed on, and ignores anything else", async () => {
    const browser = installFakePush({ subscription: fakeSubscription() });
    const push = renderPush();
    await waitFor(() => expect(push.current.state.isCapable).toBe(true));
    const payload = testPushPayload({ title: "Anna liked you" });
    await browser.postPush(payload);
    expect(push.current.state.lastMessage).toEqual(payload);
    await browser.post({ type: "NEW_PUSH_MESSAGE", payload: { title: "no type" } });
    await browser.post({ type: "SOMETHING_ELSE", payload });
    expect(push.current.state.lastMessage).toEqual(payload);
  });
});

describe("turning push on", () => {
  it("decodes the base64url public key to its bytes", () => {
    expect([...decodeBase64Url("AQIDBA")]).toEqual([1, 2, 3, 4]);
    expect([...decodeBase64Url("-_8")]).toEqual([0xfb, 0xff]);
    expect(decodeBase64Url(TEST_PUSH_PUBLIC_KEY)).toHaveLength(65);
  });

  it("asks the browser, subscribes with the site's key and sends the subscription to the server", async () => {
    const api = mockApi({ "POST /api/user.php": json(200, {}) });
    const browser = installFakePush();
    const push = renderPush();
    await waitFor(() => expect(push.current.state.isCapable).toBe(true));

    let outcome: unknown;
    await act(async () => {
      outcome = await push.current.turnOn();
    });
    expect(outcome).toBe("subscribed");
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const init = browser.pushManager.subscribe.mock.calls[0]?.[0];
    expect(init?.userVisibleOnly).toBe(true);
    expect(init?.applicationServerKey).toEqual(decodeBase64Url(TEST_PUSH_PUBLIC_KEY));

    const [call] = api.callsTo("POST /api/user.php");
    expect(call?.query.get("push")).toBe("1");
    expect(call?.headers.get(REQUEST_TYPE_HEADER)).toBe(REQUEST_TYPE_CLIENT);
    expect(call?.body).toEqual({ subscription: browser.subscription?.toJSON() });
    expect(push.current.state.isSubscribed).toBe(browser.subscription);
  });

  it("registers the service worker first when the page has not yet", async () => {
    mockApi({ "POST /api/user.php": json(200, {}) });
    const browser = installFakePush({ registered: false });
    const push = renderPush();
    await waitFor(() => expect(push.current.state.isCapable).toBe(true));
    await act(() => push.current.turnOn());
    expect(browser.serviceWorker.register).toHaveBeenCalledWith("/sw.js");
    expect(browser.pushManager.subscribe).toHaveBeenCalledOnce();
  });

  it("renews a subscription made with an earlier key", async () => {
    mockApi({ "POST /api/user.php": json(200, {}) });
    const old = fakeSubscription("https://push.example.test/send/old", new Uint8Array(65).fill(7));
    const browser = installFakePush({ subscription: old });
    const push = renderPush();
    await waitFor(() => expect(push.current.state.isSubscribed).toBe(old));
    await act(() => push.current.turnOn());
    expect(old.unsubscribe).toHaveBeenCalledOnce();
    expect(browser.subscription?.endpoint).toBe("https://push.example.test/send/new");
  });

  it("is 'denied' without calling the server when the member says no", async () => {
    const api = mockApi();
    const browser = installFakePush({ answer: "denied" });
    const push = renderPush();
    await waitFor(() => expect(push.current.state.isCapable).toBe(true));
    let outcome: unknown;
    await act(async () => {
      outcome = await push.current.turnOn();
    });
    expect(outcome).toBe("denied");
    expect(push.current.state.isSubscribed).toBe("denied");
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.callsTo("POST /api/user.php")).toHaveLength(0);
  });

  it("stays off when the question is closed unanswered", async () => {
    installFakePush({ answer: "default" });
    const push = renderPush();
    await waitFor(() => expect(push.current.state.isCapable).toBe(true));
    let outcome: unknown;
    await act(async () => {
      outcome = await push.current.turnOn();
    });
    expect(outcome).toBe("dismissed");
    expect(push.current.state.isSubscribed).toBe(false);
  });

  it("does not stay subscribed when the server did not take the subscription", async () => {
    mockApi({ "POST /api/user.php": apiError(500, "INTERNAL") });
    const browser = installFakePush();
    const push = renderPush();
    await waitFor(() => expect(push.current.state.isCapable).toBe(true));
    await act(() => expect(push.current.turnOn()).rejects.toMatchObject({ status: 500 }));
    expect(browser.subscription).toBeNull();
    expect(push.current.state.isSubscribed).toBe(false);
  });
});

describe("turning push off", () => {
  it("drops the browser's subscription and tells the server to forget it", async () => {
    const api = mockApi({ "DELETE /api/user.php": json(200, {}) });
    const held = fakeSubscription("https://push.example.test/send/mine");
    installFakePush({ subscription: held });
    const push = renderPush();
    await waitFor(() => expect(push.current.state.isSubscribed).toBe(held));
    await act(() => push.current.turnOff());
    expect(held.unsubscribe).toHaveBeenCalledOnce();
    expect(push.current.state.isSubscribed).toBe(false);
    const [call] = api.callsTo("DELETE /api/user.php");
    expect(call?.query.get("push")).toBe("1");
    expect(call?.body).toEqual({ endpoint: "https://push.example.test/send/mine" });
  });
});
