import { INTERESTS } from "@amora/contract/interests";
import {
  CompanyInfoResponseSchema,
  RegionsResponseSchema,
  SettingsResponseSchema,
} from "@amora/contract/settings";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "../../db/schema.ts";
import { seedSites } from "../../seed/sites.ts";
import { buildTestApp } from "../../test/test-app.ts";
import { normaliseHost, stripPhone } from "./sites.service.ts";

/** Every settings field spec §3 names ("push public key" as push_public_key). */
const SPEC_SETTINGS_FIELDS = [
  "name",
  "domain",
  "domain_language",
  "cdn_prefix",
  "niche",
  "signups",
  "logged_out_search",
  "logged_out_search_trafficsource",
  "geoip_country",
  "geoip_selected_country",
  "minimum_message_costs",
  "support_phone",
  "support_email",
  "push_public_key",
  "fictional_icon",
  "enable_site_entry_popup",
  "countries",
  "index_title",
  "description",
  "visible_profile_fields",
  "visible_profile_notes",
  "message_credits",
  "signup_credits",
  "photo_credits",
  "gift_credits",
  "message_length",
  "search_fields",
  "fictional_warning",
  "fictional_singular",
  "fictional_plural",
  "refund_days",
  "member_resell",
  "company_id",
  "mail_name",
  "interests",
  "region_data",
];

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    seed: async (db) => {
      await seedSites(db);
      // Liefdesdate with only some texts in French: the others fall back to its own (Dutch) values.
      await db
        .update(sites)
        .set({ textsByLanguage: { fr: { fictional_warning: "Avertissement en français." } } })
        .where(eq(sites.domain, "liefdesdate.test"));
    },
    config: { trustProxy: true },
  });
});
afterAll(() => app.close());

async function settingsFor(headers: Record<string, string> = {}, url = "/api/settings.php") {
  const response = await app.inject({ method: "GET", url, headers });
  expect(response.statusCode).toBe(200);
  return SettingsResponseSchema.parse(response.json()).settings;
}

describe("GET /api/settings.php", () => {
  it("answers every field of spec §3 for the default site", async () => {
    const response = await app.inject({ method: "GET", url: "/api/settings.php" });
    expect(response.statusCode).toBe(200);
    const settings = response.json().settings;
    for (const field of SPEC_SETTINGS_FIELDS) expect(settings).toHaveProperty(field);
    expect(settings.name).toBe("Amora");
    expect(settings.domain_language).toBe("en-GB");
  });

  it("strips dashes and whitespace from support_phone", async () => {
    expect((await settingsFor()).support_phone).toBe("+442038071234");
  });

  it("gives the minimum message cost per country with costs and currency", async () => {
    const costs = (await settingsFor()).minimum_message_costs;
    expect(costs.NL).toEqual({ costs: 0.49, currency: "EUR" });
    expect(costs.GB).toEqual({ costs: 0.45, currency: "GBP" });
    expect(costs.US).toEqual({ costs: 0.59, currency: "USD" });
  });

  it("picks the site by the request host, with or without port and www", async () => {
    expect((await settingsFor({ host: "amoursecret.test" })).name).toBe("Amour Secret");
    expect((await settingsFor({ host: "www.AmourSecret.test:3000" })).domain_language).toBe("fr-FR");
    expect((await settingsFor({ host: "liefdesdate.test" })).signups).toBe("with_trafficsource");
  });

  it("answers the site texts in the interface language: the language cookie, else the site's default", async () => {
    const texts = (settings: Awaited<ReturnType<typeof settingsFor>>) => [
      settings.index_title,
      settings.fictional_singular,
    ];
    expect(texts(await settingsFor())).toEqual(["Amora – meet singles near you", "fictional profile"]);
    expect(texts(await settingsFor({ cookie: "lang=fr" }))).toEqual([
      "Amora – rencontrez des célibataires près de chez vous",
      "profil fictif",
    ]);
    // The French site's default is French, its own texts; English ones for an English cookie.
    expect(texts(await settingsFor({ host: "amoursecret.test" }))[1]).toBe("profil d’animation");
    expect(texts(await settingsFor({ host: "amoursecret.test", cookie: "lang=en" }))[1]).toBe(
      "entertainment profile",
    );
    // A language with no interface is no choice: the site's default.
    expect(texts(await settingsFor({ host: "amoursecret.test", cookie: "lang=xx" }))[1]).toBe(
      "profil d’animation",
    );
    const response = await app.inject({
      method: "GET",
      url: "/api/settings.php",
      headers: { cookie: "lang=fr" },
    });
    expect(response.headers.vary).toContain("Cookie");
  });

  it("falls back to the site's own value for a text it has not in the language", async () => {
    const french = await settingsFor({ host: "liefdesdate.test", cookie: "lang=fr" });
    expect(french.fictional_warning).toBe("Avertissement en français.");
    expect(french.fictional_plural).toBe("chatprofielen");
    expect(french.index_title).toBe("Liefdesdate – daten met rijpere vrouwen");
    // No English values at all: the Dutch site's English interface shows its own texts.
    expect((await settingsFor({ host: "liefdesdate.test" })).fictional_singular).toBe("chatprofiel");
  });

  it("gives an unknown host the default site", async () => {
    expect((await settingsFor({ host: "unknown.example" })).name).toBe("Amora");
  });

  it("answers the same at the path without .php, and honours a domain the query names", async () => {
    expect((await settingsFor({}, "/api/settings")).name).toBe("Amora");
    expect((await settingsFor({}, "/api/settings.php?domain=liefdesdate.test&network=abc")).name).toBe(
      "Liefdesdate",
    );
    expect((await settingsFor({}, "/api/settings.php?domain=nowhere.test")).name).toBe("Amora");
  });

  it("takes the visitor's country from the IP address and preselects it when the site serves it", async () => {
    const dutch = await settingsFor({ "x-forwarded-for": "145.1.1.1" });
    expect(dutch.geoip_country).toBe("NL");
    expect(dutch.geoip_selected_country).toBe("NL");
    expect(dutch.region_data.country).toBe("NL");
    expect(dutch.region_data.label).toBe("province");
    expect(dutch.region_data.regions).toHaveLength(12);
    const onFrenchSite = await settingsFor({ host: "amoursecret.test", "x-forwarded-for": "145.1.1.1" });
    expect(onFrenchSite.geoip_country).toBe("NL");
    expect(onFrenchSite.geoip_selected_country).toBe("FR");
    const local = await settingsFor({ "x-forwarded-for": "127.0.0.1" });
    expect(local.geoip_country).toBeNull();
  });

  it("chooses the landing slug prefix by niche", async () => {
    expect((await settingsFor()).niche_slug_prefix).toBe("");
    const niche5 = await settingsFor({ host: "liefdesdate.test" });
    expect(niche5.niche).toBe(5);
    expect(niche5.niche_slug_prefix).toBe("gilf");
  });

  it("offers all interests when the site does not narrow them", async () => {
    expect((await settingsFor()).interests).toEqual([...INTERESTS]);
  });
});

