/** SQL of a member's own photos; every statement is scoped to the owner's profile id. */
import { and, asc, count, eq, max, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { photos, profiles } from "../../db/schema.ts";
import { ownerPremoderates, photoNotRejected, photoShownToOthers } from "../moderation/moderation.columns.ts";

export type PhotoRow = typeof photos.$inferSelect;
type NewPhoto = Pick<PhotoRow, "filename" | "thumbFilename" | "matchFilename"> &
  Partial<Pick<PhotoRow, "moderation">>;

/** The photos the member holds against their limit (a rejected one no longer counts). */
export async function countPhotos(db: Db, profileId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(photos)
    .where(and(eq(photos.profileId, profileId), photoNotRejected));
  return row?.n ?? 0;
}

/** What the owner is told of their photos' review: those others cannot see yet, and the rejected ones. */
export function selectOwnPhotoReviews(db: Db, profileId: number) {
  return db
    .select({
      id: photos.id,
      moderation: photos.moderation,
      rejectReason: photos.rejectReason,
      shown: sql<boolean>`${photoShownToOthers}`,
    })
    .from(photos)
    .where(eq(photos.profileId, profileId))
    .orderBy(asc(photos.position), asc(photos.id));
}

export async function selectMainPhotoId(db: Db, profileId: number): Promise<number | null> {
  const [row] = await db
    .select({ mainPhotoId: profiles.mainPhotoId })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row?.mainPhotoId ?? null;
}

/** The owner's profile row, locked until the transaction ends: one owner's photo changes go one at a time. */
async function lockOwner(tx: Db, profileId: number): Promise<{ mainPhotoId: number | null } | undefined> {
  const [owner] = await tx
    .select({ mainPhotoId: profiles.mainPhotoId })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .for("update");
  return owner;
}

/**
 * Adds a photo, unreviewed, unless the profile already holds `limit`. The profile row is locked first, so
 * two uploads at once cannot both pass the count. The first photo becomes the main one, unless the
 * member's site pre-moderates photos: then it waits for its approval (decision 038).
 */
export async function insertPhotoWithinLimit(
  db: Db,
  profileId: number,
  photo: NewPhoto,
  limit: number,
): Promise<PhotoRow | null> {
  return db.transaction(async (tx) => {
    const owner = await lockOwner(tx, profileId);
    if (!owner) return null;
    const [stats] = await tx
      .select({ n: count(), last: max(photos.position) })
      .from(photos)
      .where(and(eq(photos.profileId, profileId), photoNotRejected));
    if ((stats?.n ?? 0) >= limit) return null;
    const [created] = await tx
      .insert(photos)
      .values({ moderation: "unreviewed", ...photo, profileId, position: (stats?.last ?? -1) + 1 })
      .returning();
    if (!created) throw new Error("photo insert returned nothing");
    if (owner.mainPhotoId === null && !(await premoderated(tx, profileId))) {
      await tx.update(profiles).set({ mainPhotoId: created.id }).where(eq(profiles.id, profileId));
    }
    return created;
  });
}

async function premoderated(tx: Db, profileId: number): Promise<boolean> {
  const [row] = await tx
    .select({ on: sql<boolean>`${ownerPremoderates(profiles.id)}` })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row?.on === true;
}

/**
 * Makes one of the owner's photos the main one: "not_found" when the photo is not theirs or was rejected,
 * "awaiting_review" when others may not see it yet (pre-moderation): the main photo is always one they may.
 */
export async function updateMainPhoto(
  db: Db,
  profileId: number,
  photoId: number,
): Promise<"ok" | "not_found" | "awaiting_review"> {
  return db.transaction(async (tx) => {
    const [photo] = await tx
      .select({ id: photos.id, shown: sql<boolean>`${photoShownToOthers}` })
      .from(photos)
      .where(and(eq(photos.id, photoId), eq(photos.profileId, profileId), photoNotRejected));
    if (!photo) return "not_found";
    if (!photo.shown) return "awaiting_review";
    await tx.update(profiles).set({ mainPhotoId: photo.id }).where(eq(profiles.id, profileId));
    return "ok";
  });
}

/**
 * Deletes one of the owner's photos and answers it (null when it is not theirs). When it was the main
 * photo, the next one in order that others may see takes its place.
 */
export async function deleteOwnPhoto(db: Db, profileId: number, photoId: number): Promise<PhotoRow | null> {
  return db.transaction(async (tx) => {
    const owner = await lockOwner(tx, profileId);
    const [deleted] = await tx
      .delete(photos)
      .where(and(eq(photos.id, photoId), eq(photos.profileId, profileId)))
      .returning();
    if (!owner || !deleted) return null;
    if (owner.mainPhotoId === photoId) {
      const [next] = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.profileId, profileId), ne(photos.id, photoId), photoShownToOthers))
        .orderBy(asc(photos.position), asc(photos.id))
        .limit(1);
      await tx
        .update(profiles)
        .set({ mainPhotoId: next?.id ?? null })
        .where(eq(profiles.id, profileId));
    }
    return deleted;
  });
}
