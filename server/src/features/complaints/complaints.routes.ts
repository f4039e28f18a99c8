/** POST /api/complaints.php: the public complaints form (spec §2, issue 16), for visitors and members alike. */
import { ComplaintRequestSchema, ComplaintResponseSchema } from "@amora/contract/complaints";
import { LOCALE_COOKIE } from "@amora/contract/constants";
import { pickDefaultLocale } from "@amora/contract/locales";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { linkOrigin } from "../accounts/request-origin.ts";
import { fileComplaint } from "./complaints.service.ts";

export interface ComplaintsRoutesOptions {
  /** Called after the receipt was queued, so it leaves now rather than at the worker's next poll. */
  onMailQueued: () => void;
}

export const complaintsRoutes: FastifyPluginAsyncZod<ComplaintsRoutesOptions> = async (app, options) => {
  app.post(
    "/complaints",
    {
      // Each complaint mails a receipt to the address given: limited per client address like the signup.
      config: { access: "optional", rateLimit: { max: 5, timeWindow: "1 hour" } },
      schema: {
        summary: "File a complaint; a receipt with its reference is mailed",
        body: ComplaintRequestSchema,
        response: { 201: ComplaintResponseSchema },
      },
    },
    async (request, reply) => {
      const reference = await fileComplaint(
        {
          db: app.db,
          site: request.site,
          member: await request.viewer(),
          language: pickDefaultLocale(request.site.domainLanguage, request.cookies[LOCALE_COOKIE]),
          origin: linkOrigin(request, request.site),
        },
        request.body,
      );
      options.onMailQueued();
      return reply.status(201).send({ reference });
    },
  );
};
