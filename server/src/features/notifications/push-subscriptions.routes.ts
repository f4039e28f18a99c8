/**
 * Subscribing a browser to web push: spec §7's `POST /api/user.php?push=1 {subscription}`, and
 * `DELETE /api/user.php?push=1 {endpoint}` to unsubscribe it. `POST /api/user.php` alone is the login, so
 * these calls live at /api/push-subscription, their own member routes with their own schemas (and their
 * own entry in the OpenAPI document), and the spec's URL is rewritten to it before routing (pushCallAlias).
 * Both answer the member's user view, as every user.php call does.
 */
import { UserResponseSchema } from "@amora/contract/accounts";
import { PushSubscribeRequestSchema, PushUnsubscribeRequestSchema } from "@amora/contract/push";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { subscribeToPush, unsubscribeFromPush } from "./push-subscriptions.service.ts";

export const PUSH_SUBSCRIPTION_URL = "/api/push-subscription";
const SPEC_NOTE = "Spec §7 calls it at /api/user.php?push=1, which answers here.";

/**
 * `/api/user.php?push=1` (or `/api/user?push=1`) by POST or DELETE becomes /api/push-subscription; any
 * other URL comes back as it was.
 */
export function pushCallAlias(method: string | undefined, url: string): string {
  if (method !== "POST" && method !== "DELETE") return url;
  const match = /^\/api\/user(?:\.php)?\?(.*)$/.exec(url);
  if (!match || new URLSearchParams(match[1]).get("push") !== "1") return url;
  return PUSH_SUBSCRIPTION_URL;
}

const MEMBER = { access: "member" } as const;

export const pushSubscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/push-subscription",
    {
      config: MEMBER,
      schema: {
        summary: "Subscribe this browser to web push",
        description: `Saves the browser's PushSubscription (one per device, several per member; the same endpoint again replaces its keys and owner). ${SPEC_NOTE}`,
        body: PushSubscribeRequestSchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request) => {
      await subscribeToPush(
        app.db,
        request.member.userId,
        request.body.subscription,
        request.headers["user-agent"],
      );
      return { user: await request.viewer() };
    },
  );

  app.delete(
    "/push-subscription",
    {
      config: MEMBER,
      schema: {
        summary: "Unsubscribe this browser from web push",
        description: `Forgets the caller's subscription at this endpoint (nothing happens to another member's). ${SPEC_NOTE}`,
        body: PushUnsubscribeRequestSchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request) => {
      await unsubscribeFromPush(app.db, request.member.userId, request.body.endpoint);
      return { user: await request.viewer() };
    },
  );
};
