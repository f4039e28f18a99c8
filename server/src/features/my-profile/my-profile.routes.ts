/**
 * The member's own profile (/profile): GET and PUT /api/my-profile.php; photos at /api/photos.php —
 * POST uploads one (multipart, field "photo"), PUT makes one the main photo, DELETE removes one.
 * Every call acts on the logged-in member's own profile only; ids of other members' photos are "not found".
 */

import {
  MyProfileResponseSchema,
  PhotoRequestSchema,
  ProfileUpdateRequestSchema,
} from "@amora/contract/my-profile";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PHOTO_UPLOAD_LIMITS, readPhotoUpload } from "../../lib/images/photo-upload.ts";
import type { MediaStorage } from "../../lib/storage/media-storage.ts";
import { memberRateKey } from "../../plugins/auth.ts";
import { photoUpload } from "../../plugins/openapi.ts";
import { loadMyProfile, updateMyProfile } from "./my-profile.service.ts";
import { addPhoto, chooseMainPhoto, removePhoto } from "./photos.service.ts";

export const myProfileRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (app, { storage }) => {
  await app.register(fastifyMultipart, { limits: PHOTO_UPLOAD_LIMITS });

  async function answer(request: FastifyRequest) {
    return { profile: await loadMyProfile(app.db, await request.member.user()) };
  }

  const response = { 200: MyProfileResponseSchema };
  const config = { access: "member" } as const;

  app.get(
    "/my-profile",
    { config, schema: { summary: "The member's own profile, for editing", response } },
    (request) => answer(request),
  );

  app.put(
    "/my-profile",
    { config, schema: { summary: "Saves the whole profile", body: ProfileUpdateRequestSchema, response } },
    async (request) => {
      await updateMyProfile(app.db, request.site, await request.member.user(), request.body);
      return answer(request);
    },
  );

  app.post(
    "/photos",
    {
      schema: { summary: "Uploads a photo (multipart field 'photo'; JPEG, PNG, WebP or HEIC)", response },
      config: {
        ...config,
        multipart: photoUpload(),
        // Per member, not per address (members share carrier addresses); counted once the session is known.
        rateLimit: {
          max: 30,
          timeWindow: "10 minutes",
          hook: "preHandler",
          keyGenerator: memberRateKey,
        },
      },
    },
    async (request) => {
      const user = await request.member.user();
      const { bytes } = await readPhotoUpload(request);
      await addPhoto(app.db, storage, user, bytes);
      return answer(request);
    },
  );

  app.put(
    "/photos",
    {
      config: { ...config, errors: { 409: ["PHOTO_AWAITING_REVIEW"] } },
      schema: {
        summary: "Makes one of the member's photos the main one",
        body: PhotoRequestSchema,
        response,
      },
    },
    async (request) => {
      await chooseMainPhoto(app.db, await request.member.user(), request.body.photo_id);
      return answer(request);
    },
  );

  app.delete(
    "/photos",
    { config, schema: { summary: "Deletes one of the member's photos", body: PhotoRequestSchema, response } },
    async (request) => {
      await removePhoto(app.db, storage, await request.member.user(), request.body.photo_id);
      return answer(request);
    },
  );
};
