import { GeocodeResponseSchema } from "@amora/contract/geocode";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites });
});
afterAll(() => app.close());

const get = (query: string) => app.inject({ method: "GET", url: `/api/geocode.php${query}` });

describe("GET /api/geocode.php", () => {
  it("names the town of a position for a visitor, privately cacheable", async () => {
    const response = await get("?lat=52.3702&lon=4.8952");
    expect(response.statusCode).toBe(200);
    expect(GeocodeResponseSchema.parse(response.json())).toEqual({
      geocode: { country: "NL", region: "NH", city: "Amsterdam" },
    });
    expect(response.headers["cache-control"]).toBe("private, max-age=3600");
  });

  it("answers at /api/geocode too", async () => {
    const response = await app.inject({ method: "GET", url: "/api/geocode?lat=51.5074&lon=-0.1278" });
    expect(response.json()).toEqual({ geocode: { country: "GB", region: "LND", city: "London" } });
  });

  it("answers 404 LOCATION_NOT_FOUND where no town of ours is near", async () => {
    for (const query of ["?lat=40&lon=-40", "?lat=35.6762&lon=139.6503"]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(404);
      expect(response.json()).toEqual({
        code: "LOCATION_NOT_FOUND",
        message: "No town was found near this location.",
      });
    }
  });

  it("refuses positions that are not numbers in range", async () => {
    for (const query of [
      "?lat=abc&lon=4.9",
      "?lat=91&lon=4.9",
      "?lat=-90.5&lon=4.9",
      "?lat=52.37&lon=180.1",
      "?lat=52.37",
      "?lon=4.9",
      "?lat=&lon=",
      "?lat=%20&lon=4.9",
      "",
      "?lat=1e308&lon=4.9",
      "?lat=52.37&lon=99999999999999999999999",
    ]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe("VALIDATION_FAILED");
    }
    const missing = await get("?lat=52.37");
    expect(missing.json().issues).toEqual([expect.objectContaining({ path: "querystring.lon" })]);
  });
});
