/** The built app's files from memory as the build compressed them; and assets and photos that stay fast while logins hash. */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, nextIp } from "../features/accounts/accounts-test-helpers.ts";
import { passwordHashing } from "../lib/passwords.ts";
import { seedSites } from "../seed/sites.ts";
import { buildTestApp } from "../test/test-app.ts";

/** Over the 1 KiB from which HTML is compressed. */
const INDEX = `<!doctype html><html lang="en"><head><title>Amora</title></head><body><div id="root"></div><!-- ${"padding ".repeat(200)}--></body></html>`;
/** Big enough that a file read takes many trips to the thread pool (64 KiB each), as the real bundle does. */
const SCRIPT = `${"export const filler = [\n"}${Array.from({ length: 40_000 }, (_, i) => `  "${i.toString(36)}-${randomBytes(12).toString("hex")}",`).join("\n")}\n];\n`;
/** A text file the build left without variants: sent plain, never compressed per request. */
const UNCOMPRESSED_CSS = `.a{color:red}\n${".b{color:blue}\n".repeat(200)}`;
const PHOTO = randomBytes(1024 * 1024);

let app: FastifyInstance;
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), "amora-web-"));
  writeFileSync(join(webDist, "index.html"), INDEX);
  mkdirSync(join(webDist, "assets"));
  // What web/vite.config.ts's compression step leaves next to a script.
  writeFileSync(join(webDist, "assets", "index-abc123.js"), SCRIPT);
  // The build's levels (brotli 11) would take seconds on this 1.6 MB script; any level decodes the same.
  writeFileSync(
    join(webDist, "assets", "index-abc123.js.br"),
    brotliCompressSync(SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  );
  writeFileSync(join(webDist, "assets", "index-abc123.js.gz"), gzipSync(SCRIPT));
  writeFileSync(join(webDist, "assets", "plain-def456.css"), UNCOMPRESSED_CSS);
  writeFileSync(join(webDist, "robots.txt"), "User-agent: *\n");
  writeFileSync(join(webDist, ".build-inputs"), "stamp");
  app = await buildTestApp({ seed: seedSites, config: { webDist, trustProxy: true } });
  mkdirSync(join(app.config.mediaDir, "photos"), { recursive: true });
  writeFileSync(join(app.config.mediaDir, "photos", "flood.jpg"), PHOTO);
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers: { host: "amora.test", ...headers } });

