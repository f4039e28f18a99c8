import { LanderResponseSchema } from "@amora/contract/landers";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { photos, profileSites, profiles, sites } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { insertProfile } from "../../test/profile-rows.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { birthDateForAge } from "../profiles/profiles.service.ts";

/** A profile with a main photo (unless `withPhoto` is false), born `age` years ago this day. */
async function addProfile(
  db: Db,
  name: string,
  age: number,
  values: Partial<typeof profiles.$inferInsert> = {},
  withPhoto = true,
) {
  const id = await insertProfile(db, { name, dateOfBirth: birthDateForAge(age, new Date()), ...values });
  if (!withPhoto) return id;
  const [photo] = await db
    .insert(photos)
    .values({
      profileId: id,
      filename: `p/${id}.webp`,
      thumbFilename: `p/${id}-t.webp`,
      matchFilename: `p/${id}-m.webp`,
    })
    .returning({ id: photos.id });
  await db.update(profiles).set({ mainPhotoId: photo?.id }).where(eq(profiles.id, id));
  return id;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    config: { trustProxy: true },
    seed: async (db) => {
      await seedSites(db);
      // Liefdesdate (NL, BE) becomes a milf site (niche 6) for the slug-less case.
      await db.update(sites).set({ niche: 6 }).where(eq(sites.domain, "liefdesdate.test"));
      await addProfile(db, "Young", 25);
      await addProfile(db, "Mature", 45);
      await addProfile(db, "Granny", 64);
      await addProfile(db, "Curvy", 30, { bodyType: "fat" });
      await addProfile(db, "Kinky", 33, { interests: ["music", "bondage"] });
      await addProfile(db, "Gaston", 40, { gender: "male", sexuality: "gay" });
      await addProfile(db, "Harold", 40, { gender: "male", sexuality: "hetero" });
      await addProfile(db, "Fiona", 28, { isFictional: true });
      await addProfile(db, "Nophoto", 45, {}, false);
      await addProfile(db, "Away", 45, { isInvisible: true });
      await addProfile(db, "Belgian", 45, { country: "BE", region: "VAN", city: "Antwerpen" });
      await addProfile(db, "Parisienne", 45, { country: "FR", region: "IDF", city: "Paris" });
      const elsewhere = await addProfile(db, "Elsewhere", 45);
      // Limited to the French site only: hidden on every other (decision 036).
      const [french] = await db
        .select({ id: sites.id })
        .from(sites)
        .where(eq(sites.domain, "amoursecret.test"));
      if (!french) throw new Error("no French site");
      await db.insert(profileSites).values({ profileId: elsewhere, siteId: french.id });
    },
  });
});
afterAll(() => app.close());

const DUTCH_IP = "145.1.1.1";

async function lander(query: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: "GET", url: `/api/lander.php?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return LanderResponseSchema.parse(response.json());
}

const names = (response: { profiles: { name: string }[] }) => response.profiles.map((p) => p.name).sort();

describe("GET /api/lander.php", () => {
  it("shows the visitor's country's women with a photo on a general site, fictional ones flagged", async () => {
    const response = await lander("name=gallery", { "x-forwarded-for": DUTCH_IP });
    expect(response.niche).toBe("");
    expect(response.country).toBe("NL");
    expect(names(response)).toEqual(["Curvy", "Fiona", "Granny", "Kinky", "Mature", "Young"]);
    expect(response.profiles.find((p) => p.name === "Fiona")?.fictional).toBe(true);
    expect(response.profiles.every((p) => p.main_image !== null)).toBe(true);
  });

  it("picks each niche's profiles by the slug's first part", async () => {
    const byNiche = async (slug: string) =>
      names(await lander(`name=gallery&slug=${slug}`, { "x-forwarded-for": DUTCH_IP }));
    expect(await byNiche("she")).toEqual(["Curvy", "Fiona", "Granny", "Kinky", "Mature", "Young"]);
    expect(await byNiche("bdsm-nights")).toEqual(["Kinky"]);
    expect(await byNiche("bbw")).toEqual(["Curvy"]);
    expect(await byNiche("gilf")).toEqual(["Granny"]);
    expect(await byNiche("milf-amsterdam")).toEqual(["Mature"]);
    expect(await byNiche("GAY")).toEqual(["Gaston"]);
    // Not a niche prefix: the site's own niche.
    expect(await byNiche("summer-milf")).toEqual(["Curvy", "Fiona", "Granny", "Kinky", "Mature", "Young"]);
  });

  it("takes the site's niche without a slug (niche 6 is milf), and the slug's over it", async () => {
    const milfSite = { host: "liefdesdate.test", "x-forwarded-for": DUTCH_IP };
    const plain = await lander("name=alonetonight", milfSite);
    expect(plain.niche).toBe("milf");
    expect(names(plain)).toEqual(["Mature"]);
    const gay = await lander("name=alonetonight&slug=gay", milfSite);
    expect(gay.niche).toBe("gay");
    expect(names(gay)).toEqual(["Gaston"]);
  });

  it("shows the site's countries when it does not serve the visitor's", async () => {
    const dutchOnFrenchSite = await lander("name=gallery&slug=milf", {
      host: "amoursecret.test",
      "x-forwarded-for": DUTCH_IP,
    });
    expect(dutchOnFrenchSite.country).toBe("FR");
    // The French site serves France, Belgium, Switzerland and Canada.
    expect(names(dutchOnFrenchSite)).toEqual(["Belgian", "Parisienne"]);
    const unknownVisitor = await lander("name=gallery&slug=milf", { host: "liefdesdate.test" });
    expect(unknownVisitor.country).toBe("NL");
    expect(names(unknownVisitor)).toEqual(["Belgian", "Mature"]);
  });

  it("leaves out profiles limited to other sites", async () => {
    const response = await lander("name=gallery&slug=milf", { "x-forwarded-for": DUTCH_IP });
    expect(names(response)).not.toContain("Elsewhere");
  });

  it("refuses an unknown lander, a missing name and a huge slug", async () => {
    for (const query of [
      "name=nowhere",
      "",
      `name=gallery&slug=${"a".repeat(61)}`,
      "name=gallery&name=gallery",
    ]) {
      const response = await app.inject({ method: "GET", url: `/api/lander.php?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
  });
});