describe("GET /api/companyinfo.php", () => {
  it("answers the company behind the site with a stripped phone and the terms version", async () => {
    const response = await app.inject({ method: "GET", url: "/api/companyinfo.php" });
    expect(response.statusCode).toBe(200);
    const { companyinfo } = CompanyInfoResponseSchema.parse(response.json());
    expect(companyinfo).toMatchObject({
      name: "Amora Media B.V.",
      kvk: "87654321",
      support_phone: "+31201234567",
      vat_numbers: ["NL864512379B01"],
      delete_discount: 50,
      added: "2024-03-15T09:00:00.000Z",
      terms_version: "2024-03-15T09:00:00.000Z",
    });
  });
});

describe("GET /api/interests.php", () => {
  it("answers the interests of spec §3 in order", async () => {
    const response = await app.inject({ method: "GET", url: "/api/interests.php" });
    expect(response.json().interests).toEqual([...INTERESTS]);
    expect(response.json().interests).toHaveLength(51);
    expect(response.json().interests).toContain("exchangingpictures");
  });
});

describe("GET /api/regions.php", () => {
  it("answers the regions of the 19 countries with each country's label", async () => {
    const response = await app.inject({ method: "GET", url: "/api/regions.php" });
    const { regions } = RegionsResponseSchema.parse(response.json());
    expect(Object.keys(regions)).toHaveLength(19);
    expect(regions.CH?.label).toBe("canton");
    expect(regions.CH?.regions).toHaveLength(26);
    expect(regions.US?.label).toBe("state");
    expect(regions.PL?.label).toBe("voivodeship");
    expect(regions.NL?.regions.map((r) => r.code)).toContain("NH");
    expect(response.headers["cache-control"]).toContain("max-age=86400");
  });
});

describe("helpers", () => {
  it("normalises hosts", () => {
    expect(normaliseHost("WWW.Amora.test:8080")).toBe("amora.test");
    expect(normaliseHost("amora.test.")).toBe("amora.test");
  });
  it("strips phones", () => {
    expect(stripPhone("+31 20 - 123\t45-67")).toBe("+31201234567");
  });
});
