/** The browser's geolocation: the permission state "Use my location" follows, and the one position it asks for. */
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentPosition, useGeolocationPermission } from "./geolocation.ts";

type FakePermissionStatus = EventTarget & { name: string; state: PermissionState; onchange: null };

/** Own properties put on navigator (jsdom has neither API), removed again after each test. */
const restores: (() => void)[] = [];

function stubNavigator(name: "geolocation" | "permissions", value: unknown) {
  const own = Object.getOwnPropertyDescriptor(navigator, name);
  Object.defineProperty(navigator, name, { value, configurable: true });
  restores.push(() => {
    if (own) Object.defineProperty(navigator, name, own);
    else delete (navigator as unknown as Record<string, unknown>)[name];
  });
}

function permissionStatus(state: PermissionState): FakePermissionStatus {
  return Object.assign(new EventTarget(), { name: "geolocation", state, onchange: null });
}

function stubPermissions(query: () => Promise<FakePermissionStatus>) {
  const spy = vi.fn(query);
  stubNavigator("permissions", { query: spy });
  return spy;
}

afterEach(() => {
  for (const restore of restores.splice(0).reverse()) restore();
});

describe("useGeolocationPermission", () => {
  it("is unsupported without the Geolocation API", () => {
    stubPermissions(async () => permissionStatus("granted"));
    const { result } = renderHook(() => useGeolocationPermission());
    expect(result.current).toBe("unsupported");
  });

  it("is unknown without the Permissions API", () => {
    stubNavigator("geolocation", { getCurrentPosition: vi.fn() });
    const { result } = renderHook(() => useGeolocationPermission());
    expect(result.current).toBe("unknown");
  });

  it("stays unknown when the browser refuses to say", async () => {
    stubNavigator("geolocation", { getCurrentPosition: vi.fn() });
    const query = stubPermissions(() => Promise.reject(new TypeError("geolocation is not a permission")));
    const { result } = renderHook(() => useGeolocationPermission());
    await act(async () => {
      await query.mock.results[0]?.value.catch(() => {});
    });
    expect(query).toHaveBeenCalledWith({ name: "geolocation" });
    expect(result.current).toBe("unknown");
  });

  it("follows the browser's state, also when it changes later", async () => {
    stubNavigator("geolocation", { getCurrentPosition: vi.fn() });
    const status = permissionStatus("prompt");
    stubPermissions(async () => status);
    const { result } = renderHook(() => useGeolocationPermission());
    await waitFor(() => expect(result.current).toBe("prompt"));

    act(() => {
      status.state = "granted";
      status.dispatchEvent(new Event("change"));
    });
    expect(result.current).toBe("granted");

    act(() => {
      status.state = "denied";
      status.dispatchEvent(new Event("change"));
    });
    expect(result.current).toBe("denied");
  });

  it("stops following the state when unmounted", async () => {
    stubNavigator("geolocation", { getCurrentPosition: vi.fn() });
    const status = permissionStatus("prompt");
    const removeListener = vi.spyOn(status, "removeEventListener");
    stubPermissions(async () => status);
    const { result, unmount } = renderHook(() => useGeolocationPermission());
    await waitFor(() => expect(result.current).toBe("prompt"));

    unmount();
    expect(removeListener).toHaveBeenCalledWith("change", expect.any(Function));
  });
});

describe("currentPosition", () => {
  it("asks for a position at most an hour old and returns it", async () => {
    const position = { coords: { latitude: 52.37, longitude: 4.89 }, timestamp: 0 };
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success(position as unknown as GeolocationPosition),
    );
    stubNavigator("geolocation", { getCurrentPosition });

    await expect(currentPosition()).resolves.toBe(position);
    expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      maximumAge: 3_600_000,
      timeout: 15_000,
      enableHighAccuracy: false,
    });
  });

  it("fails with the browser's error", async () => {
    const denied = { code: 1, message: "User denied Geolocation" };
    stubNavigator("geolocation", {
      getCurrentPosition: (_: PositionCallback, failure: PositionErrorCallback) =>
        failure(denied as GeolocationPositionError),
    });

    await expect(currentPosition(5_000)).rejects.toBe(denied);
  });
});
