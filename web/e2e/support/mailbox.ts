/** What the journeys read of the mail the app sent over SMTP to smtp-capture.ts. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { simpleParser } from "mailparser";

export const MAIL_DIR = join(import.meta.dirname, "..", "..", "test-results", "e2e-mail");

export interface ReceivedMail {
  subject: string;
  text: string;
  html: string;
  /** The first link with a token, as a path (the journeys browse the same host). */
  link: string;
  /** Every header, by lower-case name, unfolded (the last of a repeated one). */
  headers: Record<string, string>;
}

async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const files = readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith(`-${address}.eml`))
    .sort((a, b) => Number(a.split("-")[0]) - Number(b.split("-")[0]) || a.localeCompare(b));
  return Promise.all(
    files.map(async (name) => {
      const parsed = await simpleParser(readFileSync(join(MAIL_DIR, name)));
      const text = parsed.text ?? "";
      const url = /https?:\/\/[^\s"<>]+token=[\w-]+/.exec(text)?.[0];
      return {
        subject: parsed.subject ?? "",
        text,
        html: typeof parsed.html === "string" ? parsed.html : "",
        link: url ? `${new URL(url).pathname}${new URL(url).search}` : "",
        headers: Object.fromEntries(
          parsed.headerLines.map(({ key, line }) => [
            key,
            line
              .slice(line.indexOf(":") + 1)
              .replace(/\r?\n(?=[ \t])/g, "")
              .trim(),
          ]),
        ),
      };
    }),
  );
}

/** Waits for the n-th mail (1-based) to an address, as SMTP delivered it. */
export async function waitForMail(address: string, count = 1): Promise<ReceivedMail> {
  let mails: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        mails = await mailsTo(address);
        return mails.length;
      },
      { timeout: 15_000, message: `mail number ${count} to ${address}` },
    )
    .toBeGreaterThanOrEqual(count);
  const mail = mails[count - 1];
  if (!mail) throw new Error(`no mail ${count} to ${address}`);
  return mail;
}

/** Waits for a mail to an address whose text matches, whatever else was sent to it before. */
export async function waitForMailMatching(address: string, pattern: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find((mail) => pattern.test(mail.text));
        return found !== undefined;
      },
      { timeout: 15_000, message: `a mail to ${address} matching ${pattern}` },
    )
    .toBe(true);
  if (!found) throw new Error(`no mail to ${address} matching ${pattern}`);
  return found;
}
