/** A successful call of each state-changing moderation route, for the role × route matrix (staff-routes.test.ts). */

import type { FastifyInstance } from "fastify";
import type { StaffRouteExamples } from "../../test/staff-route-examples.ts";
import { callAs } from "../accounts/accounts-test-helpers.ts";
import { makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";
import { createComplaint } from "./moderation.service.ts";
import { addPhotoRow, signUpWoman, siteIdOf } from "./moderation-test-helpers.ts";

async function moderator(app: FastifyInstance) {
  return staffSession(app, (await makeStaff(app, ["moderator"])).id);
}

/** A member whose changed "about" text waits in the text queue. */
async function waitingText(app: FastifyInstance) {
  const member = await signUpWoman(app);
  const profile = (await callAs(app, "GET", "/api/my-profile.php", member)).json().profile;
  const { id: _id, ...rest } = profile;
  const update = await callAs(app, "PUT", "/api/my-profile.php", member, { ...rest, about: "A new text." });
  if (update.statusCode !== 200) throw new Error(`profile not saved: ${update.body}`);
  return member;
}

export const staffRouteExamples: StaffRouteExamples = {
  "POST /api/admin/photos/:id/approve": async (app) => {
    const member = await signUpWoman(app);
    const photo = await addPhotoRow(app, member.profileId);
    return staffCall(app, "POST", `/api/admin/photos/${photo.id}/approve`, { cookie: await moderator(app) });
  },
  "POST /api/admin/photos/:id/reject": async (app) => {
    const member = await signUpWoman(app);
    const photo = await addPhotoRow(app, member.profileId);
    return staffCall(app, "POST", `/api/admin/photos/${photo.id}/reject`, {
      cookie: await moderator(app),
      payload: { reason: "Not a photo of you." },
    });
  },
  "POST /api/admin/texts/:id/approve": async (app) => {
    const member = await waitingText(app);
    return staffCall(app, "POST", `/api/admin/texts/${member.profileId}/approve`, {
      cookie: await moderator(app),
      payload: { about: "A new text." },
    });
  },
  "POST /api/admin/texts/:id/reject": async (app) => {
    const member = await waitingText(app);
    return staffCall(app, "POST", `/api/admin/texts/${member.profileId}/reject`, {
      cookie: await moderator(app),
      payload: { about: "A new text.", reason: "No phone numbers, please." },
    });
  },
  "POST /api/admin/complaints/:id/reply": async (app) => {
    const complaint = await createComplaint(app.db, {
      siteId: await siteIdOf(app),
      email: "complainant@example.test",
      name: "Complainant",
      category: "other",
      description: "Something went wrong.",
      language: "en",
    });
    return staffCall(app, "POST", `/api/admin/complaints/${complaint.id}/reply`, {
      cookie: await moderator(app),
      payload: { reply: "We looked into it." },
    });
  },
};
