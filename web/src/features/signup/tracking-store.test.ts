/** Tracking values (spec §3, §4): taken from any page's query string, kept as first seen for the session. */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app.tsx";
import { captureLanderVisit, captureTracking, readTracking } from "./tracking-store.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("captureTracking", () => {
  it("keeps network, ref and sub1–sub3 and nothing else", () => {
    const storage = memoryStorage();
    captureTracking("?network=adnet&ref=7&sub1=a&sub2=b&sub3=c&utm_source=x&t=5", storage);
    expect(readTracking(storage)).toEqual({ network: "adnet", ref: "7", sub1: "a", sub2: "b", sub3: "c" });
  });

  it("keeps the first value it saw", () => {
    const storage = memoryStorage();
    captureTracking("?network=first", storage);
    expect(captureTracking("?network=second&sub1=later", storage)).toBe(true);
    expect(readTracking(storage)).toEqual({ network: "first", sub1: "later" });
  });

  it("ignores empty values and trims the others to the contract's lengths", () => {
    const storage = memoryStorage();
    expect(captureTracking("?network=&ref=%20%20", storage)).toBe(false);
    captureTracking(`?network=${"n".repeat(150)}&sub1=%20x%20`, storage);
    expect(readTracking(storage)).toEqual({ network: "n".repeat(100), sub1: "x" });
  });

  it("reads nothing from a value someone edited by hand", () => {
    expect(readTracking(memoryStorage({ tracking: "{not json" }))).toEqual({});
    expect(readTracking(memoryStorage({ tracking: '{"network":5,"ref":"ok"}' }))).toEqual({ ref: "ok" });
  });

  it("survives blocked storage", () => {
    const blocked = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(captureTracking("?network=x", blocked)).toBe(false);
    expect(readTracking(blocked)).toEqual({});
  });
});

describe("the app", () => {
  it("stores the tracking values of the page a visitor lands on", async () => {
    await renderApp("/pricing?network=adnet&sub2=banner");
    await screen.findByRole("heading", { level: 1, name: "Pricing" });
    // The page frame stores them in an effect, just after the page shows.
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem("tracking") ?? "{}")).toEqual({
        network: "adnet",
        sub2: "banner",
      }),
    );
  });

  it("stores values of later pages too", async () => {
    const { router } = await renderApp("/pricing");
    await screen.findByRole("heading", { level: 1, name: "Pricing" });
    expect(sessionStorage.getItem("tracking")).toBeNull();
    await router.navigate("/faq?ref=42");
    await screen.findByRole("heading", { level: 1, name: "Frequently asked questions" });
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem("tracking") ?? "{}")).toEqual({ ref: "42" }),
    );
  });
});

describe("captureLanderVisit", () => {
  it("adds the lander and variant to the tracking the signup sends; the latest lander wins", () => {
    const items = new Map<string, string>([["tracking", JSON.stringify({ network: "x" })]]);
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    expect(captureLanderVisit({ lander: "gallery", variant: "b" }, storage)).toBe(true);
    expect(captureLanderVisit({ lander: "gallery", variant: "b" }, storage)).toBe(false);
    expect(readTracking(storage)).toEqual({ network: "x", lander: "gallery", variant: "b" });
    captureLanderVisit({ lander: "video", variant: "a" }, storage);
    expect(readTracking(storage)).toEqual({ network: "x", lander: "video", variant: "a" });
  });
});
