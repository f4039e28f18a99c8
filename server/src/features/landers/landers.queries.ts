/** SQL of the landers: the recently active profiles with a photo that a lander's niche picks. */
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { photos, profiles } from "../../db/schema.ts";
import { profileCardColumns } from "../profiles/profiles.columns.ts";

/** What a niche asks of a profile; an absent part binds a value that lets every profile through. */
export interface LanderFilter {
  countries: readonly string[];
  gender: "male" | "female";
  sexuality: "gay" | null;
  bodyType: "fat" | null;
  /** Any of these interests; empty for no interest filter. */
  interests: readonly string[];
  /** Birth dates between these (inclusive): an age range; null for no bound. */
  bornFrom: string | null;
  bornUntil: string | null;
  /** The site's profiles limited to other sites (decision 036). */
  hiddenIds: readonly number[];
  limit: number;
}

const placeholder = (name: keyof LanderFilter) => sql.placeholder(name);

/**
 * One prepared statement for every niche: country and gender lead profiles_search_page_idx, whose partial
 * condition (active, visible) the query repeats, read newest activity first; the niche's other parts filter
 * the few rows that scan reaches before the limit.
 */
const landerProfiles = prepared("lander_profiles", (db, name) =>
  db
    .select(profileCardColumns)
    .from(profiles)
    .innerJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(
      sql`${profiles.status} = 'active' and not ${profiles.isInvisible} and ${profiles.hasPhoto}
        and ${profiles.country} = any(${placeholder("countries")}::bpchar[])
        and ${profiles.gender} = ${placeholder("gender")}
        and (${placeholder("sexuality")}::text is null or ${profiles.sexuality} = ${placeholder("sexuality")}::text)
        and (${placeholder("bodyType")}::text is null or ${profiles.bodyType} = ${placeholder("bodyType")}::text)
        and (cardinality(${placeholder("interests")}::text[]) = 0 or ${profiles.interests} && ${placeholder("interests")}::text[])
        and ${profiles.dateOfBirth} between ${placeholder("bornFrom")}::date and ${placeholder("bornUntil")}::date
        and ${profiles.id} <> all(${placeholder("hiddenIds")}::int[])`,
    )
    .orderBy(desc(profiles.lastActiveAt))
    .limit(placeholder("limit"))
    .prepare(name),
);

export function selectLanderProfiles(db: Db, filter: LanderFilter) {
  return landerProfiles(db).execute({
    ...filter,
    countries: [...filter.countries],
    interests: [...filter.interests],
    hiddenIds: [...filter.hiddenIds],
    bornFrom: filter.bornFrom ?? "-infinity",
    bornUntil: filter.bornUntil ?? "infinity",
  });
}
