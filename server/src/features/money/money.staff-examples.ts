/** The back office's money: a successful call of each state-changing route, for the route matrix. */
import type { StaffRouteExamples } from "../../test/staff-route-examples.ts";
import { makeStaff, staffSession } from "../staff/staff-test-helpers.ts";
import { boughtBundle, refundCall } from "./money-test-helpers.ts";

export const staffRouteExamples: StaffRouteExamples = {
  "POST /api/admin/payments/:id/refund": async (app) => {
    const { payment } = await boughtBundle(app);
    const cookie = await staffSession(app, (await makeStaff(app, ["finance"])).id);
    return refundCall(app, cookie, payment.publicId, { amount_cents: 500 });
  },
};
