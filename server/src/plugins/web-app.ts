/**
 * Serves the built web app: hashed assets with long-cache headers, and index.html for every route of
 * spec §2 (history-mode fallback), with the site's title, description, language and settings already in the
 * HTML, and a visitor's logged-out pages server-rendered (plugins/page-render.ts).
 *
 * The files are read once at boot and served from memory (decision 017): a request for the app's code never
 * waits for a file read on libuv's thread pool, which password hashing also uses. Their brotli and gzip
 * variants are made by the build (web/vite.config.ts), so the boot compresses nothing and no request does;
 * a file the build left without a variant is sent plain. index.html, filled per request, is compressed per
 * answer like the API's (plugins/compression.ts): it is small, and cheap at that quality.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { SESSION_COOKIE } from "@amora/contract/accounts";
import { isAppRoute } from "@amora/contract/app-routes";
import { LOCALE_COOKIE } from "@amora/contract/constants";
import type { LanderVisit } from "@amora/contract/landers";
import { pickDefaultLocale, type SupportedLocale } from "@amora/contract/locales";
import { NEXT_SCREENS_PATH, SERVICE_WORKER_PATH } from "@amora/contract/service-worker-paths";
import type { Settings } from "@amora/contract/settings";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { matchesEtag, negotiateEncoding } from "../lib/http/content-negotiation.ts";
import { compressedBody } from "./compression.ts";
import { createPageHtml } from "./page-render.ts";

const HASHED_ASSET = /\/assets\//;
/** Source maps carry the whole source: never served, even when a build left one in WEB_DIST (decision 019). */
const SOURCE_MAP = /\.map$/i;
/**
 * Files under a fixed name whose content changes with each build, which a browser must check before every
 * use: the service worker, so a new build's worker is installed at once rather than up to an hour later, and
 * the idle prefetch's list, which names the build's hashed files.
 */
const NEVER_STALE = new Set([SERVICE_WORKER_PATH, NEXT_SCREENS_PATH]);
/** Dot files (the build's input stamp) are the build's own notes, not the app's. */
const DOT_FILE = /(^|\/)\./;

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

/** The build's precompressed variants: the file name's suffix, most preferred first. */
const ENCODINGS = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;
type Encoding = (typeof ENCODINGS)[number]["encoding"];

const SAFE_PATH = /^[\w./~-]+$/;

/** One representation of a file: its bytes and an ETag of its own (a cache must not take one for another). */
interface Variant {
  body: Buffer;
  etag: string;
}

/** One file of the build, as it is sent. */
interface Asset {
  type: string;
  cacheControl: string;
  plain: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
  /** The encodings held, in ENCODINGS' order of preference. */
  encodings: Encoding[];
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A variant of a file the build compressed, when it left one: `x.js.br` for `x.js`. */
function isVariantOf(file: string, files: Set<string>): boolean {
  return ENCODINGS.some(({ suffix }) => file.endsWith(suffix) && files.has(file.slice(0, -suffix.length)));
}

/** Every file of the build but index.html (filled per request) and the variants, keyed by its URL path. */
export function loadAssets(webDist: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const files = new Set(listFiles(webDist));
  for (const file of files) {
    const urlPath = `/${relative(webDist, file).split(sep).join("/")}`;
    if (urlPath === "/index.html" || SOURCE_MAP.test(urlPath) || DOT_FILE.test(urlPath)) continue;
    if (isVariantOf(file, files)) continue;
    const body = readFileSync(file);
    const tag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
    const asset: Asset = {
      type: CONTENT_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream",
      cacheControl: HASHED_ASSET.test(urlPath)
        ? "public, max-age=31536000, immutable"
        : NEVER_STALE.has(urlPath)
          ? "no-cache"
          : "public, max-age=3600",
      plain: { body, etag: `"${tag}"` },
      encoded: {},
      encodings: [],
    };
    for (const { encoding, suffix } of ENCODINGS) {
      if (!files.has(file + suffix)) continue;
      asset.encoded[encoding] = { body: readFileSync(file + suffix), etag: `"${tag}-${encoding}"` };
      asset.encodings.push(encoding);
    }
    assets.set(urlPath, asset);
  }
  return assets;
}

function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: Asset) {
  const encoding = negotiateEncoding(request.headers["accept-encoding"], asset.encodings);
  const variant = (encoding && asset.encoded[encoding]) || asset.plain;
  reply.header("cache-control", asset.cacheControl).header("etag", variant.etag);
  // Every answer varies with Accept-Encoding when the file has variants, the plain one included.
  if (asset.encodings.length > 0) reply.header("vary", "accept-encoding");
  if (matchesEtag(request.headers["if-none-match"], variant.etag)) return reply.status(304).send();
  if (encoding) reply.header("content-encoding", encoding);
  return reply.type(asset.type).send(variant.body);
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/");
}

