/**
 * Two-step sign-in in the settings: GET/POST/DELETE /api/two-step.php, POST /api/two-step-setup.php,
 * POST /api/two-step-recovery-codes.php (contract/src/two-step.ts). The login's code step is in
 * accounts.routes.ts beside the login.
 */
import {
  RecoveryCodesResponseSchema,
  TwoStepConfirmRequestSchema,
  TwoStepPasswordRequestSchema,
  TwoStepSetupSchema,
  TwoStepStatusSchema,
} from "@amora/contract/two-step";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { memberRateKey } from "../../plugins/auth.ts";
import { type AccountMailer, accountContextOf } from "./account-mailer.ts";
import { loadAccount } from "./accounts.service.ts";
import {
  disableTwoStep,
  enableTwoStep,
  renewRecoveryCodes,
  startTwoStepSetup,
  twoStepStatus,
} from "./two-step.service.ts";

/** Each of these checks a password or a code: a few a member, whichever address they come from. */
const GUARDED = {
  access: "member",
  rateLimit: { max: 10, timeWindow: "10 minutes", hook: "preHandler", keyGenerator: memberRateKey },
} as const;
const CODE_ERRORS = { 400: ["TWO_STEP_CODE_INVALID"] } as const;

export interface TwoStepRoutesOptions {
  mailer: AccountMailer;
}

export const twoStepRoutes: FastifyPluginAsyncZod<TwoStepRoutesOptions> = async (app, options) => {
  app.get(
    "/two-step",
    {
      config: { access: "member" },
      schema: { summary: "Whether two-step sign-in is on", response: { 200: TwoStepStatusSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return twoStepStatus(app.db, request.member.userId);
    },
  );

  app.post(
    "/two-step-setup",
    {
      config: { ...GUARDED, errors: { 409: ["TWO_STEP_ALREADY_ON"] } },
      schema: {
        summary: "A new authenticator secret to confirm",
        response: { 200: TwoStepSetupSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const user = await request.member.account(loadAccount);
      return startTwoStepSetup(app.db, user, request.site.name);
    },
  );

  app.post(
    "/two-step",
    {
      config: { ...GUARDED, errors: { ...CODE_ERRORS, 409: ["TWO_STEP_ALREADY_ON"] } },
      schema: {
        summary: "Turns two-step sign-in on with the password and a code",
        body: TwoStepConfirmRequestSchema,
        response: { 200: RecoveryCodesResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const user = await request.member.account(loadAccount);
      return {
        recovery_codes: await enableTwoStep(
          accountContextOf(app.db, request, options.mailer),
          user,
          request.body,
        ),
      };
    },
  );

  app.post(
    "/two-step-recovery-codes",
    {
      config: { ...GUARDED, errors: { 404: ["NOT_FOUND"] } },
      schema: {
        summary: "New recovery codes; the old ones stop working",
        body: TwoStepPasswordRequestSchema,
        response: { 200: RecoveryCodesResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const user = await request.member.account(loadAccount);
      return { recovery_codes: await renewRecoveryCodes(app.db, user, request.body.password) };
    },
  );

  app.delete(
    "/two-step",
    {
      config: { ...GUARDED, errors: { ...CODE_ERRORS, 404: ["NOT_FOUND"] } },
      schema: {
        summary: "Turns two-step sign-in off with the password and a code",
        body: TwoStepConfirmRequestSchema,
        response: { 200: z.object({}) },
      },
    },
    async (request) => {
      const user = await request.member.account(loadAccount);
      await disableTwoStep(accountContextOf(app.db, request, options.mailer), user, request.body);
      return {};
    },
  );
};
