/**
 * Settings that decide what the server sends: a profile answer leaves out the details a site does not
 * show (visible_profile_fields, visible_profile_notes), and search ignores filters a site does not offer
 * (search_fields). The three demo sites differ in both (seed/sites.ts).
 */
import { ProfileViewResponseSchema } from "@amora/contract/profiles";
import { SearchResponseSchema } from "@amora/contract/search";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, sites } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp, openTestDatabase } from "../../test/test-app.ts";

let app: FastifyInstance;
let sofie: number;
/** In Belgium, which every demo site covers: profile pages exist only on sites covering the country. */
let lotte: number;

const person = {
  gender: "female" as const,
  sexuality: "bi" as const,
  dateOfBirth: "1994-04-04",
  about: "J'adore les balades le long de la Seine.",
  hairColour: "red",
  eyeColour: "green",
  bodyType: "slim" as const,
  relationshipStatus: "single" as const,
  heightCm: 168,
  interests: ["hiking", "wine"],
};

beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites });
  const [row] = await app.db
    .insert(profiles)
    .values([
      { ...person, name: "Sofie", country: "FR", region: "IDF", city: "Paris" },
      { ...person, name: "Maelle", country: "FR", region: "BRE", city: "Rennes" },
    ])
    .returning({ id: profiles.id });
  sofie = row!.id;
  const [belgian] = await app.db
    .insert(profiles)
    .values({ ...person, name: "Lotte", country: "BE", region: "VLG", city: "Gent" })
    .returning({ id: profiles.id });
  lotte = belgian!.id;
});
afterAll(() => app.close());

async function profileOn(host: string, id = sofie) {
  const response = await app.inject({
    method: "GET",
    url: `/api/profile.php?id=${id}`,
    headers: { host },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { profile: Record<string, unknown> };
  ProfileViewResponseSchema.parse(body);
  return body.profile;
}

describe("visible_profile_fields and visible_profile_notes", () => {
  it("sends every detail where the site shows them all (Amora)", async () => {
    expect(await profileOn("amora.test")).toMatchObject({
      sexuality: "bi",
      about: person.about,
      relationship_status: "single",
      body_type: "slim",
      hair_colour: "red",
      eye_colour: "green",
      height_cm: 168,
      interests: ["hiking", "wine"],
    });
  });

  it("leaves out the fields a site does not list (Amour Secret: no sexuality, no height)", async () => {
    const profile = await profileOn("amoursecret.test");
    expect(profile).not.toHaveProperty("sexuality");
    expect(profile).not.toHaveProperty("height_cm");
    expect(profile).toMatchObject({ about: person.about, hair_colour: "red", interests: ["hiking", "wine"] });
  });

  it("leaves out the about text where notes are off, and only what is listed remains (Liefdesdate)", async () => {
    const profile = await profileOn("liefdesdate.test", lotte);
    for (const key of ["about", "sexuality", "relationship_status", "height_cm"]) {
      expect(profile).not.toHaveProperty(key);
    }
    expect(profile).toMatchObject({ hair_colour: "red", eye_colour: "green", body_type: "slim" });
    expect(JSON.stringify(profile)).not.toContain("Seine");
  });

  it("shows no detail at all where a site lists none", async () => {
    const test = await openTestDatabase();
    await seedSites(test.database.db);
    await test.database.db.update(sites).set({ visibleProfileFields: [], visibleProfileNotes: false });
    const [row] = await test.database.db
      .insert(profiles)
      .values({ ...person, name: "Sofie", country: "FR", region: "IDF", city: "Paris" })
      .returning({ id: profiles.id });
    const other = await buildTestApp({ database: test.database });
    try {
      const response = await other.inject({ method: "GET", url: `/api/profile.php?id=${row!.id}` });
      const profile = response.json().profile;
      for (const key of ["about", "sexuality", "interests", "hair_colour", "eye_colour", "body_type"]) {
        expect(profile).not.toHaveProperty(key);
      }
      expect(profile).toMatchObject({ name: "Sofie", age: expect.any(Number), city: "Paris" });
    } finally {
      await other.close();
      await test.dispose();
    }
  });
});

describe("search_fields", () => {
  async function namesOn(host: string, query: string) {
    const response = await app.inject({ method: "GET", url: `/api/members.php?${query}`, headers: { host } });
    expect(response.statusCode, response.body).toBe(200);
    return SearchResponseSchema.parse(response.json()).profiles.map((p) => p.name);
  }

  it("narrows by region where the site offers the region filter (Amora)", async () => {
    expect(await namesOn("amora.test", "country=FR&countryregion=IDF")).toEqual(["Sofie"]);
  });

  it("ignores the region filter where the site does not offer it (Amour Secret)", async () => {
    expect((await namesOn("amoursecret.test", "country=FR&countryregion=IDF")).sort()).toEqual([
      "Maelle",
      "Sofie",
    ]);
  });
});
