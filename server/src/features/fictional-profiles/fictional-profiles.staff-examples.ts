/** A successful call of each state-changing fictional-profile route, for the route matrix (staff-routes.test.ts). */
import type { FastifyInstance } from "fastify";
import type { StaffRouteExamples } from "../../test/staff-route-examples.ts";
import { staffCall } from "../staff/staff-test-helpers.ts";
import {
  adminCookie,
  createOk,
  FICTIONAL_API,
  jpeg,
  uploadPhoto,
  validInput,
} from "./fictional-test-helpers.ts";

/** A profile with two photos, and the admin's cookie. */
async function withPhotos(app: FastifyInstance) {
  const cookie = await adminCookie(app);
  const profile = await createOk(app, cookie);
  await uploadPhoto(app, cookie, profile.id, await jpeg());
  const response = await uploadPhoto(app, cookie, profile.id, await jpeg(800, 600));
  const photos = (response.json() as { profile: { photos: { id: number }[] } }).profile.photos;
  return { cookie, id: profile.id, photoIds: photos.map((p) => p.id) };
}

export const staffRouteExamples: StaffRouteExamples = {
  [`POST ${FICTIONAL_API}`]: async (app) =>
    staffCall(app, "POST", FICTIONAL_API, { cookie: await adminCookie(app), payload: validInput() }),
  [`PUT ${FICTIONAL_API}/:id`]: async (app) => {
    const cookie = await adminCookie(app);
    const { id } = await createOk(app, cookie);
    return staffCall(app, "PUT", `${FICTIONAL_API}/${id}`, {
      cookie,
      payload: validInput({ name: "Sanne B" }),
    });
  },
  [`POST ${FICTIONAL_API}/:id/photos`]: async (app) => {
    const cookie = await adminCookie(app);
    const { id } = await createOk(app, cookie);
    return uploadPhoto(app, cookie, id, await jpeg());
  },
  [`PUT ${FICTIONAL_API}/:id/photos/:photoId/main`]: async (app) => {
    const { cookie, id, photoIds } = await withPhotos(app);
    return staffCall(app, "PUT", `${FICTIONAL_API}/${id}/photos/${photoIds[1]}/main`, { cookie });
  },
  [`PUT ${FICTIONAL_API}/:id/photos/order`]: async (app) => {
    const { cookie, id, photoIds } = await withPhotos(app);
    return staffCall(app, "PUT", `${FICTIONAL_API}/${id}/photos/order`, {
      cookie,
      payload: { photo_ids: [...photoIds].reverse() },
    });
  },
  [`DELETE ${FICTIONAL_API}/:id/photos/:photoId`]: async (app) => {
    const { cookie, id, photoIds } = await withPhotos(app);
    return staffCall(app, "DELETE", `${FICTIONAL_API}/${id}/photos/${photoIds[0]}`, { cookie });
  },
};
