/**
 * Server-rendered logged-out pages: the hero and the entry warning in the site's language in the HTML, the
 * settings in the boot data, the shell for members, new HTML when the settings change, and nothing a
 * setting holds can break out of the HTML. These render the real web app, so they need its build
 * (`npm run build -w web`); it is made here when missing.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { BOOT_DATA_ELEMENT_ID, type BootData } from "@amora/contract/boot-data";
import type { Settings } from "@amora/contract/settings";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { sites } from "../db/schema.ts";
import { seedSites } from "../seed/sites.ts";
import { buildTestApp } from "../test/test-app.ts";
import { createPageHtml, type Page } from "./page-render.ts";

const WEB = resolve(import.meta.dirname, "../../../web");
const webDist = join(WEB, "dist");
const webServerDist = join(WEB, "dist-server");

/** A value no page may let through as markup. */
const HOSTILE = `</script><script>alert(1)</script><!--"'&`;

function ensureWebBuild() {
  const built =
    existsSync(join(webServerDist, "entry-server.js")) &&
    readFileSync(join(webDist, "index.html"), "utf8").includes("<!--app-->");
  if (!built) execFileSync("npm", ["run", "build", "-w", "web"], { cwd: join(WEB, ".."), stdio: "ignore" });
}

function bootData(html: string): BootData {
  const match = new RegExp(
    `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error("the page has no boot data");
  return JSON.parse(match[1]) as BootData;
}

/** The HTML of #root: what the page shows before any script runs. */
function rootContent(html: string): string {
  return html.slice(html.indexOf('<div id="root">'), html.indexOf(`id="${BOOT_DATA_ELEMENT_ID}"`));
}

let app: FastifyInstance;
beforeAll(async () => {
  ensureWebBuild();
  app = await buildTestApp({
    seed: async (db: Database["db"]) => {
      await seedSites(db);
      // A site whose description tries to end the script element the settings travel in: its own, and the
      // English one its visitors read (decision 056).
      await db
        .update(sites)
        .set({ description: HOSTILE, textsByLanguage: { en: { description: HOSTILE } } })
        .where(eq(sites.domain, "liefdesdate.test"));
    },
    config: { webDist, webServerDist },
  });
}, 120_000);
afterAll(() => app.close());

const get = (url: string, host: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers: { host, ...headers } });

describe("a visitor's logged-out page", () => {
  it("has the hero, the entry warning and the site's title in English on the English site", async () => {
    const response = await get("/", "amora.test");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const html = response.body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("<title>Amora – meet singles near you</title>");
    const root = rootContent(html);
    expect(root).toContain('id="home-hero-title"');
    expect(root).toContain("Flirt, chat and date with");
    expect(root).toContain("Adults only (18+)");
    const boot = bootData(html);
    expect(boot.visitor).toBe(true);
    expect(boot.settings.domain).toBe("amora.test");
    expect(boot.router).toEqual({ loaderData: { root: null }, actionData: null });
    // The home page's member teaser comes from the API: its app starts after the first paint, not on intent.
    expect(boot.startOnIntent).toBeUndefined();
  });

  it("is in French on the French site, and for a French language cookie", async () => {
    const french = rootContent((await get("/", "amoursecret.test")).body);
    expect(french).toContain("Réservé aux adultes (18+)");
    expect(french).toContain("Flirtez, discutez et faites des rencontres");

    const chosen = await get("/", "amora.test", { cookie: "lang=fr" });
    expect(chosen.body).toContain('<html lang="fr"');
    expect(rootContent(chosen.body)).toContain("Réservé aux adultes (18+)");
  });

  it("renders a lander and an information page with their text and the warning", async () => {
    const landerHtml = (await get("/landers/gallery", "amoursecret.test")).body;
    const lander = rootContent(landerHtml);
    expect(lander).toContain("Découvrez des femmes près de chez vous");
    // Its loader asked the API in-process: the page hydrates with that answer.
    expect(bootData(landerHtml).router).toMatchObject({
      loaderData: { "lander-gallery": { niche: "", country: "FR", profiles: [] } },
    });
    // Outside the default layout the warning is for the strictest countries only (spec §2); France is not one.
    expect(lander).not.toContain("Réservé aux adultes (");

    // The swipe lander has no name segment of the landers' list: it is rendered too.
    expect(rootContent((await get("/landers/tinderswipe", "amoursecret.test")).body)).toContain(
      "Glissez à droite sur ceux qui vous plaisent",
    );

    const termsHtml = (await get("/terms", "amora.test")).body;
    const terms = rootContent(termsHtml);
    expect(terms).toMatch(/<h1[^>]*>Terms and conditions<\/h1>/);
    expect(terms).toContain("Adults only (18+)");

    // Both complete without the app: it starts at the visitor's first intent (decision 045).
    expect(bootData(landerHtml).startOnIntent).toBe(true);
    expect(bootData(termsHtml).startOnIntent).toBe(true);
  });

  it("inlines the CSS the page uses, the screens' own included, and does not block on the stylesheet", async () => {
    const html = (await get("/", "amora.test")).body;
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain("<style>");
    expect(head).toContain(".home-hero__text{text-align:center}");
    // Not blocking: media="print" until the browser entry switches it on; no inline handler (the CSP refuses it).
    expect(head).toMatch(
      /<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css" media="print" data-deferred-stylesheet>/,
    );
    expect(head).not.toContain("onload=");

    // A page that starts the app on intent does not even load it until the app starts (decision 045).
    const terms = (await get("/terms", "amora.test")).body;
    expect(terms.slice(0, terms.indexOf("</head>"))).toMatch(
      /<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css" disabled data-deferred-stylesheet>/,
    );
  });

  it("lets nothing a setting holds out as markup", async () => {
    const response = await get("/", "liefdesdate.test");
    expect(response.body).not.toContain("<script>alert(1)");
    expect(response.body).toContain('<meta name="description" content="&#60;/script&#62;');
    expect(bootData(response.body).settings.description).toBe(HOSTILE);
  });
});

describe("a member's page", () => {
  // Pages never look the session up (decision 017's fast path): a session cookie is what makes a member's page.
  it("is the shell with the settings, as the member's data is not on the server's page", async () => {
    const html = (await get("/", "amora.test", { cookie: "sid=a-session" })).body;
    expect(rootContent(html)).toContain('class="boot-screen"');
    expect(rootContent(html)).not.toContain("home-hero");
    const boot = bootData(html);
    expect(boot).toMatchObject({ visitor: false, settings: { domain: "amora.test" } });
    expect(boot.router).toBeUndefined();
    expect(boot.startOnIntent).toBeUndefined();
  });

  it("and so is a visitor's page the server does not render (the members list)", async () => {
    const html = (await get("/members", "amora.test")).body;
    expect(rootContent(html)).toContain('class="boot-screen"');
    expect(bootData(html)).toMatchObject({ visitor: true, settings: { domain: "amora.test" } });
  });
});

describe("an information page's text", () => {
  it("is in the first paint when the API gives it, and the browser hydrates with it", async () => {
    const template = readFileSync(join(webDist, "index.html"), "utf8");
    const pageHtml = await createPageHtml(template, webDist, webServerDist, app.log);
    const settings = bootData((await get("/", "amora.test")).body).settings;
    const asked: string[] = [];
    const content = {
      slug: "privacy",
      title: "Your privacy",
      html: "<h2>What we keep</h2><p>Only what the service needs.</p>",
      updated_at: "2026-03-14T10:00:00Z",
      updated_label: "14 March 2026",
      faq: null,
    };
    const html = await pageHtml({
      url: "http://amora.test/privacy",
      pathname: "/privacy",
      shell: { lang: "en", title: "Amora", description: "" },
      settings,
      language: "en",
      visitor: true,
      api: async (path) => {
        asked.push(path);
        return content;
      },
    });
    expect(asked).toEqual(["/api/page.php?slug=privacy"]);
    const root = rootContent(html);
    expect(root).toMatch(/<h1[^>]*>Your privacy<\/h1>/);
    expect(root).toContain("<h2>What we keep</h2><p>Only what the service needs.</p>");
    expect(root).toContain("Last updated 14 March 2026");
    expect(bootData(html).router).toMatchObject({ loaderData: { privacy: content } });
  });
});

describe("the rendered pages' cache", () => {
  it("renders anew when the site's settings change", async () => {
    const template = readFileSync(join(webDist, "index.html"), "utf8");
    const pageHtml = await createPageHtml(template, webDist, webServerDist, app.log);
    const settings = bootData((await get("/", "amora.test")).body).settings;
    const page = (changes: Partial<Settings>): Page => ({
      url: "http://amora.test/",
      pathname: "/",
      shell: { lang: "en", title: "Amora", description: "" },
      settings: { ...settings, ...changes },
      language: "en",
      visitor: true,
    });
    expect(await pageHtml(page({}))).toContain("Adults only (18+)");
    expect(await pageHtml(page({ min_age: 21 }))).toContain("Adults only (21+)");
    expect(await pageHtml(page({ enable_site_entry_popup: "no" }))).not.toContain("Adults only (");
  });
});
