/** The transport of the configuration: an SMTP server when SMTP_URL is set, otherwise .eml files in the outbox. */
import type { Config } from "../../config.ts";
import type { MailTransport } from "./mail-transport.ts";
import { createOutboxTransport, outboxDir } from "./outbox-transport.ts";
import { createSmtpTransport } from "./smtp-transport.ts";

export function createMailTransport(config: Pick<Config, "smtpUrl" | "dataDir">): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport(config.smtpUrl)
    : createOutboxTransport(outboxDir(config.dataDir));
}
