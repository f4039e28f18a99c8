import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { createMailWorker } from "./mail-worker.ts";
import { outboxFileName } from "./outbox-transport.ts";
import { createSenderLookup } from "./sender.ts";
import { createSmtpTransport } from "./smtp-transport.ts";
import { memoryLog, openMailTestDatabase, queueActivation } from "./test-fixtures.ts";

let db: Db;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ db, dispose } = await openMailTestDatabase());
});
afterAll(() => dispose());

/** A real SMTP server on a free loopback port that keeps every message it accepts. */
async function startSmtpServer() {
  const received: { envelopeTo: string[]; raw: Buffer }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("the SMTP server has no port");
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("the SMTP transport", () => {
  it("delivers a queued mail to a real SMTP server, and the link reads back", async () => {
    const smtp = await startSmtpServer();
    const { link, subject } = await queueActivation(db, {
      domain: "amora.test",
      to: "jordan@example.com",
      language: "en",
      name: "Jordan",
    });
    const worker = createMailWorker({
      db,
      transport: createSmtpTransport(smtp.url),
      senderFor: createSenderLookup(db, undefined),
      log: memoryLog().log,
    });

    await worker.drain();
    await worker.stop();
    await smtp.close();

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.envelopeTo).toEqual(["jordan@example.com"]);
    const parsed = await simpleParser(message?.raw ?? Buffer.alloc(0));
    expect(parsed.subject).toBe(subject);
    expect(parsed.from?.text).toBe('"Amora" <noreply@amora.test>');
    expect(parsed.headers.get("auto-submitted")).toBe("auto-generated");
    const readBack = parsed.text?.match(/https:\/\/\S+/)?.[0];
    expect(readBack).toBe(link);
    expect(parsed.html).toContain("Confirm my e-mail address");
  });

  it("rejects when no server answers, so the worker retries", async () => {
    const transport = createSmtpTransport("smtp://127.0.0.1:1");
    await expect(
      transport.send({
        from: "a@example.com",
        to: "b@example.com",
        subject: "s",
        html: "<p>h</p>",
        text: "t",
      }),
    ).rejects.toThrow();
    transport.close();
  });
});

describe("outboxFileName", () => {
  it("sorts by time and names the mail, without characters file systems refuse", () => {
    expect(outboxFileName(new Date("2026-06-20T10:15:30.123Z"), "42", "password_reset")).toBe(
      "2026-06-20T10-15-30.123Z-42-password_reset.eml",
    );
    expect(outboxFileName(new Date(0), "1", "../x y")).toBe("1970-01-01T00-00-00.000Z-1-___x_y.eml");
  });
});
