/** The page hears the worker say its data is the kept copy, and forgets that copy at logout. */
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { forgetOfflineData, listenToServiceWorker, useOfflineDataTime } from "./service-worker.ts";
import { OFFLINE_DATA_CACHE, OFFLINE_DATA_MESSAGE } from "./service-worker-protocol.ts";

/** jsdom has no service workers: a container that only dispatches messages, as the browser's does. */
const container = new EventTarget();
const fromWorker = (data: unknown) =>
  act(() => void container.dispatchEvent(new MessageEvent("message", { data })));

beforeAll(() => {
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
  listenToServiceWorker();
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetOfflineData();
});

describe("the kept copy on screen", () => {
  it("is known with its time once the worker says so, and not for its other messages", () => {
    const { result } = renderHook(() => useOfflineDataTime());
    expect(result.current).toBeNull();
    fromWorker({ type: "NEW_PUSH_MESSAGE", payload: {} });
    fromWorker({ type: OFFLINE_DATA_MESSAGE, savedAt: "not a date" });
    expect(result.current).toBeNull();
    fromWorker({ type: OFFLINE_DATA_MESSAGE, savedAt: "2026-11-26T14:32:00.000Z" });
    expect(result.current).toEqual(new Date("2026-11-26T14:32:00.000Z"));
  });

  it("is forgotten at logout, and the cache holding the session and inbox is deleted", () => {
    const remove = vi.fn(async () => true);
    vi.stubGlobal("caches", { delete: remove });
    const { result } = renderHook(() => useOfflineDataTime());
    fromWorker({ type: OFFLINE_DATA_MESSAGE, savedAt: "2026-11-26T14:32:00.000Z" });
    act(() => forgetOfflineData());
    expect(result.current).toBeNull();
    expect(remove).toHaveBeenCalledWith(OFFLINE_DATA_CACHE);
  });
});
