/**
 * Serves the built web app: hashed assets with long-cache headers, and index.html for every route of
 * spec §2 (history-mode fallback), with the site's title, description and language already in the HTML.
 *
 * The files are read once at boot and served from memory, with gzip and brotli variants made then
 * (decision 017): a request for the app's code never waits for a file read on libuv's thread pool, which
 * password hashing also uses, and never compresses anything per request.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { isAppRoute } from "@amora/contract/app-routes";
import { LOCALE_COOKIE } from "@amora/contract/constants";
import { pickDefaultLocale } from "@amora/contract/locales";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const HASHED_ASSET = /\/assets\//;
/** Source maps carry the whole source: never served, even when a build left one in WEB_DIST (decision 019). */
const SOURCE_MAP = /\.map$/i;

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".wasm": "application/wasm",
};
/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".json",
  ".webmanifest",
  ".txt",
  ".xml",
  ".svg",
  ".ico",
  ".ttf",
  ".wasm",
]);
/** Below this a compressed body saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024;

const SAFE_PATH = /^[\w./~-]+$/;

/** One file of the build, as it is sent. */
interface Asset {
  type: string;
  cacheControl: string;
  etag: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every file of the build but index.html (filled per request), keyed by its URL path. */
export function loadAssets(webDist: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const file of listFiles(webDist)) {
    const urlPath = `/${relative(webDist, file).split(sep).join("/")}`;
    if (urlPath === "/index.html" || SOURCE_MAP.test(urlPath)) continue;
    const ext = extname(file).toLowerCase();
    const body = readFileSync(file);
    const asset: Asset = {
      type: CONTENT_TYPES[ext] ?? "application/octet-stream",
      cacheControl: HASHED_ASSET.test(urlPath)
        ? "public, max-age=31536000, immutable"
        : "public, max-age=3600",
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      body,
    };
    if (COMPRESSIBLE.has(ext) && body.length >= MIN_COMPRESS_BYTES) {
      const br = brotliCompressSync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      const gzip = gzipSync(body, { level: zlibConstants.Z_BEST_COMPRESSION });
      if (br.length < body.length) asset.br = br;
      if (gzip.length < body.length) asset.gzip = gzip;
    }
    assets.set(urlPath, asset);
  }
  return assets;
}

/** Whether the client takes an encoding (listed, or by `*`, and not with q=0). */
function accepts(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.toLowerCase().split(",")) {
    const [rawName = "", ...params] = part.split(";");
    const name = rawName.trim();
    const q = params.map((p) => p.replace(/\s/g, "")).find((p) => p.startsWith("q="));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === encoding) return allowed;
    if (name === "*") wildcard = allowed;
  }
  return wildcard;
}

function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: Asset) {
  reply
    .header("cache-control", asset.cacheControl)
    .header("etag", asset.etag)
    .header("vary", "accept-encoding");
  if (request.headers["if-none-match"] === asset.etag) return reply.status(304).send();
  const accept = request.headers["accept-encoding"];
  const [encoding, body] =
    asset.br && accepts(accept, "br")
      ? ["br", asset.br]
      : asset.gzip && accepts(accept, "gzip")
        ? ["gzip", asset.gzip]
        : [undefined, asset.body];
  if (encoding) reply.header("content-encoding", encoding);
  return reply.type(asset.type).send(body);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Fills the built index.html for one site and language. */
export function renderIndexHtml(
  template: string,
  page: { lang: string; title: string; description: string },
) {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      "</title>",
      `</title>\n    <meta name="description" content="${escapeHtml(page.description)}" />`,
    );
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/");
}

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexPath = join(webDist, "index.html");
  const template = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : undefined;
  if (template) {
    const assets = loadAssets(webDist);
    for (const [url, asset] of assets) {
      // A route path would read ':' or '*' as a parameter; the build names its files without them.
      if (!SAFE_PATH.test(url)) {
        app.log.warn({ url }, "not serving a built file with an unusual name");
        continue;
      }
      app.route({
        method: ["GET", "HEAD"],
        url,
        // The app's own files, not calls of the API: the OpenAPI document leaves them out.
        schema: { hide: true },
        handler: (request, reply) => sendAsset(request, reply, asset),
      });
    }
  } else {
    app.log.warn({ webDist }, "the web app is not built: run `npm run build` (or use `npm run dev`)");
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (!wantsHtml(request) || HASHED_ASSET.test(pathname)) {
      return reply.status(404).send({ code: "NOT_FOUND", message: "Not found." });
    }
    if (!template) {
      return reply.status(503).type("text/plain").send("The web app is not built yet: run `npm run build`.");
    }
    const site = request.site;
    const html = renderIndexHtml(template, {
      lang: pickDefaultLocale(site.domainLanguage, request.cookies[LOCALE_COOKIE]),
      title: site.indexTitle,
      description: site.description,
    });
    // Unknown paths still get the app, which shows its 404 page; the status tells crawlers the truth.
    return reply
      .status(isAppRoute(pathname) ? 200 : 404)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(html);
  });
}
