/** GET /api/admin/real-person-questions: the back office's log of "is this a real person?" (decision 053). */
import {
  REAL_PERSON_LOG_ROLES,
  RealPersonLogQuerySchema,
  RealPersonLogResponseSchema,
} from "@amora/contract/admin-real-person";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { questionLog } from "./real-person-log.service.ts";

export const realPersonAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/real-person-questions",
    {
      config: { access: "staff", roles: REAL_PERSON_LOG_ROLES },
      schema: {
        summary: "Questions 'is this a real person?': who asked about which profile, the answer, when",
        querystring: RealPersonLogQuerySchema,
        response: { 200: RealPersonLogResponseSchema },
      },
    },
    async (request) => questionLog(app.db, request.query, request.staff?.roles ?? []),
  );
};
