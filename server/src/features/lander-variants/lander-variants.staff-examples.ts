/** A successful call of each state-changing lander-variants route, for the route matrix (staff-routes.test.ts). */
import type { FastifyInstance } from "fastify";
import type { StaffRouteExamples } from "../../test/staff-route-examples.ts";
import { siteSettingsOf } from "../site-admin/site-admin-test-helpers.ts";
import { makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";

let made = 0;

/** One admin per app for the three examples: making a member of staff hashes a password, which is slow. */
const admins = new WeakMap<FastifyInstance, Promise<string>>();

function admin(app: FastifyInstance): Promise<string> {
  let cookie = admins.get(app);
  if (!cookie) {
    cookie = makeStaff(app, ["admin"]).then((staff) => staffSession(app, staff.id));
    admins.set(app, cookie);
  }
  return cookie;
}

/** A new variant of the video lander on amora.test, and an admin's cookie. */
async function newVariant(app: FastifyInstance) {
  const { id } = await siteSettingsOf(app, "amora.test");
  const cookie = await admin(app);
  made += 1;
  const response = await staffCall(app, "POST", `/api/admin/sites/${id}/lander-variants`, {
    cookie,
    payload: { lander: "video", variant: `example-${made}`, weight: 10, headline: { en: "Tonight" } },
  });
  return { response, cookie, variant: response.json() as { id: number } };
}

export const staffRouteExamples: StaffRouteExamples = {
  "POST /api/admin/sites/:id/lander-variants": async (app) => (await newVariant(app)).response,
  "PUT /api/admin/lander-variants/:id": async (app) => {
    const { cookie, variant } = await newVariant(app);
    return staffCall(app, "PUT", `/api/admin/lander-variants/${variant.id}`, {
      cookie,
      payload: { weight: 0, headline: {} },
    });
  },
  "DELETE /api/admin/lander-variants/:id": async (app) => {
    const { cookie, variant } = await newVariant(app);
    return staffCall(app, "DELETE", `/api/admin/lander-variants/${variant.id}`, { cookie });
  },
};
