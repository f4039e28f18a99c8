/**
 * Sites and settings (issue 15, item 7): the list, a site's settings in sections checked before sending
 * (the texts in the staff member's language), the server's issues on their fields, the company, and a
 * bundle's new price saved after re-authentication.
 */
import type { AdminBundle, AdminCompany, AdminSite } from "@amora/contract/admin-sites";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import {
  type ApiCall,
  apiError,
  json,
  type MockHandler,
  mockApi,
  validationFailed,
} from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { stubMatchMedia, testStaff } from "../admin-test-data.ts";

stubMatchMedia();
afterEach(() => localStorage.clear());

function testSite(extra: Partial<AdminSite> = {}): AdminSite {
  return {
    id: 1,
    company_id: 1,
    is_default: true,
    name: "Amora",
    domain: "amora.test",
    aliases: ["www.amora.test"],
    domain_language: "en-GB",
    cdn_prefix: "/media/",
    niche: 1,
    signups: "all",
    logged_out_search: true,
    logged_out_search_trafficsource: true,
    minimum_message_costs: { NL: { costs: 0.49, currency: "EUR" } },
    support_phone: "+442038071234",
    support_email: "support@amora.test",
    fictional_icon: "✱",
    enable_site_entry_popup: "yes",
    countries: ["US", "NL"],
    country_languages: {},
    index_title: "Amora – meet singles",
    description: "Flirt and chat.",
    visible_profile_fields: ["sexuality"],
    visible_profile_notes: true,
    message_credits: 1,
    signup_credits: 0,
    photo_credits: 2,
    gift_credits: 5,
    message_length: 1000,
    search_fields: ["gender"],
    fictional_warning: "Profiles marked ✱ are fictional.",
    fictional_singular: "fictional profile",
    fictional_plural: "fictional profiles",
    refund_days: 14,
    member_resell: false,
    mail_name: "Amora",
    min_age: 18,
    show_language_dropdown: true,
    us_footer: true,
    interests: [],
    photo_premoderation: false,
    texts_by_language: { de: { fictional_singular: "Chatprofil" } },
    ...extra,
  };
}

const company: AdminCompany = {
  id: 1,
  name: "Amora Media B.V.",
  address: "Herengracht 420",
  kvk: "87654321",
  city: "Amsterdam",
  country: "NL",
  tradenames: ["Amora"],
  vat_numbers: ["NL864512379B01"],
  support_phone: "+31201234567",
  delete_discount: 50,
  added: "2024-03-15T09:00:00.000Z",
};

const bundles: AdminBundle[] = [
  { id: 11, currency: "USD", credits: 25, price_cents: 1095, badge: null, position: 0, active: true },
  { id: 12, currency: "USD", credits: 150, price_cents: 4395, badge: "popular", position: 2, active: true },
];

function siteServer(handlers: Record<string, MockHandler> = {}) {
  return mockApi({
    "GET /api/admin/me": json(200, { staff: testStaff() }),
    "GET /api/admin/sites": json(200, {
      items: [
        {
          id: 1,
          name: "Amora",
          domain: "amora.test",
          countries: ["US", "NL"],
          is_default: true,
          company: "Amora Media B.V.",
        },
      ],
      total: 1,
      page: 1,
      page_size: 25,
    }),
    "GET /api/admin/sites/1": json(200, { site: testSite(), company }),
    "GET /api/admin/sites/1/bundles": (call) =>
      json(200, { bundles: bundles.filter((b) => b.currency === call.query.get("currency")) }),
    "GET /api/admin/sites/1/lander-variants": json(200, {
      variants: [{ id: 5, lander: "gallery", variant: "b", weight: 30, headline: { en: "Tonight" } }],
    }),
    ...handlers,
  });
}

const settingsForm = () => screen.findByRole("form", { name: "Site settings" });

