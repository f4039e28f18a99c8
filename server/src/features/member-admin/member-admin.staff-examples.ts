/** A successful call of each state-changing member route, for the role × route matrix (staff-routes.test.ts). */
import type { StaffRouteExamples } from "../../test/staff-route-examples.ts";
import { insertMember, memberCall, staffOf } from "./member-admin-test-helpers.ts";

const REASON = { reason: "Route matrix example" };

/** A member made in the database (no signup: the matrix runs every feature's examples) and a call on them. */
function example(path: string, payload: unknown) {
  return async (app: Parameters<StaffRouteExamples[string]>[0]) => {
    const member = await insertMember(app);
    const staff = await staffOf(app, ["support"]);
    return memberCall(app, staff.cookie, "POST", `/${member.id}${path}`, payload);
  };
}

export const staffRouteExamples: StaffRouteExamples = {
  "POST /api/admin/members/:id/suspend": example("/suspend", {
    ...REASON,
    until: new Date(Date.now() + 86_400_000).toISOString(),
  }),
  "POST /api/admin/members/:id/ban": example("/ban", REASON),
  "POST /api/admin/members/:id/lift": async (app) => {
    const member = await insertMember(app);
    const staff = await staffOf(app, ["moderator"]);
    await memberCall(app, staff.cookie, "POST", `/${member.id}/ban`, REASON);
    return memberCall(app, staff.cookie, "POST", `/${member.id}/lift`, REASON);
  },
  "POST /api/admin/members/:id/hide": example("/hide", { ...REASON, hidden: true }),
  "POST /api/admin/members/:id/credits": example("/credits", { ...REASON, delta: 5 }),
  "POST /api/admin/members/:id/activation-mail": example("/activation-mail", REASON),
  "POST /api/admin/members/:id/password-reset": example("/password-reset", REASON),
  "POST /api/admin/members/:id/delete": example("/delete", REASON),
  "POST /api/admin/members/:id/notes": example("/notes", { body: "Called about a refund." }),
};
