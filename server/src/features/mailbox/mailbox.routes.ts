/**
 * The development mailbox: every queued mail as a page, as raw .eml, and as JSON for tests that read
 * activation and reset links from it. Reset links take accounts over, so DEV_TOOLS decides who may look
 * (loopback only by default; not registered at all with DEV_TOOLS=off, production's default).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { toOutgoingMail } from "../../lib/mail/mail-queue.ts";
import { composeMessage } from "../../lib/mail/mime.ts";
import { createSenderLookup } from "../../lib/mail/sender.ts";
import { devToolsGuard } from "../../plugins/dev-tools.ts";
import { renderMailList, renderMailPage } from "./mailbox.pages.ts";
import { findMail, recentMails } from "./mailbox.service.ts";

const MailboxJsonSchema = z.object({
  mails: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      kind: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      status: z.enum(["pending", "sent", "failed"]),
      created_at: z.string(),
    }),
  ),
});

const MailParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: the guard covers these routes only.
  app.addHook("onRequest", devToolsGuard(app.config.devTools));
  const senderFor = createSenderLookup(app.db, app.config.mailFrom);

  app.get(
    "/dev/mailbox",
    { schema: { summary: "The mail queue as a page", produces: ["text/html"] } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
      return renderMailList(await recentMails(app.db));
    },
  );

  app.get(
    "/dev/mailbox.json",
    {
      schema: {
        summary: "The mail queue as JSON (tests read links from it)",
        querystring: z.object({ to: z.string().min(1).optional() }),
        response: { 200: MailboxJsonSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const mails = await recentMails(app.db, request.query.to);
      return {
        mails: mails.map((m) => ({
          id: m.id,
          to: m.toAddress,
          kind: m.kind,
          subject: m.subject,
          text: m.text,
          html: m.html,
          status: m.status,
          created_at: m.createdAt.toISOString(),
        })),
      };
    },
  );

  // The id pattern keeps `12.eml` out of the page route and `mailbox.json` out of both.
  app.get(
    "/dev/mailbox/:id(^\\d+).eml",
    {
      schema: { summary: "One mail as raw .eml", produces: ["message/rfc822"], params: MailParamsSchema },
    },
    async (request, reply) => {
      const mail = await findMail(app.db, request.params.id);
      const message = await composeMessage(
        toOutgoingMail(mail, await senderFor(mail.siteId)),
        mail.createdAt,
      );
      reply
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="mail-${mail.id}.eml"`)
        .type("message/rfc822");
      return message;
    },
  );

  app.get(
    "/dev/mailbox/:id(^\\d+)",
    { schema: { summary: "One mail as a page", produces: ["text/html"], params: MailParamsSchema } },
    async (request, reply) => {
      const mail = await findMail(app.db, request.params.id);
      reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
      return renderMailPage(mail, await senderFor(mail.siteId));
    },
  );
};
