/** The back office's member tools under /api/admin/members (issue 15, item 5; decision 037). */
import {
  CreditAdjustRequestSchema,
  HideRequestSchema,
  LedgerPageSchema,
  LoginsPageSchema,
  MEMBER_TOOL_ROLES,
  MemberActionResponseSchema,
  MemberListQuerySchema,
  MemberListResponseSchema,
  MemberRecordSchema,
  NoteRequestSchema,
  ReasonRequestSchema,
  RecordPageQuerySchema,
  SuspendRequestSchema,
} from "@amora/contract/admin-members";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AccountMailer } from "../accounts/account-mailer.ts";
import { publicOrigin } from "../accounts/accounts.service.ts";
import { logLiveFailure, signalSessionsChanged } from "../live/notify.ts";
import { audit } from "../staff/audit.service.ts";
import { requireReauth } from "../staff/staff-auth.service.ts";
import {
  type ActionOutcome,
  addNote,
  adjustMemberCredits,
  banMember,
  deleteMember,
  forceReset,
  ledgerPage,
  liftSanction,
  listMembers,
  loginsPage,
  type MemberActionDeps,
  memberRecord,
  resendActivationMail,
  setHidden,
  suspendMember,
} from "./member-admin.service.ts";

export interface MemberAdminRoutesOptions {
  mailer: AccountMailer;
  /** Called after a request queued mail, so it leaves now rather than at the worker's next poll. */
  onMailQueued: () => void;
}

const MEMBER_TOOLS = { access: "staff", roles: MEMBER_TOOL_ROLES } as const;
const Params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const NOT_FOUND = { 404: ["NOT_FOUND"] };

