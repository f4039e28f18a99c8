/** The transitions lander: a hero of members' photos, the first of each column eager, and its call to action. */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockApi } from "../../../test/mock-api.ts";
import { makeCard } from "../../../test/profile-data.ts";
import { renderApp } from "../../../test/render-app.tsx";

const LONG = { timeout: 5000 };

describe("the transitions lander", () => {
  it("cycles the members' photos in three columns and signs up from the hero", async () => {
    localStorage.setItem("site-entry-warning-dismissed", "1");
    const profiles = Array.from({ length: 12 }, (_, i) => makeCard(i + 1, { name: `Member ${i + 1}` }));
    mockApi({ "GET /api/lander.php": json(200, { niche: "", country: "GB", profiles }) });
    const { container } = await renderApp("/landers/transitionsvideolanding");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Meet women who want to meet you" }, LONG),
    ).toBeTruthy();
    const columns = container.querySelectorAll(".transitions__column");
    expect(columns).toHaveLength(3);
    const firstColumn = [...(columns[0]?.querySelectorAll("img") ?? [])];
    expect(firstColumn.map((img) => img.getAttribute("src"))).toEqual([
      "/media/p/1-t.webp",
      "/media/p/4-t.webp",
      "/media/p/7-t.webp",
      "/media/p/10-t.webp",
    ]);
    expect(firstColumn.map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy", "lazy"]);

    await userEvent.click(screen.getByRole("link", { name: "Sign up for free" }));
    expect(await screen.findByRole("dialog", { name: "Create your free profile" }, LONG)).toBeTruthy();
  });
});
