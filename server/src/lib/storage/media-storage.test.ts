import { createHash, createHmac } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { S3Config } from "../../config.ts";
import { createMediaStorage } from "./create-media-storage.ts";
import { createLocalStorage } from "./local-storage.ts";
import { InvalidMediaKey } from "./media-key.ts";
import { createS3Storage } from "./s3-storage.ts";

const BAD_KEYS = [
  "",
  "../escape.webp",
  "photos/../../escape.webp",
  "photos/..",
  "./photos/a.webp",
  "/etc/passwd",
  "photos//a.webp",
  "photos/a.webp/",
  "photos\\a.webp",
  "..\\escape.webp",
  "photos/a\u0000.webp",
  "photos/a\n.webp",
];

describe("local media storage", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "amora-media-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("writes a file under the media directory, creating its folders", async () => {
    const storage = createLocalStorage(join(dir, "media"));
    expect(storage.kind).toBe("local");
    await storage.put("photos/ab/abcdef.webp", Buffer.from("first"), "image/webp");
    expect(await readFile(join(dir, "media/photos/ab/abcdef.webp"), "utf8")).toBe("first");
  });

  it("overwrites, and leaves no temporary file behind", async () => {
    const storage = createLocalStorage(dir);
    await storage.put("photos/ab/abcdef.webp", Buffer.from("first"), "image/webp");
    await storage.put("photos/ab/abcdef.webp", Buffer.from("second, longer"), "image/webp");
    expect(await readFile(join(dir, "photos/ab/abcdef.webp"), "utf8")).toBe("second, longer");
    expect(await readdir(join(dir, "photos/ab"))).toEqual(["abcdef.webp"]);
  });

  it("deletes, and a missing key is not an error", async () => {
    const storage = createLocalStorage(dir);
    await storage.put("photos/ab/abcdef.webp", Buffer.from("x"), "image/webp");
    await storage.delete("photos/ab/abcdef.webp");
    await expect(stat(join(dir, "photos/ab/abcdef.webp"))).rejects.toMatchObject({ code: "ENOENT" });
    await expect(storage.delete("photos/ab/abcdef.webp")).resolves.toBeUndefined();
    await expect(storage.delete("photos/zz/never-there.webp")).resolves.toBeUndefined();
  });

  it.each(BAD_KEYS)("refuses the key %j", async (key) => {
    const storage = createLocalStorage(join(dir, "media"));
    await expect(storage.put(key, Buffer.from("x"), "image/webp")).rejects.toBeInstanceOf(InvalidMediaKey);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidMediaKey);
    // Nothing was written anywhere in the temporary directory.
    expect(await readdir(dir)).toEqual([]);
  });
});

interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe("S3 media storage", () => {
  let server: Server;
  let endpoint: string;
  const requests: RecordedRequest[] = [];
  /** The status the fake S3 answers with next (then back to its default). */
  let nextStatus: number | undefined;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        requests.push({
          method: req.method!,
          url: req.url!,
          headers: req.headers,
          body: Buffer.concat(chunks),
        });
        const status = nextStatus ?? (req.method === "DELETE" ? 204 : 200);
        nextStatus = undefined;
        if (status >= 400) {
          res.writeHead(status, { "content-type": "application/xml" });
          res.end(
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
          );
          return;
        }
        res.writeHead(status, status === 200 ? { etag: '"0123456789abcdef"' } : {});
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requests.length = 0;
  });

  const s3Config = (): S3Config => ({
    bucket: "amora-media",
    region: "eu-west-3",
    endpoint,
    accessKeyId: "AKIDEXAMPLE",
    secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
    forcePathStyle: true,
  });

  /** Checks the AWS Signature V4 of a recorded request with the configured secret, as S3 would. */
  function expectSigned(request: RecordedRequest, body: Buffer) {
    const { secretAccessKey } = s3Config();
    const match =
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/(\d{8})\/eu-west-3\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        request.headers.authorization ?? "",
      );
    expect(match, request.headers.authorization).not.toBeNull();
    const [, day, signedHeaders, signature] = match!;
    const amzDate = String(request.headers["x-amz-date"]);
    expect(amzDate.startsWith(day!)).toBe(true);
    // The signature covers the payload through its hash, and the host and the hash among the headers.
    const payloadHash = createHash("sha256").update(body).digest("hex");
    expect(request.headers["x-amz-content-sha256"]).toBe(payloadHash);
    const names = signedHeaders!.split(";");
    expect(names).toEqual(expect.arrayContaining(["host", "x-amz-content-sha256", "x-amz-date"]));

    const [path, query = ""] = request.url.split("?");
    const canonicalQuery = query
      .split("&")
      .filter(Boolean)
      .map((pair) => (pair.includes("=") ? pair : `${pair}=`))
      .sort()
      .join("&");
    const canonicalRequest = [
      request.method,
      path,
      canonicalQuery,
      ...names.map((name) => `${name}:${String(request.headers[name]).trim()}`),
      "",
      signedHeaders,
      payloadHash,
    ].join("\n");
    const scope = `${day}/eu-west-3/s3/aws4_request`;
    const stringToSign = [
      "AWS4-HMAC-SHA256",
      amzDate,
      scope,
      createHash("sha256").update(canonicalRequest).digest("hex"),
    ].join("\n");
    const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();
    let key = hmac(`AWS4${secretAccessKey}`, day!);
    for (const part of ["eu-west-3", "s3", "aws4_request"]) key = hmac(key, part);
    expect(createHmac("sha256", key).update(stringToSign).digest("hex")).toBe(signature);
  }

  it("PUTs the bytes to /bucket/key, signed, with the content type and an immutable cache", async () => {
    const storage = createS3Storage(s3Config());
    expect(storage.kind).toBe("s3");
    const body = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3, 255, 254]);
    await storage.put("photos/ab/abcdef.webp", body, "image/webp");

    expect(requests).toHaveLength(1);
    const put = requests[0]!;
    expect(put.method).toBe("PUT");
    expect(put.url.split("?")[0]).toBe("/amora-media/photos/ab/abcdef.webp");
    expect(put.body.equals(body)).toBe(true);
    expect(put.headers["content-type"]).toBe("image/webp");
    expect(put.headers["content-length"]).toBe(String(body.length));
    expect(put.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(put.headers.host).toBe(new URL(endpoint).host);
    expectSigned(put, body);
    storage.client.destroy();
  });

  it("DELETEs /bucket/key, signed; a missing key (204 as well) is not an error", async () => {
    const storage = createS3Storage(s3Config());
    await storage.delete("photos/ab/abcdef.webp");
    expect(requests).toHaveLength(1);
    const del = requests[0]!;
    expect(del.method).toBe("DELETE");
    expect(del.url.split("?")[0]).toBe("/amora-media/photos/ab/abcdef.webp");
    expectSigned(del, Buffer.alloc(0));
    storage.client.destroy();
  });

  it("reports a refusal from the store", async () => {
    const storage = createS3Storage(s3Config());
    nextStatus = 403;
    await expect(storage.put("photos/ab/abcdef.webp", Buffer.from("x"), "image/webp")).rejects.toMatchObject({
      name: "AccessDenied",
    });
    storage.client.destroy();
  });

  it.each(BAD_KEYS)("refuses the key %j without a request", async (key) => {
    const storage = createS3Storage(s3Config());
    await expect(storage.put(key, Buffer.from("x"), "image/webp")).rejects.toBeInstanceOf(InvalidMediaKey);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidMediaKey);
    expect(requests).toHaveLength(0);
    storage.client.destroy();
  });

  it("is what createMediaStorage picks when S3 is configured, local otherwise", async () => {
    const dir = await mkdtemp(join(tmpdir(), "amora-media-"));
    try {
      const local = createMediaStorage({ mediaDir: dir, s3: undefined });
      expect(local.kind).toBe("local");
      await local.put("photos/ab/local.webp", Buffer.from("here"), "image/webp");
      expect(await readFile(join(dir, "photos/ab/local.webp"), "utf8")).toBe("here");
      expect(requests).toHaveLength(0);

      const s3 = createMediaStorage({ mediaDir: dir, s3: s3Config() });
      expect(s3.kind).toBe("s3");
      await s3.put("photos/ab/remote.webp", Buffer.from("there"), "image/webp");
      expect(requests.map((r) => `${r.method} ${r.url.split("?")[0]}`)).toEqual([
        "PUT /amora-media/photos/ab/remote.webp",
      ]);
      await expect(stat(join(dir, "photos/ab/remote.webp"))).rejects.toMatchObject({ code: "ENOENT" });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
