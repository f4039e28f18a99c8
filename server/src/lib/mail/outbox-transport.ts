/** Mail written as .eml files to the data directory's outbox, when no SMTP server is configured. */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { MAIL_ID_HEADER, MAIL_KIND_HEADER } from "./mail-queue.ts";
import type { MailTransport } from "./mail-transport.ts";
import { composeMessage } from "./mime.ts";

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
