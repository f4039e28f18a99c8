/** Where mail goes: an SMTP server when SMTP_URL is set, otherwise .eml files in the data directory's outbox. */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createTransport } from "nodemailer";
import type { Config } from "../../config.ts";
import { MAIL_ID_HEADER, MAIL_KIND_HEADER } from "./mail-queue.ts";
import { composeMessage } from "./mime.ts";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** Resolves once the mail is handed over (accepted by the SMTP server, written to disk); rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  /** Lets go of connections; called once, when the mail worker stops. */
  close(): void;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * A plain smtp:// URL to this machine is a local catcher (Mailpit, MailHog) or relay: nothing on the wire to
 * protect, and such servers often offer STARTTLS with a certificate nodemailer would reject.
 */
function isPlainLoopback(url: URL): boolean {
  return url.protocol === "smtp:" && LOOPBACK_HOSTS.has(url.hostname);
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = createTransport({
    url: smtpUrl,
    // Reuses connections across the worker's batches instead of one TCP + TLS handshake per mail.
    pool: true,
    ignoreTLS: isPlainLoopback(new URL(smtpUrl)),
    // A minute of silence means a hung server (nodemailer waits ten): fail, and let the worker retry later.
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close() {
      transporter.close();
    },
  };
}

/** `2026-06-20T10-15-30.123Z-42-activation.eml`: sorts by time; the colons of ISO 8601 are not valid on every file system. */
export function outboxFileName(at: Date, id: string, kind: string): string {
  const safeKind = kind.replace(/[^a-z0-9_-]/gi, "_");
  return `${at.toISOString().replaceAll(":", "-")}-${id}-${safeKind}.eml`;
}

export function createOutboxTransport(dir: string): MailTransport {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const at = new Date();
      const id = mail.headers?.[MAIL_ID_HEADER] ?? randomUUID();
      const kind = mail.headers?.[MAIL_KIND_HEADER] ?? "mail";
      await writeFile(join(dir, outboxFileName(at, id, kind)), await composeMessage(mail, at));
    },
    close() {},
  };
}

export function outboxDir(dataDir: string): string {
  return join(dataDir, "outbox");
}

export function createMailTransport(config: Pick<Config, "smtpUrl" | "dataDir">): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport(config.smtpUrl)
    : createOutboxTransport(outboxDir(config.dataDir));
}
