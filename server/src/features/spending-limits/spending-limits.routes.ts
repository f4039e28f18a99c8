/** A member's spending limits and monthly spending (contract/src/spending-limits.ts). */
import {
  SpendingLimitsRequestSchema,
  SpendingLimitsResponseSchema,
  SpendingSummaryResponseSchema,
} from "@amora/contract/spending-limits";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { memberRateKey } from "../../plugins/auth.ts";
import { loadBuyer, purchaseCurrency } from "../payments/payments.service.ts";
import {
  dismissLimitPrompt,
  setSpendingLimits,
  spendingLimitsOf,
  spendingSummary,
} from "./spending-limits.service.ts";

const NO_STORE = "private, no-store";
/** Changing limits: a member trying values, not a script. */
const CHANGE_RATE = {
  max: 30,
  timeWindow: "10 minutes",
  hook: "preHandler" as const,
  keyGenerator: memberRateKey,
};

export const spendingLimitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/spending-limits",
    {
      config: { access: "member" },
      schema: {
        summary: "The member's spending limits, a raise waiting out its cooling-off, and their spending",
        response: { 200: SpendingLimitsResponseSchema },
      },
    },
    async (request, reply) => {
      const buyer = await request.member.account(loadBuyer);
      reply.header("cache-control", NO_STORE);
      return spendingLimitsOf(app.db, buyer.userId, purchaseCurrency(request.site, buyer));
    },
  );

  app.put(
    "/spending-limits",
    {
      config: { access: "member", rateLimit: CHANGE_RATE },
      schema: {
        summary: "Sets the member's spending limits: lower at once, higher after 24 hours",
        body: SpendingLimitsRequestSchema,
        response: { 200: SpendingLimitsResponseSchema },
      },
    },
    async (request, reply) => {
      const buyer = await request.member.account(loadBuyer);
      reply.header("cache-control", NO_STORE);
      return setSpendingLimits(app.db, buyer.userId, purchaseCurrency(request.site, buyer), request.body);
    },
  );

  app.post(
    "/spending-limits-prompt",
    {
      config: { access: "member", rateLimit: CHANGE_RATE },
      schema: { summary: "The member closed the one-time question whether to set a spending limit" },
    },
    async (request, reply) => {
      const buyer = await request.member.account(loadBuyer);
      await dismissLimitPrompt(app.db, buyer.userId, purchaseCurrency(request.site, buyer));
      return reply.status(204).send();
    },
  );

  app.get(
    "/spending-summary",
    {
      config: { access: "member" },
      schema: {
        summary: "The member's completed purchases per month, the last 12 months",
        response: { 200: SpendingSummaryResponseSchema },
      },
    },
    async (request, reply) => {
      const buyer = await request.member.account(loadBuyer);
      reply.header("cache-control", NO_STORE);
      return spendingSummary(app.db, buyer.userId);
    },
  );
};
