/** SMS as text files in the data directory's sms-outbox, for development and tests: nothing leaves the machine. */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { assertSmsRecipient, type SmsSender } from "./sms-sender.ts";

export function smsOutboxDir(dataDir: string): string {
  return join(dataDir, "sms-outbox");
}

/**
 * `2026-06-20T10-15-30.123Z-9f86d081.txt`: sorts by time like the mail outbox's names (no colons, which some
 * file systems refuse); the random part keeps two messages of the same millisecond apart.
 */
export function smsOutboxFileName(at: Date): string {
  return `${at.toISOString().replaceAll(":", "-")}-${randomBytes(4).toString("hex")}.txt`;
}

export function createOutboxSmsSender(dir: string): SmsSender {
  return {
    async send(sms) {
      assertSmsRecipient(sms.to);
      await mkdir(dir, { recursive: true });
      // "wx": should two names ever collide, fail rather than overwrite another message.
      await writeFile(join(dir, smsOutboxFileName(new Date())), `To: ${sms.to}\n\n${sms.text}\n`, {
        flag: "wx",
      });
    },
  };
}
