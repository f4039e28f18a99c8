/**
 * The columns of a profile card (contract ProfileCard), published for the queries of other domains (search,
 * likes) that list cards: they select these with their own joins and filters, in one query.
 * A *.columns.ts module holds column expressions only, never a statement (decision 025).
 */
import { sql } from "drizzle-orm";
import { photos, profiles } from "../../db/schema.ts";

const age = sql<number>`date_part('year', age(${profiles.dateOfBirth}))::int`;

export const profileCardColumns = {
  id: profiles.id,
  name: profiles.name,
  gender: profiles.gender,
  age,
  country: profiles.country,
  region: profiles.region,
  city: profiles.city,
  status: profiles.status,
  fictional: profiles.isFictional,
  cam: profiles.isCam,
  resell: profiles.isResell,
  filename: photos.filename,
  thumbFilename: photos.thumbFilename,
  matchFilename: photos.matchFilename,
};
