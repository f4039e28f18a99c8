/**
 * Sites and settings in the back office (issue 15, item 7): each rule of a site's settings with its exact
 * issue code, bad and huge input, the domain's uniqueness, re-auth for domains and prices, the audit
 * lines with before and after, company info, bundles per currency as members then see them, discount codes
 * (create, expire, redemptions, the list's paging, search, sort and status) and who may call what.
 */
import { STAFF_ROLES } from "@amora/contract/admin";
import type { SiteSettingsInput } from "@amora/contract/admin-sites";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountRedemptions, payments, sites, users } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { CLIENT, signUpOk } from "../accounts/accounts-test-helpers.ts";
import { auditLines, makeStaff, staffCall, staffSession } from "../staff/staff-test-helpers.ts";
import { discountInput } from "./site-admin.staff-examples.ts";
import { selectAnyBundle, siteSettingsOf } from "./site-admin-test-helpers.ts";

let app: FastifyInstance;
let admin: string;
let siteId: number;
let base: SiteSettingsInput;

beforeAll(async () => {
  app = await buildTestApp({ seed: seedSites, config: { trustProxy: true } });
  admin = await staffSession(app, (await makeStaff(app, ["admin"])).id);
  ({ id: siteId, input: base } = await siteSettingsOf(app, "amora.test"));
});
afterAll(() => app.close());

const put = (body: unknown, cookie = admin) =>
  staffCall(app, "PUT", `/api/admin/sites/${siteId}`, { cookie, payload: body });

const member = (who: { cookie: string }, url: string) =>
  app.inject({ method: "GET", url, headers: { ...CLIENT, host: "amora.test", cookie: who.cookie } });

const settings = async () =>
  (await app.inject({ method: "GET", url: "/api/settings.php", headers: { host: "amora.test" } })).json()
    .settings;

