/** SQL of a member's own photos; every statement is scoped to the owner's profile id. */
import { and, asc, count, eq, max, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { photos, profiles } from "../../db/schema.ts";

export type PhotoRow = typeof photos.$inferSelect;
type NewPhoto = Pick<PhotoRow, "filename" | "thumbFilename" | "matchFilename">;

export async function countPhotos(db: Db, profileId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(photos).where(eq(photos.profileId, profileId));
  return row?.n ?? 0;
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
 * Adds a photo unless the profile already holds `limit`. The profile row is locked first, so two uploads
 * at once cannot both pass the count. The first photo becomes the main one.
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
      .where(eq(photos.profileId, profileId));
    if ((stats?.n ?? 0) >= limit) return null;
    const [created] = await tx
      .insert(photos)
      .values({ ...photo, profileId, position: (stats?.last ?? -1) + 1 })
      .returning();
    if (!created) throw new Error("photo insert returned nothing");
    if (owner.mainPhotoId === null) {
      await tx.update(profiles).set({ mainPhotoId: created.id }).where(eq(profiles.id, profileId));
    }
    return created;
  });
}

/** Makes one of the owner's photos the main one; false when the photo is not theirs. */
export async function updateMainPhoto(db: Db, profileId: number, photoId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [photo] = await tx
      .select({ id: photos.id })
      .from(photos)
      .where(and(eq(photos.id, photoId), eq(photos.profileId, profileId)));
    if (!photo) return false;
    await tx.update(profiles).set({ mainPhotoId: photo.id }).where(eq(profiles.id, profileId));
    return true;
  });
}

/**
 * Deletes one of the owner's photos and answers it (null when it is not theirs). When it was the main
 * photo, the next one in order takes its place.
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
        .where(and(eq(photos.profileId, profileId), ne(photos.id, photoId)))
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