describe("the sites", () => {
  it("lists the sites and opens one's settings in sections", async () => {
    const api = siteServer();
    await renderApp("/admin/sites");
    await screen.findByRole("heading", { level: 1, name: "Sites and settings" });
    expect(Object.fromEntries(api.callsTo("GET /api/admin/sites").at(-1)?.query ?? [])).toEqual({
      sort: "name",
      order: "asc",
      page: "1",
    });
    await userEvent.click(await screen.findByRole("link", { name: "Amora" }));
    await screen.findByRole("heading", { level: 1, name: "Settings of Amora" });
    const form = await settingsForm();
    for (const section of [
      "Identity",
      "Signups and search",
      "Profiles and photos",
      "Credits and costs",
      "Fictional profiles' texts",
      "Mail and support",
    ]) {
      expect(within(form).getByRole("group", { name: section })).toBeTruthy();
    }
    expect((within(form).getByLabelText("Domain") as HTMLInputElement).value).toBe("amora.test");
    expect((within(form).getByLabelText("NL: cost") as HTMLInputElement).value).toBe("0.49");
    expect(screen.getByRole("form", { name: "Bundle: 150 (USD)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Company" })).toBeTruthy();
  });

  it("checks the rules before sending, each field's issue in English", async () => {
    const api = siteServer();
    await renderApp("/admin/sites?site=1");
    const form = await settingsForm();
    await userEvent.clear(within(form).getByLabelText("Domain"));
    await userEvent.type(within(form).getByLabelText("Domain"), "not a domain");
    await userEvent.clear(within(form).getByLabelText("Credits per message"));
    await userEvent.type(within(form).getByLabelText("Credits per message"), "-1");
    await userEvent.clear(within(form).getByLabelText("Longest message (characters)"));
    await userEvent.type(within(form).getByLabelText("Longest message (characters)"), "99999");
    await userEvent.clear(within(form).getByLabelText("Support e-mail"));
    await userEvent.type(within(form).getByLabelText("Support e-mail"), "nobody");
    await userEvent.click(within(form).getByRole("button", { name: "Save the settings" }));
    expect(await within(form).findByText("4 fields need a look before saving.")).toBeTruthy();
    expect(
      within(form).getByText(
        "Enter a domain such as amora.example: letters, digits and hyphens, a dot, no www, port or path.",
      ),
    ).toBeTruthy();
    expect(within(form).getByText("Enter a whole number of credits from 0 to 10000.")).toBeTruthy();
    expect(within(form).getByText("Enter a length in characters from 20 to 5000.")).toBeTruthy();
    expect(within(form).getByText("Enter a valid e-mail address.")).toBeTruthy();
    expect(within(form).getByLabelText("Domain").getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("PUT /api/admin/sites/1")).toEqual([]);
  });

  it("speaks French to a French-speaking staff member", async () => {
    localStorage.setItem("admin-language", "fr");
    siteServer();
    await renderApp("/admin/sites?site=1", { language: "fr" });
    const form = await screen.findByRole("form", { name: "Réglages du site" });
    await userEvent.selectOptions(within(form).getByLabelText("Niche"), "7");
    await userEvent.clear(within(form).getByLabelText("Âge minimum pour s’inscrire"));
    await userEvent.type(within(form).getByLabelText("Âge minimum pour s’inscrire"), "16");
    await userEvent.click(within(form).getByRole("button", { name: "Enregistrer les réglages" }));
    expect(await within(form).findByText("Saisissez un âge de 18 à 99 ans.")).toBeTruthy();
    expect(within(form).getByText("1 champ est à revoir avant d’enregistrer.")).toBeTruthy();
  });

  it("saves the settings, and shows the server's issue on its field", async () => {
    let answer: ReturnType<typeof json> = validationFailed(["body.domain", "domain_taken"]);
    const api = siteServer({ "PUT /api/admin/sites/1": () => answer });
    await renderApp("/admin/sites?site=1");
    const form = await settingsForm();
    await userEvent.clear(within(form).getByLabelText("Domain"));
    await userEvent.type(within(form).getByLabelText("Domain"), "amoursecret.test");
    await userEvent.click(within(form).getByLabelText("New photos wait for a moderator"));
    await userEvent.click(within(form).getByRole("button", { name: "Save the settings" }));
    expect(await within(form).findByText("Another site already uses this domain.")).toBeTruthy();
    expect(api.callsTo("PUT /api/admin/sites/1")[0]?.body).toMatchObject({
      domain: "amoursecret.test",
      photo_premoderation: true,
      niche: 1,
      minimum_message_costs: { NL: { costs: 0.49, currency: "EUR" } },
    });
    answer = json(200, { site: testSite({ domain: "amora-new.test", photo_premoderation: true }), company });
    await userEvent.clear(within(form).getByLabelText("Domain"));
    await userEvent.type(within(form).getByLabelText("Domain"), "amora-new.test");
    await userEvent.click(within(form).getByRole("button", { name: "Save the settings" }));
    expect(
      await within(form).findByText("Saved. Every server shows the new settings within seconds."),
    ).toBeTruthy();
    expect(within(form).queryByText("Another site already uses this domain.")).toBeNull();
  });

  it("edits the site texts per language, each optional, checked before sending", async () => {
    const api = siteServer({ "PUT /api/admin/sites/1": json(200, { site: testSite(), company }) });
    await renderApp("/admin/sites?site=1");
    const form = await settingsForm();
    const language = within(form).getByLabelText("Language");
    expect(within(language).getByRole("option", { name: "Deutsch (de): 1 of 5 set" })).toBeTruthy();
    expect(within(language).getAllByRole("option")).toHaveLength(11);
    await userEvent.selectOptions(language, "fr");
    const warning = within(form).getByLabelText("Fictional profiles warning (fr)");
    expect(warning.getAttribute("aria-describedby")).toBeTruthy();
    expect(
      within(form).getByText(
        "Empty: readers in this language see the site’s own text, “Profiles marked ✱ are fictional.”.",
      ),
    ).toBeTruthy();
    await userEvent.type(warning, "Les profils marqués ✱ sont fictifs.");
    await userEvent.type(within(form).getByLabelText("“Fictional profile” (one) (fr)"), "x".repeat(121));
    await userEvent.click(within(form).getByRole("button", { name: "Save the settings" }));
    expect(await within(form).findByText("This is too long.")).toBeTruthy();
    expect(api.callsTo("PUT /api/admin/sites/1")).toEqual([]);

    await userEvent.clear(within(form).getByLabelText("“Fictional profile” (one) (fr)"));
    await userEvent.click(within(form).getByRole("button", { name: "Save the settings" }));
    await within(form).findByText("Saved. Every server shows the new settings within seconds.");
    expect(api.callsTo("PUT /api/admin/sites/1")[0]?.body).toMatchObject({
      texts_by_language: {
        de: { fictional_singular: "Chatprofil" },
        fr: { fictional_warning: "Les profils marqués ✱ sont fictifs.", fictional_singular: "" },
      },
    });
  });

  it("saves the company, with its rules checked first", async () => {
    const api = siteServer({
      "PUT /api/admin/companies/1": (call: ApiCall) =>
        json(200, { company: { ...company, ...(call.body as object) } }),
    });
    await renderApp("/admin/sites?site=1");
    const form = await screen.findByRole("form", { name: "Company" });
    await userEvent.clear(within(form).getByLabelText("Discount offered on deleting (%)"));
    await userEvent.type(within(form).getByLabelText("Discount offered on deleting (%)"), "150");
    await userEvent.click(within(form).getByRole("button", { name: "Save the company" }));
    expect(await within(form).findByText("Enter a percentage from 1 to 100.")).toBeTruthy();
    expect(api.callsTo("PUT /api/admin/companies/1")).toEqual([]);
    await userEvent.clear(within(form).getByLabelText("Discount offered on deleting (%)"));
    await userEvent.type(within(form).getByLabelText("Discount offered on deleting (%)"), "30");
    await userEvent.click(within(form).getByRole("button", { name: "Save the company" }));
    expect(await within(form).findByText("Company saved.")).toBeTruthy();
    expect(api.callsTo("PUT /api/admin/companies/1")[0]?.body).toMatchObject({
      delete_discount: 30,
      city: "Amsterdam",
    });
  });

  it("saves a bundle's new price once the staff member confirms it is them", async () => {
    let confirmed = false;
    const api = siteServer({
      "PUT /api/admin/bundles/12": (call: ApiCall) =>
        confirmed
          ? json(200, { bundle: { ...bundles[1], ...(call.body as object) } })
          : apiError(403, "REAUTH_REQUIRED"),
      "POST /api/admin/reauth": () => {
        confirmed = true;
        return json(200, {});
      },
    });
    await renderApp("/admin/sites?site=1");
    const bundle = await screen.findByRole("form", { name: "Bundle: 150 (USD)" });
    await userEvent.clear(within(bundle).getByLabelText("Price (USD)"));
    await userEvent.type(within(bundle).getByLabelText("Price (USD)"), "39.99");
    await userEvent.click(within(bundle).getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Password", { exact: true }), "secret-password");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await within(bundle).findByText("Saved")).toBeTruthy();
    const puts = api.callsTo("PUT /api/admin/bundles/12");
    expect(puts).toHaveLength(2);
    expect(puts[1]?.body).toEqual({
      credits: 150,
      price_cents: 3999,
      badge: "popular",
      position: 2,
      active: true,
    });
  });

  it("shows a currency's bundles when another is chosen", async () => {
    const api = siteServer();
    await renderApp("/admin/sites?site=1");
    await screen.findByRole("form", { name: "Bundle: 150 (USD)" });
    await userEvent.selectOptions(screen.getByLabelText("Currency"), "EUR");
    expect(await screen.findByText("No bundles in this currency.")).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo("GET /api/admin/sites/1/bundles").map((c) => c.query.get("currency"))).toEqual([
        "USD",
        "EUR",
      ]),
    );
  });

  it("edits the landers' A/B variants: adds, saves a weight and headline, removes", async () => {
    const api = siteServer({
      "POST /api/admin/sites/1/lander-variants": (call: ApiCall) =>
        json(200, { id: 6, headline: {}, ...(call.body as object) }),
      "PUT /api/admin/lander-variants/5": (call: ApiCall) =>
        json(200, { id: 5, lander: "gallery", variant: "b", ...(call.body as object) }),
      "DELETE /api/admin/lander-variants/5": json(200, { variants: [] }),
    });
    await renderApp("/admin/sites?site=1");
    const section = await screen.findByRole("region", { name: "Lander A/B variants" });
    const weight = await within(section).findByLabelText("Weight of gallery b");
    expect((weight as HTMLInputElement).value).toBe("30");
    expect((within(section).getByLabelText("English headline of gallery b") as HTMLInputElement).value).toBe(
      "Tonight",
    );
    await userEvent.clear(weight);
    await userEvent.type(weight, "0");
    await userEvent.type(within(section).getByLabelText("French headline of gallery b"), "Ce soir");
    await userEvent.click(within(section).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.callsTo("PUT /api/admin/lander-variants/5")).toHaveLength(1));
    expect(api.callsTo("PUT /api/admin/lander-variants/5")[0]?.body).toEqual({
      weight: 0,
      headline: { en: "Tonight", fr: "Ce soir" },
    });

    const add = within(section).getByRole("form", { name: "Add a variant" });
    await userEvent.click(within(add).getByRole("button", { name: "Add a variant" }));
    // An empty name is refused before sending.
    expect(api.callsTo("POST /api/admin/sites/1/lander-variants")).toHaveLength(0);
    await userEvent.selectOptions(within(add).getByLabelText("Lander"), "video");
    await userEvent.type(within(add).getByLabelText("Variant"), "c");
    await userEvent.click(within(add).getByRole("button", { name: "Add a variant" }));
    await waitFor(() => expect(api.callsTo("POST /api/admin/sites/1/lander-variants")).toHaveLength(1));
    expect(api.callsTo("POST /api/admin/sites/1/lander-variants")[0]?.body).toEqual({
      lander: "video",
      variant: "c",
      weight: 50,
      headline: { en: "", fr: "" },
    });

    await userEvent.click(within(section).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(api.callsTo("DELETE /api/admin/lander-variants/5")).toHaveLength(1));
  });
});
