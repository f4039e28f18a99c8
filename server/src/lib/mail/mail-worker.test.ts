import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { mailQueue } from "../../db/schema.ts";
import { enqueueMail } from "./mail-queue.ts";
import { createMailWorker, exponentialBackoff, type MailWorkerOptions } from "./mail-worker.ts";
import { createOutboxTransport } from "./outbox-transport.ts";
import { createSenderLookup } from "./sender.ts";
import { memoryLog, openMailTestDatabase, queueActivation, recordingTransport } from "./test-fixtures.ts";

let db: Db;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ db, dispose } = await openMailTestDatabase());
});
afterAll(() => dispose());
beforeEach(async () => {
  await db.delete(mailQueue);
});

function worker(options: Partial<MailWorkerOptions> & Pick<MailWorkerOptions, "transport">) {
  return createMailWorker({
    db,
    senderFor: createSenderLookup(db, undefined),
    log: memoryLog().log,
    ...options,
  });
}

async function row(id: number) {
  const [mail] = await db.select().from(mailQueue).where(eq(mailQueue.id, id));
  if (!mail) throw new Error(`mail ${id} is gone`);
  return mail;
}

describe("the outbox", () => {
  it("writes a queued French mail as a MIME .eml file with text and HTML parts", async () => {
    const dir = mkdtempSync(join(tmpdir(), "outbox-"));
    const { id, link } = await queueActivation(db, {
      domain: "amoursecret.test",
      to: "camille@example.fr",
      language: "fr",
      name: "Camille",
    });

    await worker({ transport: createOutboxTransport(dir) }).drain();

    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d\\.\\d{3}Z-${id}-activation\\.eml$`),
    );
    const raw = readFileSync(join(dir, files[0] ?? ""));
    expect(raw.toString("latin1")).toMatch(/Content-Type: multipart\/alternative/i);
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe("Confirmez votre adresse e-mail sur Amour Secret");
    expect(parsed.from?.text).toBe('"Amour Secret" <noreply@amoursecret.test>');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : "").toBe("camille@example.fr");
    expect(parsed.text).toContain(link);
    expect(parsed.text).toContain("Bonjour Camille,");
    expect(parsed.html).toContain(`href="${link}"`);
    expect(parsed.headers.get("x-mail-kind")).toBe("activation");

    const mail = await row(id);
    expect(mail.status).toBe("sent");
    expect(mail.sentAt).toBeInstanceOf(Date);
  });

  it("uses MAIL_FROM as the address when it is set, with the site's mail name", async () => {
    const dir = mkdtempSync(join(tmpdir(), "outbox-"));
    await queueActivation(db, { domain: "amora.test", to: "sam@example.com", language: "en" });
    await worker({
      transport: createOutboxTransport(dir),
      senderFor: createSenderLookup(db, "mail@amora-mail.test"),
    }).drain();
    const parsed = await simpleParser(readFileSync(join(dir, readdirSync(dir)[0] ?? "")));
    expect(parsed.from?.text).toBe('"Amora" <mail@amora-mail.test>');
  });
});

describe("enqueueMail", () => {
  it("takes part in the caller's transaction: a rolled back mail never exists", async () => {
    const mail = {
      siteId: null,
      to: "x@example.com",
      kind: "activation",
      subject: "s",
      html: "<p>h</p>",
      text: "t",
    };
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, mail);
        throw new Error("the signup failed after the mail was queued");
      }),
    ).rejects.toThrow("signup failed");
    expect(await db.select().from(mailQueue)).toHaveLength(0);

    const id = await db.transaction((tx) => enqueueMail(tx, mail));
    expect((await row(id)).status).toBe("pending");
  });
});

describe("retries", () => {
  it("retries a mail the transport refused: sent on the third try, attempts = 2", async () => {
    const recorder = recordingTransport((call) => call <= 2);
    const { id } = await queueActivation(db, {
      domain: "amora.test",
      to: "retry@example.com",
      language: "en",
    });

    await worker({ transport: recorder.transport, retryDelayMs: () => 0 }).drain();

    expect(recorder.calls).toBe(3);
    expect(recorder.sent.map((m) => m.to)).toEqual(["retry@example.com"]);
    const mail = await row(id);
    expect(mail.status).toBe("sent");
    expect(mail.attempts).toBe(2);
    expect(mail.lastError).toContain("connection refused (call 2)");
  });

  it("schedules the next attempt 30 s out after a first failure, and does not resend before", async () => {
    const recorder = recordingTransport(() => true);
    const { log, entries } = memoryLog();
    const { id } = await queueActivation(db, {
      domain: "amora.test",
      to: "later@example.com",
      language: "en",
    });
    const mailWorker = worker({ transport: recorder.transport, log });

    await mailWorker.drain();
    await mailWorker.drain();

    expect(recorder.calls).toBe(1);
    const [due] = await db
      .select({ inMs: sql<number>`extract(epoch from ${mailQueue.nextAttemptAt} - now()) * 1000` })
      .from(mailQueue)
      .where(eq(mailQueue.id, id));
    expect(Number(due?.inMs)).toBeGreaterThan(25_000);
    expect(Number(due?.inMs)).toBeLessThanOrEqual(30_000);
    expect((await row(id)).status).toBe("pending");
    expect(entries.map((e) => e.level)).toEqual(["warn"]);
  });

  it("gives a mail up as failed after maxAttempts, and logs it as an error", async () => {
    const recorder = recordingTransport(() => true);
    const { log, entries } = memoryLog();
    const { id } = await queueActivation(db, {
      domain: "amora.test",
      to: "never@example.com",
      language: "en",
    });

    await worker({ transport: recorder.transport, log, maxAttempts: 3, retryDelayMs: () => 0 }).drain();

    const mail = await row(id);
    expect(mail.status).toBe("failed");
    expect(mail.attempts).toBe(3);
    expect(recorder.calls).toBe(3);
    expect(entries.filter((e) => e.level === "error")).toHaveLength(1);
  });

  it("backs off exponentially from 30 s, capped at an hour", () => {
    expect([1, 2, 3, 4].map(exponentialBackoff)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(exponentialBackoff(10)).toBe(3_600_000);
  });
});

describe("several workers on one database", () => {
  it("send each mail exactly once", async () => {
    const ids = new Set<number>();
    for (let i = 0; i < 30; i += 1) {
      ids.add(
        (await queueActivation(db, { domain: "amora.test", to: `m${i}@example.com`, language: "en" })).id,
      );
    }
    const slowly = () => {
      const recorder = recordingTransport();
      const { send } = recorder.transport;
      recorder.transport.send = async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        await send(mail);
      };
      return recorder;
    };
    const a = slowly();
    const b = slowly();

    await Promise.all([
      worker({ transport: a.transport, batchSize: 4 }).drain(),
      worker({ transport: b.transport, batchSize: 4 }).drain(),
    ]);

    const sentIds = [...a.sent, ...b.sent].map((m) => Number(m.headers?.["X-Mail-Id"]));
    expect(sentIds).toHaveLength(30);
    expect(new Set(sentIds)).toEqual(ids);
    expect(a.sent.length).toBeGreaterThan(0);
    expect(b.sent.length).toBeGreaterThan(0);
    const statuses = await db.select({ status: mailQueue.status }).from(mailQueue);
    expect(statuses.every((s) => s.status === "sent")).toBe(true);
  });
});

describe("the running worker", () => {
  it("sends a kicked mail within milliseconds, not at the next poll", async () => {
    const recorder = recordingTransport();
    const mailWorker = worker({ transport: recorder.transport, pollMs: 60_000 });
    mailWorker.start();
    await mailWorker.drain();

    await queueActivation(db, { domain: "amora.test", to: "now@example.com", language: "en" });
    const kickedAt = performance.now();
    mailWorker.kick();
    while (recorder.sent.length === 0 && performance.now() - kickedAt < 2_000) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }

    expect(recorder.sent.map((m) => m.to)).toEqual(["now@example.com"]);
    expect(performance.now() - kickedAt).toBeLessThan(500);
    await mailWorker.stop();
    expect(recorder.isClosed).toBe(true);
  });

  it("sends what is already due when it starts", async () => {
    const recorder = recordingTransport();
    await queueActivation(db, { domain: "amora.test", to: "waiting@example.com", language: "en" });
    const mailWorker = worker({ transport: recorder.transport, pollMs: 60_000 });

    mailWorker.start();
    await mailWorker.drain();

    expect(recorder.sent.map((m) => m.to)).toEqual(["waiting@example.com"]);
    await mailWorker.stop();
  });

  it("finishes the mail under way before stop() resolves, and ignores kicks afterwards", async () => {
    const recorder = recordingTransport();
    const { send } = recorder.transport;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    recorder.transport.send = async (mail) => {
      markStarted();
      await released;
      await send(mail);
    };
    const { id } = await queueActivation(db, {
      domain: "amora.test",
      to: "inflight@example.com",
      language: "en",
    });
    const mailWorker = worker({ transport: recorder.transport, pollMs: 60_000 });
    mailWorker.kick();
    await started;

    let isStopped = false;
    const stopping = mailWorker.stop().then(() => {
      isStopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isStopped).toBe(false);
    release();
    await stopping;

    expect((await row(id)).status).toBe("sent");
    await queueActivation(db, { domain: "amora.test", to: "after-stop@example.com", language: "en" });
    mailWorker.kick();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recorder.sent.map((m) => m.to)).toEqual(["inflight@example.com"]);
  });
});
