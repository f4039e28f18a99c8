/** A successful call of each state-changing report route, for the role × route matrix (staff-routes.test.ts). */
import type { StaffRouteExamples } from "../../test/staff-route-examples.ts";
import { appeal, decide, decideAppeal, fileReport, moderator, reportScene } from "./reports-test-helpers.ts";

const STATEMENT = "Asking members for money breaks the rules.";

export const staffRouteExamples: StaffRouteExamples = {
  "POST /api/admin/reports/:id/decide": async (app) => {
    const { reporter, reported } = await reportScene(app);
    const id = await fileReport(app, reporter, reported);
    return decide(app, (await moderator(app)).cookie, id, { action: "warn", statement: STATEMENT });
  },
  "POST /api/admin/reports/:id/appeal": async (app) => {
    const { reporter, reported } = await reportScene(app);
    const id = await fileReport(app, reporter, reported);
    await decide(app, (await moderator(app)).cookie, id, { action: "warn", statement: STATEMENT });
    await appeal(app, reported, id, "I never asked for money.");
    return decideAppeal(app, (await moderator(app)).cookie, id, { outcome: "upheld", statement: STATEMENT });
  },
};