describe("a site's settings", () => {
  it("lists the sites, paged, searched by name or domain, sorted either way", async () => {
    const all = await staffCall(app, "GET", "/api/admin/sites?sort=domain&order=asc", { cookie: admin });
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((s: { domain: string }) => s.domain)).toEqual([
      "amora.test",
      "amoursecret.test",
      "liefdesdate.test",
    ]);
    expect(all.json()).toMatchObject({ total: 3, page: 1, page_size: 25 });
    const found = (await staffCall(app, "GET", "/api/admin/sites?q=AMOUR", { cookie: admin })).json();
    expect(found.items.map((s: { name: string }) => s.name)).toEqual(["Amour Secret"]);
    const none = (await staffCall(app, "GET", "/api/admin/sites?q=%25", { cookie: admin })).json();
    expect(none.total).toBe(0);
    const desc = (
      await staffCall(app, "GET", "/api/admin/sites?sort=name&order=desc", { cookie: admin })
    ).json();
    expect(desc.items[0].name).toBe("Liefdesdate");
  });

  it("shows every setting and the company; an unknown site is 404", async () => {
    const response = await staffCall(app, "GET", `/api/admin/sites/${siteId}`, { cookie: admin });
    expect(Object.keys(response.json().site)).toEqual(
      expect.arrayContaining([
        "domain",
        "niche",
        "minimum_message_costs",
        "photo_premoderation",
        "interests",
      ]),
    );
    expect(response.json().company.name).toBe("Amora Media B.V.");
    const missing = await staffCall(app, "GET", "/api/admin/sites/999999", { cookie: admin });
    expect([missing.statusCode, missing.json().code]).toEqual([404, "NOT_FOUND"]);
  });

  const RULES: [string, Partial<SiteSettingsInput>, string, string][] = [
    ["an empty name", { name: "  " }, "name", "required"],
    ["a name too long", { name: "x".repeat(121) }, "body.name", "too_big"],
    ["a domain without a dot", { domain: "localhost" }, "domain", "domain_invalid"],
    ["a domain with a space", { domain: "amo ra.test" }, "domain", "domain_invalid"],
    ["a domain with a scheme", { domain: "https://amora.test" }, "domain", "domain_invalid"],
    ["a domain with a path", { domain: "amora.test/x" }, "domain", "domain_invalid"],
    ["an alias that is no host", { aliases: ["ok.test", "-bad.test"] }, "aliases.1", "domain_invalid"],
    ["another site's domain", { domain: "amoursecret.test" }, "domain", "domain_taken"],
    ["another site's domain as an alias", { aliases: ["liefdesdate.test"] }, "aliases.0", "domain_taken"],
    ["a language that is no tag", { domain_language: "english" }, "domain_language", "language_invalid"],
    ["a CDN prefix without a slash", { cdn_prefix: "media" }, "cdn_prefix", "cdn_prefix_invalid"],
    ["a CDN prefix over http", { cdn_prefix: "http://cdn.test/" }, "cdn_prefix", "cdn_prefix_invalid"],
    ["niche 0", { niche: 0 }, "niche", "niche_range"],
    ["niche 8", { niche: 8 }, "niche", "niche_range"],
    ["negative message credits", { message_credits: -1 }, "message_credits", "credits_range"],
    ["negative signup credits", { signup_credits: -5 }, "signup_credits", "credits_range"],
    ["negative photo credits", { photo_credits: -1 }, "photo_credits", "credits_range"],
    ["huge gift credits", { gift_credits: 10_001 }, "gift_credits", "credits_range"],
    ["a message length of 19", { message_length: 19 }, "message_length", "message_length_range"],
    ["a message length of 5001", { message_length: 5001 }, "message_length", "message_length_range"],
    ["refund days of 366", { refund_days: 366 }, "refund_days", "refund_days_range"],
    ["a minimum age of 17", { min_age: 17 }, "min_age", "min_age_range"],
    ["no countries", { countries: [] }, "countries", "countries_required"],
    ["an unknown country", { countries: ["NL", "XX"] }, "countries.1", "country_unknown"],
    ["a country twice", { countries: ["NL", "BE", "NL"] }, "countries.2", "country_duplicate"],
    [
      "a language for an unknown country",
      { country_languages: { ZZ: "en" } },
      "country_languages.ZZ",
      "country_unknown",
    ],
    ["an unknown language", { country_languages: { BE: "xx" } }, "country_languages.BE", "language_invalid"],
    ["a phone of letters", { support_phone: "call us" }, "support_phone", "phone_invalid"],
    ["a phone too short", { support_phone: "+31 12" }, "support_phone", "phone_invalid"],
    ["an e-mail without @", { support_email: "support.amora.test" }, "support_email", "email_invalid"],
    ["no fictional icon", { fictional_icon: "" }, "fictional_icon", "required"],
    ["a fictional icon of five characters", { fictional_icon: "*****" }, "fictional_icon", "too_long"],
    ["no fictional warning", { fictional_warning: " " }, "fictional_warning", "required"],
    ["no mail name", { mail_name: "" }, "mail_name", "required"],
    [
      "an unknown profile field",
      { visible_profile_fields: ["shoe_size"] },
      "visible_profile_fields.0",
      "field_unknown",
    ],
    ["an unknown search field", { search_fields: ["gender", "income"] }, "search_fields.1", "field_unknown"],
    ["an unknown interest", { interests: ["sushi", "golf"] }, "interests.1", "interest_unknown"],
    [
      "a negative message cost",
      { minimum_message_costs: { NL: { costs: -0.01, currency: "EUR" } } },
      "minimum_message_costs.NL.costs",
      "cost_range",
    ],
    [
      "a message cost in thousandths",
      { minimum_message_costs: { NL: { costs: 0.495, currency: "EUR" } } },
      "minimum_message_costs.NL.costs",
      "cost_range",
    ],
    [
      "a message cost in an unknown currency",
      { minimum_message_costs: { NL: { costs: 0.5, currency: "XYZ" } } },
      "minimum_message_costs.NL.currency",
      "currency_unknown",
    ],
    [
      "a message cost for an unknown country",
      { minimum_message_costs: { QQ: { costs: 0.5, currency: "EUR" } } },
      "minimum_message_costs.QQ",
      "country_unknown",
    ],
  ];

  it.each(RULES)("refuses %s with its issue", async (_name, patch, field, code) => {
    const response = await put({ ...base, ...patch });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe("VALIDATION_FAILED");
    const path = field.startsWith("body.") ? field : `body.${field}`;
    expect(response.json().issues).toContainEqual({ path, code });
  });

  it("refuses wrong types, missing fields, huge numbers and texts before any rule", async () => {
    const { name: _name, ...withoutName } = base;
    for (const body of [
      withoutName,
      { ...base, niche: "3" },
      { ...base, niche: 2.5 },
      { ...base, message_credits: 1e12 },
      { ...base, signups: "sometimes" },
      { ...base, countries: "NL" },
      { ...base, description: "x".repeat(100_000) },
      { ...base, aliases: Array.from({ length: 21 }, (_, i) => `a${i}.test`) },
      { ...base, texts_by_language: { xx: { index_title: "Nope" } } },
      { ...base, texts_by_language: { fr: { fictional_warning: "x".repeat(501) } } },
      { ...base, texts_by_language: { fr: { fictional_warning: 3 } } },
      { ...base, texts_by_language: ["fr"] },
      [],
      null,
    ]) {
      const response = await put(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
    expect(
      (await staffCall(app, "PUT", "/api/admin/sites/0", { cookie: admin, payload: base })).statusCode,
    ).toBe(400);
    expect(
      (await staffCall(app, "PUT", "/api/admin/sites/999999", { cookie: admin, payload: base })).statusCode,
    ).toBe(404);
  });

  it("saves every setting, stores the phone without dashes or spaces, and the site serves the change at once", async () => {
    const changed: SiteSettingsInput = {
      ...base,
      name: "Amora Deluxe",
      niche: 7,
      signups: "closed",
      support_phone: "+44 20 - 3807 9999",
      support_email: "help@amora.test",
      message_credits: 0,
      message_length: 5000,
      photo_premoderation: true,
      countries: ["GB", "IE"],
      interests: ["sushi"],
    };
    const response = await put(changed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().site).toMatchObject({
      name: "Amora Deluxe",
      niche: 7,
      support_phone: "+442038079999",
      photo_premoderation: true,
    });
    const [row] = await app.db.select().from(sites).where(eq(sites.id, siteId));
    expect(row?.supportPhone).toBe("+442038079999");
    expect(row?.photoPremoderation).toBe(true);
    expect(await settings()).toMatchObject({
      name: "Amora Deluxe",
      niche_slug_prefix: "gay",
      signups: "closed",
      message_credits: 0,
      countries: ["GB", "IE"],
      interests: ["sushi"],
    });
    const [line] = await auditLines(app, 1);
    expect(line).toMatchObject({ action: "site.update", targetType: "site", targetId: String(siteId) });
    expect(line?.before).toMatchObject({ name: "Amora", niche: 1, photo_premoderation: false });
    expect(line?.after).toMatchObject({ name: "Amora Deluxe", niche: 7, photo_premoderation: true });
    // Only what changed is in the line.
    expect(Object.keys(line?.after as object)).not.toContain("domain");
    expect((await put(base)).statusCode).toBe(200);
  });

  it("saves the site texts per language, trimmed and without empty ones, answered in the reader's language", async () => {
    expect(base.texts_by_language.fr?.fictional_singular).toBe("profil fictif");
    const response = await put({
      ...base,
      texts_by_language: {
        fr: { fictional_singular: "  profil d’animation ", fictional_plural: "" },
        de: { fictional_singular: "Chatprofil" },
        it: { index_title: " " },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().site.texts_by_language).toEqual({
      fr: { fictional_singular: "profil d’animation" },
      de: { fictional_singular: "Chatprofil" },
    });
    const french = (
      await app.inject({
        method: "GET",
        url: "/api/settings.php",
        headers: { host: "amora.test", cookie: "lang=fr" },
      })
    ).json().settings;
    expect(french.fictional_singular).toBe("profil d’animation");
    // Emptied: the site's own value.
    expect(french.fictional_plural).toBe("fictional profiles");
    expect((await settings()).fictional_singular).toBe("fictional profile");
    const [line] = await auditLines(app, 1);
    expect(Object.keys(line?.after as object)).toEqual(["texts_by_language"]);
    expect((await put(base)).statusCode).toBe(200);
  });

  it("asks for re-authentication before a new domain or message cost, not before a text", async () => {
    const stale = await staffSession(
      app,
      (await makeStaff(app, ["admin"])).id,
      new Date(Date.now() - 6 * 60_000),
    );
    const domain = await put({ ...base, domain: "amora-new.test" }, stale);
    expect([domain.statusCode, domain.json().code]).toEqual([403, "REAUTH_REQUIRED"]);
    const costs = await put(
      {
        ...base,
        minimum_message_costs: { ...base.minimum_message_costs, NL: { costs: 0.99, currency: "EUR" } },
      },
      stale,
    );
    expect([costs.statusCode, costs.json().code]).toEqual([403, "REAUTH_REQUIRED"]);
    expect((await settings()).domain).toBe("amora.test");
    expect((await put({ ...base, description: "Fresh words." }, stale)).statusCode).toBe(200);
    // The same costs in another key order are no change: no re-authentication.
    const reordered = Object.fromEntries(Object.entries(base.minimum_message_costs).reverse());
    expect((await put({ ...base, minimum_message_costs: reordered }, stale)).statusCode).toBe(200);
    const moved = await put({
      ...base,
      domain: " WWW.Amora-New.Test. ",
      minimum_message_costs: { NL: { costs: 0.99, currency: "EUR" } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().site.domain).toBe("amora-new.test");
    const [line] = await auditLines(app, 1);
    expect(line?.before).toMatchObject({ domain: "amora.test" });
    expect(line?.after).toMatchObject({
      domain: "amora-new.test",
      minimum_message_costs: { NL: { costs: 0.99, currency: "EUR" } },
    });
    const served = await app.inject({
      method: "GET",
      url: "/api/settings.php",
      headers: { host: "amora-new.test" },
    });
    expect(served.json().settings.minimum_message_costs).toEqual({ NL: { costs: 0.99, currency: "EUR" } });
    expect((await put(base)).statusCode).toBe(200);
  });
});

describe("company info", () => {
  const company = async () =>
    (await staffCall(app, "GET", `/api/admin/sites/${siteId}`, { cookie: admin })).json().company;

  it("checks and saves the company, shown on the sites at once, audited", async () => {
    const { id, added: _added, ...input } = await company();
    const bad = await staffCall(app, "PUT", `/api/admin/companies/${id}`, {
      cookie: admin,
      payload: {
        ...input,
        name: "",
        country: "XX",
        support_phone: "phone",
        delete_discount: 101,
        tradenames: ["ok", " "],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: "body.name", code: "required" },
      { path: "body.country", code: "country_unknown" },
      { path: "body.tradenames.1", code: "required" },
      { path: "body.support_phone", code: "phone_invalid" },
      { path: "body.delete_discount", code: "percentage_range" },
    ]);
    const saved = await staffCall(app, "PUT", `/api/admin/companies/${id}`, {
      cookie: admin,
      payload: { ...input, city: "Rotterdam", support_phone: "+31 10 - 123 45 67", delete_discount: 30 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().company).toMatchObject({ city: "Rotterdam", support_phone: "+31101234567" });
    const info = await app.inject({
      method: "GET",
      url: "/api/companyinfo.php",
      headers: { host: "amora.test" },
    });
    expect(info.json().companyinfo).toMatchObject({ city: "Rotterdam", delete_discount: 30 });
    const [line] = await auditLines(app, 1);
    expect(line).toMatchObject({
      action: "company.update",
      before: { city: "Amsterdam", delete_discount: 50 },
    });
    expect(line?.after).toEqual({ city: "Rotterdam", support_phone: "+31101234567", delete_discount: 30 });
    const missing = await staffCall(app, "PUT", "/api/admin/companies/999999", {
      cookie: admin,
      payload: input,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("credit bundles", () => {
  it("lists a site's bundles per currency, inactive ones too", async () => {
    const eur = await staffCall(app, "GET", `/api/admin/sites/${siteId}/bundles?currency=EUR`, {
      cookie: admin,
    });
    expect(eur.json().bundles.map((b: { credits: number }) => b.credits)).toEqual([25, 60, 150, 350, 800]);
    expect(eur.json().bundles[0]).toMatchObject({
      currency: "EUR",
      price_cents: 995,
      badge: null,
      active: true,
    });
    const gbp = await staffCall(app, "GET", `/api/admin/sites/${siteId}/bundles?currency=GBP`, {
      cookie: admin,
    });
    expect(gbp.json().bundles[2]).toMatchObject({ credits: 150, price_cents: 3495, badge: "popular" });
    for (const query of ["currency=XXX", "currency=", ""]) {
      const bad = await staffCall(app, "GET", `/api/admin/sites/${siteId}/bundles?${query}`, {
        cookie: admin,
      });
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it("a new price is what members are offered next, after re-authentication, audited", async () => {
    const bundle = await selectAnyBundle(app);
    const body = {
      credits: bundle.credits,
      price_cents: 1234,
      badge: null,
      position: bundle.position,
      active: true,
    };
    const stale = await staffSession(app, (await makeStaff(app, ["admin"])).id, null);
    const refused = await staffCall(app, "PUT", `/api/admin/bundles/${bundle.id}`, {
      cookie: stale,
      payload: body,
    });
    expect([refused.statusCode, refused.json().code]).toEqual([403, "REAUTH_REQUIRED"]);
    // A badge or position alone is no price: no re-authentication.
    const badge = await staffCall(app, "PUT", `/api/admin/bundles/${bundle.id}`, {
      cookie: stale,
      payload: { ...body, price_cents: bundle.priceCents, badge: "best_value" },
    });
    expect(badge.statusCode, badge.body).toBe(200);
    const saved = await staffCall(app, "PUT", `/api/admin/bundles/${bundle.id}`, {
      cookie: admin,
      payload: body,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [line] = await auditLines(app, 1);
    expect(line).toMatchObject({ action: "bundle.update", targetId: String(bundle.id) });
    expect(line?.before).toMatchObject({ currency: "EUR", price_cents: 995, badge: "best_value" });
    expect(line?.after).toEqual({ price_cents: 1234, badge: null });
    const anna = await signUpOk(app, { country: "NL", region: "NH", city: "Amsterdam" });
    await app.db.update(users).set({ status: "active" }).where(eq(users.id, anna.user.id));
    const offer = (await member(anna, "/api/credits.php")).json();
    expect(offer.bundles[0]).toMatchObject({ id: bundle.id, price_cents: 1234, currency: "EUR" });
    // Switched off: no longer offered.
    await staffCall(app, "PUT", `/api/admin/bundles/${bundle.id}`, {
      cookie: admin,
      payload: { ...body, active: false },
    });
    expect(
      (await member(anna, "/api/credits.php")).json().bundles.map((b: { id: number }) => b.id),
    ).not.toContain(bundle.id);
    await staffCall(app, "PUT", `/api/admin/bundles/${bundle.id}`, {
      cookie: admin,
      payload: { ...body, price_cents: 995 },
    });
  });

  it("refuses bad bundles with their issues", async () => {
    const bundle = await selectAnyBundle(app);
    const body = { credits: 25, price_cents: 995, badge: null, position: 0, active: true };
    const cases: [object, string, string][] = [
      [{ credits: 0 }, "body.credits", "bundle_credits_range"],
      [{ credits: 100_001 }, "body.credits", "bundle_credits_range"],
      [{ price_cents: 0 }, "body.price_cents", "price_range"],
      [{ price_cents: -100 }, "body.price_cents", "price_range"],
      [{ price_cents: 10_000_001 }, "body.price_cents", "price_range"],
      [{ position: 100 }, "body.position", "position_range"],
    ];
    for (const [patch, path, code] of cases) {
      const response = await staffCall(app, "PUT", `/api/admin/bundles/${bundle.id}`, {
        cookie: admin,
        payload: { ...body, ...patch },
      });
      expect(response.json().issues, JSON.stringify(patch)).toEqual([{ path, code }]);
    }
    for (const patch of [
      { badge: "cheapest" },
      { price_cents: 9.95 },
      { price_cents: 1e15 },
      { active: "yes" },
    ]) {
      const response = await staffCall(app, "PUT", `/api/admin/bundles/${bundle.id}`, {
        cookie: admin,
        payload: { ...body, ...patch },
      });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
    }
    const missing = await staffCall(app, "PUT", "/api/admin/bundles/999999", {
      cookie: admin,
      payload: body,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("adds a bundle in a currency; an unknown currency is refused", async () => {
    const body = {
      currency: "SEK",
      credits: 2000,
      price_cents: 299_500,
      badge: null,
      position: 5,
      active: true,
    };
    const bad = await staffCall(app, "POST", `/api/admin/sites/${siteId}/bundles`, {
      cookie: admin,
      payload: { ...body, currency: "XYZ" },
    });
    expect(bad.json().issues).toEqual([{ path: "body.currency", code: "currency_unknown" }]);
    const made = await staffCall(app, "POST", `/api/admin/sites/${siteId}/bundles`, {
      cookie: admin,
      payload: body,
    });
    expect(made.statusCode, made.body).toBe(200);
    const sek = await staffCall(app, "GET", `/api/admin/sites/${siteId}/bundles?currency=SEK`, {
      cookie: admin,
    });
    expect(sek.json().bundles.at(-1)).toMatchObject({ credits: 2000, price_cents: 299_500, position: 5 });
    expect((await auditLines(app, 1))[0]).toMatchObject({ action: "bundle.create" });
  });
});

describe("discount codes", () => {
  const create = (body: object) =>
    staffCall(app, "POST", "/api/admin/discount-codes", { cookie: admin, payload: body });

  it("creates a code with its conditions; a code taken in any case is refused", async () => {
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    const response = await create({
      ...discountInput("Spring20"),
      site_id: siteId,
      country: "NL",
      expires_at: expires,
      percentage: 20,
      currency: "EUR",
      minimum_order_cents: 1995,
      validity: "single_use",
      payment_methods: ["ideal", "creditcard"],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().code).toMatchObject({
      code: "Spring20",
      site_name: "Amora",
      country: "NL",
      percentage: 20,
      status: "active",
      validity: "single_use",
      redemptions: 0,
      expires_at: expires,
    });
    const [line] = await auditLines(app, 1);
    expect(line).toMatchObject({ action: "discount.create", after: { code: "Spring20", percentage: 20 } });
    const again = await create(discountInput("SPRING20"));
    expect(again.json().issues).toEqual([{ path: "body.code", code: "code_taken" }]);
  });

  it("refuses bad codes with their issues", async () => {
    const cases: [object, string, string][] = [
      [{ code: "a b" }, "body.code", "code_invalid"],
      [{ code: "ab" }, "body.code", "code_invalid"],
      [{ percentage: 0 }, "body.percentage", "percentage_range"],
      [{ percentage: 101 }, "body.percentage", "percentage_range"],
      [{ country: "XX" }, "body.country", "country_unknown"],
      [{ currency: "XYZ" }, "body.currency", "currency_unknown"],
      [{ minimum_order_cents: 1000 }, "body.currency", "required"],
      [{ expires_at: "tomorrow" }, "body.expires_at", "date_invalid"],
      [{ expires_at: "2020-01-01T00:00:00Z" }, "body.expires_at", "date_past"],
      [{ payment_methods: ["cash"] }, "body.payment_methods.0", "method_unknown"],
      [{ site_id: 999_999 }, "body.site_id", "site_unknown"],
      [{ user_id: 999_999 }, "body.user_id", "member_unknown"],
    ];
    for (const [patch, path, code] of cases) {
      const response = await create({ ...discountInput("GOODCODE"), ...patch });
      expect(response.json().issues, JSON.stringify(patch)).toEqual([{ path, code }]);
    }
    for (const patch of [
      { percentage: 1e12 },
      { percentage: "10" },
      { code: "x".repeat(41) },
      { validity: "forever" },
    ]) {
      expect(
        (await create({ ...discountInput("GOODCODE"), ...patch })).statusCode,
        JSON.stringify(patch),
      ).toBe(400);
    }
  });

  it("expires a code: members can no longer use it, and the list says so", async () => {
    const made = (await create(discountInput("ENDSOON"))).json().code;
    const anna = await signUpOk(app, { country: "NL", region: "NH", city: "Amsterdam" });
    await app.db.update(users).set({ status: "active" }).where(eq(users.id, anna.user.id));
    expect((await member(anna, "/api/discountcode.php?code=endsoon")).statusCode).toBe(200);
    const expired = await staffCall(app, "POST", `/api/admin/discount-codes/${made.id}/expire`, {
      cookie: admin,
    });
    expect(expired.statusCode, expired.body).toBe(200);
    expect(expired.json().code.status).toBe("inactive");
    const [line] = await auditLines(app, 1);
    expect(line).toMatchObject({
      action: "discount.expire",
      before: { status: "active", expires_at: null },
      after: { status: "inactive" },
    });
    const refused = await member(anna, "/api/discountcode.php?code=endsoon");
    expect(refused.json().code).toBe("DISCOUNT_NOT_FOUND");
    const inactive = (
      await staffCall(app, "GET", "/api/admin/discount-codes?status=inactive&q=endsoon", { cookie: admin })
    ).json();
    expect(inactive.items.map((c: { code: string }) => c.code)).toEqual(["ENDSOON"]);
    expect(
      (await staffCall(app, "POST", "/api/admin/discount-codes/999999/expire", { cookie: admin })).statusCode,
    ).toBe(404);
  });

  it("shows who redeemed a code, and counts them in the list", async () => {
    const made = (await create(discountInput("USED2"))).json().code;
    const buyers = [];
    for (const n of [1, 2]) {
      const who = await signUpOk(app, { country: "NL", region: "NH", city: "Amsterdam" });
      const [payment] = await app.db
        .insert(payments)
        .values({
          publicId: `pay-used-${n}`,
          userId: who.user.id,
          siteId,
          credits: 60,
          amountCents: 1796,
          currency: "EUR",
          discountCodeId: made.id,
          discountCode: "USED2",
          discountCents: 199,
          method: "ideal",
          country: "NL",
          provider: "sandbox",
          status: "paid",
        })
        .returning();
      await app.db
        .insert(discountRedemptions)
        .values({ codeId: made.id, userId: who.user.id, paymentId: payment?.id ?? 0 });
      buyers.push(who.body.email);
    }
    const response = await staffCall(app, "GET", `/api/admin/discount-codes/${made.id}/redemptions`, {
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 2, page: 1 });
    expect(
      response
        .json()
        .items.map((r: { email: string }) => r.email)
        .sort(),
    ).toEqual(buyers.sort());
    expect(response.json().items[0]).toMatchObject({
      amount_cents: 1796,
      discount_cents: 199,
      currency: "EUR",
      status: "paid",
    });
    const listed = (
      await staffCall(app, "GET", "/api/admin/discount-codes?sort=redemptions&order=desc", { cookie: admin })
    ).json();
    expect(listed.items[0]).toMatchObject({ code: "USED2", redemptions: 2 });
    expect(
      (await staffCall(app, "GET", "/api/admin/discount-codes/999999/redemptions", { cookie: admin }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await staffCall(app, "GET", `/api/admin/discount-codes/${made.id}/redemptions?page=0`, {
          cookie: admin,
        })
      ).statusCode,
    ).toBe(400);
  });

  it("lists codes paged, searchable (taking % literally) and sorted", async () => {
    for (const code of ["ZZLIST1", "ZZLIST2", "ZZLIST3"])
      await create({ ...discountInput(code), percentage: Number(code.at(-1)) * 10 });
    const byPercentage = (
      await staffCall(app, "GET", "/api/admin/discount-codes?q=zzlist&sort=percentage&order=asc", {
        cookie: admin,
      })
    ).json();
    expect(byPercentage.items.map((c: { code: string }) => c.code)).toEqual([
      "ZZLIST1",
      "ZZLIST2",
      "ZZLIST3",
    ]);
    expect(byPercentage).toMatchObject({ total: 3, page_size: 25 });
    const byCode = (
      await staffCall(app, "GET", "/api/admin/discount-codes?q=zzlist&sort=code&order=desc", {
        cookie: admin,
      })
    ).json();
    expect(byCode.items[0].code).toBe("ZZLIST3");
    expect(
      (await staffCall(app, "GET", "/api/admin/discount-codes?q=%25", { cookie: admin })).json().total,
    ).toBe(0);
    const later = (
      await staffCall(app, "GET", "/api/admin/discount-codes?q=zzlist&page=2", { cookie: admin })
    ).json();
    expect(later.items).toEqual([]);
    for (const query of ["sort=price", "status=gone", "page=10001", "order=up"]) {
      expect(
        (await staffCall(app, "GET", `/api/admin/discount-codes?${query}`, { cookie: admin })).statusCode,
        query,
      ).toBe(400);
    }
  });
});

describe("who may", () => {
  it("admins only: every other role is refused every sites-and-settings call", async () => {
    for (const role of STAFF_ROLES.filter((r) => r !== "admin")) {
      const cookie = await staffSession(app, (await makeStaff(app, [role])).id);
      for (const [method, url] of [
        ["GET", "/api/admin/sites"],
        ["GET", `/api/admin/sites/${siteId}`],
        ["PUT", `/api/admin/sites/${siteId}`],
        ["GET", "/api/admin/discount-codes"],
      ] as const) {
        const response = await staffCall(app, method, url, {
          cookie,
          ...(method === "PUT" ? { payload: base } : {}),
        });
        expect([response.statusCode, response.json().code], `${role} ${method} ${url}`).toEqual([
          403,
          "FORBIDDEN",
        ]);
      }
    }
    const anna = await signUpOk(app);
    const asMember = await staffCall(app, "GET", "/api/admin/sites", { cookie: anna.cookie });
    expect(asMember.statusCode).toBe(401);
  });
});