/**
 * A GET of the API from inside the server, as the page's visitor would make it: the same site (host) and
 * interface language (cookie), no session. A server render fetches an information page's text with it.
 */
/**
 * A GET of the API in-process, as the visitor's own request would make it: the same site, interface language
 * and address (so the same country). Answers the JSON body; any other status than 200 throws.
 */
async function ownApi(
  app: FastifyInstance,
  request: FastifyRequest,
  language: string,
  path: string,
): Promise<unknown> {
  const answer = await app.inject({
    method: "GET",
    url: path,
    headers: {
      host: request.headers.host ?? request.host,
      accept: "application/json",
      cookie: `${LOCALE_COOKIE}=${language}`,
    },
    remoteAddress: request.ip,
  });
  if (answer.statusCode !== 200) throw new Error(`GET ${path} answered ${answer.statusCode}`);
  return answer.json();
}

export interface WebAppOptions {
  webDist: string;
  webServerDist: string;
  /** What GET /api/settings.php would answer the request: the page carries it (plugins/page-render.ts). */
  settingsFor(request: FastifyRequest, language: SupportedLocale): Settings;
  /** The A/B variant a lander page's visit gets (features/lander-variants), or null when it is no lander. */
  landerVisitFor?(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    language: string,
  ): Promise<LanderVisit | null>;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The lander variant the page was given, for the visit counts; null on other pages. */
    landerVariant: string | null;
  }
}

export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  app.decorateRequest("landerVariant", null);
  const { webDist } = options;
  const indexPath = join(webDist, "index.html");
  const template = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : undefined;
  const pageHtml = template
    ? await createPageHtml(template, webDist, options.webServerDist, app.log)
    : undefined;
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
        // Sent as the build compressed them (or plain): @fastify/compress must not compress them again.
        compress: false,
        handler: (request, reply) => sendAsset(request, reply, asset),
      });
    }
  } else {
    app.log.warn({ webDist }, "the web app is not built: run `npm run build` (or use `npm run dev`)");
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (!wantsHtml(request) || HASHED_ASSET.test(pathname)) {
      return reply.status(404).send({ code: "NOT_FOUND", message: "Not found." });
    }
    if (!pageHtml) {
      return reply.status(503).type("text/plain").send("The web app is not built yet: run `npm run build`.");
    }
    const site = request.site;
    // The language the app will pick (i18n/configure.ts): the page's lang, title and texts are in it before it runs.
    const language = pickDefaultLocale(site.domainLanguage, request.cookies[LOCALE_COOKIE]);
    const settings = options.settingsFor(request, language);
    const lander = (await options.landerVisitFor?.(request, reply, pathname, language)) ?? undefined;
    // The figures count the visit with its variant (features/figures/figure-counters.ts).
    request.landerVariant = lander?.variant ?? null;
    const html = await pageHtml({
      url: `${request.protocol}://${request.host}${pathname}`,
      pathname,
      shell: { lang: language, title: settings.index_title, description: settings.description },
      settings,
      language,
      visitor: !request.cookies[SESSION_COOKIE],
      api: (path) => ownApi(app, request, language, path),
      lander,
    });
    // Unknown paths still get the app, which shows its 404 page; the status tells crawlers the truth.
    return reply
      .status(isAppRoute(pathname) ? 200 : 404)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(compressedBody(request, reply, html));
  });
}
