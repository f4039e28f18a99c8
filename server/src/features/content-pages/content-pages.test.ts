/**
 * The information pages (issue 16): the defaults written once per site and language, `GET /api/page.php` in the
 * reader's language with the English fallback, and the back office's list, editor, versions, restore, preview
 * and the terms' "accept again" — with bad input (slugs, sizes, ids) and the audit lines.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PAGE_BODY_MAX } from "@amora/contract/admin-pages";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, contentPages, contentPageVersions, sites } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, signUpOk } from "../accounts/accounts-test-helpers.ts";
import { siteSettingsOf } from "../site-admin/site-admin-test-helpers.ts";
import { auditLines, makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";
import { ensureDefaultPages, type PageSource } from "./content-pages.service.ts";

/** Default texts of a few pages only: the others are missing, as before their files land. */
function fixtureDefaults(): string {
  const dir = mkdtempSync(join(tmpdir(), "page-defaults-"));
  const write = (language: string, slug: string, text: string) => {
    mkdirSync(join(dir, language, "pages"), { recursive: true });
    writeFileSync(join(dir, language, "pages", `${slug}.md`), text);
  };
  write(
    "en",
    "terms",
    "# Terms of {site_name}\n\nVersion of {terms_version_date}. Members are {min_age}+. Call {support_phone}.",
  );
  write("fr", "terms", "# Conditions de {site_name}\n\nVersion du {terms_version_date}.");
  write("en", "faq", "# FAQ\n\n## Account\n\n### Is it free?\n\nSigning up is.");
  write("en", "privacy", "# Privacy\n\nWrite to {support_email}.");
  write("en", "service", "no title line");
  return dir;
}

let app: FastifyInstance;
let admin: string;
let source: PageSource;
const warnings: string[] = [];
let amora: number;
let amour: number;

const siteId = async (domain: string) =>
  (await app.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, domain)))[0]?.id as number;

beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  admin = await staffSession(app, (await makeStaff(app, ["admin"])).id);
  source = { dir: fixtureDefaults(), warn: (message) => warnings.push(message) };
  amora = await siteId("amora.test");
  amour = await siteId("amoursecret.test");
});
afterAll(() => app.close());

const page = (slug: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: "GET",
    url: `/api/page.php?slug=${slug}`,
    headers: { host: "amora.test", ...headers },
  });
const get = (url: string, cookie = admin) => staffCall(app, "GET", url, { cookie });
const post = (url: string, payload: unknown, cookie = admin) =>
  staffCall(app, "POST", url, { cookie, payload });
const put = (url: string, payload: unknown, cookie = admin) =>
  staffCall(app, "PUT", url, { cookie, payload });
const pageId = async (site: number, language: string, slug: string) =>
  (
    await app.db
      .select({ id: contentPages.id })
      .from(contentPages)
      .where(
        and(eq(contentPages.siteId, site), eq(contentPages.language, language), eq(contentPages.slug, slug)),
      )
  )[0]?.id as number;

describe("the default pages", () => {
  it("are written once per site and language from the files there are, a warning for each missing one", async () => {
    // 3 sites × (en terms, faq, privacy; fr terms).
    expect(await ensureDefaultPages(app.db, source)).toBe(12);
    expect(warnings.some((w) => w.includes(join("fr", "pages", "cookies.md")) && w.includes("missing"))).toBe(
      true,
    );
    expect(warnings.some((w) => w.includes(join("en", "pages", "service.md")) && w.includes("# Title"))).toBe(
      true,
    );
    const versions = await app.db.select().from(contentPageVersions);
    expect(versions).toHaveLength(12);
    expect(versions.every((v) => v.version === 1 && v.staffId === null)).toBe(true);
  });

  it("are not written again, nor over an edited page", async () => {
    const id = await pageId(amora, "en", "privacy");
    expect(
      (await put(`/api/admin/pages/${id}`, { title: "Privacy", body: "Edited.", published: true }))
        .statusCode,
    ).toBe(200);
    expect(await ensureDefaultPages(app.db, source)).toBe(0);
    expect((await page("privacy")).json().html).toBe("<p>Edited.</p>\n");
  });
});

