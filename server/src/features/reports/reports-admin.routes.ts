/**
 * The back office's report queue under /api/admin/reports (issue 17, item 1), for moderators: the queue with
 * each reporter's dismissed reports, a report with its evidence, its decision (an action of the member tools
 * with a statement of reasons) and the decision of its appeal by another moderator. Each decision is audited.
 */
import {
  AppealDecideRequestSchema,
  REPORT_ROLES,
  ReportDecideRequestSchema,
  ReportDetailResponseSchema,
  ReportListQuerySchema,
  ReportListResponseSchema,
} from "@amora/contract/admin-reports";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { MediaStorage } from "../../lib/storage/media-storage.ts";
import type { AccountMailer } from "../accounts/account-mailer.ts";
import { publicOrigin } from "../accounts/accounts.service.ts";
import { logLiveFailure, signalSessionsChanged } from "../live/notify.ts";
import { audit } from "../staff/audit.service.ts";
import {
  type DecisionDeps,
  decideAppeal,
  decideReport,
  listReports,
  reportDetail,
} from "./report-queue.service.ts";

export interface ReportsAdminRoutesOptions {
  mailer: AccountMailer;
  storage: MediaStorage;
  /** Called after a decision queued mail, so it leaves now rather than at the worker's next poll. */
  onMailQueued: () => void;
}

const MODERATOR = { access: "staff", roles: REPORT_ROLES } as const;
const Params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const reportsAdminRoutes: FastifyPluginAsyncZod<ReportsAdminRoutesOptions> = async (app, options) => {
  const deps = (request: FastifyRequest): DecisionDeps => ({
    storage: options.storage,
    members: {
      db: app.db,
      invalidations: app.invalidations,
      closeSockets: (profileId) => signalSessionsChanged(app.live, profileId).catch(logLiveFailure(request)),
      mailer: options.mailer,
      originOf: (site) => publicOrigin(app.config, site, site.domain),
    },
  });

  app.get(
    "/admin/reports",
    {
      config: MODERATOR,
      schema: {
        summary: "Members' reports: open ones oldest first, appeals waiting, or decided ones",
        querystring: ReportListQuerySchema,
        response: { 200: ReportListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listReports(app.db, request.query);
    },
  );

  app.get(
    "/admin/reports/:id",
    {
      config: { ...MODERATOR, errors: { 404: ["NOT_FOUND"] } },
      schema: {
        summary: "A report with the attached messages, the reported profile, the decision and the appeal",
        params: Params,
        response: { 200: ReportDetailResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return reportDetail(app.db, request.params.id);
    },
  );

  app.post(
    "/admin/reports/:id/decide",
    {
      config: {
        ...MODERATOR,
        errors: {
          404: ["NOT_FOUND"],
          409: ["REPORT_ALREADY_DECIDED", "BAD_REQUEST"],
          403: ["REAUTH_REQUIRED"],
        },
      },
      schema: {
        summary:
          "Decide a report: warn, remove a photo, suspend, ban or dismiss, with a statement of reasons",
        params: Params,
        body: ReportDecideRequestSchema,
        response: { 200: ReportDetailResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { mailed } = await decideReport(request, deps(request), id, request.body);
      // Every action mails the member (the statement, and the member tool's own mail); a dismissal nobody.
      if (request.body.action !== "dismiss") options.onMailQueued();
      await audit(request, {
        action: `report.${request.body.action}`,
        targetType: "report",
        targetId: id,
        after: { ...request.body, mailed },
      });
      return reportDetail(app.db, id);
    },
  );

  app.post(
    "/admin/reports/:id/appeal",
    {
      config: {
        ...MODERATOR,
        errors: {
          404: ["NOT_FOUND"],
          409: ["REPORT_ALREADY_DECIDED", "BAD_REQUEST"],
          403: ["APPEAL_SAME_MODERATOR"],
        },
      },
      schema: {
        summary: "Decide a report's appeal (upheld or reversed), by another moderator than the one who acted",
        params: Params,
        body: AppealDecideRequestSchema,
        response: { 200: ReportDetailResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await decideAppeal(request, deps(request), id, request.body);
      options.onMailQueued();
      await audit(request, {
        action: `report.appeal_${request.body.outcome}`,
        targetType: "report",
        targetId: id,
        after: request.body,
      });
      return reportDetail(app.db, id);
    },
  );
};
