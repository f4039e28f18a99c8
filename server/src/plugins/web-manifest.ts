/**
 * The web app manifest of each site (GET /manifest.webmanifest, issue 14), which makes the site installable
 * as an app of its own (spec §2's installed-app mode: display standalone), and the icons it lists, drawn from
 * the built app's mark (lib/app-icons.ts). One build serves every white-label site, so the manifest is written
 * per request from the site of the host: its name, description and language.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MANIFEST_PATH } from "@amora/contract/service-worker-paths";
import type { FastifyInstance } from "fastify";
import { APP_ICONS, type AppIconName, drawAppIcon } from "../lib/app-icons.ts";
import type { Site } from "./site.ts";

/** Launchers show about 12 characters under an icon. */
const SHORT_NAME_LENGTH = 12;
/** The mark is the build's: a new logo comes with a new build, so a week of caching is safe. */
const ICON_CACHE = "public, max-age=604800";
/** The page's background (web/src/styles/_theme.scss $body-bg): the splash screen while the app starts. */
const BACKGROUND = "#ffffff";
const THEME_COLOR = /<meta name="theme-color" content="(#[0-9a-fA-F]{3,8})"/;

export const APPLE_TOUCH_ICON_PATH = "/apple-touch-icon.png";
const iconPath = (name: AppIconName) =>
  name === "apple-touch-icon.png" ? APPLE_TOUCH_ICON_PATH : `/icons/${name}`;

function shortName(name: string): string {
  return name.length <= SHORT_NAME_LENGTH ? name : (name.split(" ")[0] ?? name).slice(0, SHORT_NAME_LENGTH);
}

export function webManifest(site: Pick<Site, "name" | "description" | "domainLanguage">, themeColor: string) {
  return {
    // The start URL's path: one app per site (per origin), whatever the start URL becomes later.
    id: "/",
    name: site.name,
    short_name: shortName(site.name),
    description: site.description,
    lang: site.domainLanguage,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: themeColor,
    background_color: BACKGROUND,
    icons: [
      { src: iconPath("app-192.png"), sizes: "192x192", type: "image/png", purpose: "any" },
      { src: iconPath("app-512.png"), sizes: "512x512", type: "image/png", purpose: "any" },
      { src: iconPath("app-maskable-512.png"), sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

export function registerWebManifest(app: FastifyInstance, options: { webDist: string }): void {
  const markPath = join(options.webDist, "favicon.svg");
  const indexPath = join(options.webDist, "index.html");
  if (!existsSync(markPath) || !existsSync(indexPath)) {
    app.log.warn({ webDist: options.webDist }, "no web app manifest: the web app is not built");
    return;
  }
  const mark = readFileSync(markPath);
  // The theme colour is the page's own (index.html's theme-color), so the app's bar matches the browser's.
  const themeColor = THEME_COLOR.exec(readFileSync(indexPath, "utf8"))?.[1] ?? BACKGROUND;
  const drawn = new Map<AppIconName, Promise<Buffer>>();

  app.get(MANIFEST_PATH, { schema: { hide: true } }, async (request, reply) =>
    reply
      .header("cache-control", "no-cache")
      .type("application/manifest+json; charset=utf-8")
      .send(JSON.stringify(webManifest(request.site, themeColor))),
  );

  for (const name of Object.keys(APP_ICONS) as AppIconName[]) {
    app.get(iconPath(name), { schema: { hide: true }, compress: false }, async (_request, reply) => {
      let icon = drawn.get(name);
      if (!icon) {
        // Concurrent first requests share one drawing; a failed one is tried again next time.
        icon = drawAppIcon(mark, name, themeColor);
        icon.catch(() => drawn.delete(name));
        drawn.set(name, icon);
      }
      return reply
        .header("cache-control", ICON_CACHE)
        .type("image/png")
        .send(await icon);
    });
  }
}
