/**
 * The information pages: each route shows its page from GET /api/page.php (contract/content-pages.ts) in the
 * default layout, with its loading, failed and 404 states; the FAQ's sections, search and empty state; and
 * the server render's loader, which fetches the text through the server's own API.
 */
import { type ContentPage, ContentPageSchema, INFO_PAGES } from "@amora/contract/content-pages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { serverApiContext } from "../../lib/server-api.ts";
import { apiError, deferred, json, type MockAnswer, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { loadContentPageOnServer } from "./api.ts";

function contentPage(slug: string, extra: Partial<ContentPage> = {}): ContentPage {
  return {
    slug,
    title: `The ${slug} page`,
    html: `<h2>About ${slug}</h2><p>What ${slug} says, with <a href="/faq">the questions</a>.</p>`,
    updated_at: "2026-03-14T10:00:00Z",
    updated_label: "14 March 2026",
    faq: null,
    ...extra,
  };
}

const faqPage = contentPage("faq", {
  title: "Questions and answers",
  html: "",
  faq: [
    {
      title: "Credits",
      items: [
        { question: "What do credits cost?", html: "<p>A message costs <strong>one</strong> credit.</p>" },
        { question: "Can I get a refund?", html: "<p>Yes, see the return policy.</p>" },
      ],
    },
    {
      title: "Votre compte",
      items: [{ question: "Comment changer mon e-mail ?", html: "<p>Réponse : dans les réglages.</p>" }],
    },
  ],
});

function pageApi(answer: (slug: string) => MockAnswer) {
  return mockApi({ "GET /api/page.php": (call) => answer(call.query.get("slug") ?? "") });
}

beforeEach(() => {
  localStorage.setItem("site-entry-warning-dismissed", "1");
});

describe("an information page", () => {
  it.each([...INFO_PAGES.filter((page) => page !== "faq"), "partners"])(
    "/%s shows its title, text and last update",
    async (slug) => {
      const api = pageApi((asked) => json(200, contentPage(asked)));
      await renderApp(`/${slug}`);
      expect(await screen.findByRole("heading", { level: 1, name: `The ${slug} page` })).toBeTruthy();
      expect(screen.getByRole("heading", { level: 2, name: `About ${slug}` })).toBeTruthy();
      expect(screen.getByText("Last updated 14 March 2026")).toBeTruthy();
      // In the default layout.
      expect(screen.getByRole("contentinfo")).toBeTruthy();
      await waitFor(() => expect(document.title).toBe(`The ${slug} page | Amora`));
      expect(api.callsTo("GET /api/page.php").map((call) => call.query.get("slug"))).toEqual([slug]);
    },
  );

  it("shows the catalogue's title and a loading state until the text arrives", async () => {
    const answer = deferred<MockAnswer>();
    mockApi({ "GET /api/page.php": () => answer.promise });
    await renderApp("/terms");
    expect(await screen.findByRole("heading", { level: 1, name: "Terms and conditions" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Loading the page…");
    answer.resolve(json(200, contentPage("terms", { title: "Terms of use" })));
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of use" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says when the page could not load, in the member's language, and tries again", async () => {
    let fail = true;
    pageApi((slug) => (fail ? apiError(500, "INTERNAL") : json(200, contentPage(slug))));
    await renderApp("/privacy", { language: "fr" });
    expect(
      await screen.findByText("Impossible de charger cette page. Vérifiez votre connexion et réessayez."),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Politique de confidentialité" })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("heading", { level: 1, name: "The privacy page" })).toBeTruthy();
  });

  it("has the general heading when a token page could not load", async () => {
    pageApi(() => apiError(500, "INTERNAL"));
    await renderApp("/partners");
    expect(await screen.findByRole("heading", { level: 1, name: "Information" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("is the 404 page when the server knows no such page", async () => {
    pageApi(() => apiError(404, "PAGE_NOT_FOUND"));
    await renderApp("/old-offer");
    expect(
      await screen.findByRole("heading", { level: 1, name: "This page could not be found" }),
    ).toBeTruthy();
    expect(screen.getByText("Error 404")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
  });

  it("is the 404 page without asking the server for a token no page can have", async () => {
    const api = pageApi((slug) => json(200, contentPage(slug)));
    await renderApp("/Not.A.Page");
    expect(
      await screen.findByRole("heading", { level: 1, name: "This page could not be found" }),
    ).toBeTruthy();
    expect(api.callsTo("GET /api/page.php")).toEqual([]);
  });

  it("puts a table in a box of its own that scrolls", async () => {
    pageApi((slug) =>
      json(200, contentPage(slug, { html: "<table><tr><th>Cookie</th><th>Purpose</th></tr></table>" })),
    );
    await renderApp("/cookies");
    const table = await screen.findByRole("table");
    expect(table.parentElement?.className).toBe("info-article__table");
    expect(table.parentElement?.getAttribute("tabindex")).toBe("0");
  });

  it("opens the site's own links in the app", async () => {
    pageApi((slug) => json(200, slug === "faq" ? faqPage : contentPage(slug)));
    const { router } = await renderApp("/terms");
    await userEvent.click(await screen.findByRole("link", { name: "the questions" }));
    expect(router.state.location.pathname).toBe("/faq");
    expect(await screen.findByRole("heading", { level: 1, name: "Questions and answers" })).toBeTruthy();
  });
});

describe("the FAQ", () => {
  async function renderFaq() {
    pageApi(() => json(200, faqPage));
    await renderApp("/faq");
    await screen.findByRole("heading", { level: 1, name: "Questions and answers" });
  }

  function questions() {
    return [...document.querySelectorAll("summary")].map((summary) => summary.textContent);
  }

  it("shows its sections, each question a disclosure, and the sections as a jump list", async () => {
    await renderFaq();
    expect(
      within(screen.getByRole("article"))
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(["Credits", "Votre compte"]);
    expect(questions()).toEqual([
      "What do credits cost?",
      "Can I get a refund?",
      "Comment changer mon e-mail ?",
    ]);
    const jump = screen.getByRole("navigation", { name: "Topics" });
    const link = within(jump).getByRole("link", { name: "Votre compte" });
    const target = document.getElementById(link.getAttribute("href")?.slice(1) ?? "");
    expect(target?.querySelector("h2")?.textContent).toBe("Votre compte");
    await userEvent.click(screen.getByText("What do credits cost?"));
    expect(screen.getByText("What do credits cost?").closest("details")?.open).toBe(true);
  });

  it("filters questions and answers as one types, without minding accents or case", async () => {
    await renderFaq();
    const search = screen.getByRole("searchbox", { name: "Search the questions" });
    await userEvent.type(search, "REFUND");
    await waitFor(() => expect(questions()).toEqual(["Can I get a refund?"]));
    expect(screen.getByText("1 question matches")).toBeTruthy();
    // The match is open, and the jump list keeps only its section.
    expect(screen.getByText("Can I get a refund?").closest("details")?.open).toBe(true);
    expect(
      within(screen.getByRole("navigation", { name: "Topics" }))
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Credits"]);

    // In the answer, accents aside; words of the markup are not text.
    await userEvent.clear(search);
    await userEvent.type(search, "reponse reglages");
    await waitFor(() => expect(questions()).toEqual(["Comment changer mon e-mail ?"]));
    await userEvent.clear(search);
    await userEvent.type(search, "strong");
    await waitFor(() => expect(questions()).toEqual([]));
  });

  it("says when no question matches, and clears the search", async () => {
    await renderFaq();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search the questions" }), "zzz");
    expect(await screen.findByText("No question matches “zzz”")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contact customer service" }).getAttribute("href")).toBe(
      "/service",
    );
    await userEvent.click(screen.getByRole("button", { name: "Clear the search" }));
    await waitFor(() => expect(questions()).toHaveLength(3));
  });
});

describe("the server render's loader", () => {
  const page = contentPage("terms");

  function context(api?: (path: string) => Promise<unknown>) {
    return new RouterContextProvider(api ? new Map([[serverApiContext, api]]) : undefined);
  }

  it("fetches the page through the server's own API", async () => {
    const asked: string[] = [];
    const loaded = await loadContentPageOnServer(
      {
        context: context(async (path) => {
          asked.push(path);
          return page;
        }),
      },
      "terms",
    );
    expect(loaded).toEqual(ContentPageSchema.parse(page));
    expect(asked).toEqual(["/api/page.php?slug=terms"]);
  });

  it("renders without the text when there is no API, no page or a broken answer", async () => {
    expect(await loadContentPageOnServer({ context: context() }, "terms")).toBeNull();
    // The server's API throws on any answer but 200 (plugins/web-app.ts).
    const notFound = context(async () => {
      throw new Error("GET /api/page.php?slug=terms answered 404");
    });
    expect(await loadContentPageOnServer({ context: notFound }, "terms")).toBeNull();
    const broken = context(async () => ({ title: 42 }));
    expect(await loadContentPageOnServer({ context: broken }, "terms")).toBeNull();
    const failing = context(async () => {
      throw new Error("down");
    });
    expect(await loadContentPageOnServer({ context: failing }, "terms")).toBeNull();
    // A token no page can have is not asked for.
    const asked: string[] = [];
    const recording = context(async (path) => {
      asked.push(path);
      return page;
    });
    expect(await loadContentPageOnServer({ context: recording }, "../admin")).toBeNull();
    expect(asked).toEqual([]);
  });
});
