/**
 * Member reports (issue 17, item 1): POST /api/report.php files one (and blocks, when asked), GET
 * /api/my-reports.php lists the member's own with their outcome, GET /api/report-decisions.php the decisions
 * taken against them with the statement of reasons, POST /api/report-appeal.php appeals one, once;
 * /api/report-appeal-link.php shows (GET) and appeals (POST) the decision a mail's signed link names,
 * without a session.
 */
import {
  AppealByLinkRequestSchema,
  AppealLinkQuerySchema,
  AppealRequestSchema,
  AppealResponseSchema,
  MyReportsResponseSchema,
  ReportCreatedSchema,
  ReportDecisionsResponseSchema,
  ReportRequestSchema,
} from "@amora/contract/reports";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { memberRateKey } from "../../plugins/auth.ts";
import { loadMemberRef } from "../accounts/accounts.service.ts";
import {
  appealByLink,
  appealDecision,
  decisionByLink,
  decisionsAgainst,
  fileReport,
  myReports,
} from "./reports.service.ts";

const PER_MEMBER = { timeWindow: "1 hour", hook: "preHandler", keyGenerator: memberRateKey } as const;

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/report",
    {
      // A report costs a moderator's time: a few an hour is plenty for anyone acting in good faith.
      config: {
        access: "member",
        rateLimit: { ...PER_MEMBER, max: 10 },
        errors: { 404: ["NOT_FOUND"] },
      },
      schema: {
        summary:
          "Report a member (their profile, a photo or messages of the own conversation), and block them",
        body: ReportRequestSchema,
        response: { 201: ReportCreatedSchema },
      },
    },
    async (request, reply) => {
      const { profileId } = await request.member.account(loadMemberRef);
      const created = await fileReport(app.db, { userId: request.member.userId, profileId }, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/my-reports",
    {
      config: { access: "member" },
      schema: {
        summary: "The member's own reports with their status and outcome",
        response: { 200: MyReportsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return myReports(app.db, request.member.userId);
    },
  );

  app.get(
    "/report-decisions",
    {
      config: { access: "member" },
      schema: {
        summary: "Moderators' decisions against the member, with the statement of reasons and the appeal",
        response: { 200: ReportDecisionsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { profileId } = await request.member.account(loadMemberRef);
      return decisionsAgainst(app.db, profileId);
    },
  );

  app.post(
    "/report-appeal",
    {
      config: {
        access: "member",
        rateLimit: { ...PER_MEMBER, max: 10 },
        errors: { 404: ["NOT_FOUND"], 409: ["APPEAL_NOT_POSSIBLE"] },
      },
      schema: {
        summary: "Appeal a decision against the member, once",
        body: AppealRequestSchema,
        response: { 200: AppealResponseSchema },
      },
    },
    async (request) => {
      const { profileId } = await request.member.account(loadMemberRef);
      return appealDecision(app.db, profileId, request.body.report_id, request.body.text);
    },
  );

  app.get(
    "/report-appeal-link",
    {
      config: {
        access: "public",
        rateLimit: { max: 30, timeWindow: "1 hour" },
        errors: { 400: ["LINK_INVALID"] },
      },
      schema: {
        summary: "The decision a mailed appeal link names, with its statement and appeal (no session)",
        querystring: AppealLinkQuerySchema,
        response: { 200: AppealResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return decisionByLink(app.db, request.site.id, request.query.token);
    },
  );

  app.post(
    "/report-appeal-link",
    {
      // As the logged-in appeal, per client address, as there is no member to count by.
      config: {
        access: "public",
        rateLimit: { max: 10, timeWindow: "1 hour" },
        errors: { 400: ["LINK_INVALID"], 404: ["NOT_FOUND"], 409: ["APPEAL_NOT_POSSIBLE"] },
      },
      schema: {
        summary: "Appeal, once, the decision a mailed appeal link names (no session)",
        body: AppealByLinkRequestSchema,
        response: { 200: AppealResponseSchema },
      },
    },
    async (request) => appealByLink(app.db, request.site.id, request.body.token, request.body.text),
  );
};
