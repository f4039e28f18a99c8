/** The settings call sends the route's query along with the forced domain (spec §7) and is made only once. */
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testSettings } from "../../test/fixtures.ts";
import { settingsQuery } from "./api.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("settingsQuery", () => {
  it("sends the route's query params and the page's host, parses the answer, and loads it once", async () => {
    const fetch = vi.fn(async () => Response.json({ settings: testSettings({ name: "Liefdesdate" }) }));
    vi.stubGlobal("fetch", fetch);
    const queryClient = new QueryClient();

    const route = new URL("https://amora.test/members?network=ads&domain=other.test");
    const settings = await queryClient.ensureQueryData(settingsQuery(route));
    await queryClient.ensureQueryData(settingsQuery(new URL("https://amora.test/?other=1")));

    expect(settings.name).toBe("Liefdesdate");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      "/api/settings.php?network=ads&domain=amora.test",
    );
  });

  it("rejects an answer that breaks the contract", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ settings: { name: "x" } })),
    );
    await expect(new QueryClient().fetchQuery(settingsQuery())).rejects.toThrow();
  });
});
