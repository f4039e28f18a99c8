import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeZip } from "./zip-writer.ts";

/** Python's zipfile is an independent reader: it checks the headers, sizes and every CRC. */
function readWithPython(zip: Buffer): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), "zip-test-"));
  writeFileSync(join(dir, "a.zip"), zip);
  const script =
    "import zipfile,sys,json,base64\nz=zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\n" +
    "print(json.dumps({n: base64.b64encode(z.read(n)).decode() for n in z.namelist()}))";
  writeFileSync(join(dir, "read.py"), script);
  return JSON.parse(execFileSync("python3", [join(dir, "read.py"), join(dir, "a.zip")]).toString());
}

describe("writeZip", () => {
  it("writes entries another reader gets back byte for byte, deflated or stored, UTF-8 names", () => {
    const text = Buffer.from(JSON.stringify({ hello: "wörld".repeat(200) }));
    const random = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919 + 13) % 251));
    const zip = writeZip([
      { name: "data.json", data: text },
      { name: "photos/été 1.webp", data: random },
      { name: "empty.txt", data: Buffer.alloc(0) },
    ]);
    const read = readWithPython(zip);
    expect(Object.keys(read)).toEqual(["data.json", "photos/été 1.webp", "empty.txt"]);
    expect(Buffer.from(read["data.json"] ?? "", "base64")).toEqual(text);
    expect(Buffer.from(read["photos/été 1.webp"] ?? "", "base64")).toEqual(random);
    expect(read["empty.txt"]).toBe("");
    // The JSON was deflated: the archive is far smaller than its text.
    expect(zip.length).toBeLessThan(text.length / 2 + random.length + 500);
  });
});
