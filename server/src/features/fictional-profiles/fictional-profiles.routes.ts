/**
 * The back office's fictional profiles, under /api/admin/fictional-profiles (admins, issue 15 item 4):
 * list, read, create, edit; photos uploaded (multipart field "photo", re-encoded as members' are), made the
 * main one, reordered, deleted. Every change writes its audit line with before and after.
 */
import {
  FictionalIdParamsSchema,
  FictionalListQuerySchema,
  FictionalListResponseSchema,
  FictionalPhotoOrderSchema,
  FictionalPhotoParamsSchema,
  FictionalProfileInputSchema,
  FictionalProfileResponseSchema,
  FictionalSitesResponseSchema,
} from "@amora/contract/admin-fictional";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PHOTO_UPLOAD_LIMITS, readPhotoUpload } from "../../lib/images/photo-upload.ts";
import type { MediaStorage } from "../../lib/storage/media-storage.ts";
import { photoUpload } from "../../plugins/openapi.ts";
import { audit } from "../staff/audit.service.ts";
import {
  addFictionalPhoto,
  chooseFictionalMainPhoto,
  createFictional,
  editFictional,
  listFictional,
  listSiteChoices,
  loadFictional,
  orderFictionalPhotos,
  removeFictionalPhoto,
} from "./fictional-profiles.service.ts";

const EDITORS = { access: "staff", roles: ["admin"] } as const;
const BASE = "/admin/fictional-profiles";
const TARGET = "profile";
const response = { 200: FictionalProfileResponseSchema };
const notFound = { 404: ["NOT_FOUND"] };

export const fictionalProfilesRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (
  app,
  { storage },
) => {
  await app.register(fastifyMultipart, { limits: PHOTO_UPLOAD_LIMITS });

  app.get(
    BASE,
    {
      config: EDITORS,
      schema: {
        summary: "Fictional, cam and resell profiles: paged, searchable, sortable, filtered",
        querystring: FictionalListQuerySchema,
        response: { 200: FictionalListResponseSchema },
      },
    },
    (request) => listFictional(app.db, request.query),
  );

  app.get(
    `${BASE}/sites`,
    {
      config: EDITORS,
      schema: {
        summary: "The sites a fictional profile may be limited to",
        response: { 200: FictionalSitesResponseSchema },
      },
    },
    async () => ({ sites: await listSiteChoices(app.db) }),
  );

  app.get(
    `${BASE}/:id`,
    {
      config: { ...EDITORS, errors: notFound },
      schema: {
        summary: "One fictional profile, with its photos and sites",
        params: FictionalIdParamsSchema,
        response,
      },
    },
    async (request) => ({ profile: await loadFictional(app.db, request.params.id) }),
  );

  app.post(
    BASE,
    {
      config: EDITORS,
      schema: {
        summary: "Creates a fictional, cam or resell profile",
        body: FictionalProfileInputSchema,
        response,
      },
    },
    async (request) => {
      const profile = await createFictional(app.db, app.invalidations, request.body);
      await audit(request, {
        action: "fictional.create",
        targetType: TARGET,
        targetId: profile.id,
        after: profile,
      });
      return { profile };
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      config: { ...EDITORS, errors: notFound },
      schema: {
        summary: "Saves a fictional profile whole: fields, flags, status and sites",
        params: FictionalIdParamsSchema,
        body: FictionalProfileInputSchema,
        response,
      },
    },
    async (request) => {
      const { before, after } = await editFictional(
        app.db,
        app.invalidations,
        request.params.id,
        request.body,
      );
      await audit(request, {
        action: "fictional.update",
        targetType: TARGET,
        targetId: after.id,
        before,
        after,
      });
      return { profile: after };
    },
  );

  app.post(
    `${BASE}/:id/photos`,
    {
      config: {
        ...EDITORS,
        multipart: photoUpload(),
        errors: { 403: ["PHOTO_LIMIT_REACHED"], 404: ["NOT_FOUND"] },
      },
      schema: {
        summary: "Uploads a photo (multipart field 'photo'), re-encoded as members' photos, approved",
        params: FictionalIdParamsSchema,
        response,
      },
    },
    async (request) => {
      const { bytes } = await readPhotoUpload(request);
      const photo = await addFictionalPhoto(app.db, storage, request.params.id, bytes);
      await audit(request, {
        action: "fictional.photo_add",
        targetType: TARGET,
        targetId: request.params.id,
        after: { photo_id: photo.id, filename: photo.filename },
      });
      return { profile: await loadFictional(app.db, request.params.id) };
    },
  );

  app.put(
    `${BASE}/:id/photos/:photoId/main`,
    {
      config: { ...EDITORS, errors: notFound },
      schema: {
        summary: "Makes one of the profile's photos the main one",
        params: FictionalPhotoParamsSchema,
        response,
      },
    },
    async (request) => {
      const { id, photoId } = request.params;
      const before = await loadFictional(app.db, id);
      await chooseFictionalMainPhoto(app.db, id, photoId);
      await audit(request, {
        action: "fictional.photo_main",
        targetType: TARGET,
        targetId: id,
        before: { main_photo_id: before.main_photo_id },
        after: { main_photo_id: photoId },
      });
      return { profile: await loadFictional(app.db, id) };
    },
  );

  app.put(
    `${BASE}/:id/photos/order`,
    {
      config: { ...EDITORS, errors: notFound },
      schema: {
        summary: "Puts the profile's photos in this order (every photo, once)",
        params: FictionalIdParamsSchema,
        body: FictionalPhotoOrderSchema,
        response,
      },
    },
    async (request) => {
      const { id } = request.params;
      const before = await loadFictional(app.db, id);
      await orderFictionalPhotos(app.db, id, request.body.photo_ids);
      await audit(request, {
        action: "fictional.photo_order",
        targetType: TARGET,
        targetId: id,
        before: { photo_ids: before.photos.map((p) => p.id) },
        after: { photo_ids: request.body.photo_ids },
      });
      return { profile: await loadFictional(app.db, id) };
    },
  );

  app.delete(
    `${BASE}/:id/photos/:photoId`,
    {
      config: { ...EDITORS, errors: notFound },
      schema: {
        summary: "Deletes one of the profile's photos",
        params: FictionalPhotoParamsSchema,
        response,
      },
    },
    async (request) => {
      const { id, photoId } = request.params;
      const deleted = await removeFictionalPhoto(app.db, storage, id, photoId);
      await audit(request, {
        action: "fictional.photo_delete",
        targetType: TARGET,
        targetId: id,
        before: { photo_id: deleted.id, filename: deleted.filename },
      });
      return { profile: await loadFictional(app.db, id) };
    },
  );
};
