/** SQL of member search: one filter, a capped count, a page ordered photos first, then by recent activity. */
import { and, count, desc, eq, gte, inArray, lte, ne, notExists, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { blocks, likes, passes, photos, profiles } from "../../db/schema.ts";
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
  /** Suggestions (match finder, swipe game): leave out whom the viewer liked, or passed after this time. */
  unseenSince?: Date | undefined;
}

/** Neither liked by the viewer nor passed by them since `since`. */
function unseenBy(viewer: number, since: Date): SQL | undefined {
  return and(
    notExists(
      sql`(select 1 from ${likes} where ${likes.likerProfileId} = ${viewer} and ${likes.likedProfileId} = ${profiles.id})`,
    ),
    notExists(
      sql`(select 1 from ${passes} where ${passes.profileId} = ${viewer} and ${passes.passedProfileId} = ${profiles.id} and ${passes.createdAt} > ${since.toISOString()}::timestamptz)`,
    ),
  );
}

function where(filter: SearchFilter): SQL | undefined {
  const viewer = filter.viewerProfileId;
  return and(
    eq(profiles.status, "active"),
    eq(profiles.isInvisible, false),
    inArray(profiles.country, filter.countries),
    filter.gender ? eq(profiles.gender, filter.gender) : undefined,
    filter.region ? eq(profiles.region, filter.region) : undefined,
    filter.bornFrom ? gte(profiles.dateOfBirth, filter.bornFrom) : undefined,
    filter.bornUntil ? lte(profiles.dateOfBirth, filter.bornUntil) : undefined,
    filter.excludeIds?.length ? sql`${profiles.id} <> all(${sql.param(filter.excludeIds)})` : undefined,
    viewer === undefined ? undefined : ne(profiles.id, viewer),
    viewer !== undefined && filter.unseenSince ? unseenBy(viewer, filter.unseenSince) : undefined,
    viewer === undefined
      ? undefined
      : notExists(
          sql`(select 1 from ${blocks} where ${or(
            and(eq(blocks.blockerProfileId, viewer), eq(blocks.blockedProfileId, profiles.id)),
            and(eq(blocks.blockerProfileId, profiles.id), eq(blocks.blockedProfileId, viewer)),
          )})`,
        ),
  );
}

/** The number of matches, counting no further than `cap + 1` so a huge set costs no more than a small one. */
export async function countMatches(db: Db, filter: SearchFilter, cap: number): Promise<number> {
  const capped = db
    .select({ one: sql`1`.as("one") })
    .from(profiles)
    .where(where(filter))
    .limit(cap + 1)
    .as("capped");
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

/**
 * One page of cards, profiles with a main photo first, each part by recent activity: the page's ids first
 * (an index-only scan of profiles_search_page_idx, which has has_photo in the same place), then only those
 * rows and photos. Search, the match finder and the swipe game all read their profiles here.
 */
export function selectMatches(db: Db, filter: SearchFilter, page: { limit: number; offset: number }) {
  const ids = db
    .select({ id: profiles.id, photo: profiles.hasPhoto, at: profiles.lastActiveAt })
    .from(profiles)
    .where(where(filter))
    .orderBy(desc(profiles.hasPhoto), desc(profiles.lastActiveAt), desc(profiles.id))
    .limit(page.limit)
    .offset(page.offset)
    .as("page");
  return db
    .select(profileCardColumns)
    .from(ids)
    .innerJoin(profiles, eq(profiles.id, ids.id))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .orderBy(desc(ids.photo), desc(ids.at), desc(ids.id));
}
