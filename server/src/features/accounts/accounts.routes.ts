/** The account calls: spec §7's user.php and logout.php, and the signup, link and settings calls designed beside them. */
import {
  AccountDeleteRequestSchema,
  AccountUpdateRequestSchema,
  AlertDismissRequestSchema,
  DeleteOfferAnswerRequestSchema,
  DeleteOfferAnswerResponseSchema,
  DeleteOfferResponseSchema,
  EmailRequestSchema,
  LanguageRequestSchema,
  LoginRequestSchema,
  MailedDeleteOfferRequestSchema,
  MailedDeletionRequestSchema,
  PasswordChangeRequestSchema,
  PasswordResetRequestSchema,
  SignupRequestSchema,
  TermsAcceptRequestSchema,
  TokenRequestSchema,
  UserResponseSchema,
} from "@amora/contract/accounts";
import { LOCALE_COOKIE } from "@amora/contract/constants";
import { pickDefaultLocale } from "@amora/contract/locales";
import { FeaturedResponseSchema } from "@amora/contract/profiles";
import { LoginCodeRequestSchema, LoginResponseSchema } from "@amora/contract/two-step";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { GeoIp } from "../../lib/geoip.ts";
import { deliverSignupMessage } from "../chat/signup-message.ts";
import { logLiveFailure, signalSessionsChanged } from "../live/notify.ts";
import { listSignupMatches } from "../profiles/profiles.service.ts";
import {
  activate,
  changePassword,
  confirmMailChange,
  deleteAccount,
  deleteByMailedLink,
  deletionLinkAccount,
  dropDeletionLink,
  reactivate,
  reenableNotifications,
  requestLinkByMail,
  requestMailChange,
  requestNotificationsReenable,
  requestPasswordReset,
  resendActivation,
  resetPassword,
} from "./account-links.service.ts";
import { type AccountContext, type AccountMailer, accountContextOf } from "./account-mailer.ts";
import { ageOn } from "./account-rules.ts";
import { dismissAlert, setLanguage, updateAccount } from "./account-settings.service.ts";
import {
  loadAccount,
  loadStoredAccount,
  loadUser,
  logIn,
  logInSecondStep,
  signUp,
  type UserRow,
} from "./accounts.service.ts";
import { answerDeleteOffer, deleteOfferFor } from "./delete-offer.service.ts";
import { noticeNewSignIn } from "./session-list.ts";
import { clearSessionCookie, createSession, endSession, setSessionCookie } from "./sessions.ts";
import { acceptTerms } from "./terms.service.ts";
import { isTwoStepEnabled } from "./two-step.service.ts";

export interface AccountsRoutesOptions {
  mailer: AccountMailer;
  /** Called after a request queued mail, so it leaves now rather than at the worker's next poll. */
  onMailQueued: () => void;
  /** Where a sign-in comes from, for the new-device mail. */
  geoIp: GeoIp;
}

