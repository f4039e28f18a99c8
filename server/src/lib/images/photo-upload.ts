/**
 * A photo upload as the API takes it (profile photos, chat photos): the multipart request read into
 * memory within PHOTO_MAX_BYTES (413 PAYLOAD_TOO_LARGE beyond), its text fields, and the re-encoding
 * with refusals answered as the API's error codes.
 */
import { PHOTO_MAX_BYTES } from "@amora/contract/my-profile";
import type { FastifyRequest } from "fastify";
import { AppError } from "../app-error.ts";
import { findNul, nulRefusal } from "../nul-characters.ts";
import { PhotoRejected, type ProcessedPhoto, processPhoto } from "./process-photo.ts";

const MEGABYTE = 1024 * 1024;

/** Multipart limits for one photo and a few small fields; register @fastify/multipart with these. */
export const PHOTO_UPLOAD_LIMITS = { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, fieldSize: 200 };

export async function readPhotoUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  const file = await request.file().catch(refuseMalformedForm);
  if (!file) throw new AppError(400, "PHOTO_NOT_AN_IMAGE", "No photo was sent.");
  const bytes = await file.toBuffer().catch(refuseMalformedForm);
  // Fields sent before the file part (the web app sends them first).
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(file.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === "field" && typeof value.value === "string") fields[name] = value.value;
  }
  // The JSON and form bodies of every route are checked before validation (plugins/text-input.ts); a
  // multipart form is read only here.
  const nul = findNul(fields, "body");
  if (nul) throw nulRefusal(nul);
  return { bytes, fields };
}

/**
 * The multipart parser's refusals as the API's: busboy throws plain errors for a form it cannot read (no
 * boundary in the Content-Type, a body cut short), which would otherwise answer 500.
 */
function refuseMalformedForm(error: unknown): never {
  if (error instanceof AppError) throw error;
  const code = (error as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") {
    throw new AppError(413, "PAYLOAD_TOO_LARGE", "This photo is too large.", {
      params: { megabytes: PHOTO_MAX_BYTES / MEGABYTE },
    });
  }
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") {
    throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the photo as multipart/form-data.");
  }
  // @fastify/multipart's own errors carry their status (413 for its limits, 400 for a __proto__ field).
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) throw error;
  throw new AppError(400, "BAD_REQUEST", "The upload is not a readable multipart form.");
}

export async function processUpload(bytes: Buffer): Promise<ProcessedPhoto> {
  return processPhoto(bytes).catch((error: unknown) => {
    if (error instanceof PhotoRejected) {
      throw new AppError(422, error.code, error.message, error.params ? { params: error.params } : {});
    }
    throw error;
  });
}
