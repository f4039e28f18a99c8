/**
 * The member's own profile (/profile): GET and PUT /api/my-profile.php; photos at /api/photos.php —
 * POST uploads one (multipart, field "photo"), PUT makes one the main photo, DELETE removes one.
 * Every call acts on the logged-in member's own profile only; ids of other members' photos are "not found".
 */

import {
  MyProfileResponseSchema,
  PHOTO_MAX_BYTES,
  PhotoRequestSchema,
  ProfileUpdateRequestSchema,
} from "@amora/contract/my-profile";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.ts";
import type { MediaStorage } from "../../lib/storage/media-storage.ts";
import { requireMember } from "../../plugins/auth.ts";
import { loadUser } from "../accounts/accounts.service.ts";
import { loadMyProfile, updateMyProfile } from "./my-profile.service.ts";
import { addPhoto, chooseMainPhoto, removePhoto } from "./photos.service.ts";

const MEGABYTE = 1024 * 1024;

export const myProfileRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (app, { storage }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  async function member(request: FastifyRequest) {
    const user = await loadUser(app.db, request.site, requireMember(request).userId);
    if (!user) throw new AppError(403, "authentication_required", "You need to be logged in for this.");
    return user;
  }

  async function answer(request: FastifyRequest) {
    return { profile: await loadMyProfile(app.db, await member(request)) };
  }

  const response = { 200: MyProfileResponseSchema };

  app.get(
    "/my-profile",
    { schema: { summary: "The member's own profile, for editing", response } },
    (request) => answer(request),
  );

  app.put(
    "/my-profile",
    { schema: { summary: "Saves the whole profile", body: ProfileUpdateRequestSchema, response } },
    async (request) => {
      await updateMyProfile(app.db, request.site, await member(request), request.body);
      return answer(request);
    },
  );

  app.post(
    "/photos",
    {
      schema: { summary: "Uploads a photo (multipart field 'photo'; JPEG, PNG, WebP or HEIC)", response },
      config: {
        // Per member, not per address (members share carrier addresses); counted once the session is known.
        rateLimit: {
          max: 30,
          timeWindow: "10 minutes",
          hook: "preHandler",
          keyGenerator: (request: FastifyRequest) =>
            request.session ? `member:${request.session.userId}` : request.ip,
        },
      },
    },
    async (request) => {
      const user = await member(request);
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
      await addPhoto(app.db, storage, user, bytes);
      return answer(request);
    },
  );

  app.put(
    "/photos",
    {
      schema: {
        summary: "Makes one of the member's photos the main one",
        body: PhotoRequestSchema,
        response,
      },
    },
    async (request) => {
      await chooseMainPhoto(app.db, await member(request), request.body.photo_id);
      return answer(request);
    },
  );

  app.delete(
    "/photos",
    { schema: { summary: "Deletes one of the member's photos", body: PhotoRequestSchema, response } },
    async (request) => {
      await removePhoto(app.db, storage, await member(request), request.body.photo_id);
      return answer(request);
    },
  );
};
