/** The built app's files from memory, compressed once; and assets and photos that stay fast while logins hash. */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, nextIp } from "../features/accounts/accounts-test-helpers.ts";
import { passwordHashing } from "../lib/passwords.ts";
import { seedSites } from "../seed/sites.ts";
import { buildTestApp } from "../test/test-app.ts";

const INDEX = `<!doctype html><html lang="en"><head><title>Amora</title></head><body><div id="root"></div></body></html>`;
/** Big enough that a file read takes many trips to the thread pool (64 KiB each), as the real bundle does. */
const SCRIPT = `${"export const filler = [\n"}${Array.from({ length: 40_000 }, (_, i) => `  "${i.toString(36)}-${randomBytes(12).toString("hex")}",`).join("\n")}\n];\n`;
const PHOTO = randomBytes(1024 * 1024);

let app: FastifyInstance;
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), "amora-web-"));
  writeFileSync(join(webDist, "index.html"), INDEX);
  mkdirSync(join(webDist, "assets"));
  writeFileSync(join(webDist, "assets", "index-abc123.js"), SCRIPT);
  writeFileSync(join(webDist, "robots.txt"), "User-agent: *\n");
  app = await buildTestApp({ seed: seedSites, config: { webDist, trustProxy: true } });
  mkdirSync(join(app.config.mediaDir, "photos"), { recursive: true });
  writeFileSync(join(app.config.mediaDir, "photos", "flood.jpg"), PHOTO);
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers: { host: "amora.test", ...headers } });

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
}

describe("the built app's files", () => {
  it("sends brotli or gzip as the client accepts, the same bytes, with an ETag that answers 304", async () => {
    const br = await get("/assets/index-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get("/assets/index-abc123.js", { "accept-encoding": "gzip, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get("/assets/index-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    const again = await get("/assets/index-abc123.js", { "if-none-match": String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("serves the build's other files with a short cache, small ones as they are", async () => {
    const robots = await get("/robots.txt", { "accept-encoding": "br" });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
    expect(robots.headers["content-encoding"]).toBeUndefined();
    expect(robots.body).toBe("User-agent: *\n");
    expect((await app.inject({ method: "HEAD", url: "/robots.txt" })).statusCode).toBe(200);
  });

  it("keeps them out of the API's OpenAPI document", () => {
    const paths = Object.keys((app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain("/api/settings");
    expect(paths.filter((path) => !path.startsWith("/api/") && !path.startsWith("/dev/"))).toEqual([]);
  });
});

describe("a flood of failed logins", () => {
  it("leaves the app's code and the photos fast while 30 wrong passwords are being hashed", async () => {
    // The decoy hash of unknown addresses is made once; make it now, not inside the measurement.
    expect((await logIn(app, "warm-up@example.test", "wrong")).statusCode).toBe(401);
    const flood = Promise.all(
      Array.from({ length: 30 }, (_, i) => logIn(app, `flood${i}@example.test`, `wrong-${i}`, nextIp())),
    );
    while (passwordHashing().running === 0) await new Promise((resolve) => setTimeout(resolve, 5));

    const asset = await timed(() => get("/assets/index-abc123.js", { "accept-encoding": "gzip, br" }));
    const photo = await timed(() => get("/media/photos/flood.jpg"));
    // The measurements ran inside the flood, not after it.
    const { running, waiting } = passwordHashing();
    expect(running + waiting).toBeGreaterThan(0);

    expect(asset.result.statusCode).toBe(200);
    expect(photo.result.statusCode).toBe(200);
    expect(photo.result.rawPayload.equals(PHOTO)).toBe(true);
    expect(asset.ms).toBeLessThan(1000);
    expect(photo.ms).toBeLessThan(1000);

    const answers = await flood;
    expect(answers.map((r) => r.json().code)).toEqual(Array(30).fill("LOGIN_FAILED"));
  }, 180_000);
});
