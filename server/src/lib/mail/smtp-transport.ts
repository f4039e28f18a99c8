/** Mail handed to an SMTP server (SMTP_URL), through nodemailer's pooled transport. */
import { createTransport } from "nodemailer";
import type { MailTransport } from "./mail-transport.ts";

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
