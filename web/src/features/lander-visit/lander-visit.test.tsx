/**
 * The lander's A/B variant (issue 16): the hook reads the visit the server gave the page, on that lander
 * only; with `lb` a visitor leaving without acting sends one bounce beacon, and nothing is sent otherwise.
 */
import type { LanderVisit } from "@amora/contract/landers";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchBounce } from "./bounce-watch.ts";
import { seedLanderVisit, useLanderVisit } from "./index.ts";

const VISIT: LanderVisit = { lander: "gallery", variant: "b", headline: "Tonight", bounceLogging: true };

function visitOn(path: string, visit: LanderVisit | undefined) {
  const queryClient = new QueryClient();
  seedLanderVisit(queryClient, visit);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useLanderVisit(), { wrapper }).result.current;
}

describe("useLanderVisit", () => {
  it("gives the server's visit on its lander, and null elsewhere or without one", () => {
    expect(visitOn("/landers/gallery/milf", VISIT)).toEqual(VISIT);
    expect(visitOn("/landers/gallery", VISIT)).toEqual(VISIT);
    expect(visitOn("/landers/video", VISIT)).toBeNull();
    expect(visitOn("/", VISIT)).toBeNull();
    expect(visitOn("/landers/gallery", undefined)).toBeNull();
  });
});

describe("the bounce beacon", () => {
  let sendBeacon: ReturnType<typeof vi.fn>;
  let now = 0;
  let stop: (() => void) | undefined;
  beforeEach(() => {
    sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
    now = 1_000_000;
  });
  afterEach(() => {
    stop?.();
    document.body.innerHTML = "";
  });
  const hide = () => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  };

  it("sends one beacon with the lander, variant, slug and seconds when the visitor leaves without acting", () => {
    stop = watchBounce(VISIT, "milf", () => now);
    now += 12_400;
    hide();
    window.dispatchEvent(new Event("pagehide"));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as [string, string];
    expect(url).toBe("/api/lander-bounce.php");
    expect(JSON.parse(body)).toEqual({ lander: "gallery", variant: "b", slug: "milf", seconds: 12 });
  });

  it("watches a visit once: the app's watch of the lander the browser entry already watches adds no beacon", () => {
    stop = watchBounce(VISIT, "milf", () => now);
    const second = watchBounce({ ...VISIT }, "milf", () => now);
    second();
    window.dispatchEvent(new Event("pagehide"));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    // A visit watched to its end can be watched again (the lander reached again in the app).
    stop = watchBounce(VISIT, "milf", () => now);
    window.dispatchEvent(new Event("pagehide"));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it("sends nothing once the visitor clicked a link or button, or typed into a form", () => {
    document.body.innerHTML = `<p id="text">Hi</p><a href="#join" id="link"><span id="inner">Join</span></a><input id="field" />`;
    stop = watchBounce(VISIT, undefined, () => now);
    document.getElementById("text")?.click();
    document.getElementById("inner")?.click();
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();

    stop = watchBounce(VISIT, undefined, () => now);
    document.getElementById("field")?.dispatchEvent(new Event("input", { bubbles: true }));
    window.dispatchEvent(new Event("pagehide"));
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("a click elsewhere than a control is no action", () => {
    document.body.innerHTML = `<p id="text">Hi</p>`;
    stop = watchBounce(VISIT, undefined, () => now);
    document.getElementById("text")?.click();
    window.dispatchEvent(new Event("pagehide"));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sendBeacon.mock.calls[0]?.[1] as string).slug).toBeNull();
  });
});
