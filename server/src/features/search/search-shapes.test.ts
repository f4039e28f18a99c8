/**
 * Search's prepared statements against a plain reference: for every combination of filters, as a visitor
 * and as a member with blocks both ways, the page, the capped total and the similar profiles are what
 * filtering and sorting all rows in JavaScript gives; and the count is exact up to the cap, capped past it.
 */
import { COUNTRIES } from "@amora/contract/countries";
import {
  SEARCH_COUNT_CAP,
  SEARCH_PAGE_SIZE,
  SearchResponseSchema,
  SIMILAR_BELOW,
} from "@amora/contract/search";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks, photos, profiles } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, signUpOk } from "../accounts/accounts-test-helpers.ts";

type NewProfile = typeof profiles.$inferInsert;

const today = new Date();
/** A birth date `years` and `days` before today. */
function born(years: number, days: number): string {
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() - days))
    .toISOString()
    .slice(0, 10);
}

/** Full years between a birth date and today, as the search counts them. */
function ageOf(dateOfBirth: string): number {
  const [year = 0, month = 1, day = 1] = dateOfBirth.split("-").map(Number);
  const before =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (before ? 1 : 0);
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const PLACES = [
  { country: "NL", region: "UT", city: "Utrecht" },
  { country: "NL", region: "NH", city: "Amsterdam" },
  { country: "BE", region: "VLG", city: "Gent" },
  { country: "BE", region: "WAL", city: "Namur" },
] as const;

/** Mixed profiles in two countries: photos or not, ties in activity, some invisible or disabled. */
function mixedProfiles(): NewProfile[] {
  const next = random(7);
  return Array.from({ length: 240 }, (_, i) => {
    const place = PLACES[Math.floor(next() * PLACES.length)]!;
    return {
      name: `Mixed${i}`,
      gender: next() < 0.6 ? "female" : "male",
      sexuality: "hetero",
      dateOfBirth: born(18 + Math.floor(next() * 50), Math.floor(next() * 365)),
      ...place,
      // Few distinct moments, so that ties are broken by id.
      lastActiveAt: new Date(Date.UTC(2026, 0, 1, Math.floor(next() * 20))),
      status: next() < 0.05 ? "disabled" : "active",
      isInvisible: next() < 0.05,
    };
  });
}

/** Denmark: exactly one more woman than the cap, and exactly the cap in men. */
function danes(gender: "female" | "male", count: number): NewProfile[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Dane-${gender}-${i}`,
    gender,
    sexuality: "hetero",
    dateOfBirth: born(30, i % 300),
    country: "DK",
    region: "DK-84",
    city: "København",
    lastActiveAt: new Date(Date.UTC(2026, 1, 1, 0, 0, i % 500)),
  }));
}

let app: FastifyInstance;
let member: Awaited<ReturnType<typeof signUpOk>>;
/** Profiles the member blocked, and profiles that blocked the member: a few in NL and in Denmark. */
const blockedIds = new Set<number>();
let dane: { blockedByMember: number; blockingMember: number };

interface Row {
  id: number;
  gender: string;
  country: string;
  region: string;
  dateOfBirth: string;
  status: string;
  isInvisible: boolean;
  hasPhoto: boolean;
  lastActiveAt: Date;
}
let rows: Row[];

beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites });
  member = await signUpOk(app, {
    seeking: "female",
    country: "NL",
    region: "UT",
    city: "Utrecht",
    date_of_birth: "1990-05-05",
  });
  const inserted = await app.db
    .insert(profiles)
    .values([
      ...mixedProfiles(),
      ...danes("female", SEARCH_COUNT_CAP + 1),
      ...danes("male", SEARCH_COUNT_CAP),
    ])
    .returning({ id: profiles.id, name: profiles.name });
  const mixed = inserted.filter((p) => p.name.startsWith("Mixed"));
  await app.db.insert(photos).values(
    mixed
      .filter((_, i) => i % 3 !== 0)
      .map((p) => ({
        profileId: p.id,
        filename: `${p.id}.webp`,
        thumbFilename: "t.webp",
        matchFilename: "m.webp",
      })),
  );
  await app.db.execute(
    sql`update ${profiles} set main_photo_id = ${photos.id} from ${photos} where ${photos.profileId} = ${profiles.id}`,
  );

  const me = member.user.profile.id as number;
  const firstDane = (gender: string) => inserted.find((p) => p.name === `Dane-${gender}-0`)!.id;
  dane = { blockedByMember: firstDane("male"), blockingMember: firstDane("female") };
  const blockedByMe = [
    ...mixed
      .slice(0, 40)
      .filter((_, i) => i % 7 === 0)
      .map((p) => p.id),
    dane.blockedByMember,
  ];
  const blockingMe = [
    ...mixed
      .slice(0, 40)
      .filter((_, i) => i % 7 === 3)
      .map((p) => p.id),
    dane.blockingMember,
  ];
  await app.db
    .insert(blocks)
    .values([
      ...blockedByMe.map((id) => ({ blockerProfileId: me, blockedProfileId: id })),
      ...blockingMe.map((id) => ({ blockerProfileId: id, blockedProfileId: me })),
    ]);
  for (const id of [...blockedByMe, ...blockingMe]) blockedIds.add(id);

  rows = await app.db
    .select({
      id: profiles.id,
      gender: profiles.gender,
      country: profiles.country,
      region: profiles.region,
      dateOfBirth: profiles.dateOfBirth,
      status: profiles.status,
      isInvisible: profiles.isInvisible,
      hasPhoto: profiles.hasPhoto,
      lastActiveAt: profiles.lastActiveAt,
    })
    .from(profiles);
});
afterAll(() => app.close());

interface Query {
  country?: string;
  countryregion?: string;
  gender?: "female" | "male" | "any";
  min_age?: number;
  max_age?: number;
  page?: number;
}

const byRank = (a: Row, b: Row) =>
  Number(b.hasPhoto) - Number(a.hasPhoto) ||
  b.lastActiveAt.getTime() - a.lastActiveAt.getTime() ||
  b.id - a.id;

/** What the search should answer, from all rows: decision 009's rules written out plainly. */
function expected(query: Query, asMember: boolean) {
  const me = member.user.profile.id as number;
  const countries = query.country ? [query.country] : asMember ? ["NL"] : [...COUNTRIES];
  const gender = query.gender === "any" ? undefined : (query.gender ?? (asMember ? "female" : undefined));
  const visible = (row: Row) =>
    row.status === "active" &&
    !row.isInvisible &&
    countries.includes(row.country) &&
    (gender === undefined || row.gender === gender) &&
    (!asMember || (row.id !== me && !blockedIds.has(row.id)));
  const matches = rows
    .filter(
      (row) =>
        visible(row) &&
        (query.countryregion === undefined || row.region === query.countryregion) &&
        (query.min_age === undefined || ageOf(row.dateOfBirth) >= query.min_age) &&
        (query.max_age === undefined || ageOf(row.dateOfBirth) <= query.max_age),
    )
    .sort(byRank);
  const page = query.page ?? 1;
  const shown = matches.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);
  const similar =
    page === 1 && matches.length < SIMILAR_BELOW
      ? rows
          .filter((row) => visible(row) && !shown.includes(row))
          .sort(byRank)
          .slice(0, 12)
      : [];
  return {
    ids: shown.map((row) => row.id),
    total: Math.min(matches.length, SEARCH_COUNT_CAP),
    total_capped: matches.length > SEARCH_COUNT_CAP,
    similar: similar.map((row) => row.id),
  };
}

async function search(query: Query, asMember: boolean) {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await app.inject({
    method: "GET",
    url: `/api/members.php?${params}`,
    headers: asMember ? { ...CLIENT, cookie: member.cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  const result = SearchResponseSchema.parse(response.json());
  return {
    ids: result.profiles.map((p) => p.id),
    total: result.total,
    total_capped: result.total_capped,
    similar: result.similar.map((p) => p.id),
  };
}

/** Every combination of the filters that changes a statement's bound values or shape. */
function combinations(): Query[] {
  const places: Query[] = [
    {},
    { country: "NL" },
    { country: "BE" },
    { country: "DK" },
    { country: "NL", countryregion: "UT" },
    { country: "BE", countryregion: "WAL" },
  ];
  const genders: Query[] = [{}, { gender: "female" }, { gender: "male" }, { gender: "any" }];
  const ages: Query[] = [{}, { min_age: 30 }, { max_age: 40 }, { min_age: 25, max_age: 45 }];
  return places.flatMap((place) =>
    genders.flatMap((gender) =>
      ages.flatMap((age) => [1, 2].map((page) => ({ ...place, ...gender, ...age, page }))),
    ),
  );
}

describe("search's prepared statements", () => {
  it("answer every filter combination as the reference does, for a visitor and for a member", async () => {
    for (const query of combinations()) {
      for (const asMember of [false, true]) {
        expect(await search(query, asMember), JSON.stringify({ query, asMember })).toEqual(
          expected(query, asMember),
        );
      }
    }
  });
});

describe("the count", () => {
  it("is exact up to the cap and capped, and said so, past it", async () => {
    // Visitors: 1,000 Danish men exactly, 1,001 Danish women.
    expect(await search({ country: "DK", gender: "male" }, false)).toMatchObject({
      total: SEARCH_COUNT_CAP,
      total_capped: false,
    });
    expect(await search({ country: "DK", gender: "female" }, false)).toMatchObject({
      total: SEARCH_COUNT_CAP,
      total_capped: true,
    });
    expect(await search({ country: "DK", gender: "any" }, false)).toMatchObject({
      total: SEARCH_COUNT_CAP,
      total_capped: true,
    });
    // Below the cap it is exact.
    const young = await search({ country: "DK", gender: "male", min_age: 30, max_age: 30 }, false);
    expect(young.total).toBe(
      rows.filter((r) => r.country === "DK" && r.gender === "male" && ageOf(r.dateOfBirth) === 30).length,
    );
  });

  it("leaves out the member's blocks, both ways: one man blocked by the member, one woman who blocked them", async () => {
    expect(await search({ country: "DK", gender: "male" }, true)).toMatchObject({
      total: SEARCH_COUNT_CAP - 1,
      total_capped: false,
    });
    // 1,001 women less the one who blocked the member: exactly the cap, no longer capped.
    expect(await search({ country: "DK", gender: "female" }, true)).toMatchObject({
      total: SEARCH_COUNT_CAP,
      total_capped: false,
    });
  });
});

describe("blocks", () => {
  it("hide profiles in either direction from every page and from the count", async () => {
    const query = { country: "NL", gender: "any" } as const;
    const visitor = await search(query, false);
    const asMember = await search(query, true);
    const hiddenInNl = rows.filter(
      (r) => blockedIds.has(r.id) && r.country === "NL" && r.status === "active" && !r.isInvisible,
    );
    expect(hiddenInNl.length).toBeGreaterThan(2);
    // The visitor also sees the member themselves.
    expect(asMember.total).toBe(visitor.total - hiddenInNl.length - 1);
    const pages = Math.ceil(asMember.total / SEARCH_PAGE_SIZE);
    for (let page = 1; page <= pages; page++) {
      const { ids } = await search({ ...query, page }, true);
      expect(ids.filter((id) => blockedIds.has(id))).toEqual([]);
    }
  });
});
