/** The settings call sends the route's query along with the forced domain (spec §7) and is made only once. */
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { testSettings } from "../../test/fixtures.ts";
import { json, mockApi } from "../../test/mock-api.ts";
import { settingsQuery } from "./api.ts";

describe("settingsQuery", () => {
  it("sends the route's query params and the page's host, parses the answer, and loads it once", async () => {
    const api = mockApi({
      "GET /api/settings.php": json(200, { settings: testSettings({ name: "Liefdesdate" }) }),
    });
    const queryClient = new QueryClient();

    const route = new URL("https://amora.test/members?network=ads&domain=other.test");
    const settings = await queryClient.ensureQueryData(settingsQuery(route));
    await queryClient.ensureQueryData(settingsQuery(new URL("https://amora.test/?other=1")));

    expect(settings.name).toBe("Liefdesdate");
    expect(api.calls).toHaveLength(1);
    expect(`${api.calls[0]?.path}?${api.calls[0]?.query}`).toBe(
      "/api/settings.php?network=ads&domain=amora.test",
    );
  });

  it("rejects an answer that breaks the contract", async () => {
    mockApi({ "GET /api/settings.php": json(200, { settings: { name: "x" } }) });
    await expect(new QueryClient().fetchQuery(settingsQuery())).rejects.toThrow();
  });
});
