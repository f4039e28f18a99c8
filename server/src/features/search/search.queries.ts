/**
 * SQL of member search: one filter, a capped count, a page ordered photos first, then by recent activity.
 *
 * Both are named prepared statements (db/prepared.ts), one per shape that occurs: one country or several,
 * one gender or both, a region or not, the suggestions' likes and passes or not. Within a shape every value
 * is a placeholder (an absent age binds -infinity/infinity), and each (country, gender) pair is read by its
 * own ordered index-only scan with a LIMIT (a LATERAL subquery over the arrays when there are several), so
 * a page takes at most pairs × (offset + limit) rows from the index and the count stops at `cap + 1`,
 * however many profiles match and whatever the planner guesses for the bound values. PostgreSQL may switch
 * a prepared statement to a generic plan after five runs; docs/performance.md keeps the plans, custom and
 * generic, on an un-vacuumed and a vacuumed table.
 */
import { and, count, desc, eq, notExists, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { likes, passes, photos, profiles } from "../../db/schema.ts";
import { profileCardColumns } from "../profiles/profiles.columns.ts";

export interface SearchFilter {
  countries: string[];
  gender?: "male" | "female" | undefined;
  region?: string | undefined;
  /** Birth dates between these (inclusive): the age range. */
  bornFrom?: string | undefined;
  bornUntil?: string | undefined;
  /** The searching member: never in their own results, nor anyone blocked either way. */
  viewerProfileId?: number | undefined;
  excludeIds?: number[];
  /** The site's profiles limited to other sites (decision 036): bound with the blocks, in the same array. */
  hiddenIds?: readonly number[] | undefined;
  /** Suggestions (match finder, swipe game): leave out whom the viewer liked, or passed after this time. */
  unseenSince?: Date | undefined;
}

/** A filter whose viewer's blocks (both directions) have been read, once for all of a request's queries. */
export interface MatchFilter extends SearchFilter {
  blockedIds: number[];
}

const placeholder = (name: keyof Bound) => sql.placeholder(name);

/** The values every statement binds; absent filters bind values that keep every row. */
interface Bound {
  countries: string[];
  genders: string[];
  bornFrom: string;
  bornUntil: string;
  /**
   * The viewer, whoever is blocked either way, ids already shown and the site's hidden profiles: one array,
   * checked in the index.
   */
  excluded: number[];
  /** The one country (a region lies in one too) and the one gender, bound as values. */
  country: string;
  gender: string;
  region: string;
  viewer: number;
  unseenSince: string;
  /** Rows each (country, gender) pair may contribute: the last row of the page, or the count's cap. */
  perPair: number;
  limit: number;
  offset: number;
}

function bind(filter: MatchFilter): Omit<Bound, "perPair" | "limit" | "offset"> {
  const viewer = filter.viewerProfileId;
  return {
    countries: filter.countries,
    genders: filter.gender ? [filter.gender] : [...profiles.gender.enumValues],
    bornFrom: filter.bornFrom ?? "-infinity",
    bornUntil: filter.bornUntil ?? "infinity",
    excluded: [
      ...(viewer === undefined ? [] : [viewer]),
      ...filter.blockedIds,
      ...(filter.excludeIds ?? []),
      ...(filter.hiddenIds ?? []),
    ],
    country: filter.countries[0] ?? "",
    gender: filter.gender ?? "",
    region: filter.region ?? "",
    viewer: viewer ?? 0,
    unseenSince: (filter.unseenSince ?? new Date(0)).toISOString(),
  };
}

/** Which optional conditions a statement has: each combination is a statement of its own. */
interface Shape {
  /** Several countries are bound as an array and read pair by pair; one is bound as a value. */
  countries: boolean;
  /** Both genders ("any") are bound as an array and read pair by pair; one is bound as a value. */
  genders: boolean;
  /**
   * A region is searched within its one country, bound as a value beside the region so that the planner
   * sees both together and estimates the slice right (profiles_search_region_idx).
   */
  region: boolean;
  /** Suggestions leave out whom the viewer liked or recently passed. */
  unseen: boolean;
}

const shapeName = (prefix: string, shape: Shape) =>
  [
    prefix,
    shape.countries && "countries",
    shape.genders && "genders",
    shape.region && "region",
    shape.unseen && "unseen",
  ]
    .filter(Boolean)
    .join("_");

/**
 * The elements of a bound array as rows. PostgreSQL guesses 10 elements for an array parameter in a generic
 * plan but counts them in a custom one, so with a plain `unnest($1)` the generic plan always looked dearer
 * and the statement was planned anew on every run (2.2–2.4 ms a run for 19 countries, 1.6–1.7 ms without the
 * planning). Read through a sub-select, the array is a guess in both, the costs agree, and the generic plan,
 * the same index-only scans, is kept.
 */
const elements = (name: "countries" | "genders", type: SQL, alias: SQL) =>
  sql`unnest(array(select unnest(${placeholder(name)}::${type}))) as ${alias}`;

/**
 * The (country, gender) pairs of a search over several countries or both genders, each joined to its own
 * slice of the index; none when there is one of each, which stays a plain query for the same reason.
 */
function pairsOf(shape: Shape): SQL | undefined {
  const sources = [
    shape.countries && elements("countries", sql`bpchar[]`, sql`c(country)`),
    shape.genders && elements("genders", sql`text[]`, sql`g(gender)`),
  ].filter((source) => source !== false);
  return sources.length === 0 ? undefined : sql.join(sources, sql` cross join `);
}

/** Neither liked by the viewer nor passed by them since `unseenSince`. */
function unseen(): SQL | undefined {
  const viewer = placeholder("viewer");
  return and(
    notExists(
      sql`(select 1 from ${likes} where ${likes.likerProfileId} = ${viewer} and ${likes.likedProfileId} = ${profiles.id})`,
    ),
    notExists(
      sql`(select 1 from ${passes} where ${passes.profileId} = ${viewer} and ${passes.passedProfileId} = ${profiles.id} and ${passes.createdAt} > ${placeholder("unseenSince")}::timestamptz)`,
    ),
  );
}

/** One pair's matches; every condition but the suggestions' is checked in the index. */
function pairWhere(shape: Shape): SQL | undefined {
  return and(
    sql`${profiles.status} = 'active'`,
    sql`not ${profiles.isInvisible}`,
    shape.countries
      ? sql`${profiles.country} = c.country`
      : sql`${profiles.country} = ${placeholder("country")}`,
    shape.region ? sql`${profiles.region} = ${placeholder("region")}` : undefined,
    shape.genders ? sql`${profiles.gender} = g.gender` : sql`${profiles.gender} = ${placeholder("gender")}`,
    sql`${profiles.dateOfBirth} between ${placeholder("bornFrom")}::date and ${placeholder("bornUntil")}::date`,
    sql`${profiles.id} <> all(${placeholder("excluded")}::int[])`,
    shape.unseen ? unseen() : undefined,
  );
}

/**
 * The number of matches, counting no further than `cap + 1`: each pair's slice is read in index order and
 * stops at the cap (an index-only scan, never a bitmap of every match), and the pairs stop once the cap is
 * reached. Suggestions are never counted.
 */
function countStatement(db: Db, shape: Shape) {
  const cap = placeholder("perPair");
  const slice = db
    .select({ one: sql`1`.as("one") })
    .from(profiles)
    .where(pairWhere(shape))
    .orderBy(profiles.hasPhoto, profiles.lastActiveAt, profiles.id)
    .limit(cap)
    .as("slice");
  const pairs = pairsOf(shape);
  if (!pairs) return db.select({ n: count() }).from(slice);
  const capped = db.select({ one: slice.one }).from(pairs).crossJoinLateral(slice).limit(cap).as("capped");
  return db.select({ n: count() }).from(capped);
}

/** The page's ids: each pair's first `offset + limit` from an index-only scan, merged and cut to the page. */
function pageIds(db: Db, shape: Shape) {
  const ranked = db
    .select({ id: profiles.id, photo: profiles.hasPhoto, at: profiles.lastActiveAt })
    .from(profiles)
    .where(pairWhere(shape))
    .orderBy(desc(profiles.hasPhoto), desc(profiles.lastActiveAt), desc(profiles.id));
  const pairs = pairsOf(shape);
  if (!pairs) return ranked.limit(placeholder("limit")).offset(placeholder("offset")).as("page");
  const slice = ranked.limit(placeholder("perPair")).as("slice");
  return db
    .select({ id: slice.id, photo: slice.photo, at: slice.at })
    .from(pairs)
    .crossJoinLateral(slice)
    .orderBy(desc(slice.photo), desc(slice.at), desc(slice.id))
    .limit(placeholder("limit"))
    .offset(placeholder("offset"))
    .as("page");
}

/**
 * One page of cards, profiles with a main photo first, each part by recent activity: the page's ids first,
 * then only those rows and photos. Search, the match finder and the swipe game all read their profiles here.
 */
function pageStatement(db: Db, shape: Shape) {
  const ids = pageIds(db, shape);
  return db
    .select(profileCardColumns)
    .from(ids)
    .innerJoin(profiles, eq(profiles.id, ids.id))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .orderBy(desc(ids.photo), desc(ids.at), desc(ids.id));
}

const both = [false, true];
/** Every shape that occurs: a region lies in one country. */
const SHAPES: Shape[] = both.flatMap((region) =>
  (region ? [false] : both).flatMap((countries) =>
    both.flatMap((genders) => both.map((unseen) => ({ countries, genders, region, unseen }))),
  ),
);

/** Every shape's statement, declared (names checked) when the module loads, built per database on first use. */
function statements<Prepared>(
  prefix: string,
  shapes: Shape[],
  build: (db: Db, shape: Shape) => { prepare(name: string): Prepared },
) {
  const byName = new Map(shapes.map((shape) => [shapeName(prefix, shape), shape] as const));
  const declared = new Map(
    [...byName].map(([name, shape]) => [name, prepared(name, (db, n) => build(db, shape).prepare(n))]),
  );
  return (db: Db, shape: Shape) => {
    const statement = declared.get(shapeName(prefix, shape));
    if (!statement) throw new Error(`no statement for ${shapeName(prefix, shape)}`);
    return statement(db);
  };
}

const countStatements = statements(
  "search_count",
  SHAPES.filter((shape) => !shape.unseen),
  countStatement,
);
const pageStatements = statements("search_page", SHAPES, pageStatement);

const shapeOf = (filter: SearchFilter): Shape => ({
  countries: filter.region === undefined && filter.countries.length !== 1,
  genders: filter.gender === undefined,
  region: filter.region !== undefined,
  unseen: filter.viewerProfileId !== undefined && filter.unseenSince !== undefined,
});

export async function countMatches(db: Db, filter: MatchFilter, cap: number): Promise<number> {
  const [row] = await countStatements(db, shapeOf(filter)).execute({ ...bind(filter), perPair: cap + 1 });
  return row?.n ?? 0;
}

export function selectMatches(db: Db, filter: MatchFilter, page: { limit: number; offset: number }) {
  return pageStatements(db, shapeOf(filter)).execute({
    ...bind(filter),
    perPair: page.offset + page.limit,
    limit: page.limit,
    offset: page.offset,
  });
}
