/** Successful calls of the operator inbox's state-changing routes, for the route matrix (staff-routes.test.ts). */
import type { StaffRouteExamples } from "../../test/staff-route-examples.ts";
import { staffCall } from "../staff/staff-test-helpers.ts";
import { answerAs, claimAs, operator, waitingConversation } from "./operator-inbox-test-helpers.ts";

export const staffRouteExamples: StaffRouteExamples = {
  "POST /api/admin/operator/claims": async (app) => {
    const { conversation } = await waitingConversation(app);
    return claimAs(app, (await operator(app)).cookie, conversation);
  },
  "DELETE /api/admin/operator/claims/:conversation": async (app) => {
    const { conversation } = await waitingConversation(app);
    const { cookie } = await operator(app);
    await claimAs(app, cookie, conversation);
    return staffCall(app, "DELETE", `/api/admin/operator/claims/${conversation}`, { cookie });
  },
  "POST /api/admin/operator/conversations/:conversation/notes": async (app) => {
    const { conversation } = await waitingConversation(app);
    const { cookie } = await operator(app);
    await claimAs(app, cookie, conversation);
    return staffCall(app, "POST", `/api/admin/operator/conversations/${conversation}/notes`, {
      cookie,
      payload: { body: "Likes sailing." },
    });
  },
  "POST /api/admin/operator/conversations/:conversation/answer": async (app) => {
    const { conversation } = await waitingConversation(app);
    const { cookie } = await operator(app);
    await claimAs(app, cookie, conversation);
    return answerAs(app, cookie, conversation, { text: "Hello you!" });
  },
};
