/**
 * The mail provider's webhook (docs/mail-webhook.md): `POST /api/mail-events.php`, signed with
 * MAIL_WEBHOOK_SECRET over the raw body, reports hard bounces, spam complaints and unsubscribes, which
 * stop notification mail to those addresses (spec §4, §8). Without the secret it accepts nothing: an
 * unsigned webhook would let anyone switch any member's mail off.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { checkMailWebhookSignature, SIGNATURE_HEADER } from "../../lib/mail/webhook-signature.ts";
import { applyMailEvents, MailEventsBodySchema } from "./suppression.service.ts";

/** A provider batches at most a few hundred events per delivery. */
const BODY_LIMIT = 256 * 1024;

export const mailEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.mailWebhookSecret;
  // In production a missing secret means bounces go unheard: worth a warning. Elsewhere it is the norm.
  if (!secret) {
    const log = app.config.env === "production" ? app.log.warn : app.log.info;
    log.call(app.log, "MAIL_WEBHOOK_SECRET is not set: POST /api/mail-events.php refuses every call (404)");
  }
  // The signature covers the bytes as sent: this plugin's JSON bodies stay strings, parsed after the check.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );

  app.post(
    "/mail-events",
    {
      config: { access: "public", skipClientHeader: true, rateLimit: { max: 600, timeWindow: "1 minute" } },
      schema: {
        summary:
          "The mail provider reports bounces, spam complaints and unsubscribes (signed, see docs/mail-webhook.md)",
        body: z.string().max(BODY_LIMIT),
        response: { 200: z.object({ applied: z.number(), replayed: z.number(), ignored: z.number() }) },
      },
    },
    async (request) => {
      if (!secret) {
        request.log.warn("mail webhook called but MAIL_WEBHOOK_SECRET is not set");
        throw new AppError(404, "WEBHOOK_NOT_CONFIGURED", "This webhook is not set up on this server.");
      }
      const header = request.headers[SIGNATURE_HEADER];
      const check = checkMailWebhookSignature(
        secret,
        typeof header === "string" ? header : undefined,
        request.body,
      );
      if (check !== "valid") {
        request.log.warn({ check }, "mail webhook signature refused");
        throw new AppError(401, "WEBHOOK_SIGNATURE_INVALID", `The signature is ${check}.`);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.body);
      } catch {
        throw new AppError(400, "BAD_REQUEST", "The body is not JSON.");
      }
      const events = MailEventsBodySchema.safeParse(parsed);
      if (!events.success) throw new AppError(400, "VALIDATION_FAILED", "The events are not valid.");
      const outcomes = await applyMailEvents(
        app.db,
        Array.isArray(events.data) ? events.data : [events.data],
      );
      const count = (outcome: string) => outcomes.filter((o) => o === outcome).length;
      return { applied: count("applied"), replayed: count("replayed"), ignored: count("ignored") };
    },
  );
};
