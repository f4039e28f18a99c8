/** useSwipeGame on its own: the undo window, the likes on their way, the daily limit and failed swipes put back. */
import { SWIPE_UNDO_MS, type SwipeResponse } from "@amora/contract/likes";
import type { ProfileCard } from "@amora/contract/profiles";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client.ts";
import { testCard } from "../../test/fixtures.ts";
import { apiError, deferred, json, type MockAnswer, type MockHandler, mockApi } from "../../test/mock-api.ts";
import { swipeQuery } from "../likes/index.ts";
import { useSwipeGame } from "./use-swipe-game.ts";

function likeAnswer(likesLeft: number): MockAnswer {
  return json(200, { liked: true, match: false, swipe: { likes_left: likesLeft, resets_at: null } });
}

/** The hook over the cached game, as the page has it: what the hook writes to the cache comes back as `data`. */
function renderGame(game: SwipeResponse, handlers: Record<string, MockHandler> = {}) {
  const calls = mockApi({ "POST /api/pass.php": json(200, {}), ...handlers });
  const queryClient = createQueryClient();
  queryClient.setQueryData(swipeQuery.queryKey, game);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => {
      const { data } = useQuery({ ...swipeQuery, staleTime: Number.POSITIVE_INFINITY });
      return useSwipeGame(data ?? game);
    },
    { wrapper },
  );
  return { ...view, calls };
}

function ids(stack: ProfileCard[]) {
  return stack.map((profile) => profile.id);
}

const cards = [testCard(1), testCard(2), testCard(3)];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useSwipeGame", () => {
  it("counts a like on its way off the likes left, then takes the server's count", async () => {
    const answer = deferred<MockAnswer>();
    const { result } = renderGame(
      { profiles: cards, likes_left: 4, resets_at: null },
      { "POST /api/like.php": () => answer.promise },
    );
    act(() => result.current.swipeTop("like"));
    expect(ids(result.current.stack)).toEqual([2, 3]);
    expect(result.current.likesLeft).toBe(3);
    expect(result.current.last?.settled).toBe(false);
    answer.resolve(likeAnswer(1));
    await vi.waitFor(() => expect(result.current.likesLeft).toBe(1));
    expect(result.current.last?.settled).toBe(true);
    expect(result.current.outcome).toEqual({ kind: "liked", name: "Member 1" });
  });

  it("offers Undo once the server has the swipe, and for SWIPE_UNDO_MS only", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = renderGame({ profiles: cards, likes_left: 4, resets_at: null });
    act(() => result.current.swipeTop("pass"));
    expect(result.current.last?.profile.id).toBe(1);
    await vi.waitFor(() => expect(result.current.last?.settled).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(SWIPE_UNDO_MS - 500));
    expect(result.current.last).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(result.current.last).toBeNull();
  });

  it("puts the undone card back on top with the server's count", async () => {
    const { result, calls } = renderGame(
      { profiles: cards, likes_left: 2, resets_at: null },
      {
        "POST /api/like.php": likeAnswer(1),
        "DELETE /api/swipe.php": json(200, {
          profiles: [testCard(2), testCard(3)],
          likes_left: 2,
          resets_at: null,
        }),
      },
    );
    // Not yet answered: nothing to take back.
    act(() => result.current.swipeTop("like"));
    await act(() => result.current.undoLast());
    expect(calls.callsTo("DELETE /api/swipe.php")).toHaveLength(0);

    await vi.waitFor(() => expect(result.current.last?.settled).toBe(true));
    await act(() => result.current.undoLast());
    expect(calls.callsTo("DELETE /api/swipe.php")).toHaveLength(1);
    expect(ids(result.current.stack)).toEqual([1, 2, 3]);
    expect(result.current.likesLeft).toBe(2);
    expect(result.current.last).toBeNull();
    expect(result.current.outcome).toEqual({ kind: "undone", name: "Member 1" });
  });

  it("ends the game at the daily limit and keeps the refused card for tomorrow", async () => {
    const resetsAt = "2026-01-11T00:00:00Z";
    const { result } = renderGame(
      { profiles: cards, likes_left: 2, resets_at: null },
      { "POST /api/like.php": apiError(403, "SWIPE_LIMIT_REACHED", { params: { resets_at: resetsAt } }) },
    );
    act(() => result.current.swipeTop("like"));
    await vi.waitFor(() => expect(result.current.outOfLikes).toBe(true));
    expect(result.current.likesLeft).toBe(0);
    expect(ids(result.current.stack)).toEqual([1, 2, 3]);
    expect(result.current.failure).toBeNull();
    expect(result.current.last).toBeNull();

    // No likes left: another like does nothing.
    act(() => result.current.swipeTop("like"));
    expect(ids(result.current.stack)).toEqual([1, 2, 3]);
  });

  it("puts a card back with the failure when the swipe fails", async () => {
    const { result } = renderGame(
      { profiles: cards, likes_left: 4, resets_at: null },
      { "POST /api/pass.php": apiError(500, "INTERNAL") },
    );
    act(() => result.current.swipeTop("pass"));
    expect(ids(result.current.stack)).toEqual([2, 3]);
    await vi.waitFor(() => expect(result.current.failure).not.toBeNull());
    expect(ids(result.current.stack)).toEqual([1, 2, 3]);
    expect(result.current.last).toBeNull();
    expect(result.current.outcome).toBeNull();
    act(() => result.current.closeError());
    expect(result.current.failure).toBeNull();
  });

  it("keeps away a member who can no longer be liked", async () => {
    const { result } = renderGame(
      { profiles: cards, likes_left: 4, resets_at: null },
      { "POST /api/like.php": apiError(403, "LIKE_NOT_POSSIBLE") },
    );
    act(() => result.current.swipeTop("like"));
    await vi.waitFor(() => expect(result.current.failure).not.toBeNull());
    expect(ids(result.current.stack)).toEqual([2, 3]);
    expect(result.current.likesLeft).toBe(4);
  });
});