/** The body as the client reads it once it has undone the Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === "gzip") return gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.body;
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
}

const ASSET = "/assets/index-abc123.js";

describe("the built app's files", () => {
  it("sends the build's brotli or gzip variant as the client accepts, decoding to the same bytes", async () => {
    const cases: [string | undefined, string | undefined][] = [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
      ["br;q=0.5, gzip", "gzip"],
      ["gzip, br;q=0", "gzip"],
      ["*", "br"],
      ["br;q=0, gzip;q=0", undefined],
      ["identity", undefined],
      [undefined, undefined],
    ];
    for (const [accept, encoding] of cases) {
      const response = await get(ASSET, accept === undefined ? {} : { "accept-encoding": accept });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers["content-encoding"], accept).toBe(encoding);
      expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(response.headers.vary).toBe("accept-encoding");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(decoded(response), accept).toBe(SCRIPT);
    }
  });

  it("gives each encoding its own ETag and answers 304 only for the one it would send", async () => {
    const br = await get(ASSET, { "accept-encoding": "br" });
    const gzip = await get(ASSET, { "accept-encoding": "gzip" });
    const plain = await get(ASSET);
    const etags = [br, gzip, plain].map((r) => String(r.headers.etag));
    expect(new Set(etags).size).toBe(3);

    const again = await get(ASSET, { "accept-encoding": "br", "if-none-match": etags[0]! });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etags[0]);
    expect(again.headers.vary).toBe("accept-encoding");
    // A weak comparison, and a list.
    expect(
      (await get(ASSET, { "accept-encoding": "gzip", "if-none-match": `"x", W/${etags[1]}` })).statusCode,
    ).toBe(304);
    // The gzip copy's tag does not stand for the brotli body.
    const other = await get(ASSET, { "accept-encoding": "br", "if-none-match": etags[1]! });
    expect(other.statusCode).toBe(200);
    expect(decoded(other)).toBe(SCRIPT);
  });

  it("answers HEAD with the headers of the GET it stands for and no body", async () => {
    const head = await app.inject({ method: "HEAD", url: ASSET, headers: { "accept-encoding": "gzip" } });
    const gzip = await get(ASSET, { "accept-encoding": "gzip" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-encoding"]).toBe("gzip");
    expect(head.headers["content-length"]).toBe(gzip.headers["content-length"]);
    expect(head.headers.etag).toBe(gzip.headers.etag);
    expect(head.body).toBe("");
  });

  it("sends a file without variants plain, not compressed per request, and never the variants as files", async () => {
    const css = await get("/assets/plain-def456.css", { "accept-encoding": "br, gzip" });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-encoding"]).toBeUndefined();
    expect(css.headers.vary).toBeUndefined();
    expect(css.body).toBe(UNCOMPRESSED_CSS);
    expect((await get(`${ASSET}.br`)).statusCode).toBe(404);
    expect((await get(`${ASSET}.gz`)).statusCode).toBe(404);
    expect((await get("/.build-inputs")).body).not.toBe("stamp");
  });

  it("serves the build's other files with a short cache, small ones as they are", async () => {
    const robots = await get("/robots.txt", { "accept-encoding": "br" });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
    expect(robots.headers["content-encoding"]).toBeUndefined();
    expect(robots.body).toBe("User-agent: *\n");
    expect((await app.inject({ method: "HEAD", url: "/robots.txt" })).statusCode).toBe(200);
  });

  it("compresses the page's HTML per answer, to the same text as the plain one", async () => {
    const plain = await get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const [accept, encoding] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
      ["gzip;q=0", undefined],
    ] as const) {
      const page = await get("/", { "accept-encoding": accept });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-encoding"], accept).toBe(encoding);
      expect(page.headers.vary).toContain("accept-encoding");
      expect(decoded(page)).toBe(plain.body);
    }
  });

  it("keeps them out of the API's OpenAPI document", () => {
    const paths = Object.keys((app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain("/api/settings");
    expect(paths.filter((path) => !path.startsWith("/api/") && !path.startsWith("/dev/"))).toEqual([]);
  });
});

describe("the page's language", () => {
  const page = (host: string, cookie?: string) =>
    get("/", { host, ...(cookie ? { cookie } : {}) }).then((response) => response.body);

  it("is the one the app will pick, with the site's title in it, before any script runs", async () => {
    const chosen = await page("amora.test", "lang=fr");
    expect(chosen).toContain('<html lang="fr"');
    expect(chosen).toContain("<title>Amora – rencontrez des célibataires près de chez vous</title>");
    // The French site's default is French.
    expect(await page("amoursecret.test")).toContain('<html lang="fr"');
    // A cookie naming no interface language is no choice: the site's default, here English.
    const unknown = await page("amora.test", "lang=xx");
    expect(unknown).toContain('<html lang="en"');
    expect(unknown).toContain("<title>Amora – meet singles near you</title>");
  });

  it("is Dutch on the Dutch site, with the site's own title, and English with its English title when chosen", async () => {
    const dutch = await page("liefdesdate.test");
    expect(dutch).toContain('<html lang="nl"');
    expect(dutch).toContain("<title>Liefdesdate – daten met rijpere vrouwen</title>");
    const english = await page("liefdesdate.test", "lang=en");
    expect(english).toContain('<html lang="en"');
    expect(english).toContain("<title>Liefdesdate – dating mature women</title>");
  });
});

describe("the API's answers", () => {
  it("compresses JSON over 1 KiB as the client accepts, to the same JSON as the plain answer", async () => {
    const plain = await get("/api/settings.php");
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip;q=0", undefined],
    ] as const) {
      const response = await get("/api/settings.php", { "accept-encoding": accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"], accept).toBe(encoding);
      if (encoding) {
        expect(response.headers.vary).toContain("accept-encoding");
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      }
      expect(decoded(response)).toBe(plain.body);
    }
  });

  it("sends small JSON as it is", async () => {
    const small = await get("/api/user.php", { "accept-encoding": "br, gzip" });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});

/** web/dist when a build is there (the e2e step builds it; the unit suite does not). */
const WEB_DIST = join(import.meta.dirname, "../../../web/dist/assets");

describe("the web build", () => {
  it.skipIf(!existsSync(WEB_DIST))("leaves a .br and a .gz next to each script of 10 KiB or more", () => {
    const files = new Set(readdirSync(WEB_DIST));
    const scripts = [...files].filter(
      (name) => name.endsWith(".js") && statSync(join(WEB_DIST, name)).size >= 10 * 1024,
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(files, script).toContain(`${script}.br`);
      expect(files, script).toContain(`${script}.gz`);
    }
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
