/** Each site's web app manifest, its icons drawn from the build's mark, and the service worker never cached stale. */
import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSites } from "../seed/sites.ts";
import { buildTestApp } from "../test/test-app.ts";

const INDEX = `<!doctype html><html lang="en"><head><meta name="theme-color" content="#d42a74" /><title>Amora</title></head><body><div id="root"></div></body></html>`;
const WORKER = "self.addEventListener('push', () => {});\n";

let app: FastifyInstance;
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), "amora-web-"));
  writeFileSync(join(webDist, "index.html"), INDEX);
  writeFileSync(join(webDist, "sw.js"), WORKER);
  // The real mark, as the build copies it from web/public.
  copyFileSync(join(import.meta.dirname, "../../../web/public/favicon.svg"), join(webDist, "favicon.svg"));
  app = await buildTestApp({ seed: seedSites, config: { webDist } });
});
afterAll(() => app.close());

const get = (url: string, host = "amora.test") => app.inject({ method: "GET", url, headers: { host } });

describe("the web app manifest", () => {
  it("is each site's own: its name, description and language, standalone from the root", async () => {
    const amora = await get("/manifest.webmanifest");
    const amour = await get("/manifest.webmanifest", "amoursecret.test");
    expect(amora.statusCode).toBe(200);
    expect(amora.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(amora.headers["cache-control"]).toBe("no-cache");
    expect(amora.json()).toMatchObject({
      name: "Amora",
      short_name: "Amora",
      lang: "en-GB",
      display: "standalone",
      start_url: "/",
      scope: "/",
      theme_color: "#d42a74",
      background_color: "#ffffff",
    });
    expect(amour.json()).toMatchObject({ name: "Amour Secret", short_name: "Amour Secret", lang: "fr-FR" });
    expect(amour.json().description).not.toBe(amora.json().description);
  });

  it("lists icons that are real PNGs of the sizes it states, one of them maskable", async () => {
    const { icons } = (await get("/manifest.webmanifest")).json() as {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(icons.map((icon) => icon.purpose)).toEqual(["any", "any", "maskable"]);
    for (const icon of icons) {
      const response = await get(icon.src);
      expect(response.statusCode, icon.src).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      expect(response.headers["cache-control"]).toBe("public, max-age=604800");
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.format).toBe("png");
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
  });

  it("draws the mark on a transparent corner for launchers, and full-bleed in the theme colour where cropped", async () => {
    const corner = async (url: string) =>
      sharp((await get(url)).rawPayload)
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer();
    // The round mark leaves its corners transparent ...
    expect((await corner("/icons/app-512.png"))[3]).toBe(0);
    // ... the maskable and iOS icons fill them with the theme colour (#d42a74), which iOS would paint black.
    expect([...(await corner("/icons/app-maskable-512.png"))]).toEqual([0xd4, 0x2a, 0x74, 255]);
    expect([...(await corner("/apple-touch-icon.png"))]).toEqual([0xd4, 0x2a, 0x74, 255]);
    expect((await sharp((await get("/apple-touch-icon.png")).rawPayload).metadata()).width).toBe(180);
  });
});

describe("the service worker", () => {
  it("is served from the root as JavaScript that a browser checks before every use", async () => {
    const response = await get("/sw.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(WORKER);
    expect(response.headers["content-security-policy"]).toContain("worker-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("manifest-src 'self'");
  });
});
