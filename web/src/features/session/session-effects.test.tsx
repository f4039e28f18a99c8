/**
 * The session's effects with web push (spec §7, §9): a subscribed device refreshes every 300 s, sends its
 * subscription once per page session, and the service worker's messages refresh the tab and open pages.
 */
import { USER_REFRESH_MS, USER_REFRESH_PUSH_MS, USER_REFRESH_START_MS } from "@amora/contract/constants";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, waitFor } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client.ts";
import {
  fakeSubscription,
  installFakePush,
  TEST_PUSH_PUBLIC_KEY,
  testPushPayload,
} from "../../test/fake-push.ts";
import { testSettings, testUser } from "../../test/fixtures.ts";
import { json, mockApi } from "../../test/mock-api.ts";
import { settingsQuery } from "../site/index.ts";
import { sessionUserQuery } from "./session.ts";
import { SessionEffects } from "./session-effects.tsx";

afterEach(() => {
  vi.useRealTimers();
});

function renderEffects() {
  const api = mockApi({ "POST /api/user.php": json(200, {}) }, { user: testUser() });
  const queryClient = createQueryClient();
  queryClient.setQueryData(settingsQuery().queryKey, testSettings({ push_public_key: TEST_PUSH_PUBLIC_KEY }));
  queryClient.setQueryData(sessionUserQuery.queryKey, testUser());
  const reloadWithUser = vi.fn();
  const router = createMemoryRouter(
    [{ path: "*", element: <SessionEffects reloadWithUser={reloadWithUser} /> }],
    {
      initialEntries: ["/members"],
    },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router, reloadWithUser, view };
}

describe("the session's effects with push", () => {
  it("refresh every 300 s on a subscribed device", async () => {
    vi.useFakeTimers();
    installFakePush({ subscription: fakeSubscription() });
    const { api } = renderEffects();
    const refreshes = () => api.callsTo("GET /api/user.php").length;
    await act(() => vi.advanceTimersByTimeAsync(USER_REFRESH_START_MS + USER_REFRESH_MS));
    expect(refreshes()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(USER_REFRESH_PUSH_MS - USER_REFRESH_MS));
    expect(refreshes()).toBe(2);
  });

  it("refresh every 60 s when the device is not subscribed", async () => {
    vi.useFakeTimers();
    installFakePush();
    const { api } = renderEffects();
    await act(() => vi.advanceTimersByTimeAsync(USER_REFRESH_START_MS + USER_REFRESH_MS));
    expect(api.callsTo("GET /api/user.php")).toHaveLength(2);
  });

  it("send the browser's subscription once per page session", async () => {
    const held = fakeSubscription();
    const browser = installFakePush({ subscription: held });
    const first = renderEffects();
    await waitFor(() => expect(first.api.callsTo("POST /api/user.php")).toHaveLength(1));
    expect(first.api.callsTo("POST /api/user.php")[0]?.body).toEqual({ subscription: held.toJSON() });
    // Sent silently: the member is not asked again, the subscription stays as it was.
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    first.view.unmount();
    const second = renderEffects();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(second.api.callsTo("POST /api/user.php")).toHaveLength(0);
  });

  it("refresh the user and the lists at once when a push arrives", async () => {
    const browser = installFakePush({ subscription: fakeSubscription() });
    const { api, reloadWithUser } = renderEffects();
    await waitFor(() => expect(api.callsTo("POST /api/user.php")).toHaveLength(1));
    expect(api.callsTo("GET /api/user.php")).toHaveLength(0);
    await browser.postPush(testPushPayload());
    await waitFor(() => expect(api.callsTo("GET /api/user.php")).toHaveLength(1));
    expect(reloadWithUser).toHaveBeenCalledOnce();
  });

  it("open the page of a clicked notification in this tab", async () => {
    const browser = installFakePush({ subscription: fakeSubscription() });
    const { router } = renderEffects();
    await browser.postClick(testPushPayload(), `${window.location.origin}/chats/5?from=push`);
    await waitFor(() => expect(router.state.location.pathname).toBe("/chats/5"));
    expect(router.state.location.search).toBe("?from=push");
    await browser.postClick(testPushPayload(), "https://elsewhere.test/chats/6");
    expect(router.state.location.pathname).toBe("/chats/5");
  });
});
