/** Unread messages plus new likes, in the page title and the app badge (spec §1). */
import { describe, expect, it, vi } from "vitest";
import { attentionCount, showAppBadge, titleWithCount } from "./attention.ts";

describe("attentionCount", () => {
  it("adds unread messages and new likes", () => {
    expect(attentionCount({ unread_messages: 3, new_likes: 2 })).toBe(5);
    expect(attentionCount(null)).toBe(0);
  });
});

describe("titleWithCount", () => {
  it("puts the count in front when there is one", () => {
    expect(titleWithCount("Likes | Amora", 5)).toBe("(5) Likes | Amora");
  });

  it("replaces an earlier count and removes it at zero", () => {
    expect(titleWithCount("(5) Likes | Amora", 7)).toBe("(7) Likes | Amora");
    expect(titleWithCount("(5) Likes | Amora", 0)).toBe("Likes | Amora");
    expect(titleWithCount("Likes | Amora", 0)).toBe("Likes | Amora");
  });
});

describe("showAppBadge", () => {
  it("sets the badge, or clears it at zero", () => {
    const nav = { setAppBadge: vi.fn(async () => {}), clearAppBadge: vi.fn(async () => {}) };
    showAppBadge(4, nav as unknown as Navigator);
    showAppBadge(0, nav as unknown as Navigator);
    expect(nav.setAppBadge).toHaveBeenCalledWith(4);
    expect(nav.clearAppBadge).toHaveBeenCalledOnce();
  });

  it("ignores browsers without badges and badges that fail", async () => {
    expect(() => showAppBadge(4, {} as Navigator)).not.toThrow();
    const rejecting = { setAppBadge: vi.fn(() => Promise.reject(new Error("not installed"))) };
    expect(() => showAppBadge(4, rejecting as unknown as Navigator)).not.toThrow();
    const throwing = {
      setAppBadge: vi.fn(() => {
        throw new Error("denied");
      }),
    };
    expect(() => showAppBadge(4, throwing as unknown as Navigator)).not.toThrow();
    await Promise.resolve();
  });
});
