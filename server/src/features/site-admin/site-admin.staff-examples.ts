/** A successful call of each state-changing sites-and-settings route, for the route matrix (staff-routes.test.ts). */
import type { FastifyInstance } from "fastify";
import type { StaffRouteExamples } from "../../test/staff-route-examples.ts";
import { makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";
import { selectAnyBundle, siteSettingsOf } from "./site-admin-test-helpers.ts";

async function admin(app: FastifyInstance) {
  return staffSession(app, (await makeStaff(app, ["admin"])).id);
}

let codes = 0;

export const staffRouteExamples: StaffRouteExamples = {
  "PUT /api/admin/sites/:id": async (app) => {
    const { id, input } = await siteSettingsOf(app, "amora.test");
    return staffCall(app, "PUT", `/api/admin/sites/${id}`, {
      cookie: await admin(app),
      payload: { ...input, index_title: `${input.index_title}!` },
    });
  },
  "PUT /api/admin/companies/:id": async (app) => {
    const cookie = await admin(app);
    const { site } = (await siteSettingsOf(app, "amora.test")).full;
    const { company } = (await staffCall(app, "GET", `/api/admin/sites/${site.id}`, { cookie })).json();
    const { id, added: _added, ...input } = company;
    return staffCall(app, "PUT", `/api/admin/companies/${id}`, {
      cookie,
      payload: { ...input, city: "Amsterdam" },
    });
  },
  "POST /api/admin/sites/:id/bundles": async (app) => {
    const { id } = await siteSettingsOf(app, "amora.test");
    return staffCall(app, "POST", `/api/admin/sites/${id}/bundles`, {
      cookie: await admin(app),
      payload: {
        currency: "EUR",
        credits: 2000,
        price_cents: 29995,
        badge: null,
        position: 9,
        active: false,
      },
    });
  },
  "PUT /api/admin/bundles/:id": async (app) => {
    const bundle = await selectAnyBundle(app);
    return staffCall(app, "PUT", `/api/admin/bundles/${bundle.id}`, {
      cookie: await admin(app),
      payload: {
        credits: bundle.credits,
        price_cents: bundle.priceCents,
        badge: bundle.badge,
        position: bundle.position,
        active: bundle.active,
      },
    });
  },
  "POST /api/admin/discount-codes": async (app) => {
    codes += 1;
    return staffCall(app, "POST", "/api/admin/discount-codes", {
      cookie: await admin(app),
      payload: discountInput(`EXAMPLE${codes}`),
    });
  },
  "POST /api/admin/discount-codes/:id/expire": async (app) => {
    codes += 1;
    const cookie = await admin(app);
    const created = await staffCall(app, "POST", "/api/admin/discount-codes", {
      cookie,
      payload: discountInput(`EXPIRE${codes}`),
    });
    return staffCall(app, "POST", `/api/admin/discount-codes/${created.json().code.id}/expire`, { cookie });
  },
};

export function discountInput(code: string) {
  return {
    code,
    site_id: null,
    country: null,
    user_id: null,
    expires_at: null,
    percentage: 10,
    currency: null,
    minimum_order_cents: null,
    validity: "once_per_member",
    payment_methods: null,
  };
}
