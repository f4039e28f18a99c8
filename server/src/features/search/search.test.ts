import { SearchResponseSchema } from "@amora/contract/search";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { blocks, profiles } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { signUpOk } from "../accounts/accounts-test-helpers.ts";

type NewProfile = typeof profiles.$inferInsert;

/** Someone who turns `years` today (or turned it `days` ago). */
function bornAgo(years: number, days = 0): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() - days))
    .toISOString()
    .slice(0, 10);
}

const base: Omit<NewProfile, "name"> = {
  gender: "female",
  sexuality: "hetero",
  dateOfBirth: bornAgo(30, 100),
  country: "BE",
  region: "VLG",
  city: "Gent",
};

async function add(db: Db, rows: (Partial<NewProfile> & { name: string })[]) {
  return db
    .insert(profiles)
    .values(
      rows.map((row, i) => ({ ...base, lastActiveAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)), ...row })),
    )
    .returning({ id: profiles.id, name: profiles.name });
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    seed: async (db) => {
      await seedSites(db);
      // Belgium: 30 women in Flanders to page through, a few others around them.
      await add(
        db,
        Array.from({ length: 30 }, (_, i) => ({ name: `Flemish${i}` })),
      );
      await add(db, [
        { name: "Walloon", region: "WAL", city: "Namur" },
        { name: "Hidden", isInvisible: true },
        { name: "Off", status: "disabled" },
        { name: "Man", gender: "male" },
        { name: "Turns30Today", country: "AT", region: "9", city: "Wien", dateOfBirth: bornAgo(30) },
        { name: "Turns31Tomorrow", country: "AT", region: "9", city: "Wien", dateOfBirth: bornAgo(31, -1) },
        { name: "Turns31Today", country: "AT", region: "9", city: "Wien", dateOfBirth: bornAgo(31) },
        { name: "Brussels", region: "BRU", city: "Brussel" },
      ]);
      // Denmark: more than the count cap.
      await add(
        db,
        Array.from({ length: 1_005 }, (_, i) => ({
          name: `Dane${i}`,
          country: "DK",
          region: "DK-84",
          city: "København",
        })),
      );
    },
  });
});
afterAll(() => app.close());

async function search(query: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: "GET", url: `/api/members.php?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return SearchResponseSchema.parse(response.json());
}
const names = (result: { profiles: { name: string }[] }) => result.profiles.map((p) => p.name);

describe("GET /api/members.php", () => {
  it("pages 24 at a time with the total, newest activity first, without overlap", async () => {
    const query = "country=BE&countryregion=VLG&gender=female";
    const [one, two, three] = [
      await search(`${query}&page=1`),
      await search(`${query}&page=2`),
      await search(`${query}&page=3`),
    ];
    expect([one.profiles.length, two.profiles.length, three.profiles.length]).toEqual([24, 6, 0]);
    expect([one.total, two.total, three.total]).toEqual([30, 30, 30]);
    expect(one.total_capped).toBe(false);
    expect(one.pageNumber).toBe(1);
    expect(names(one)[0]).toBe("Flemish29");
    expect(new Set([...names(one), ...names(two)]).size).toBe(30);
  });

  it("never shows invisible or disabled profiles", async () => {
    const all = await search("country=BE&gender=any&page=1");
    const rest = await search("country=BE&gender=any&page=2");
    const shown = [...names(all), ...names(rest)];
    expect(shown).toContain("Man");
    expect(shown).not.toContain("Hidden");
    expect(shown).not.toContain("Off");
  });

  it("filters by age with exact birthday edges", async () => {
    const at30 = names(await search("country=AT&min_age=30&max_age=30"));
    expect(at30).toContain("Turns30Today");
    expect(at30).toContain("Turns31Tomorrow");
    expect(at30).not.toContain("Turns31Today");
    expect(names(await search("country=AT&min_age=31&max_age=40"))).toEqual(["Turns31Today"]);
    // A reversed range is read the right way round.
    expect(names(await search("country=AT&min_age=40&max_age=31"))).toEqual(["Turns31Today"]);
  });

  it("caps the count of a huge result and says so", async () => {
    const result = await search("country=DK");
    expect(result.total).toBe(1_000);
    expect(result.total_capped).toBe(true);
    expect(result.profiles).toHaveLength(24);
  });

  it("brings similar profiles when few match", async () => {
    const result = await search("country=BE&countryregion=BRU&gender=female");
    expect(names(result)).toEqual(["Brussels"]);
    expect(result.similar.length).toBeGreaterThan(0);
    expect(
      result.similar.every((p) => p.country === "BE" && p.gender === "female" && p.name !== "Brussels"),
    ).toBe(true);
  });

  it("refuses bad filters with the field named", async () => {
    for (const [query, path] of [
      ["min_age=abc", "querystring.min_age"],
      ["min_age=17", "querystring.min_age"],
      ["page=0", "querystring.page"],
      ["country=XX", "querystring.country"],
      ["gender=robot", "querystring.gender"],
    ]) {
      const response = await app.inject({ method: "GET", url: `/api/members.php?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().issues[0].path, query).toBe(path);
    }
    const region = await app.inject({ method: "GET", url: "/api/members.php?country=BE&countryregion=NH" });
    expect(region.json().issues).toEqual([{ path: "querystring.countryregion", code: "region_invalid" }]);
    const served = await app.inject({
      method: "GET",
      url: "/api/members.php?country=DK",
      headers: { host: "amoursecret.test" },
    });
    expect(served.json().issues).toEqual([{ path: "querystring.country", code: "country_not_served" }]);
  });

  it("lets visitors search only where the site allows it", async () => {
    const closed = await app.inject({
      method: "GET",
      url: "/api/members.php",
      headers: { host: "liefdesdate.test" },
    });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().code).toBe("authentication_required");
    await search("network=adnet&country=BE", { host: "liefdesdate.test" });
  });
});

describe("a member's search", () => {
  it("defaults to the gender sought and the member's country, and hides themselves and blocks both ways", async () => {
    const { cookie, user } = await signUpOk(app, {
      seeking: "female",
      country: "BE",
      region: "VLG",
      city: "Gent",
    });
    const defaults = await search("", { cookie });
    expect(defaults.profiles.every((p) => p.gender === "female" && p.country === "BE")).toBe(true);

    const [blockedByMe] = await app.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.name, "Flemish29"));
    const [blockedMe] = await app.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.name, "Flemish28"));
    await app.db.insert(blocks).values([
      { blockerProfileId: user.profile.id, blockedProfileId: blockedByMe!.id },
      { blockerProfileId: blockedMe!.id, blockedProfileId: user.profile.id },
    ]);
    const after = names(await search("countryregion=VLG", { cookie }));
    expect(after).not.toContain("Flemish29");
    expect(after).not.toContain("Flemish28");
    const men = await search("gender=male", { cookie });
    expect(names(men)).not.toContain(user.profile.name);
  });
});
