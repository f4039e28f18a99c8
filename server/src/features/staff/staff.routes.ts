/** The back office's sign-in calls and its audit log, under /api/admin (issue 15). */
import {
  AuditLogQuerySchema,
  AuditLogResponseSchema,
  STAFF_ROLES,
  StaffLoginRequestSchema,
  StaffLoginResponseSchema,
  StaffReauthRequestSchema,
  StaffResponseSchema,
  StaffSetupInfoSchema,
  StaffSetupRequestSchema,
  StaffSetupResponseSchema,
  StaffTotpRequestSchema,
} from "@amora/contract/admin";
import { normaliseEmail } from "@amora/contract/field-rules";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { listAuditLog } from "./audit.service.ts";
import {
  completeSetup,
  currentStaff,
  reauthenticate,
  setupInfo,
  staffLogIn,
  staffLogInSecondFactor,
  staffLogOut,
} from "./staff-auth.service.ts";

const SIGN_IN = { access: "staff-login" } as const;
const ANY_STAFF = { access: "staff", roles: STAFF_ROLES } as const;
const ADMIN_ONLY = { access: "staff", roles: ["admin"] } as const;
/** Guessable calls: per client address, before the body is read. */
const perQuarterHour = (max: number) => ({ rateLimit: { max, timeWindow: "15 minutes" } });
/** Tries at one e-mail address from anywhere (a spread-out guesser), besides the account's own lock. */
const PER_EMAIL = { max: 10, timeWindow: 15 * 60_000 };

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const perEmail = app.createRateLimit({
    ...PER_EMAIL,
    keyGenerator: (request: FastifyRequest) =>
      `staff-login-email:${normaliseEmail(String((request.body as { email?: unknown }).email ?? "")).toLowerCase()}`,
  });

  app.post(
    "/admin/login",
    {
      config: {
        ...SIGN_IN,
        ...perQuarterHour(20),
        errors: { 401: ["LOGIN_FAILED"], 423: ["ACCOUNT_LOCKED"] },
      },
      schema: {
        summary: "Staff sign-in, step 1: the password",
        body: StaffLoginRequestSchema,
        response: { 200: StaffLoginResponseSchema },
      },
    },
    async (request, reply) => {
      const limit = await perEmail(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header("retry-after", limit.ttlInSeconds);
        throw new AppError(429, "RATE_LIMITED", "Too many logins for this address; try again later.");
      }
      return staffLogIn(request, reply, request.body);
    },
  );

  app.post(
    "/admin/login/totp",
    {
      config: {
        ...SIGN_IN,
        ...perQuarterHour(20),
        errors: { 401: ["STAFF_TOTP_INVALID", "STAFF_LOGIN_REQUIRED"], 423: ["ACCOUNT_LOCKED"] },
      },
      schema: {
        summary: "Staff sign-in, step 2: a TOTP code or a recovery code",
        body: StaffTotpRequestSchema,
        response: { 200: StaffResponseSchema },
      },
    },
    async (request, reply) => ({ staff: await staffLogInSecondFactor(request, reply, request.body.code) }),
  );

  app.get(
    "/admin/me",
    {
      config: SIGN_IN,
      schema: { summary: "The signed-in member of staff, or null", response: { 200: StaffResponseSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { staff: await currentStaff(request) };
    },
  );

  app.post(
    "/admin/logout",
    { config: SIGN_IN, schema: { summary: "Staff sign-out", response: { 200: StaffResponseSchema } } },
    async (request, reply) => {
      await staffLogOut(request, reply);
      return { staff: null };
    },
  );

  app.get(
    "/admin/setup",
    {
      config: { ...SIGN_IN, ...perQuarterHour(30), errors: { 404: ["STAFF_SETUP_LINK_INVALID"] } },
      schema: {
        summary: "What a one-time setup link is for, and the TOTP secret to enrol",
        querystring: z.object({ token: z.string().max(200) }),
        response: { 200: StaffSetupInfoSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return setupInfo(app.db, request.query.token);
    },
  );

  app.post(
    "/admin/setup",
    {
      config: {
        ...SIGN_IN,
        ...perQuarterHour(20),
        errors: { 400: ["STAFF_TOTP_INVALID"], 404: ["STAFF_SETUP_LINK_INVALID"] },
      },
      schema: {
        summary: "Set the password and enrol the authenticator (the setup link's one use)",
        body: StaffSetupRequestSchema,
        response: { 200: StaffSetupResponseSchema },
      },
    },
    async (request, reply) => completeSetup(request, reply, request.body),
  );

  app.post(
    "/admin/reauth",
    {
      config: {
        ...ANY_STAFF,
        ...perQuarterHour(20),
        errors: { 401: ["LOGIN_FAILED", "STAFF_TOTP_INVALID"], 423: ["ACCOUNT_LOCKED"] },
      },
      schema: {
        summary: "Give the password or a code again, before a dangerous action",
        body: StaffReauthRequestSchema,
        response: { 200: z.object({}) },
      },
    },
    async (request) => {
      await reauthenticate(request, request.body);
      return {};
    },
  );

  app.get(
    "/admin/audit-log",
    {
      config: ADMIN_ONLY,
      schema: {
        summary: "The audit log, newest first, paged and searchable",
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listAuditLog(app.db, request.query);
    },
  );
};
