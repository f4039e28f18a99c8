/**
 * The HTML of a page of the app. Every page carries the site's settings and whether it is a visitor's
 * (contract/boot-data.ts), so the app paints without asking the API first. A visitor's logged-out page
 * (home, landers, information pages) is also server-rendered by the web app's SSR build
 * (web/src/entry-server.tsx): the hero and the entry warning are in the first paint, with the CSS they
 * need inlined and the rest of the stylesheet loaded without blocking (Beasties). Members get the shell:
 * their pages need their data.
 *
 * Rendered pages are kept per URL path, language and settings (which hold the visitor's country), so an
 * edit of a site's row makes new entries as soon as the site cache reloads, and old ones age out. A lander's
 * A/B variant (issue 16) is part of the key too: it changes the headline, and one visitor's variant must not
 * be served to another.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { INFO_PAGES, LANDER_NAMES } from "@amora/contract/app-routes";
import { type BootData, bootDataScript } from "@amora/contract/boot-data";
import type { LanderVisit } from "@amora/contract/landers";
import type { SupportedLocale } from "@amora/contract/locales";
import type { Settings } from "@amora/contract/settings";
import beasties from "beasties";
import type { FastifyBaseLogger } from "fastify";
import { LRUCache } from "lru-cache";

/** The pages a visitor lands on first; the rest of the app is a member's or a step of a flow. */
const SERVER_RENDERED = new RegExp(
  `^/(?:|${INFO_PAGES.join("|")}|landers/tinderswipe|landers/(?:${LANDER_NAMES.join("|")})(?:/[^/]+)?)/?$`,
);

/** Where the app's HTML goes in index.html; the boot screen between the marks shows until the app renders. */
const ROOT_CONTENT = /<!--app-->[\s\S]*<!--\/app-->/;

/** The package's types describe its CommonJS build; Node loads its ES module, whose default is the class. */
const Beasties = beasties as unknown as typeof beasties.default;

/** Marks a stylesheet the browser entry switches on (web/src/main.tsx). */
const DEFERRED_STYLESHEET = "data-deferred-stylesheet";

/** Rendered pages kept; a page is ~20–40 kB, so this bounds the cache to a few megabytes. */
const CACHE_ENTRIES = 200;
/**
 * An information page's text is edited in the back office, and a lander's profiles change (the API keeps them
 * 60 s): a rendered page is kept a minute at most.
 */
const CACHE_TTL_MS = 60_000;

export interface PageShell {
  lang: string;
  title: string;
  description: string;
}

export interface Page {
  /** The request's absolute URL. */
  url: string;
  pathname: string;
  shell: PageShell;
  settings: Settings;
  language: SupportedLocale;
  /** No session cookie came with the request. */
  visitor: boolean;
  /** A GET of the API as this request (its site and visitor's country), answering the JSON: for the pages' loaders. */
  api?: (path: string) => Promise<unknown>;
  /** On a lander: the visit's A/B variant (features/lander-variants). */
  lander?: LanderVisit;
}

/** What web/src/entry-server.tsx exports. */
interface ServerEntry {
  renderPage(page: {
    url: string;
    settings: Settings;
    language: SupportedLocale;
    api?: (path: string) => Promise<unknown>;
    lander?: LanderVisit;
  }): Promise<{ markup: string; router: unknown } | null>;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Fills the built index.html for one site and language, with the boot data and, when given, the app's HTML. */
export function renderIndexHtml(template: string, shell: PageShell, boot: BootData, markup?: string) {
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(shell.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shell.title)}</title>`)
    .replace(
      "</title>",
      `</title>\n    <meta name="description" content="${escapeHtml(shell.description)}" />`,
    )
    // A function, so `$` in the data is not read as a replacement pattern.
    .replace("</body>", () => `${bootDataScript(boot)}\n  </body>`);
  return markup === undefined ? html : html.replace(ROOT_CONTENT, () => markup);
}

export type PageHtml = (page: Page) => Promise<string>;

/**
 * The stylesheets of the lazy chunks (a screen's own CSS), which the browser loads with the screen's code:
 * their rules the page uses are inlined too, so the first paint already has the screen's layout.
 */
function chunkStylesheets(webDist: string, template: string): string[] {
  const assets = join(webDist, "assets");
  if (!existsSync(assets)) return [];
  return readdirSync(assets)
    .filter((file) => file.endsWith(".css") && !template.includes(file))
    .map((file) => `/assets/${file}`);
}

/**
 * The page writer for a built app. Without the SSR build (or with an index.html that has no place for the
 * app's HTML) every page is the shell.
 */
export async function createPageHtml(
  template: string,
  webDist: string,
  webServerDist: string,
  log: FastifyBaseLogger,
): Promise<PageHtml> {
  const shellOf = (page: Page) =>
    renderIndexHtml(template, page.shell, {
      settings: page.settings,
      visitor: page.visitor,
      ...(page.lander && { lander: page.lander }),
    });
  const entryFile = join(webServerDist, "entry-server.js");
  if (!ROOT_CONTENT.test(template) || !existsSync(entryFile)) {
    log.warn({ webServerDist }, "logged-out pages are not server-rendered: the SSR build is missing");
    return async (page) => shellOf(page);
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const critical = new Beasties({
    path: webDist,
    publicPath: "/",
    // The stylesheet stays where it was, as media="print" (which does not block the first paint); Beasties'
    // inline onload, which the CSP refuses, becomes a mark the browser entry switches it on by (main.tsx).
    // Moving it to the end of the body instead would put it after the screens' own stylesheets, which then
    // lose to Bootstrap's rules.
    preload: "media",
    additionalStylesheets: chunkStylesheets(webDist, template),
    pruneSource: false,
    reduceInlineStyles: false,
    logLevel: "warn",
  });
  const cache = new LRUCache<string, Promise<string | null>>({ max: CACHE_ENTRIES, ttl: CACHE_TTL_MS });

  async function render(page: Page): Promise<string | null> {
    const rendered = await entry.renderPage(page);
    if (!rendered) return null;
    const boot: BootData = {
      settings: page.settings,
      visitor: true,
      router: rendered.router,
      ...(page.lander && { lander: page.lander }),
      // Not the home page: its member teaser comes from the API once the app runs.
      ...(page.pathname !== "/" && { startOnIntent: true }),
    };
    const html = (
      await critical.process(renderIndexHtml(template, page.shell, boot, rendered.markup))
    ).replaceAll(` onload="this.media='all'"`, ` ${DEFERRED_STYLESHEET}`);
    // A page that starts the app on intent does not even fetch it before: `disabled` stylesheets are not
    // loaded (media="print" ones are, and parsed: ~30 ms at 4×); the app enables it as it starts.
    return boot.startOnIntent
      ? html.replaceAll(` media="print" ${DEFERRED_STYLESHEET}`, ` disabled ${DEFERRED_STYLESHEET}`)
      : html;
  }

  return async (page) => {
    if (!page.visitor || !SERVER_RENDERED.test(page.pathname)) return shellOf(page);
    const key = createHash("sha256")
      .update(JSON.stringify([page.pathname, page.language, page.shell, page.settings, page.lander ?? null]))
      .digest("base64url");
    let html = cache.get(key);
    if (!html) {
      // The promise is kept, so concurrent first requests for a page share one render.
      html = render(page).catch((err: unknown) => {
        log.error({ err, url: page.pathname }, "server rendering failed: the shell is sent");
        cache.delete(key);
        return null;
      });
      cache.set(key, html);
    }
    return (await html) ?? shellOf(page);
  };
}
