/**
 * A member's data export (issue 17): the settings section's state and request, the logged-out request by
 * mail and its confirmation link, and the mailed download link.
 */
import { EmailRequestSchema } from "@amora/contract/accounts";
import { DATA_EXPORT_CONFIRMED_PATH, DataExportStateSchema } from "@amora/contract/data-export";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { PollingLoop } from "../../lib/jobs/polling-loop.ts";
import { requestLinkByMail } from "../accounts/account-links.service.ts";
import type { AccountMailer } from "../accounts/account-mailer.ts";
import { linkOrigin } from "../accounts/request-origin.ts";
import { confirmExportByMail, downloadExport, exportState, requestExport } from "./data-export.service.ts";

export interface DataExportRoutesOptions {
  mailer: AccountMailer;
  onMailQueued: () => void;
  /** The export worker: kicked when an export is queued, so it is built now rather than at the next poll. */
  worker: Pick<PollingLoop, "kick">;
}

const perHour = (max: number) => ({ rateLimit: { max, timeWindow: "1 hour" } });
const tokenQuery = z.object({ token: z.string().min(10).max(200) });

export const dataExportRoutes: FastifyPluginAsyncZod<DataExportRoutesOptions> = async (app, options) => {
  app.get(
    "/data-export",
    {
      config: { access: "member" },
      schema: {
        summary: "The member's latest data export: preparing, ready (mailed) or none",
        response: { 200: DataExportStateSchema },
      },
    },
    async (request) => exportState(app.db, request.member.userId),
  );

  app.post(
    "/data-export",
    {
      config: { access: "member", ...perHour(10), errors: { 429: ["EXPORT_LIMIT"] } },
      schema: {
        summary: "Prepare an archive of everything held about the member; its link is mailed when ready",
        response: { 202: DataExportStateSchema },
      },
    },
    async (request, reply) => {
      const state = await requestExport(app.db, request.member.userId, linkOrigin(request, request.site));
      options.worker.kick();
      return reply.status(202).send(state);
    },
  );

  app.post(
    "/data-export-request",
    {
      // Each request may mail an address: limited per client address, and per address in the service.
      config: { access: "public", ...perHour(5) },
      schema: {
        summary: "Logged out: mail a link that confirms the address and then prepares the data export",
        body: EmailRequestSchema,
        response: { 202: z.object({}) },
      },
    },
    async (request, reply) => {
      await requestLinkByMail(
        {
          db: app.db,
          site: request.site,
          mailer: options.mailer,
          origin: linkOrigin(request, request.site),
        },
        request.body.email,
        "data_export",
      );
      options.onMailQueued();
      // The same answer whether or not the address has an account here.
      return reply.status(202).send({});
    },
  );

  app.get(
    "/data-export-confirm",
    { config: { access: "public", ...perHour(20) }, schema: { querystring: tokenQuery } },
    async (request, reply) => {
      const ok = await confirmExportByMail(app.db, request.query.token, linkOrigin(request, request.site));
      if (ok) options.worker.kick();
      return reply.redirect(`${DATA_EXPORT_CONFIRMED_PATH}${ok ? "" : "?error=1"}`);
    },
  );

  app.get(
    "/data-export-download",
    {
      config: { access: "optional", ...perHour(30), errors: { 404: ["NOT_FOUND"] } },
      schema: {
        summary: "The archive behind a mailed download link (a zip), valid 7 days, for its member only",
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const { archive, readyAt } = await downloadExport(
        app.db,
        request.query.token,
        request.session?.userId ?? null,
      );
      const name = `${request.site.name.replace(/[^\w.-]+/g, "-")}-data-${readyAt.toISOString().slice(0, 10)}.zip`;
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "private, no-store")
        .header("referrer-policy", "no-referrer")
        .send(archive);
    },
  );
};
