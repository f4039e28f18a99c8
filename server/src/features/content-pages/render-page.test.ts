/**
 * Rendering a content page: staff-typed HTML and script links come out inert, placeholder values are only ever
 * text, the cookie table is built from the browser-storage list, and the FAQ's sections are found.
 */
import { BROWSER_STORAGE } from "@amora/contract/cookies";
import { formatLocale } from "@amora/contract/locales";
import { describe, expect, it } from "vitest";
import { isAllowedLink, type PageContext, renderPage, type StorageTexts } from "./render-page.ts";

const storageTexts: StorageTexts = {
  headers: { name: "Nom", kind: "Type", category: "Catégorie", lifetime: "Durée", purpose: "Finalité" },
  kinds: {
    cookie: "Cookie",
    localStorage: "Stockage local",
    sessionStorage: "Stockage de session",
    cache: "Cache",
  },
  categories: { necessary: "Nécessaire", statistics: "Statistiques" },
  lifetimes: {
    days_one: "{count} jour",
    days_many: "{count} de jours",
    days_other: "{count} jours",
    session: "Session",
    persistent: "Jusqu'à la mise à jour",
  },
  purposes: { session: "Vous garde connecté | sans tiers" },
};

function context(overrides: Partial<PageContext["site"]> = {}, language = "en"): PageContext {
  return {
    language,
    locale: formatLocale(language, "en-GB"),
    site: {
      name: "Amora",
      domain: "amora.test",
      supportPhone: "+31 20 123 45 67",
      supportEmail: "support@amora.test",
      refundDays: 14,
      minAge: 18,
      ...overrides,
    },
    company: {
      name: "Amora B.V.",
      address: "Keizersgracht 1",
      city: "Amsterdam",
      country: "NL",
      kvk: "12345678",
      vatNumbers: ["NL001", "BE002"],
      tradenames: ["Amora", "Liefdesdate"],
      deleteDiscount: 50,
      added: new Date("2020-01-01T00:00:00Z"),
      termsChangedAt: new Date("2025-03-04T10:00:00Z"),
    },
    storageTexts,
  };
}

const html = (body: string, ctx = context()) => renderPage({ slug: "terms", title: "T", body }, ctx).html;

describe("a page's Markdown from staff", () => {
  it("escapes a script tag, which stays text", () => {
    expect(html("Hi <script>alert(1)</script>")).toBe("<p>Hi &lt;script&gt;alert(1)&lt;/script&gt;</p>\n");
  });

  it("escapes an image with an onerror handler", () => {
    const out = html("<img src=x onerror=alert(1)>");
    expect(out).toBe("<p>&lt;img src=x onerror=alert(1)&gt;</p>\n");
    expect(out).not.toContain("<img");
  });

  it("makes no link of javascript:, data: or a protocol-relative address", () => {
    expect(html("[x](javascript:alert(1))")).toBe("<p>[x](javascript:alert(1))</p>\n");
    expect(html("[x](JaVaScRiPt:alert(1))")).not.toContain("<a");
    expect(html("[x](data:text/html;base64,PHNjcmlwdD4=)")).not.toContain("<a");
    expect(html("[x](//evil.test/)")).not.toContain("<a");
    expect(html("![x](javascript:alert(1))")).not.toContain("<img");
    expect(html("<javascript:alert(1)>")).not.toContain("<a");
  });

  it("links http(s), mailto, tel and paths, external ones without a way back to the page", () => {
    expect(
      html("[a](https://example.test/x) [b](mailto:a@b.test) [c](tel:+3120) [d](/terms) [e](#top)"),
    ).toBe(
      '<p><a href="https://example.test/x" rel="noopener noreferrer">a</a> <a href="mailto:a@b.test">b</a> ' +
        '<a href="tel:+3120">c</a> <a href="/terms">d</a> <a href="#top">e</a></p>\n',
    );
    expect(isAllowedLink("ftp://x.test/")).toBe(false);
    expect(isAllowedLink("vbscript:msgbox")).toBe(false);
    expect(isAllowedLink("privacy?x=a:b")).toBe(true);
  });
});

