/** A member's photos: upload (re-encoded, within the role's limit), choose the main one, delete; per profile for the back office. */
import { randomBytes } from "node:crypto";
import type { User } from "@amora/contract/accounts";
import { photoLimitFor } from "@amora/contract/my-profile";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { processUpload } from "../../lib/images/photo-upload.ts";
import type { MediaStorage } from "../../lib/storage/media-storage.ts";
import {
  countPhotos,
  deleteOwnPhoto,
  insertPhotoWithinLimit,
  type PhotoRow,
  updateMainPhoto,
} from "./photos.queries.ts";

/** Uploads live under this prefix; demo portraits elsewhere are shared by many profiles and never deleted. */
const UPLOAD_PREFIX = "photos/";

interface PhotoFiles {
  filename: string;
  matchFilename: string;
  thumbFilename: string;
}

function limitReached(limit: number): AppError {
  return new AppError(403, "PHOTO_LIMIT_REACHED", `You have reached the limit of ${limit} photos.`, {
    params: { limit },
  });
}

function photoNotFound(): AppError {
  return new AppError(404, "NOT_FOUND", "This photo does not exist.");
}

async function removeFiles(storage: MediaStorage, files: PhotoFiles): Promise<void> {
  const keys = [files.filename, files.matchFilename, files.thumbFilename];
  await Promise.all(keys.filter((key) => key.startsWith(UPLOAD_PREFIX)).map((key) => storage.delete(key)));
}

export async function addPhoto(db: Db, storage: MediaStorage, user: User, upload: Buffer): Promise<void> {
  await addProfilePhoto(db, storage, user.profile.id, upload, photoLimitFor(user.paid_user));
}

/**
 * Re-encodes an upload and adds it to a profile within `limit` photos (the back office's fictional profiles
 * too, with their photos approved at once); answers the row.
 */
export async function addProfilePhoto(
  db: Db,
  storage: MediaStorage,
  profileId: number,
  upload: Buffer,
  limit: number,
  moderation?: PhotoRow["moderation"],
): Promise<PhotoRow> {
  // Cheap refusal before the expensive decode; the insert checks again under a lock.
  if ((await countPhotos(db, profileId)) >= limit) throw limitReached(limit);
  const photo = await processUpload(upload);
  // Unguessable names: a photo's address is shared only with those allowed to see it.
  const base = `${UPLOAD_PREFIX}${profileId}/${randomBytes(12).toString("base64url")}`;
  const files: PhotoFiles = {
    filename: `${base}.webp`,
    matchFilename: `${base}-match.webp`,
    thumbFilename: `${base}-thumb.webp`,
  };
  await Promise.all([
    storage.put(files.filename, photo.full, "image/webp"),
    storage.put(files.matchFilename, photo.match, "image/webp"),
    storage.put(files.thumbFilename, photo.thumb, "image/webp"),
  ]);
  const created = await insertPhotoWithinLimit(
    db,
    profileId,
    { ...files, ...(moderation && { moderation }) },
    limit,
  );
  if (!created) {
    await removeFiles(storage, files);
    throw limitReached(limit);
  }
  return created;
}

export async function chooseMainPhoto(db: Db, user: User, photoId: number): Promise<void> {
  await chooseProfileMainPhoto(db, user.profile.id, photoId);
}

export async function chooseProfileMainPhoto(db: Db, profileId: number, photoId: number): Promise<void> {
  const outcome = await updateMainPhoto(db, profileId, photoId);
  if (outcome === "not_found") throw photoNotFound();
  if (outcome === "awaiting_review") {
    throw new AppError(409, "PHOTO_AWAITING_REVIEW", "This photo can be the main one once it is approved.");
  }
}

export async function removePhoto(db: Db, storage: MediaStorage, user: User, photoId: number): Promise<void> {
  await removeProfilePhoto(db, storage, user.profile.id, photoId);
}

/** Deletes one of a profile's photos and its files (the next in order becomes main); answers the row. */
export async function removeProfilePhoto(
  db: Db,
  storage: MediaStorage,
  profileId: number,
  photoId: number,
): Promise<PhotoRow> {
  const deleted = await deleteOwnPhoto(db, profileId, photoId);
  if (!deleted) throw photoNotFound();
  await removeFiles(storage, deleted);
  return deleted;
}
