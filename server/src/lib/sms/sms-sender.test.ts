import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createSmsSender } from "./create-sms-sender.ts";
import { createOutboxSmsSender, smsOutboxDir, smsOutboxFileName } from "./outbox-sms-sender.ts";

const scratch = () => mkdtempSync(join(tmpdir(), "sms-outbox-"));

describe("the SMS outbox", () => {
  it("writes each SMS as a text file with its recipient and text, creating the directory", async () => {
    const dir = join(scratch(), "not", "there", "yet");
    const sender = createOutboxSmsSender(dir);

    await sender.send({ to: "+31612345678", text: "Uw code: 123456" });
    await sender.send({ to: "+33612345678", text: "Votre code : 654321\nValable 10 minutes." });

    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.txt$/);
    }
    const contents = files.map((file) => readFileSync(join(dir, file), "utf8")).sort();
    expect(contents).toEqual([
      "To: +31612345678\n\nUw code: 123456\n",
      "To: +33612345678\n\nVotre code : 654321\nValable 10 minutes.\n",
    ]);
  });

  it("keeps messages of the same millisecond apart", () => {
    const at = new Date("2026-06-20T10:15:30.123Z");
    const names = new Set(Array.from({ length: 100 }, () => smsOutboxFileName(at)));
    expect(names.size).toBe(100);
    expect([...names][0]).toMatch(/^2026-06-20T10-15-30\.123Z-[0-9a-f]{8}\.txt$/);
  });

  it.each([
    ["a number as typed", "06 12 34 56 78"],
    ["a number without +", "31612345678"],
    ["a line break that would forge a line", "+31612345678\nTo: +33612345678"],
    ["nothing", ""],
  ])("refuses %s as recipient, and writes nothing", async (_, to) => {
    const dir = scratch();
    await expect(createOutboxSmsSender(dir).send({ to, text: "code" })).rejects.toThrow(/E\.164/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("is what createSmsSender makes, in DATA_DIR/sms-outbox", async () => {
    const dataDir = scratch();
    await createSmsSender({ dataDir }).send({ to: "+4915123456789", text: "Ihr Code: 000042" });
    const dir = smsOutboxDir(dataDir);
    expect(dir).toBe(join(dataDir, "sms-outbox"));
    const [file] = readdirSync(dir);
    expect(readFileSync(join(dir, file ?? ""), "utf8")).toBe("To: +4915123456789\n\nIhr Code: 000042\n");
  });
});
