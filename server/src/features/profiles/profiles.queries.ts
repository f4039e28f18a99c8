/** SQL of the profiles domain. */
import { and, desc, eq, gte, inArray, lte, ne, notInArray, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { photos, profiles } from "../../db/schema.ts";
import { photoNotRejected, photoShownToOthers } from "../moderation/moderation.columns.ts";
import { profileCardColumns } from "./profiles.columns.ts";

export interface ProfileCardFilter {
  countries: string[];
  gender?: "male" | "female" | undefined;
  /** Birth dates between these (inclusive), i.e. an age range. */
  bornFrom?: string;
  bornUntil?: string;
  excludeId?: number;
  /** The site's profiles limited to other sites (decision 036). */
  hiddenIds?: readonly number[];
  limit: number;
}

/** Recently active, visible profiles with a photo, in the given countries. */
export function selectProfileCards(db: Db, filter: ProfileCardFilter) {
  return db
    .select(profileCardColumns)
    .from(profiles)
    .innerJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(
      and(
        eq(profiles.status, "active"),
        eq(profiles.isInvisible, false),
        eq(profiles.hasPhoto, true),
        inArray(profiles.country, filter.countries),
        filter.gender ? eq(profiles.gender, filter.gender) : undefined,
        filter.bornFrom ? gte(profiles.dateOfBirth, filter.bornFrom) : undefined,
        filter.bornUntil ? lte(profiles.dateOfBirth, filter.bornUntil) : undefined,
        filter.excludeId ? ne(profiles.id, filter.excludeId) : undefined,
        filter.hiddenIds?.length ? notInArray(profiles.id, [...filter.hiddenIds]) : undefined,
      ),
    )
    .orderBy(desc(profiles.lastActiveAt))
    .limit(filter.limit);
}

/** A card row; the photo columns are null when the query left-joins profiles without a photo. */
export type ProfileCardRow = Omit<
  Awaited<ReturnType<typeof selectProfileCards>>[number],
  "filename" | "thumbFilename" | "matchFilename"
> & { filename: string | null; thumbFilename: string | null; matchFilename: string | null };

/** Everything a profile page shows, for one profile. */
export async function selectProfileDetail(db: Db, id: number) {
  const [row] = await db
    .select({
      ...profileCardColumns,
      sexuality: profiles.sexuality,
      about: profiles.about,
      interests: profiles.interests,
      hairColour: profiles.hairColour,
      eyeColour: profiles.eyeColour,
      bodyType: profiles.bodyType,
      relationshipStatus: profiles.relationshipStatus,
      heightCm: profiles.heightCm,
      isInvisible: profiles.isInvisible,
      mainPhotoId: profiles.mainPhotoId,
    })
    .from(profiles)
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(eq(profiles.id, id));
  return row;
}

/** A profile's photos: those others may see (decision 038), or for its owner every one not rejected. */
export function selectPhotos(db: Db, profileId: number, forOwner: boolean) {
  return db
    .select({
      id: photos.id,
      filename: photos.filename,
      thumbFilename: photos.thumbFilename,
      matchFilename: photos.matchFilename,
    })
    .from(photos)
    .where(and(eq(photos.profileId, profileId), forOwner ? photoNotRejected : photoShownToOthers))
    .orderBy(photos.position, photos.id);
}

/** That one of the profile's photos has this path, in any of its sizes (the profile id keeps it an index scan). */
export async function photoPathExists(db: Db, profileId: number, path: string): Promise<boolean> {
  const [row] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(
      and(
        eq(photos.profileId, profileId),
        photoNotRejected,
        or(eq(photos.filename, path), eq(photos.matchFilename, path), eq(photos.thumbFilename, path)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
