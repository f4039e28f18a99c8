/** The member's signed-in devices: GET and DELETE /api/sessions.php, POST /api/sessions/others.php. */
import {
  SessionEndRequestSchema,
  SessionsEndedResponseSchema,
  SessionsResponseSchema,
} from "@amora/contract/sessions";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GeoIp } from "../../lib/geoip.ts";
import { memberRateKey } from "../../plugins/auth.ts";
import { logLiveFailure, signalSessionsChanged } from "../live/notify.ts";
import { loadMemberRef } from "./accounts.service.ts";
import { endListedSession, endOtherSessions, listSessions } from "./session-list.ts";

export interface SessionListRoutesOptions {
  geoIp: GeoIp;
}

/** Signing out is cheap but each call ends sessions on every process: per member, not per address. */
const ENDING = {
  access: "member",
  rateLimit: { max: 30, timeWindow: "10 minutes", hook: "preHandler", keyGenerator: memberRateKey },
} as const;

export const sessionListRoutes: FastifyPluginAsyncZod<SessionListRoutesOptions> = async (app, options) => {
  /** The ended sessions' open live sockets close now, on every process (they re-check their session). */
  async function closeEndedLiveSessions(request: FastifyRequest) {
    const { profileId } = await request.member.account(loadMemberRef);
    await signalSessionsChanged(app.live, profileId).catch(logLiveFailure(request));
  }

  app.get(
    "/sessions",
    {
      config: { access: "member" },
      schema: { summary: "The member's signed-in devices", response: { 200: SessionsResponseSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { userId, idHash } = request.member;
      return { sessions: await listSessions(app.db, options.geoIp, userId, idHash) };
    },
  );

  app.delete(
    "/sessions",
    {
      config: ENDING,
      schema: {
        summary: "Signs out one of the member's other sessions",
        body: SessionEndRequestSchema,
        response: { 200: SessionsEndedResponseSchema },
      },
    },
    async (request) => {
      const { userId, idHash } = request.member;
      await endListedSession(app.db, app.invalidations, userId, idHash, request.body.id);
      await closeEndedLiveSessions(request);
      return { ended: 1 };
    },
  );

  app.post(
    "/sessions/others",
    {
      config: ENDING,
      schema: {
        summary: "Signs out every session of the member but this one",
        response: { 200: SessionsEndedResponseSchema },
      },
    },
    async (request) => {
      const { userId, idHash } = request.member;
      const ended = await endOtherSessions(app.db, app.invalidations, userId, idHash);
      if (ended > 0) await closeEndedLiveSessions(request);
      return { ended };
    },
  );
};
