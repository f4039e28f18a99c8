/** Benchmark-scale seeding: millions of profiles generated inside the database from generate_series(). */
import { COUNTRIES, COUNTRY_LANGUAGES } from "@amora/contract/countries";
import { INTERESTS } from "@amora/contract/interests";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { photos, profiles } from "../db/schema.ts";
import {
  ACTIVE_WITHIN_DAYS,
  AGE_BANDS,
  BODY_TYPE_WEIGHTS,
  CAM_SHARE,
  DISABLED_SHARE,
  EYE_WEIGHTS,
  FEMALE_SHARE,
  FICTIONAL_SHARE,
  GREY_FROM_AGE,
  GREY_SHARE,
  HAIR_WEIGHTS,
  HEIGHT_CM,
  INVISIBLE_SHARE,
  MEMBER_FOR_DAYS,
  NORTHERN,
  PHOTO_COUNT_WEIGHTS,
  RELATIONSHIP_WEIGHTS,
  RESELL_SHARE,
  SETTLED_FROM_AGE,
  SEXUALITY_WEIGHTS,
} from "./attributes.ts";
import { maxId, syncIdSequences } from "./insert.ts";
import { firstNames } from "./names.ts";
import { CITIES, COUNTRY_WEIGHTS } from "./places.ts";
import { PORTRAIT_DIR, PORTRAITS_PER_DIRECTORY } from "./portraits.ts";
import { createRandom, DEFAULT_SEED, deriveSeed } from "./random.ts";

/** Rows per statement: big enough to amortise planning, small enough to report progress and bound memory. */
const CHUNK = 100_000;
/** Slots of the place and age tables, which turn one uniform draw into a weighted choice by plain lookup. */
const SLOTS = 1_000;
/** Names per name list and gender; the shortest Faker lists used (fi, nb_NO) have 50. */
const NAMES_PER_LIST = 50;

/** Repeats each item in proportion to its weight, so that a uniform index into the result picks by weight. */
function weightSlots<T>(items: readonly T[], weightOf: (item: T) => number): T[] {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  return items.flatMap((item) =>
    Array<T>(Math.max(1, Math.round((weightOf(item) / total) * SLOTS))).fill(item),
  );
}

/** The places, names and ages the statement looks up, from the tables the detailed seed uses. */
function lookupTables(seed: number) {
  const random = createRandom(deriveSeed(seed, "bulk"));
  const cities = COUNTRIES.flatMap((country) => {
    const cityTotal = CITIES[country].reduce((sum, c) => sum + c.weight, 0);
    return CITIES[country].map((city) => ({
      country,
      region: city.region,
      city: city.name,
      names: `${country}-${city.language ?? COUNTRY_LANGUAGES[country]}`,
      north: NORTHERN.has(country),
      weight: (COUNTRY_WEIGHTS[country] * city.weight) / cityTotal,
      nameList: firstNames(country, city.language),
    }));
  });
  const places = weightSlots(cities, (c) => c.weight).map(({ weight, nameList, ...place }, slot) => ({
    slot,
    ...place,
  }));
  const names = [...new Map(cities.map((c) => [c.names, c.nameList]))].flatMap(([list, byGender]) =>
    (["female", "male"] as const).flatMap((gender) =>
      random
        .sample(byGender[gender], NAMES_PER_LIST)
        .map((name, slot) => ({ names: list, gender, slot, name })),
    ),
  );

  const ages = AGE_BANDS.flatMap(({ from, to, weight }) =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ age: from + i, weight: weight / (to - from + 1) })),
  );

  return {
    places,
    names,
    ages: weightSlots(ages, (a) => a.weight).map((a) => a.age),
    interests: random.sample(INTERESTS, INTERESTS.length),
  };
}

type LookupTables = ReturnType<typeof lookupTables>;