export const memberAdminRoutes: FastifyPluginAsyncZod<MemberAdminRoutesOptions> = async (app, options) => {
  const deps = (request: FastifyRequest): MemberActionDeps => ({
    db: app.db,
    invalidations: app.invalidations,
    closeSockets: (profileId) => signalSessionsChanged(app.live, profileId).catch(logLiveFailure(request)),
    mailer: options.mailer,
    originOf: (site) => publicOrigin(app.config, site, site.domain),
  });

  app.get(
    "/admin/members",
    {
      config: MEMBER_TOOLS,
      schema: {
        summary: "Find members by e-mail, name or profile id; filter by site and state",
        querystring: MemberListQuerySchema,
        response: { 200: MemberListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listMembers(app.db, request.query);
    },
  );

  app.get(
    "/admin/members/:id",
    {
      config: { ...MEMBER_TOOLS, errors: NOT_FOUND },
      schema: {
        summary: "A member's record: account, profile, photos, payments, blocks received, notes",
        params: Params,
        response: { 200: MemberRecordSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return memberRecord(app.db, request.params.id);
    },
  );

  app.get(
    "/admin/members/:id/ledger",
    {
      config: { ...MEMBER_TOOLS, errors: NOT_FOUND },
      schema: {
        summary: "A member's credit ledger, newest first",
        params: Params,
        querystring: RecordPageQuerySchema,
        response: { 200: LedgerPageSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ledgerPage(app.db, request.params.id, request.query.page);
    },
  );

  app.get(
    "/admin/members/:id/logins",
    {
      config: { ...MEMBER_TOOLS, errors: NOT_FOUND },
      schema: {
        summary: "A member's successful logins, newest first",
        params: Params,
        querystring: RecordPageQuerySchema,
        response: { 200: LoginsPageSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return loginsPage(app.db, request.params.id, request.query.page);
    },
  );

  const conflicts = { 404: ["NOT_FOUND"], 409: ["BAD_REQUEST"] };
  const reauthFirst = { ...conflicts, 403: ["REAUTH_REQUIRED"] };

  /**
   * One action on member `:id`: its body (with the reason), whether it needs re-auth and mails the
   * member, the service call, and its audit line (`member.<verb>`, the reason beside what changed).
   */
  function memberAction<Body extends z.ZodType<{ reason: string }>>(spec: {
    path: string;
    summary: string;
    body: Body;
    errors: Record<number, string[]>;
    reauth?: boolean;
    mails?: boolean;
    verb: (body: z.infer<Body>) => string;
    run: (request: FastifyRequest, id: number, body: z.infer<Body>) => Promise<ActionOutcome>;
  }) {
    app.post(
      `/admin/members/:id/${spec.path}`,
      {
        config: { ...MEMBER_TOOLS, errors: spec.errors },
        schema: {
          summary: spec.summary,
          params: Params,
          body: spec.body,
          response: { 200: MemberActionResponseSchema },
        },
      },
      async (request) => {
        if (spec.reauth) requireReauth(request);
        const { id } = request.params;
        const body = request.body as z.infer<Body>;
        const done = await spec.run(request, id, body);
        if (spec.mails) options.onMailQueued();
        await audit(request, {
          action: `member.${spec.verb(body)}`,
          targetType: "member",
          targetId: id,
          before: done.before,
          // What was asked (the reason, the delta, …) beside what it changed.
          after: { ...done.after, ...body },
        });
        return { record: done.record };
      },
    );
  }

  memberAction({
    path: "suspend",
    summary: "Suspend a member until a time, with the reason they are told",
    body: SuspendRequestSchema,
    errors: conflicts,
    mails: true,
    verb: () => "suspend",
    run: (request, id, body) => suspendMember(deps(request), id, body),
  });
  memberAction({
    path: "ban",
    summary: "Ban a member, with the reason they are told",
    body: ReasonRequestSchema,
    errors: reauthFirst,
    reauth: true,
    mails: true,
    verb: () => "ban",
    run: (request, id, body) => banMember(deps(request), id, body),
  });
  memberAction({
    path: "lift",
    summary: "Lift a member's suspension or ban",
    body: ReasonRequestSchema,
    errors: conflicts,
    verb: () => "lift",
    run: (request, id) => liftSanction(deps(request), id),
  });
  memberAction({
    path: "hide",
    summary: "Hide a member's profile from everyone, or show it again",
    body: HideRequestSchema,
    errors: conflicts,
    verb: (body) => (body.hidden ? "hide" : "show"),
    run: (request, id, body) => setHidden(deps(request), id, body.hidden),
  });
  memberAction({
    path: "credits",
    summary: "Add or take credits, with a ledger line and the reason",
    body: CreditAdjustRequestSchema,
    errors: { 404: ["NOT_FOUND"], 409: ["CREDITS_BELOW_ZERO"], 403: ["REAUTH_REQUIRED"] },
    reauth: true,
    verb: () => "credits",
    run: (request, id, body) => adjustMemberCredits(deps(request), id, request.staff!.id, body),
  });
  memberAction({
    path: "activation-mail",
    summary: "Send the activation mail again",
    body: ReasonRequestSchema,
    errors: { 404: ["NOT_FOUND"], 409: ["ALREADY_ACTIVE", "BAD_REQUEST"] },
    mails: true,
    verb: () => "resend_activation",
    run: (request, id) => resendActivationMail(deps(request), id),
  });
  memberAction({
    path: "password-reset",
    summary: "Force a password reset: the password stops working, sessions end, a reset link is mailed",
    body: ReasonRequestSchema,
    errors: { ...conflicts, 429: ["RESET_MAIL_LIMIT"] },
    mails: true,
    verb: () => "password_reset",
    run: (request, id) => forceReset(deps(request), id),
  });
  memberAction({
    path: "delete",
    summary: "Delete a member's account (as the member's own deletion)",
    body: ReasonRequestSchema,
    errors: reauthFirst,
    reauth: true,
    mails: true,
    verb: () => "delete",
    run: (request, id, body) => deleteMember(deps(request), id, body.reason),
  });

  app.post(
    "/admin/members/:id/notes",
    {
      config: { ...MEMBER_TOOLS, errors: NOT_FOUND },
      schema: {
        summary: "Add a staff note on a member",
        params: Params,
        body: NoteRequestSchema,
        response: { 200: MemberActionResponseSchema },
      },
    },
    async (request) => {
      const record = await addNote(app.db, request.params.id, request.staff!.id, request.body.body);
      await audit(request, {
        action: "member.note",
        targetType: "member",
        targetId: request.params.id,
        after: { body: request.body.body },
      });
      return { record };
    },
  );
};
