/** Where the completed payment leads back to: a path of this site, for a few hours, once. */
import { afterEach, describe, expect, it } from "vitest";
import { creditsReturn, forgetCreditsReturn, rememberCreditsReturn } from "./credits-return.ts";

const NOW = Date.parse("2026-11-25T12:00:00Z");

afterEach(() => sessionStorage.clear());

describe("the way back after buying credits", () => {
  it("is the path remembered, until forgotten", () => {
    rememberCreditsReturn("/chats/5", NOW);
    expect(creditsReturn(NOW + 60_000)).toBe("/chats/5");
    forgetCreditsReturn();
    expect(creditsReturn(NOW)).toBeNull();
  });

  it("runs out after 3 hours", () => {
    rememberCreditsReturn("/chats/5", NOW);
    expect(creditsReturn(NOW + 3 * 3_600_000 + 1)).toBeNull();
  });

  it.each(["//evil.test/x", "/\\evil.test", "https://evil.test"])("never leads off the site: %s", (path) => {
    rememberCreditsReturn(path, NOW);
    expect(creditsReturn(NOW)).toBeNull();
  });

  it("is none when nothing or garbage is stored", () => {
    expect(creditsReturn(NOW)).toBeNull();
    sessionStorage.setItem("credits-return", "{not json");
    expect(creditsReturn(NOW)).toBeNull();
  });
});