const ACCEPTED = z.object({});
/** Mail-sending and guessable calls are limited per client address (the login also counts failures). */
const perHour = (max: number) => ({ rateLimit: { max, timeWindow: "1 hour" } });
const MEMBER = { access: "member" } as const;
const OPTIONAL = { access: "optional" } as const;
const PUBLIC = { access: "public" } as const;

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, options) => {
  const context = (request: FastifyRequest): AccountContext =>
    accountContextOf(app.db, request, options.mailer);

  /** A fresh session for a member who just proved who they are; the old one, if any, ends (rotation). */
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number) {
    if (request.session) await endSession(app.db, app.invalidations, request.session.idHash);
    setSessionCookie(reply, await createSession(app.db, userId, request));
    return loadUser(app.db, request.site, userId);
  }

  /** The member proved who they are (password, and the code when two-step sign-in is on): a session. */
  async function signedIn(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    const userAgent = request.headers["user-agent"];
    // Before the new session exists: the sessions compared with are the member's others.
    if (await noticeNewSignIn(context(request), options.geoIp, user, request.ip, userAgent)) {
      options.onMailQueued();
    }
    return startSession(request, reply, user.id);
  }

  app.post(
    "/signup",
    {
      config: { ...perHour(10), ...OPTIONAL },
      schema: { body: SignupRequestSchema, response: { 201: UserResponseSchema } },
    },
    async (request, reply) => {
      const language =
        request.body.language ??
        pickDefaultLocale(request.site.domainLanguage, request.cookies[LOCALE_COOKIE]);
      const user = await signUp(context(request), request.body, language, request.ip);
      options.onMailQueued();
      return reply.status(201).send({ user: await startSession(request, reply, user.id) });
    },
  );

  app.post(
    "/user",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" }, ...OPTIONAL },
      schema: { summary: "Log in", body: LoginRequestSchema, response: { 200: LoginResponseSchema } },
    },
    async (request, reply) => {
      const userAgent = request.headers["user-agent"];
      const { user, twoStep } = await logIn(context(request), request.body, request.ip, userAgent);
      if (twoStep) return { user: null, two_step: twoStep };
      return { user: await signedIn(request, reply, user) };
    },
  );

  app.post(
    "/login-code",
    {
      config: {
        rateLimit: { max: 30, timeWindow: "1 minute" },
        ...OPTIONAL,
        errors: {
          401: ["TWO_STEP_CODE_INVALID", "TWO_STEP_EXPIRED"],
          429: ["TWO_STEP_TOO_MANY_TRIES", "TWO_STEP_LOCKED"],
        },
      },
      schema: {
        summary: "The login's second step: an authenticator or recovery code",
        body: LoginCodeRequestSchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request, reply) => {
      const userAgent = request.headers["user-agent"];
      const user = await logInSecondStep(context(request), request.body, request.ip, userAgent);
      return { user: await signedIn(request, reply, user) };
    },
  );

  app.get(
    "/user",
    {
      config: OPTIONAL,
      schema: { summary: "The logged-in member, or null", response: { 200: UserResponseSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { user: await request.viewer() };
    },
  );

  app.put(
    "/user",
    {
      config: MEMBER,
      schema: {
        summary: "Save the interface language",
        body: LanguageRequestSchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request) => {
      const user = await request.member.account(loadAccount);
      await setLanguage(app.db, user, request.body.language);
      return { user: await request.viewer() };
    },
  );

  app.post(
    "/terms",
    {
      config: MEMBER,
      schema: {
        summary: "Accept the current terms version",
        body: TermsAcceptRequestSchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request) => {
      const user = await request.member.account(loadAccount);
      await acceptTerms(app.db, user, request.body.version, request.ip);
      return { user: await request.viewer() };
    },
  );

  /** Open live sockets of ended sessions close now, on every process, not at their next check. */
  async function closeEndedLiveSessions(request: FastifyRequest, profileId: number) {
    await signalSessionsChanged(app.live, profileId).catch(logLiveFailure(request));
  }

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.session) {
      await endSession(app.db, app.invalidations, request.session.idHash);
      const user = await loadStoredAccount(app.db, request.session.userId);
      if (user) await closeEndedLiveSessions(request, user.profileId);
    }
    clearSessionCookie(reply);
    return { user: null };
  };
  // POST only, so with X-Request-Type (plugins/client-header.ts): a GET could be fired by any page, even
  // one on another port of the same host, which SameSite does not tell apart (decision 019).
  app.post("/logout", { config: OPTIONAL, schema: { response: { 200: UserResponseSchema } } }, logout);

  app.post(
    "/activation-mail",
    {
      config: { ...perHour(5), ...MEMBER },
      schema: { summary: "Send the activation link again", response: { 202: ACCEPTED } },
    },
    async (request, reply) => {
      await resendActivation(context(request), await request.member.account(loadAccount));
      options.onMailQueued();
      return reply.status(202).send({});
    },
  );

  const tokenQuery = z.object({ token: z.string().max(200).default("") });
  app.get("/activate", { config: PUBLIC, schema: { querystring: tokenQuery } }, async (request, reply) =>
    reply.redirect(
      (await activate(app.db, request.query.token, (userId) =>
        deliverSignupMessage(app.db, app.live, request.site, userId, app.config.notificationDelayMs).then(
          () => {},
        ),
      ))
        ? "/activate/done"
        : "/activate/error",
    ),
  );
  app.get("/reactivate", { config: PUBLIC, schema: { querystring: tokenQuery } }, async (request, reply) =>
    reply.redirect(
      (await reactivate(app.db, request.query.token)) ? "/activate/done?reactivated=1" : "/activate/error",
    ),
  );

  app.post(
    "/notifications-reenable",
    {
      config: { ...perHour(5), ...MEMBER },
      schema: {
        summary:
          "Mail the link that turns notification e-mails back on (after a bounce, complaint or unsubscribe)",
        response: { 202: ACCEPTED },
      },
    },
    async (request, reply) => {
      await requestNotificationsReenable(context(request), await request.member.account(loadAccount));
      options.onMailQueued();
      return reply.status(202).send({});
    },
  );
  app.get(
    "/notifications-reenable",
    { config: PUBLIC, schema: { querystring: tokenQuery } },
    async (request, reply) =>
      reply.redirect(
        (await reenableNotifications(app.db, request.query.token))
          ? "/notifications/reenabled"
          : "/notifications/reenabled?failed=1",
      ),
  );

  app.post(
    "/password-reset",
    {
      config: { ...perHour(5), ...PUBLIC },
      schema: { body: EmailRequestSchema, response: { 202: ACCEPTED } },
    },
    async (request, reply) => {
      await requestPasswordReset(context(request), request.body.email);
      options.onMailQueued();
      return reply.status(202).send({});
    },
  );

  app.post(
    "/password-reset-do",
    {
      config: { ...perHour(20), ...OPTIONAL },
      schema: { body: PasswordResetRequestSchema, response: { 200: UserResponseSchema } },
    },
    async (request, reply) => {
      const user = await resetPassword(app.db, app.invalidations, request.body);
      await closeEndedLiveSessions(request, user.profileId);
      // The mailbox alone must not pass two-step sign-in: the member logs in with the new password and a code.
      if (await isTwoStepEnabled(app.db, user.id)) return { user: null };
      return { user: await startSession(request, reply, user.id) };
    },
  );

  app.post(
    "/mail-change",
    {
      config: { ...perHour(5), ...MEMBER },
      schema: { body: EmailRequestSchema, response: { 202: ACCEPTED } },
    },
    async (request, reply) => {
      await requestMailChange(
        context(request),
        await request.member.account(loadAccount),
        request.body.email,
      );
      options.onMailQueued();
      return reply.status(202).send({});
    },
  );

  app.post(
    "/mail-change-do",
    {
      config: { ...perHour(20), ...OPTIONAL },
      schema: { body: TokenRequestSchema, response: { 200: UserResponseSchema } },
    },
    async (request) => {
      await confirmMailChange(app.db, request.site.id, request.body.token);
      return { user: await request.viewer() };
    },
  );

  app.put(
    "/password",
    {
      config: { ...perHour(20), ...MEMBER },
      schema: { body: PasswordChangeRequestSchema, response: { 200: UserResponseSchema } },
    },
    async (request) => {
      const user = await request.member.account(loadAccount);
      await changePassword(app.db, app.invalidations, user, request.body, request.member.idHash);
      await closeEndedLiveSessions(request, user.profileId);
      return { user: await request.viewer() };
    },
  );

  app.put(
    "/account",
    { config: MEMBER, schema: { body: AccountUpdateRequestSchema, response: { 200: UserResponseSchema } } },
    async (request) => {
      await updateAccount(app.db, request.site, await request.member.account(loadAccount), request.body);
      return { user: await request.viewer() };
    },
  );

  app.delete(
    "/account",
    {
      config: { ...perHour(10), ...MEMBER },
      schema: { body: AccountDeleteRequestSchema, response: { 200: UserResponseSchema } },
    },
    async (request, reply) => {
      const user = await request.member.account(loadAccount);
      await deleteAccount(context(request), app.invalidations, user, request.body);
      // The sockets close once this answer is out: the app moves to the deleted-account page on it, and a
      // socket closed first would have it ask who is logged in and land on the login page instead.
      reply.raw.once("finish", () => void closeEndedLiveSessions(request, user.profileId));
      options.onMailQueued();
      clearSessionCookie(reply);
      return { user: null };
    },
  );

  // Deletion without logging in, and the delete_discount offer on the way (issue 17).
  app.post(
    "/account-deletion-request",
    {
      // Each request may mail an address: limited per client address, and per address in the service.
      config: { ...perHour(5), ...PUBLIC },
      schema: {
        summary: "Logged out: mail a link to delete the account (the same answer whether or not it exists)",
        body: EmailRequestSchema,
        response: { 202: ACCEPTED },
      },
    },
    async (request, reply) => {
      await requestLinkByMail(context(request), request.body.email, "deletion");
      options.onMailQueued();
      return reply.status(202).send({});
    },
  );

  app.get(
    "/account-deletion",
    {
      config: { ...perHour(30), ...PUBLIC, errors: { 400: ["LINK_INVALID"] } },
      schema: {
        summary: "Whether a mailed deletion link works, and the delete_discount offer to show first",
        querystring: tokenQuery,
        response: { 200: DeleteOfferResponseSchema },
      },
    },
    async (request) => {
      const user = await deletionLinkAccount(app.db, request.site.id, request.query.token);
      return { offer: await deleteOfferFor(app.db, request.site, user) };
    },
  );

  app.post(
    "/account-deletion",
    {
      config: { ...perHour(10), ...PUBLIC, errors: { 400: ["LINK_INVALID"] } },
      schema: {
        summary: "Delete the account of a mailed deletion link (reactivation mailed, as in the settings)",
        body: MailedDeletionRequestSchema,
        response: { 200: ACCEPTED },
      },
    },
    async (request, reply) => {
      const user = await deleteByMailedLink(
        context(request),
        app.invalidations,
        request.body.token,
        request.body.reason,
      );
      reply.raw.once("finish", () => void closeEndedLiveSessions(request, user.profileId));
      options.onMailQueued();
      return {};
    },
  );

  app.post(
    "/account-deletion-offer",
    {
      config: { ...perHour(10), ...PUBLIC, errors: { 400: ["LINK_INVALID"] } },
      schema: {
        summary: "Answer the delete_discount offer from a mailed deletion link; taken, the account stays",
        body: MailedDeleteOfferRequestSchema,
        response: { 200: DeleteOfferAnswerResponseSchema },
      },
    },
    async (request) => {
      const user = await deletionLinkAccount(app.db, request.site.id, request.body.token);
      const discount = await answerDeleteOffer(app.db, request.site, user, request.body.accept);
      // Staying, the member has no use for the link any more.
      if (discount) await dropDeletionLink(app.db, request.body.token);
      return { discount };
    },
  );

  app.get(
    "/delete-offer",
    {
      config: MEMBER,
      schema: {
        summary: "The delete_discount offer the settings' deletion shows first, once per member",
        response: { 200: DeleteOfferResponseSchema },
      },
    },
    async (request) => ({
      offer: await deleteOfferFor(app.db, request.site, await request.member.account(loadAccount)),
    }),
  );

  app.post(
    "/delete-offer",
    {
      config: { ...perHour(10), ...MEMBER },
      schema: {
        summary: "Answer the delete_discount offer: taken, the member's own discount code",
        body: DeleteOfferAnswerRequestSchema,
        response: { 200: DeleteOfferAnswerResponseSchema },
      },
    },
    async (request) => ({
      discount: await answerDeleteOffer(
        app.db,
        request.site,
        await request.member.account(loadAccount),
        request.body.accept,
      ),
    }),
  );

  app.post(
    "/alerts",
    {
      config: MEMBER,
      schema: {
        summary: "Dismiss an alert",
        body: AlertDismissRequestSchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request) => {
      await dismissAlert(app.db, await request.member.account(loadAccount), request.body.alert);
      return { user: await request.viewer() };
    },
  );

  app.get(
    "/signup-matches",
    {
      config: MEMBER,
      schema: { summary: "Profiles that match a new member", response: { 200: FeaturedResponseSchema } },
    },
    async (request) => {
      const user = await request.member.user();
      const [year, month, day] = user.profile.date_of_birth.split("-").map(Number);
      const seeker = {
        profileId: user.profile.id,
        seeking: user.seeking,
        country: user.profile.country,
        age: ageOn({ year: year ?? 0, month: month ?? 1, day: day ?? 1 }, new Date()),
      };
      return { profiles: await listSignupMatches(app.db, request.site, seeker) };
    },
  );
};
