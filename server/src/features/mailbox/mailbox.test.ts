import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMail } from "../../lib/mail/mail-queue.ts";
import { createMailWorker } from "../../lib/mail/mail-worker.ts";
import { createSenderLookup } from "../../lib/mail/sender.ts";
import {
  openMailTestDatabase,
  queueActivation,
  recordingTransport,
  siteByDomain,
} from "../../lib/mail/test-fixtures.ts";
import { testConfig } from "../../test/test-app.ts";
import { mailboxRoutes } from "./mailbox.routes.ts";

let app: FastifyInstance;
let dispose: () => Promise<void>;
let first: Awaited<ReturnType<typeof queueActivation>>;
let second: Awaited<ReturnType<typeof queueActivation>>;
let hostileId: number;

beforeAll(async () => {
  const opened = await openMailTestDatabase();
  dispose = opened.dispose;
  const { db } = opened;
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", db);
  app.decorate("config", testConfig());
  await app.register(mailboxRoutes);
  await app.ready();

  first = await queueActivation(db, { domain: "amora.test", to: "Robin@Example.com", language: "en" });
  const worker = createMailWorker({
    db,
    transport: recordingTransport().transport,
    senderFor: createSenderLookup(db, undefined),
    log: app.log,
  });
  await worker.drain();
  second = await queueActivation(db, { domain: "amoursecret.test", to: "lou@example.fr", language: "fr" });
  hostileId = await enqueueMail(db, {
    siteId: (await siteByDomain(db, "amora.test")).id,
    to: "eve@example.com",
    kind: "activation",
    subject: `<img src=x onerror=alert(1)>`,
    html: `<p>hi</p><script>alert(2)</script>`,
    text: "hi",
  });
});
afterAll(async () => {
  await app.close();
  await dispose();
});

describe("GET /dev/mailbox.json", () => {
  it("answers the mails to one address, whatever its case, with their text, HTML and links", async () => {
    const response = await app.inject({ method: "GET", url: "/dev/mailbox.json?to=robin@example.com" });
    expect(response.statusCode).toBe(200);
    const { mails } = response.json();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      id: first.id,
      to: "Robin@Example.com",
      kind: "activation",
      subject: first.subject,
      status: "sent",
    });
    expect(new Date(mails[0].created_at).toISOString()).toBe(mails[0].created_at);
    expect(mails[0].text).toContain(first.link);
    expect(mails[0].html).toContain("<!doctype html>");
  });

  it("answers every mail, newest first, without a filter", async () => {
    const { mails } = (await app.inject({ method: "GET", url: "/dev/mailbox.json" })).json();
    expect(mails.map((m: { id: number }) => m.id)).toEqual([hostileId, second.id, first.id]);
    expect(mails[1].status).toBe("pending");
  });
});

describe("GET /dev/mailbox", () => {
  it("lists the mails as a page, escaping what they contain", async () => {
    const response = await app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain(
      `<a href="/dev/mailbox/${second.id}">Confirmez votre adresse e-mail sur Amour Secret</a>`,
    );
    expect(response.body).toContain("Robin@Example.com");
    expect(response.body).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(response.body).not.toContain("<img");
    expect(response.body).not.toContain("<script");
  });
});

describe("GET /dev/mailbox/:id", () => {
  it("shows one mail: its headers, its HTML in a sandboxed frame and its text", async () => {
    const response = await app.inject({ method: "GET", url: `/dev/mailbox/${first.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("&quot;Amora&quot; &lt;noreply@amora.test&gt;");
    expect(response.body).toMatch(
      /<iframe [^>]*sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="&lt;!doctype html&gt;/,
    );
    expect(response.body).toContain(first.link.replace(/&/g, "&amp;"));
    expect(response.body).toContain(`<a href="/dev/mailbox/${first.id}.eml">`);
  });

  it("never lets a mail's markup out of the frame", async () => {
    const { body } = await app.inject({ method: "GET", url: `/dev/mailbox/${hostileId}` });
    expect(body).not.toContain("<script");
    expect(body).toContain('srcdoc="&lt;p&gt;hi&lt;/p&gt;&lt;script&gt;');
  });

  it("answers 404 for a mail that does not exist", async () => {
    expect((await app.inject({ method: "GET", url: "/dev/mailbox/999999" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/dev/mailbox/abc" })).statusCode).toBe(404);
  });
});

describe("GET /dev/mailbox/:id.eml", () => {
  it("answers the raw message, which a mail client parses", async () => {
    const response = await app.inject({ method: "GET", url: `/dev/mailbox/${second.id}.eml` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("message/rfc822");
    const parsed = await simpleParser(response.rawPayload);
    expect(parsed.subject).toBe("Confirmez votre adresse e-mail sur Amour Secret");
    expect(parsed.from?.text).toBe('"Amour Secret" <noreply@amoursecret.test>');
    expect(parsed.text).toContain(second.link);
    expect(parsed.html).toContain("Confirmer mon adresse e-mail");
  });
});
