/**
 * Serves the built web app: hashed assets with long-cache headers, and index.html for every route of
 * spec §2 (history-mode fallback), with the site's title, description and language already in the HTML.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isAppRoute } from "@amora/contract/app-routes";
import { LOCALE_COOKIE } from "@amora/contract/constants";
import { pickDefaultLocale } from "@amora/contract/locales";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const HASHED_ASSET = /\/assets\//;

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
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      setHeaders(reply, path) {
        reply.header(
          "cache-control",
          HASHED_ASSET.test(path) ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
      },
    });
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
