/** The demo seed against a real database: deterministic, realistic, within its shares; each profile its own portraits. */
import { COUNTRIES, type Country } from "@amora/contract/countries";
import { asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { companies, payments, photos, profiles, sites, users } from "../db/schema.ts";
import { isFirstPurchase } from "../features/payments/payments.service.ts";
import { verifyPassword } from "../lib/passwords.ts";
import { isRegionOf } from "../lib/regions.ts";
import { openTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { DEMO_FREE_EMAIL, DEMO_PASSWORD, DEMO_PREMIUM_EMAIL } from "./demo-accounts.ts";
import { DEMO_FREE_PROFILE_ID, DEMO_PREMIUM_PROFILE_ID, seedBulkProfiles, seedDemo } from "./index.ts";
import { CITIES } from "./places.ts";

const PROFILES = 300;
const SEED = 42;
const now = new Date();

let test: TestDatabase;
let db: Db;
let seeded: { profiles: number; photos: number };

const allProfiles = () => db.select().from(profiles).orderBy(asc(profiles.id));
type ProfileRow = Awaited<ReturnType<typeof allProfiles>>[number];
const allPhotos = () => db.select().from(photos).orderBy(asc(photos.id));
const seedOnce = () => seedDemo(db, { profiles: PROFILES, seed: SEED, now });

beforeAll(async () => {
  test = await openTestDatabase();
  db = test.database.db;
  seeded = await seedOnce();
});

afterAll(async () => {
  await test?.dispose();
});

describe("seedDemo", () => {
  it("seeds the asked number of profiles, most of them with photos, and the sites", async () => {
    expect(seeded.profiles).toBe(PROFILES);
    expect(seeded.photos).toBeGreaterThan(PROFILES);
    expect((await allProfiles()).length).toBe(PROFILES);
    expect((await allPhotos()).length).toBe(seeded.photos);
    const [siteCount] = await db.select({ n: count() }).from(sites);
    expect(siteCount?.n).toBeGreaterThan(0);
  });

  it("leaves the tables it filled vacuumed and analysed, so index-only scans need not read them", async () => {
    const tables = await db
      .select({
        name: sql<string>`relname`,
        pages: sql<number>`relpages`,
        allVisible: sql<number>`relallvisible`,
      })
      .from(sql`pg_class`)
      .where(sql`relname in ('profiles', 'photos')`);
    expect(tables).toHaveLength(2);
    for (const table of tables) {
      expect(table.pages, table.name).toBeGreaterThan(0);
      expect(table.allVisible, table.name).toBe(table.pages);
    }
  });

  it("does nothing when there are profiles already", async () => {
    expect(await seedOnce()).toEqual({ profiles: 0, photos: 0 });
    expect((await allProfiles()).length).toBe(PROFILES);
  });

  it("gives identical rows for the same seed", async () => {
    const [profilesBefore, photosBefore] = [await allProfiles(), await allPhotos()];
    await db.execute(sql`truncate ${companies}, ${sites}, ${profiles}, ${photos} restart identity cascade`);
    await seedOnce();
    expect(await allProfiles()).toEqual(profilesBefore);
    expect(await allPhotos()).toEqual(photosBefore);
  });

  it("covers all 19 countries with real regions and cities", async () => {
    const rows = await allProfiles();
    expect(new Set(rows.map((p) => p.country))).toEqual(new Set(COUNTRIES));
    for (const p of rows) {
      const country = p.country as Country;
      expect(isRegionOf(country, p.region), `${p.country} ${p.region}`).toBe(true);
      expect(
        CITIES[country].some((c) => c.name === p.city && c.region === p.region),
        p.city,
      ).toBe(true);
    }
  });

  it("makes everybody 18 to 70, by the database's own age()", async () => {
    const [ages] = await db
      .select({
        min: sql<number>`min(date_part('year', age(${profiles.dateOfBirth})))::int`,
        max: sql<number>`max(date_part('year', age(${profiles.dateOfBirth})))::int`,
      })
      .from(profiles);
    expect(ages?.min).toBeGreaterThanOrEqual(18);
    expect(ages?.max).toBeLessThanOrEqual(70);
  });

  it("keeps the shares of women and of the special kinds in range, the kinds exclusive", async () => {
    const rows = await allProfiles();
    const share = (test: (p: ProfileRow) => boolean) => rows.filter(test).length / rows.length;
    expect(share((p) => p.gender === "female")).toBeGreaterThan(0.45);
    expect(share((p) => p.gender === "female")).toBeLessThan(0.65);
    expect(share((p) => p.isFictional)).toBeGreaterThan(0.03);
    expect(share((p) => p.isFictional)).toBeLessThan(0.15);
    expect(share((p) => p.isCam)).toBeLessThan(0.06);
    expect(share((p) => p.isResell)).toBeLessThan(0.06);
    expect(share((p) => p.status === "disabled")).toBeLessThan(0.06);
    expect(share((p) => p.isInvisible)).toBeLessThan(0.04);
    expect(rows.filter((p) => Number(p.isFictional) + Number(p.isCam) + Number(p.isResell) > 1)).toEqual([]);
    expect(
      rows.filter((p) => (p.gender === "female" ? p.sexuality === "gay" : p.sexuality === "lesbian")),
    ).toEqual([]);
  });

  it("records the premium demo member's purchase, so his next one is not the one that made him premium", async () => {
    const [lucas] = await db.select().from(users).where(eq(users.email, DEMO_PREMIUM_EMAIL));
    const [emma] = await db.select().from(users).where(eq(users.email, DEMO_FREE_EMAIL));
    expect(lucas?.paidUser).toBe(true);
    const bought = await db.select().from(payments).where(eq(payments.userId, lucas!.id));
    expect(bought).toEqual([expect.objectContaining({ status: "paid", currency: "EUR" })]);
    const later = { ...bought[0]!, id: bought[0]!.id + 1000, completedAt: new Date() };
    expect(await isFirstPurchase(db, later)).toBe(false);
    // Emma has never paid: her first purchase will be.
    expect(await isFirstPurchase(db, { ...later, userId: emma!.id })).toBe(true);
  });

  it("seeds the two demo members with their fixed values", async () => {
    const [emma] = await db.select().from(profiles).where(eq(profiles.id, DEMO_FREE_PROFILE_ID));
    const [lucas] = await db.select().from(profiles).where(eq(profiles.id, DEMO_PREMIUM_PROFILE_ID));
    expect(emma).toMatchObject({
      name: "Emma",
      gender: "female",
      country: "NL",
      region: "NH",
      city: "Amsterdam",
    });
    expect(lucas).toMatchObject({
      name: "Lucas",
      gender: "male",
      country: "FR",
      region: "IDF",
      city: "Paris",
    });
    for (const [member, age] of [
      [emma, 29],
      [lucas, 34],
    ] as const) {
      expect(member).toMatchObject({ isFictional: false, isCam: false, isResell: false, status: "active" });
      const [row] = await db
        .select({ age: sql<number>`date_part('year', age(${profiles.dateOfBirth}))::int` })
        .from(profiles)
        .where(eq(profiles.id, member!.id));
      expect(row?.age).toBe(age);
    }
    const photoCount = async (id: number) => (await allPhotos()).filter((p) => p.profileId === id).length;
    expect(await photoCount(DEMO_FREE_PROFILE_ID)).toBe(3);
    expect(await photoCount(DEMO_PREMIUM_PROFILE_ID)).toBe(4);
  });

  it("gives the demo members the logins the README names: Emma free, Lucas premium", async () => {
    const accounts = await db.select().from(users).orderBy(users.profileId);
    expect(accounts.map((a) => [a.email, a.profileId, a.status, a.paidUser, a.credits])).toEqual([
      [DEMO_FREE_EMAIL, DEMO_FREE_PROFILE_ID, "active", false, 8],
      [DEMO_PREMIUM_EMAIL, DEMO_PREMIUM_PROFILE_ID, "active", true, 120],
    ]);
    for (const account of accounts)
      expect(await verifyPassword(DEMO_PASSWORD, account.passwordHash)).toBe(true);
  });

  it("points main_photo_id at each profile's first photo, a portrait of its gender and hair colour", async () => {
    const rows = await allProfiles();
    const photoRows = await allPhotos();
    for (const p of rows) {
      const own = photoRows.filter((photo) => photo.profileId === p.id);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(p.mainPhotoId).toBe(own.find((photo) => photo.position === 0)?.id ?? null);
      for (const photo of own) {
        expect(photo.filename).toContain(`-${p.id}-${p.gender[0]}-${p.hairColour}-${photo.position}.webp`);
      }
    }
    expect(rows.filter((p) => p.mainPhotoId === null).length).toBeLessThan(PROFILES * 0.12);
  });
});

describe("seedBulkProfiles", () => {
  it("appends realistic profiles after the existing ids and leaves the id sequences past them", async () => {
    const result = await seedBulkProfiles(db, 500, { seed: SEED, now });
    expect(result.profiles).toBe(500);
    const added = (await allProfiles()).filter((p) => p.id > PROFILES);
    expect(added.map((p) => p.id)).toEqual(Array.from({ length: 500 }, (_, i) => PROFILES + 1 + i));
    for (const p of added) expect(isRegionOf(p.country as Country, p.region)).toBe(true);

    const addedPhotos = (await allPhotos()).filter((photo) => photo.profileId > PROFILES);
    expect(addedPhotos.length).toBe(result.photos);
    for (const photo of addedPhotos) {
      const owner = added.find((p) => p.id === photo.profileId)!;
      expect(owner.mainPhotoId).toBe(photo.id);
      expect(photo.filename).toBe(
        `demo/people/0/${SEED}-${owner.id}-${owner.gender[0]}-${owner.hairColour}-0.webp`,
      );
    }

    const [fresh] = await db
      .insert(profiles)
      .values({
        name: "New",
        gender: "male",
        sexuality: "hetero",
        dateOfBirth: "1990-01-01",
        country: "NL",
        region: "UT",
        city: "Utrecht",
      })
      .returning({ id: profiles.id });
    expect(fresh?.id).toBe(PROFILES + 501);
  });
});
