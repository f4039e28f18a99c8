/** The user refresh of spec §9: 5 s after mount, then every 60 s (300 s once push-subscribed), only for members. */
import { USER_REFRESH_MS, USER_REFRESH_PUSH_MS, USER_REFRESH_START_MS } from "@amora/contract/constants";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reloadMemberLists } from "../../app/member-lists.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { testUser } from "../../test/fixtures.ts";
import { mockApi } from "../../test/mock-api.ts";
import { sessionUserQuery } from "./session.ts";
import { userRefreshInterval, useUserRefresh } from "./user-refresh.ts";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderRefresh(isLoggedIn: boolean, isPushSubscribed = false, key = "GET /api/user.php") {
  const api = mockApi({}, { user: testUser() });
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionUserQuery.queryKey, isLoggedIn ? testUser() : null);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(
    () => {
      useQuery(sessionUserQuery);
      useUserRefresh({ isLoggedIn, isPushSubscribed, reloadWithUser: reloadMemberLists });
    },
    { wrapper },
  );
  return () => api.callsTo(key).length;
}

/** Moves the clock; the member lists' reload waits for the chat and likes code it imports on demand. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    await vi.dynamicImportSettled();
  });
}

describe("the user refresh", () => {
  it("asks 5 s after mount, then every 60 s", async () => {
    const calls = renderRefresh(true);
    await advance(USER_REFRESH_START_MS - 1);
    expect(calls()).toBe(0);
    await advance(1);
    expect(calls()).toBe(1);
    await advance(USER_REFRESH_MS);
    expect(calls()).toBe(2);
    await advance(USER_REFRESH_MS * 2);
    expect(calls()).toBe(4);
  });

  it("slows to 300 s once push is subscribed", async () => {
    expect(userRefreshInterval(true)).toBe(USER_REFRESH_PUSH_MS);
    const calls = renderRefresh(true, true);
    await advance(USER_REFRESH_START_MS + USER_REFRESH_MS);
    expect(calls()).toBe(1);
    await advance(USER_REFRESH_PUSH_MS - USER_REFRESH_MS);
    expect(calls()).toBe(2);
  });

  it.each(["GET /api/chats.php", "GET /api/likes.php"])(
    "reloads %s with the user, though no screen shows it: 5 s after mount, then every 60 s",
    async (key) => {
      const calls = renderRefresh(true, false, key);
      await advance(USER_REFRESH_START_MS - 1);
      expect(calls()).toBe(0);
      await advance(1);
      expect(calls()).toBe(1);
      await advance(USER_REFRESH_MS);
      expect(calls()).toBe(2);
    },
  );

  it("reloads the chats and likes every 300 s once push is subscribed", async () => {
    const calls = renderRefresh(true, true, "GET /api/likes.php");
    await advance(USER_REFRESH_START_MS + USER_REFRESH_MS);
    expect(calls()).toBe(1);
    await advance(USER_REFRESH_PUSH_MS - USER_REFRESH_MS);
    expect(calls()).toBe(2);
  });

  it("does not run for visitors", async () => {
    const calls = renderRefresh(false);
    await advance(USER_REFRESH_START_MS + USER_REFRESH_MS * 3);
    expect(calls()).toBe(0);
  });
});
