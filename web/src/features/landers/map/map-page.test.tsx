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
      makeCard(1, { name: "Emma", age: 31, country: "FR", city: "Lyon", fictional: true }),
      makeCard(2, { name: "Julie", age: 27, country: "FR", city: "Paris" }),
    ];
    mockApi({ "GET /api/lander.php": json(200, { niche: "milf", country: "FR", profiles }) });
    const { container } = await renderApp("/landers/maplanding/milf-paris");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Find mature women near you on the map" }, LONG),
    ).toBeTruthy();
    expect(container.querySelector(".maplanding__land path")?.getAttribute("d")).toBe(outlineOf("FR").path);

    const pins = screen.getByRole("list", { name: "Members on the map of France" });
    const emma = within(pins).getByRole("link", { name: "Emma, 31, Lyon: write to them" });
    // The map is cut to the country's box: the pin's place is a share of it.
    const [x = 0, y = 0] = outlineOf("FR").cities.Lyon ?? [];
    const [left = 0, top = 0, width = 1, height = 1] = outlineOf("FR").box;
    const place = emma.closest("li")?.style;
    expect(Number.parseFloat(place?.left ?? "")).toBeCloseTo(((x - left) / width) * 100, 2);
    expect(Number.parseFloat(place?.top ?? "")).toBeCloseTo(((y - top) / height) * 100, 2);
    expect(within(emma).getByTestId("fictional-mark")).toBeTruthy();

    await userEvent.click(emma);
    expect(await screen.findByRole("dialog", { name: "Sign up to write to Emma" }, LONG)).toBeTruthy();
  });
});

describe("the map lander's country", () => {
  it("draws the country most members live in when none live in the answer's, and pins only its members", async () => {
    localStorage.setItem("site-entry-warning-dismissed", "1");
    const profiles = [
      makeCard(1, { name: "Emma", country: "NL", city: "Amsterdam" }),
      makeCard(2, { name: "Lotte", country: "NL", city: "Utrecht" }),
      makeCard(3, { name: "Chloé", country: "BE", city: "Gent" }),
    ];
    mockApi({ "GET /api/lander.php": json(200, { niche: "", country: "US", profiles }) });
    const { container } = await renderApp("/landers/maplanding");
    const pins = await screen.findByRole("list", { name: "Members on the map of Netherlands" }, LONG);
    expect(container.querySelector(".maplanding__land path")?.getAttribute("d")).toBe(outlineOf("NL").path);
    expect(within(pins).getAllByRole("link")).toHaveLength(2);
    expect(screen.queryByRole("link", { name: /Chloé/ })).toBeNull();
  });
});
