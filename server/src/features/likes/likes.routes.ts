/** Likes, passes, the match finder, the swipe game and the auto-like (contract/src/likes.ts). */

import type { User } from "@amora/contract/accounts";
import {
  AutoLikeResponseSchema,
  LikeRequestSchema,
  LikeResponseSchema,
  LikesResponseSchema,
  ProfileIdRequestSchema,
  SuggestionsResponseSchema,
  SwipeQuerySchema,
  SwipeResponseSchema,
  SwipeUndoRequestSchema,
} from "@amora/contract/likes";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loadMemberRef } from "../accounts/accounts.service.ts";
import { logLiveFailure, notifyLike } from "../live/notify.ts";
import { logNotificationFailure, notifyLiked } from "../notifications/notifications.service.ts";
import { autoLike, like, listLikes, markSeen, unlike } from "./likes.service.ts";
import {
  pass,
  type SwipeClock,
  suggestions,
  swipeAllowance,
  swipeClock,
  swipeLike,
  undoSwipe,
} from "./swipe.service.ts";

const SWIPE_STACK = 20;
const FINDER_PAGE = 24;
const NO_STORE = "private, no-store";
const MEMBER = { access: "member" } as const;

export const likesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The member's profile id: what these calls act as (the full account only where suggestions need it). */
  async function profileIdOf(request: FastifyRequest): Promise<number> {
    return (await request.member.account(loadMemberRef)).profileId;
  }

  /** The swipe day runs in the zone the browser names (remembered), else the one last remembered. */
  function clockFor(request: FastifyRequest, timeZone: string | undefined): Promise<SwipeClock> {
    return swipeClock(app.db, request.member.userId, timeZone);
  }

  app.get(
    "/likes",
    {
      config: MEMBER,
      schema: { summary: "Who liked me, whom I liked", response: { 200: LikesResponseSchema } },
    },
    async (request, reply) => {
      const me = await profileIdOf(request);
      reply.header("cache-control", NO_STORE);
      return listLikes(app.db, me);
    },
  );

  app.put(
    "/likes",
    {
      config: MEMBER,
      schema: {
        summary: "Marks a member's like as seen (like_new false)",
        body: ProfileIdRequestSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await markSeen(app.db, await profileIdOf(request), request.body.profile_id);
      return { ok: true as const };
    },
  );

  app.post(
    "/like",
    {
      schema: { summary: "Likes a profile", body: LikeRequestSchema, response: { 200: LikeResponseSchema } },
      config: { ...MEMBER, rateLimit: { max: 120, timeWindow: "1 minute" } },
    },
    async (request) => {
      const me = await profileIdOf(request);
      const { profile_id: other, source, time_zone } = request.body;
      const result =
        source === "swipe"
          ? await swipeLike(app.db, me, other, await clockFor(request, time_zone))
          : await like(app.db, me, other, source);
      await notifyLike(app.db, app.live, me, other, result.match).catch(logLiveFailure(request));
      await notifyLiked(app.db, app.config.notificationDelayMs, {
        likerProfileId: me,
        likedProfileId: other,
        match: result.match,
      }).catch(logNotificationFailure(request.log));
      return result;
    },
  );

  app.delete(
    "/like",
    {
      config: MEMBER,
      schema: {
        summary: "Unlikes a profile",
        body: ProfileIdRequestSchema,
        response: { 200: LikeResponseSchema },
      },
    },
    async (request) => unlike(app.db, await profileIdOf(request), request.body.profile_id),
  );

  app.post(
    "/pass",
    {
      schema: {
        summary: "Not interested: not suggested again for 30 days",
        body: ProfileIdRequestSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
      config: { ...MEMBER, rateLimit: { max: 120, timeWindow: "1 minute" } },
    },
    async (request) => {
      await pass(app.db, await profileIdOf(request), request.body.profile_id);
      return { ok: true as const };
    },
  );

  app.get(
    "/match-finder",
    {
      config: MEMBER,
      schema: { summary: "Suggestions fitting the member", response: { 200: SuggestionsResponseSchema } },
    },
    async (request, reply) => {
      const user = await request.member.user();
      reply.header("cache-control", NO_STORE);
      return { profiles: await suggestions(app.db, request.site, user, FINDER_PAGE) };
    },
  );

  async function swipeState(request: FastifyRequest, user: User, timeZone: string | undefined) {
    const clock = await clockFor(request, timeZone);
    const [allowance, profiles] = await Promise.all([
      swipeAllowance(app.db, user.profile.id, clock),
      suggestions(app.db, request.site, user, SWIPE_STACK, clock.now),
    ]);
    return { ...allowance, profiles };
  }

  app.get(
    "/swipe",
    {
      config: MEMBER,
      schema: {
        summary: "The swipe game: the card stack and today's likes left",
        querystring: SwipeQuerySchema,
        response: { 200: SwipeResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return swipeState(request, await request.member.user(), request.query.time_zone);
    },
  );

  app.delete(
    "/swipe",
    {
      config: MEMBER,
      schema: {
        summary: "Takes back the last swipe within 10 seconds",
        body: SwipeUndoRequestSchema,
        response: { 200: SwipeResponseSchema },
      },
    },
    async (request) => {
      const user = await request.member.user();
      const clock = await clockFor(request, request.body.time_zone);
      await undoSwipe(app.db, user.profile.id, request.body.profile_id, clock);
      // The account the suggestions are for is the one read above: taking a swipe back changes none of it.
      return swipeState(request, user, request.body.time_zone);
    },
  );

  app.get(
    "/auto-like",
    {
      config: MEMBER,
      schema: {
        summary: "A fictional profile likes the member (once a day)",
        response: { 200: AutoLikeResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await request.member.user();
      reply.header("cache-control", NO_STORE);
      const profile = await autoLike(app.db, request.site, user);
      if (profile) {
        await notifyLiked(app.db, app.config.notificationDelayMs, {
          likerProfileId: profile.id,
          likedProfileId: user.profile.id,
          match: false,
        }).catch(logNotificationFailure(request.log));
      }
      return { profile };
    },
  );
};