/** `case when draw < p1 then k1 when draw < p1 + p2 then k2 ... else kn end`: a weighted choice in SQL. */
function weightedCase(weights: Readonly<Partial<Record<string, number>>>, draw: string): SQL {
  const entries = Object.entries(weights) as [string, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let cumulative = 0;
  const branches = entries.slice(0, -1).map(([key, weight]) => {
    cumulative += weight / total;
    return sql`when ${sql.raw(draw)} < ${cumulative}::float8 then ${key}::text`;
  });
  return sql`case ${sql.join(branches, sql` `)} else ${entries[entries.length - 1]![0]}::text end`;
}

const NO_PHOTO_SHARE = PHOTO_COUNT_WEIGHTS[0] / Object.values(PHOTO_COUNT_WEIGHTS).reduce((a, b) => a + b, 0);

interface Chunk {
  first: number;
  last: number;
  firstPhotoId: number;
  seed: number;
  today: string;
  now: string;
}

/**
 * One chunk of profiles, each with one photo (its own portrait, named as portraits.ts names it and drawn
 * on first request) unless it is among the few without. random() is evaluated in generate_series order after setseed(), so
 * the same seed gives the same rows. The lookups are joined in two materialized steps whose join keys come
 * from the profile side only: the planner cannot estimate jsonb_to_recordset, and given all joins at once
 * it chose an order that multiplied the rows a thousandfold.
 */
function insertChunk(db: Db, lookups: LookupTables, json: string, c: Chunk) {
  const f = FICTIONAL_SHARE;
  const fc = FICTIONAL_SHARE + CAM_SHARE;
  const fcr = fc + RESELL_SHARE;
  return db.execute(sql`
with input as materialized (select ${json}::jsonb as j),
lookups as materialized (
  -- Apart from the JSON: this row is re-read for every profile, and copying the JSON along cost seconds.
  select array(select jsonb_array_elements_text(j->'ages')::int) as ages,
    array(select jsonb_array_elements_text(j->'interests')) as interests
  from input
),
places as materialized (
  select p.* from input, jsonb_to_recordset(j->'places')
    as p(slot int, country text, region text, city text, names text, north boolean)
),
names as materialized (
  select n.* from input, jsonb_to_recordset(j->'names') as n(names text, gender text, slot int, name text)
),
people as materialized (
  select i as id,
    case when random() < ${FEMALE_SHARE}::float8 then 'female' else 'male' end as gender,
    l.ages[1 + floor(random() * cardinality(l.ages))::int] as age,
    floor(random() * ${lookups.places.length}::int)::int as place_slot,
    floor(random() * ${NAMES_PER_LIST}::int)::int as name_slot,
    random() as r_hair, random() as r_grey, random() as r_sexuality, random() as r_day, random() as r_eye, random() as r_body,
    random() as r_relationship, random() + random() + random() - 1.5 as r_height,
    3 + floor(random() * 8)::int as interest_count, random() as r_interests,
    random() as r_kind, random() as r_status, random() as r_invisible, random() as r_photo,
    ${c.now}::timestamptz - random() ^ 2 * ${ACTIVE_WITHIN_DAYS}::int * interval '1 day' as last_active_at,
    random() as r_created
  from lookups as l, generate_series(${c.first}::int, ${c.last}::int) as i
),
located as materialized (
  select pe.*, p.country, p.region, p.city, p.names, p.north,
    case when pe.age >= ${GREY_FROM_AGE}::int and pe.r_grey < ${GREY_SHARE}::float8 then 'grey'
      when p.north then ${weightedCase(HAIR_WEIGHTS.north, "pe.r_hair")}
      else ${weightedCase(HAIR_WEIGHTS.south, "pe.r_hair")} end as hair_colour
  from people pe
  join places p on p.slot = pe.place_slot
),
portraits as materialized (
  select pe.*, ${`${PORTRAIT_DIR}/`}::text || (pe.id / ${PORTRAITS_PER_DIRECTORY}::int) || '/' || ${c.seed}::bigint
    || '-' || pe.id || '-' || left(pe.gender, 1) || '-' || pe.hair_colour || '-0' as stem
  from located pe
),
rows as materialized (
  select pe.id, n.name, pe.gender,
    case when pe.gender = 'female' then ${weightedCase(SEXUALITY_WEIGHTS.female, "pe.r_sexuality")}
      else ${weightedCase(SEXUALITY_WEIGHTS.male, "pe.r_sexuality")} end as sexuality,
    (${c.today}::date - make_interval(years => pe.age))::date - (1 + floor(pe.r_day * 363))::int as date_of_birth,
    pe.country, pe.region, pe.city,
    case when pe.r_status < ${DISABLED_SHARE}::float8 then 'disabled' else 'active' end as status,
    pe.hair_colour,
    case when pe.north then ${weightedCase(EYE_WEIGHTS.north, "pe.r_eye")}
      else ${weightedCase(EYE_WEIGHTS.south, "pe.r_eye")} end as eye_colour,
    ${weightedCase(BODY_TYPE_WEIGHTS, "pe.r_body")} as body_type,
    case when pe.age < ${SETTLED_FROM_AGE}::int then ${weightedCase(RELATIONSHIP_WEIGHTS.young, "pe.r_relationship")}
      else ${weightedCase(RELATIONSHIP_WEIGHTS.settled, "pe.r_relationship")} end as relationship_status,
    round(case when pe.gender = 'female'
      then ${HEIGHT_CM.female.mean}::int + ${HEIGHT_CM.female.deviation}::int * 2 * pe.r_height
      else ${HEIGHT_CM.male.mean}::int + ${HEIGHT_CM.male.deviation}::int * 2 * pe.r_height end)::smallint as height_cm,
    l.interests[s.start : s.start + pe.interest_count - 1] as interests,
    pe.r_kind < ${f}::float8 as is_fictional,
    pe.r_kind >= ${f}::float8 and pe.r_kind < ${fc}::float8 as is_cam,
    pe.r_kind >= ${fc}::float8 and pe.r_kind < ${fcr}::float8 as is_resell,
    pe.r_invisible < ${INVISIBLE_SHARE}::float8 as is_invisible,
    case when pe.r_photo >= ${NO_PHOTO_SHARE}::float8 then ${c.firstPhotoId}::int + pe.id - ${c.first}::int end
      as main_photo_id,
    pe.last_active_at,
    pe.last_active_at - pe.r_created * ${MEMBER_FOR_DAYS}::int * interval '1 day' as created_at,
    pe.stem || '.webp' as filename, pe.stem || '-match.webp' as match_filename,
    pe.stem || '-thumb.webp' as thumb_filename
  from portraits pe
  join names n on n.names = pe.names and n.gender = pe.gender and n.slot = pe.name_slot
  cross join lookups as l
  cross join lateral (
    select 1 + floor(pe.r_interests * (cardinality(l.interests) - pe.interest_count + 1))::int as start
  ) as s
),
inserted as (
  insert into ${profiles} (id, name, gender, sexuality, date_of_birth, country, region, city, status, hair_colour,
    eye_colour, body_type, relationship_status, height_cm, interests, is_fictional, is_cam, is_resell,
    is_invisible, main_photo_id, last_active_at, created_at)
  select id, name, gender, sexuality, date_of_birth, country, region, city, status, hair_colour, eye_colour,
    body_type, relationship_status, height_cm, interests, is_fictional, is_cam, is_resell, is_invisible,
    main_photo_id, last_active_at, created_at
  from rows
)
insert into ${photos} (id, profile_id, filename, match_filename, thumb_filename, position, created_at)
select main_photo_id, id, filename, match_filename, thumb_filename, 0, created_at from rows
where main_photo_id is not null`);
}

export interface BulkSeedOptions {
  seed?: number;
  /** The moment ages and activity are relative to; defaults to the real now. */
  now?: Date;
  log?: (message: string) => void;
}

/**
 * Appends `count` profiles after the highest existing id, in one transaction. Their photos name their own
 * portraits (portraits.ts), drawn when first requested. The caller vacuums (seedDemo does), since VACUUM
 * cannot run inside the transaction this may be part of.
 */
export async function seedBulkProfiles(
  db: Db,
  count: number,
  options: BulkSeedOptions = {},
): Promise<{ profiles: number; photos: number }> {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();
  const lookups = lookupTables(seed);
  const json = JSON.stringify(lookups);
  return db.transaction(async (tx) => {
    const firstId = (await maxId(tx, profiles)) + 1;
    const photosBefore = await maxId(tx, photos);
    // setseed() makes random() repeatable for the rest of this session; the transaction pins the session.
    await tx.execute(sql`select setseed(${deriveSeed(seed, "bulk") / 2 ** 32}::float8)`);
    // A chunk's materialized steps hold ~50 MB; the default 4 MB spilled them to disk (~10% slower).
    await tx.execute(sql`set local work_mem = '256MB'`);
    for (let first = firstId; first < firstId + count; first += CHUNK) {
      const last = Math.min(first + CHUNK, firstId + count) - 1;
      await insertChunk(tx, lookups, json, {
        first,
        last,
        firstPhotoId: photosBefore + first - firstId + 1,
        seed,
        today: now.toISOString().slice(0, 10),
        now: now.toISOString(),
      });
      options.log?.(`bulk profiles ${last - firstId + 1}/${count}`);
    }
    await syncIdSequences(tx);
    const [row] = await tx
      .select({ photos: sql<number>`count(*)::int` })
      .from(photos)
      .where(sql`${photos.id} > ${photosBefore}`);
    return { profiles: count, photos: row?.photos ?? 0 };
  });
}
