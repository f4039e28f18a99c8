/** A successful call of each state-changing content-pages route, for the route matrix (staff-routes.test.ts). */
import type { FastifyInstance } from "fastify";
import type { StaffRouteExamples } from "../../test/staff-route-examples.ts";
import { makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";

let made = 0;

async function admin(app: FastifyInstance) {
  return staffSession(app, (await makeStaff(app, ["admin"])).id);
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
