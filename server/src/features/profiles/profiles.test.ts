import { FeaturedResponseSchema } from "@amora/contract/profiles";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { photos, profiles } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";

type NewProfile = typeof profiles.$inferInsert;

async function addProfile(db: Db, values: Partial<NewProfile> & { name: string }, withPhoto = true) {
  const [profile] = await db
    .insert(profiles)
    .values({
      gender: "female",
      sexuality: "hetero",
      dateOfBirth: "1995-05-05",
      country: "NL",
      region: "NH",
      city: "Amsterdam",
      ...values,
    })
    .returning({ id: profiles.id });
  if (!profile || !withPhoto) return profile?.id;
  const [photo] = await db
    .insert(photos)
    .values({
      profileId: profile.id,
      filename: `p/${profile.id}.webp`,
      thumbFilename: `p/${profile.id}-t.webp`,
      matchFilename: `p/${profile.id}-m.webp`,
    })
    .returning({ id: photos.id });
  await db.update(profiles).set({ mainPhotoId: photo?.id }).where(eq(profiles.id, profile.id));
  return profile.id;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    seed: async (db) => {
      await seedSites(db);
      await addProfile(db, { name: "Anna", lastActiveAt: new Date("2026-01-03") });
      await addProfile(db, { name: "Hidden", isInvisible: true });
      await addProfile(db, { name: "Disabled", status: "disabled" });
      await addProfile(db, { name: "Nophoto" }, false);
      await addProfile(db, {
        name: "Zoe",
        country: "FR",
        region: "IDF",
        city: "Paris",
        isFictional: true,
        lastActiveAt: new Date("2026-01-02"),
      });
      await addProfile(db, {
        name: "Mia",
        country: "US",
        region: "CA",
        city: "San Diego",
        isCam: true,
        lastActiveAt: new Date("2026-01-01"),
      });
    },
  });
});
afterAll(() => app.close());

async function featured(host?: string) {
  const response = await app.inject({
    method: "GET",
    url: "/api/featured.php?limit=10",
    headers: host ? { host } : {},
  });
  expect(response.statusCode).toBe(200);
  return FeaturedResponseSchema.parse(response.json()).profiles;
}

describe("GET /api/featured.php", () => {
  it("shows visible, active members with a photo, most recently active first", async () => {
    const cards = await featured();
    expect(cards.map((c) => c.name)).toEqual(["Anna", "Zoe", "Mia"]);
    expect(cards[0]?.main_image).toEqual({
      filename: expect.stringMatching(/^p\/\d+\.webp$/),
      thumb_filename: expect.stringMatching(/-t\.webp$/),
      match: expect.stringMatching(/-m\.webp$/),
    });
    expect(cards[0]?.age).toBeGreaterThanOrEqual(30);
  });

  it("discloses fictional and promotional profiles", async () => {
    const cards = await featured();
    expect(cards.find((c) => c.name === "Zoe")).toMatchObject({ fictional: true, cam: false });
    expect(cards.find((c) => c.name === "Mia")).toMatchObject({ fictional: false, cam: true });
  });

  it("keeps to the countries the site serves", async () => {
    const cards = await featured("amoursecret.test");
    expect(cards.map((c) => c.name)).toEqual(["Zoe"]);
  });
});
