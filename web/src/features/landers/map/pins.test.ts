/** The map lander's pins: at the member's town when the map knows it, else on a spot inside the country. */
import { describe, expect, it } from "vitest";
import { testCard } from "../../../test/fixtures.ts";
import { outlineOf, placePins, project } from "./pins.ts";

describe("the map's pins", () => {
  it("puts a member at their town, and the projection agrees with the outlines' own", () => {
    const fr = outlineOf("FR");
    const [pin] = placePins(fr, [testCard(1, { city: "Paris" })]);
    expect(pin).toMatchObject({ x: fr.cities.Paris?.[0], y: fr.cities.Paris?.[1], atTown: true });
    const [x, y] = project(fr, 48.85341, 2.3488);
    expect(Math.abs(x - (fr.cities.Paris?.[0] ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs(y - (fr.cities.Paris?.[1] ?? 0))).toBeLessThanOrEqual(1);
  });

  it("fans out members of one town, and puts an unknown town on a spot chosen by the member", () => {
    const nl = outlineOf("NL");
    const pins = placePins(nl, [
      testCard(1, { city: "Amsterdam" }),
      testCard(2, { city: "Amsterdam" }),
      testCard(3, { city: "Nowhere-on-the-map" }),
    ]);
    expect(pins[1]?.x).not.toBe(pins[0]?.x);
    expect(pins[2]?.atTown).toBe(false);
    expect(nl.spots).toContainEqual([pins[2]?.x, pins[2]?.y]);
    expect(placePins(nl, [testCard(3, { city: "Nowhere-on-the-map" })])[0]).toEqual(pins[2]);
  });

  it("has an outline with towns and spots for each of the 19 countries, in a small file", async () => {
    const { COUNTRIES } = await import("@amora/contract/countries");
    for (const country of COUNTRIES) {
      const outline = outlineOf(country);
      expect(outline.path).toMatch(/^M\d/);
      expect(Object.keys(outline.cities).length).toBeGreaterThanOrEqual(2);
      expect(outline.spots.length).toBeGreaterThan(10);
    }
    const { default: raw } = await import("./country-outlines.json?raw");
    expect(raw.length).toBeLessThan(60 * 1024);
  });
});
