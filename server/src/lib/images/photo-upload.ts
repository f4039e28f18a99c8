/**
 * A photo upload as the API takes it (profile photos, chat photos): the multipart request read into
 * memory within PHOTO_MAX_BYTES (413 PAYLOAD_TOO_LARGE beyond), its text fields, and the re-encoding
 * with refusals answered as the API's error codes.
 */
import { PHOTO_MAX_BYTES } from "@amora/contract/my-profile";
import type { FastifyRequest } from "fastify";
import { AppError } from "../app-error.ts";
import { PhotoRejected, type ProcessedPhoto, processPhoto } from "./process-photo.ts";

const MEGABYTE = 1024 * 1024;

/** Multipart limits for one photo and a few small fields; register @fastify/multipart with these. */
export const PHOTO_UPLOAD_LIMITS = { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, fieldSize: 200 };

export async function readPhotoUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  const file = await request.file();
  if (!file) throw new AppError(400, "PHOTO_NOT_AN_IMAGE", "No photo was sent.");
  const bytes = await file.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError(413, "PAYLOAD_TOO_LARGE", "This photo is too large.", {
        params: { megabytes: PHOTO_MAX_BYTES / MEGABYTE },
      });
    }
    throw error;
  });
  // Fields sent before the file part (the web app sends them first).
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(file.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === "field" && typeof value.value === "string") fields[name] = value.value;
  }
  return { bytes, fields };
}

export async function processUpload(bytes: Buffer): Promise<ProcessedPhoto> {
  return processPhoto(bytes).catch((error: unknown) => {
    if (error instanceof PhotoRejected) {
      throw new AppError(422, error.code, error.message, error.params ? { params: error.params } : {});
    }
    throw error;
  });
}