describe("placeholders", () => {
  it("are filled from the site's settings and its company", () => {
    const out = html(
      "{site_name} {site_domain} {company_name} {company_address} {company_city} {company_country} " +
        "{company_kvk} {company_vat_numbers} {company_tradenames} {support_phone} {support_email} " +
        "{refund_days} {min_age} {delete_discount} {unknown_one}",
    );
    expect(out).toBe(
      "<p>Amora amora.test Amora B.V. Keizersgracht 1 Amsterdam NL 12345678 NL001, BE002 Amora, Liefdesdate " +
        "+31 20 123 45 67 support@amora.test 14 18 50 {unknown_one}</p>\n",
    );
  });

  it("give the terms version as a long date in the page's language", () => {
    expect(html("{terms_version_date}")).toBe("<p>4 March 2025</p>\n");
    expect(html("{terms_version_date}", context({}, "fr"))).toBe("<p>4 mars 2025</p>\n");
  });

  it("escape a value holding HTML or Markdown, which shows as typed", () => {
    const ctx = context({ name: "<b>Bold</b> *star* [x](javascript:alert(1))" });
    expect(html("Welcome to {site_name}", ctx)).toBe(
      "<p>Welcome to &lt;b&gt;Bold&lt;/b&gt; *star* [x](javascript:alert(1))</p>\n",
    );
    expect(renderPage({ title: "About {site_name}", body: "" }, ctx).title).toBe(
      "About <b>Bold</b> *star* [x](javascript:alert(1))",
    );
  });

  it("work inside a link's address", () => {
    expect(html("[write](mailto:{support_email})")).toBe(
      '<p><a href="mailto:support@amora.test">write</a></p>\n',
    );
  });
});

describe("the cookie table", () => {
  const table = renderPage(
    { slug: "cookies", title: "C", body: "Intro\n\n{storage_table}" },
    context({}, "fr"),
  );

  it("lists what members' browsers keep, without the back office's", () => {
    const members = BROWSER_STORAGE.filter((e) => !e.staffOnly);
    expect(table.html.match(/<tr>/g)).toHaveLength(members.length + 1);
    for (const entry of members) expect(table.html).toContain(`<td><code>${entry.name}</code></td>`);
    expect(table.html).not.toContain("staff_sid");
    expect(table.html).not.toContain("admin-language");
  });

  it("words each column in the page's language, with the day counts' plural", () => {
    expect(table.html).toContain(
      "<th>Nom</th>\n<th>Type</th>\n<th>Catégorie</th>\n<th>Durée</th>\n<th>Finalité</th>",
    );
    expect(table.html).toContain(
      "<td><code>sid</code></td>\n<td>Cookie</td>\n<td>Nécessaire</td>\n<td>30 jours</td>\n<td>Vous garde connecté | sans tiers</td>",
    );
    expect(table.html).toContain("<td>Stockage de session</td>\n<td>Nécessaire</td>\n<td>Session</td>");
    expect(table.html).toContain("<td>Statistiques</td>\n<td>90 jours</td>");
  });

  it("is left out when the texts are missing", () => {
    const out = renderPage({ title: "C", body: "{storage_table}" }, { ...context(), storageTexts: null });
    expect(out.html).toBe("");
  });
});

describe("the FAQ", () => {
  it("groups the questions under their sections, each answer as HTML", () => {
    const page = renderPage(
      {
        slug: "faq",
        title: "FAQ",
        body: "Intro\n\n## Account\n\n### How do I *sign up*?\n\nAt [signup](/signup).\n\nFree.\n\n### Age?\n\n{min_age}+\n\n## Money\n\n### <b>Refunds</b>?\n\n{refund_days} days",
      },
      context(),
    );
    expect(page.faq).toEqual([
      {
        title: "Account",
        items: [
          { question: "How do I sign up?", html: '<p>At <a href="/signup">signup</a>.</p>\n<p>Free.</p>' },
          { question: "Age?", html: "<p>18+</p>" },
        ],
      },
      { title: "Money", items: [{ question: "<b>Refunds</b>?", html: "<p>14 days</p>" }] },
    ]);
    expect(renderPage({ slug: "terms", title: "T", body: "## A\n\n### B\n\nC" }, context()).faq).toBeNull();
  });
});
