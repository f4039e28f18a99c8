/** A successful call of each state-changing content-pages route, for the route matrix (staff-routes.test.ts). */
import type { FastifyInstance } from "fastify";
import type { StaffRouteExamples } from "../../test/staff-route-examples.ts";
import { makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";

let made = 0;

/** One admin session per app: making a staff member (a password hash, a TOTP login) is the slow part. */
const admins = new WeakMap<FastifyInstance, Promise<string>>();

function admin(app: FastifyInstance): Promise<string> {
  let session = admins.get(app);
  if (!session) {
    session = makeStaff(app, ["admin"]).then((staff) => staffSession(app, staff.id));
    admins.set(app, session);
  }
  return session;
}

async function firstSiteId(app: FastifyInstance, cookie: string): Promise<number> {
  return (await staffCall(app, "GET", "/api/admin/pages/sites", { cookie })).json().sites[0].id;
}

/** A new token page on the first site, for the examples that change one. */
export async function createExamplePage(app: FastifyInstance, cookie: string) {
  made += 1;
  return staffCall(app, "POST", "/api/admin/pages", {
    cookie,
    payload: {
      site_id: await firstSiteId(app, cookie),
      language: "en",
      slug: `example-${made}`,
      title: "Example",
      body: "Hello from **{site_name}**.",
      published: true,
    },
  });
}

export const staffRouteExamples: StaffRouteExamples = {
  "POST /api/admin/pages": async (app) => createExamplePage(app, await admin(app)),
  "PUT /api/admin/pages/:id": async (app) => {
    const cookie = await admin(app);
    const { page } = (await createExamplePage(app, cookie)).json();
    return staffCall(app, "PUT", `/api/admin/pages/${page.id}`, {
      cookie,
      payload: { title: "Example 2", body: "Changed.", published: true },
    });
  },
  "POST /api/admin/pages/:id/restore": async (app) => {
    const cookie = await admin(app);
    const { page } = (await createExamplePage(app, cookie)).json();
    return staffCall(app, "POST", `/api/admin/pages/${page.id}/restore`, { cookie, payload: { version: 1 } });
  },
  "POST /api/admin/pages/preview": async (app) => {
    const cookie = await admin(app);
    return staffCall(app, "POST", "/api/admin/pages/preview", {
      cookie,
      payload: {
        site_id: await firstSiteId(app, cookie),
        language: "fr",
        title: "Aperçu",
        body: "# {site_name}",
      },
    });
  },
};
