/** The map lander: the visitor's country drawn, members pinned at their towns, a pin opening the signup. */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockApi } from "../../../test/mock-api.ts";
import { makeCard } from "../../../test/profile-data.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { outlineOf } from "./pins.ts";

const LONG = { timeout: 5000 };

describe("the map lander", () => {
  it("pins the members on the map of the answer's country, and a pin opens the signup to write to them", async () => {
    localStorage.setItem("site-entry-warning-dismissed", "1");
    const profiles = [
      makeCard(1, { name: "Emma", age: 31, city: "Lyon", fictional: true }),
      makeCard(2, { name: "Julie", age: 27, city: "Paris" }),
    ];
    mockApi({ "GET /api/lander.php": json(200, { niche: "milf", country: "FR", profiles }) });
    const { container } = await renderApp("/landers/maplanding/milf-paris");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Find mature women near you on the map" }, LONG),
    ).toBeTruthy();
    expect(container.querySelector(".maplanding__land path")?.getAttribute("d")).toBe(outlineOf("FR").path);

    const pins = screen.getByRole("list", { name: "Members on the map of France" });
    const emma = within(pins).getByRole("link", { name: "Emma, 31, Lyon: write to them" });
    const [x, y] = outlineOf("FR").cities.Lyon ?? [];
    expect(emma.closest("li")?.style.left).toBe(`${((x ?? 0) / 400) * 100}%`);
    expect(emma.closest("li")?.style.top).toBe(`${((y ?? 0) / 400) * 100}%`);
    expect(within(emma).getByTestId("fictional-mark")).toBeTruthy();

    await userEvent.click(emma);
    expect(await screen.findByRole("dialog", { name: "Sign up to write to Emma" }, LONG)).toBeTruthy();
  });
});