describe("GET /api/page.php", () => {
  it("answers the page in the site's language, placeholders filled, cacheable by shared caches per cookie", async () => {
    const response = await page("terms");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(response.headers.vary).toContain("Cookie");
    expect(response.json()).toMatchObject({
      slug: "terms",
      title: "Terms of Amora",
      // The phone as the settings give it: dashes and spaces stripped (spec §3).
      html: "<p>Version of 15 March 2024. Members are 18+. Call +442038071234.</p>\n",
      faq: null,
    });
    const fr = await app.inject({
      method: "GET",
      url: "/api/page.php?slug=terms",
      headers: { host: "amoursecret.test" },
    });
    expect(fr.json().title).toBe("Conditions de Amour Secret");
    expect(fr.json().html).toBe("<p>Version du 15 mars 2024.</p>\n");
  });

  it("writes the version's date as the page shows it: the interface language with the site's region, UTC", async () => {
    const label = (locale: string, iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
    const en = (await page("terms")).json();
    expect(en.updated_label).toBe(label("en-GB", en.updated_at));
    expect(en.updated_label).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    const frenchSite = { host: "amoursecret.test" };
    const fr = (
      await app.inject({ method: "GET", url: "/api/page.php?slug=terms", headers: frenchSite })
    ).json();
    expect(fr.updated_label).toBe(label("fr-FR", fr.updated_at));
    expect(fr.updated_label).toMatch(/^\d{1,2} [a-zéû]+ \d{4}$/);
    const englishThere = await app.inject({
      method: "GET",
      url: "/api/page.php?slug=terms",
      headers: { ...frenchSite, cookie: "lang=en" },
    });
    expect(englishThere.json().updated_label).toBe(label("en-FR", englishThere.json().updated_at));
  });

  it("follows the lang cookie, then the member's own language", async () => {
    expect((await page("terms", { cookie: "lang=fr" })).json().title).toBe("Conditions de Amora");
    const member = await signUpOk(app, { language: "fr" });
    expect((await page("terms", { cookie: `${member.cookie}; lang=en` })).json().title).toBe(
      "Conditions de Amora",
    );
  });

  it("falls back to English where the language has no page", async () => {
    const response = await page("faq", { cookie: "lang=fr" });
    expect(response.json().title).toBe("FAQ");
    expect(response.json().faq).toEqual([
      { title: "Account", items: [{ question: "Is it free?", html: "<p>Signing up is.</p>" }] },
    ]);
  });

  it("answers 404 PAGE_NOT_FOUND for an unknown or unpublished page, 400 for a slug that is no slug", async () => {
    const unknown = await page("nothing-here");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("PAGE_NOT_FOUND");
    expect((await page("cookies")).json().code).toBe("PAGE_NOT_FOUND");
    const created = await post("/api/admin/pages", {
      site_id: amora,
      language: "en",
      slug: "draft-offer",
      title: "Offer",
      body: "Soon",
      published: false,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await page("draft-offer")).json().code).toBe("PAGE_NOT_FOUND");
    for (const slug of ["..%2Fx", "A", "%3Cscript%3E", "x".repeat(61), ""]) {
      expect((await page(slug)).statusCode, slug).toBe(400);
    }
  });

  it("serves a saved change at once, though it keeps rendered pages", async () => {
    const id = await pageId(amora, "en", "terms");
    expect((await page("terms")).json().html).toContain("Version of");
    await put(`/api/admin/pages/${id}`, {
      title: "Terms",
      body: "New **terms** of {site_name}.",
      published: true,
    });
    expect((await page("terms")).json().html).toBe("<p>New <strong>terms</strong> of Amora.</p>\n");
    // A change of the site's settings shows at once too.
    const { input } = await siteSettingsOf(app, "amora.test");
    const saved = await put(`/api/admin/sites/${amora}`, { ...input, name: "Amora Max" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await page("terms")).json().html).toBe("<p>New <strong>terms</strong> of Amora Max.</p>\n");
  });
});

describe("the back office's pages", () => {
  it("lists them per site and language, searched by slug or title, sorted, paged", async () => {
    const all = (await get("/api/admin/pages?sort=slug&order=asc")).json();
    expect(all).toMatchObject({ page: 1, page_size: 25 });
    expect(all.total).toBeGreaterThanOrEqual(13);
    const fr = (await get(`/api/admin/pages?site_id=${amour}&language=fr`)).json();
    expect(fr.items.map((p: { slug: string }) => p.slug)).toEqual(["terms"]);
    expect(fr.items[0]).toMatchObject({ site_name: "Amour Secret", language: "fr", fixed: true, version: 1 });
    const found = (await get(`/api/admin/pages?site_id=${amour}&q=PRIV`)).json();
    expect(found.items.map((p: { title: string }) => p.title)).toEqual(["Privacy"]);
    expect((await get(`/api/admin/pages?site_id=${amour}&q=%25`)).json().total).toBe(0);
    const byTitle = (await get(`/api/admin/pages?site_id=${amour}&sort=title&order=desc`)).json();
    expect(byTitle.items.map((p: { title: string }) => p.title)).toEqual([
      "Terms of {site_name}",
      "Privacy",
      "FAQ",
      "Conditions de {site_name}",
    ]);
    expect((await get("/api/admin/pages?page=2&sort=slug")).json().items.length).toBe(
      Math.max(0, all.total - 25),
    );
    for (const bad of ["sort=password", "page=0", "language=ru", "site_id=abc", `q=${"x".repeat(101)}`]) {
      expect((await get(`/api/admin/pages?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it("are for admins only", async () => {
    const moderator = await staffSession(app, (await makeStaff(app, ["moderator", "support"])).id);
    expect((await get("/api/admin/pages", moderator)).statusCode).toBe(403);
    const member = await signUpOk(app);
    const asMember = await app.inject({
      method: "GET",
      url: "/api/admin/pages",
      headers: { ...CLIENT, host: "amora.test", cookie: member.cookie },
    });
    expect(asMember.statusCode).toBe(401);
  });

  it("save a version n+1 each time, keep the history, restore an old one as a new version, audited", async () => {
    const id = await pageId(amour, "en", "privacy");
    const first = await put(`/api/admin/pages/${id}`, { title: "Privacy 2", body: "Two", published: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().page).toMatchObject({ title: "Privacy 2", body: "Two", version: 2 });
    const [line] = await auditLines(app, 1);
    expect(line).toMatchObject({
      action: "pages.update",
      targetType: "content_page",
      targetId: String(id),
      before: { title: "Privacy", published: true, version: 1 },
      after: { title: "Privacy 2", published: true, version: 2, material_change: false },
    });
    await put(`/api/admin/pages/${id}`, { title: "Privacy 3", body: "Three", published: false });
    const restored = await post(`/api/admin/pages/${id}/restore`, { version: 1 });
    expect(restored.statusCode, restored.body).toBe(200);
    const { page: shown } = restored.json();
    expect(shown).toMatchObject({
      title: "Privacy",
      body: "Write to {support_email}.",
      version: 4,
      published: false,
    });
    expect(shown.versions.map((v: { version: number; title: string }) => [v.version, v.title])).toEqual([
      [4, "Privacy"],
      [3, "Privacy 3"],
      [2, "Privacy 2"],
      [1, "Privacy"],
    ]);
    expect(shown.versions[0].staff_email).toMatch(/@/);
    expect(shown.versions[3].staff_email).toBeNull();
    expect((await auditLines(app, 1))[0]).toMatchObject({
      action: "pages.restore",
      after: { version: 4, restored: 1 },
    });
    expect((await post(`/api/admin/pages/${id}/restore`, { version: 99 })).statusCode).toBe(404);
    expect((await post(`/api/admin/pages/${id}/restore`, { version: "1" })).statusCode).toBe(400);
    const again = (await get(`/api/admin/pages/${id}`)).json().page;
    expect(again).toMatchObject({
      id,
      site_id: amour,
      site_domain: "amoursecret.test",
      slug: "privacy",
      fixed: true,
    });
  });

  it("refuse a huge body or title, a missing field, an unknown id", async () => {
    const id = await pageId(amora, "en", "faq");
    const huge = await put(`/api/admin/pages/${id}`, {
      title: "FAQ",
      body: "x".repeat(PAGE_BODY_MAX + 1),
      published: true,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().code).toBe("VALIDATION_FAILED");
    const exact = await put(`/api/admin/pages/${id}`, {
      title: "FAQ",
      body: "x".repeat(PAGE_BODY_MAX),
      published: true,
    });
    expect(exact.statusCode).toBe(200);
    expect(
      (await put(`/api/admin/pages/${id}`, { title: "t".repeat(201), body: "", published: true })).statusCode,
    ).toBe(400);
    expect((await put(`/api/admin/pages/${id}`, { title: " ", body: "", published: true })).statusCode).toBe(
      400,
    );
    expect((await put(`/api/admin/pages/${id}`, { title: "FAQ", body: "x" })).statusCode).toBe(400);
    expect((await put(`/api/admin/pages/${id}`, { title: 5, body: "x", published: "yes" })).statusCode).toBe(
      400,
    );
    expect(
      (await put("/api/admin/pages/999999", { title: "FAQ", body: "", published: true })).statusCode,
    ).toBe(404);
    expect((await get("/api/admin/pages/999999")).statusCode).toBe(404);
    expect((await get("/api/admin/pages/-1")).statusCode).toBe(400);
  });

  it("create a /{token} page, refusing a slug that is no single segment, an app route, taken, or another site", async () => {
    const base = { site_id: amora, language: "en", title: "Summer", body: "Offer", published: true };
    const created = await post("/api/admin/pages", { ...base, slug: "summer-2026" });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().page).toMatchObject({ slug: "summer-2026", version: 1, fixed: false });
    expect((await auditLines(app, 1))[0]).toMatchObject({
      action: "pages.create",
      after: { slug: "summer-2026" },
    });
    expect((await page("summer-2026")).json().html).toBe("<p>Offer</p>\n");
    const issue = async (payload: object) => {
      const response = await post("/api/admin/pages", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      return response.json().issues?.[0]?.code;
    };
    expect(await issue({ ...base, slug: "../x" })).toBe("slug_invalid");
    expect(await issue({ ...base, slug: "a/b" })).toBe("slug_invalid");
    expect(await issue({ ...base, slug: "Summer" })).toBe("slug_invalid");
    for (const slug of ["admin", "members", "credits", "login", "landers", "api", "media", "terms", "faq"]) {
      expect(await issue({ ...base, slug })).toBe("slug_reserved");
    }
    expect(await issue({ ...base, slug: "summer-2026" })).toBe("slug_taken");
    // The same slug on another site or in another language is another page.
    expect(
      (await post("/api/admin/pages", { ...base, slug: "summer-2026", language: "fr" })).statusCode,
    ).toBe(200);
    expect(
      (await post("/api/admin/pages", { ...base, slug: "summer-2026", site_id: amour })).statusCode,
    ).toBe(200);
    expect(await issue({ ...base, slug: "elsewhere", site_id: 999_999 })).toBe("site_unknown");
    await issue({ ...base, slug: "x".repeat(61) });
    await issue({ ...base, slug: "ok", language: "ru" });
    await issue({ ...base, slug: "big", body: "x".repeat(PAGE_BODY_MAX + 1) });
    // Another site's token page is not served on this one.
    const other = await post("/api/admin/pages", { ...base, slug: "only-amour", site_id: amour });
    expect(other.statusCode).toBe(200);
    expect((await page("only-amour")).statusCode).toBe(404);
  });

  it("ask members to accept the terms again on a material change, which only the terms may be", async () => {
    const [company] = await app.db.select().from(companies).limit(1);
    expect(company?.termsChangedAt).toBeNull();
    const terms = await pageId(amora, "en", "terms");
    const before = Date.now();
    const saved = await put(`/api/admin/pages/${terms}`, {
      title: "Terms",
      body: "Since {terms_version_date}.",
      published: true,
      material_change: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [after] = await app.db
      .select()
      .from(companies)
      .where(eq(companies.id, company?.id as number));
    expect(after?.termsChangedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const today = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date());
    expect((await page("terms")).json().html).toBe(`<p>Since ${today}.</p>\n`);
    expect((await auditLines(app, 1))[0]).toMatchObject({ after: { material_change: true } });
    const faq = await pageId(amora, "en", "faq");
    const refused = await put(`/api/admin/pages/${faq}`, {
      title: "FAQ",
      body: "",
      published: true,
      material_change: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: "body.material_change", code: "terms_only" }]);
  });

  it("preview a draft as visitors would see it, sanitised, storing nothing", async () => {
    const count = async () => (await app.db.select().from(contentPageVersions)).length;
    const stored = await count();
    const preview = await post("/api/admin/pages/preview", {
      site_id: amour,
      language: "fr",
      slug: "faq",
      title: "Aide de {site_name}",
      body: "<script>alert(1)</script>\n\n## Compte\n\n### Gratuit ?\n\nOui, dès {min_age} ans.",
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      title: "Aide de Amour Secret",
      html: "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<h2>Compte</h2>\n<h3>Gratuit ?</h3>\n<p>Oui, dès 18 ans.</p>\n",
      faq: [{ title: "Compte", items: [{ question: "Gratuit ?", html: "<p>Oui, dès 18 ans.</p>" }] }],
    });
    expect(await count()).toBe(stored);
    expect(
      (await post("/api/admin/pages/preview", { site_id: 999_999, language: "en", title: "", body: "" }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post("/api/admin/pages/preview", {
          site_id: amora,
          language: "en",
          title: "",
          body: "x".repeat(PAGE_BODY_MAX + 1),
        })
      ).statusCode,
    ).toBe(400);
  });
});
