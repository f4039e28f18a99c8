/** What the mail tests share: a migrated database with the demo sites, a recording transport, a quiet log, a queued mail. */
import type { SupportedLocale } from "@amora/contract/locales";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sites } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { openTestDatabase } from "../../test/test-app.ts";
import { enqueueMail } from "./mail-queue.ts";
import type { MailTransport, OutgoingMail } from "./mail-transport.ts";
import type { MailLog } from "./mail-worker.ts";
import { renderMail } from "./templates/render-mail.ts";

export async function openMailTestDatabase() {
  const { database, dispose } = await openTestDatabase();
  await seedSites(database.db);
  return { db: database.db, dispose };
}

export async function siteByDomain(db: Db, domain: string) {
  const [site] = await db.select().from(sites).where(eq(sites.domain, domain));
  if (!site) throw new Error(`no site ${domain}`);
  return site;
}

/** Queues an activation mail as the accounts domain would; answers its id and link. */
export async function queueActivation(
  db: Db,
  options: { domain: string; to: string; language: SupportedLocale; name?: string },
) {
  const site = await siteByDomain(db, options.domain);
  const link = `https://${site.domain}/api/activate.php?token=${encodeURIComponent(options.to)}-t0k3n`;
  const rendered = renderMail("activation", {
    site,
    language: options.language,
    name: options.name ?? "Alex",
    link,
  });
  const id = await enqueueMail(db, { siteId: site.id, to: options.to, kind: "activation", ...rendered });
  return { id, link, subject: rendered.subject };
}

/** A transport that keeps what it is given; `fail` decides, per call, whether to throw instead. */
export function recordingTransport(fail: (call: number) => boolean = () => false) {
  const sent: OutgoingMail[] = [];
  let calls = 0;
  let isClosed = false;
  const transport: MailTransport = {
    async send(mail) {
      calls += 1;
      if (fail(calls)) throw new Error(`connection refused (call ${calls})`);
      sent.push(mail);
    },
    close() {
      isClosed = true;
    },
  };
  return {
    transport,
    sent,
    get calls() {
      return calls;
    },
    get isClosed() {
      return isClosed;
    },
  };
}

/** A log that keeps its entries, so tests can see what the worker reported. */
export function memoryLog() {
  const entries: { level: "info" | "warn" | "error"; fields: object; message: string }[] = [];
  const log: MailLog = {
    info: (fields, message) => entries.push({ level: "info", fields, message }),
    warn: (fields, message) => entries.push({ level: "warn", fields, message }),
    error: (fields, message) => entries.push({ level: "error", fields, message }),
  };
  return { log, entries };
}
