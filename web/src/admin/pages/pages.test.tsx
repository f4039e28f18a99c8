/**
 * Information pages in the back office (issue 16): the list with its filters, the editor with its debounced
 * live preview (the server's sanitised HTML), saving a new version, the terms' "accept again" behind a
 * confirmation, restoring a version, a new `/{token}` page with its address checked, and the French texts.
 */
import type { AdminPage, AdminPageSummary } from "@amora/contract/admin-pages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type ApiCall, json, type MockHandler, mockApi, validationFailed } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { stubMatchMedia, testStaff } from "../admin-test-data.ts";

stubMatchMedia();

function summary(id: number, extra: Partial<AdminPageSummary> = {}): AdminPageSummary {
  return {
    id,
    site_id: 1,
    site_name: "Amora",
    language: "en",
    slug: "privacy",
    title: "Privacy",
    published: true,
    version: 2,
    updated_at: "2026-03-05T10:15:00.000Z",
    fixed: true,
    ...extra,
  };
}

function testPage(extra: Partial<AdminPage> = {}): AdminPage {
  return {
    ...summary(7, { slug: "terms", title: "Terms of use" }),
    body: "Hello from {site_name}.",
    site_domain: "amora.test",
    versions: [
      {
        version: 2,
        title: "Terms of use",
        body: "Hello from {site_name}.",
        staff_email: "ada@example.test",
        created_at: "2026-03-05T10:15:00.000Z",
      },
      {
        version: 1,
        title: "Terms",
        body: "Default.",
        staff_email: null,
        created_at: "2026-01-01T09:00:00.000Z",
      },
    ],
    ...extra,
  };
}

const SITES = json(200, {
  sites: [
    { id: 1, name: "Amora", domain: "amora.test" },
    { id: 2, name: "Amour Secret", domain: "amoursecret.test" },
  ],
});

function pagesServer(handlers: Record<string, MockHandler> = {}) {
  return mockApi({
    "GET /api/admin/me": json(200, { staff: testStaff() }),
    "GET /api/admin/pages/sites": SITES,
    "GET /api/admin/pages": json(200, {
      items: [
        summary(7, { slug: "terms", title: "Terms of use" }),
        summary(8, { slug: "summer", fixed: false, published: false, title: "Summer" }),
      ],
      total: 2,
      page: 1,
      page_size: 25,
    }),
    "GET /api/admin/pages/7": json(200, { page: testPage() }),
    "POST /api/admin/pages/preview": (call: ApiCall) => {
      const body = call.body as { title: string; body: string };
      return json(200, {
        title: body.title.replace("{site_name}", "Amora"),
        html: `<p>${body.body.replace("{site_name}", "Amora").replace(/</g, "&lt;")}</p>`,
        faq: null,
      });
    },
    ...handlers,
  });
}

const queryOf = (api: ReturnType<typeof mockApi>, route: string) =>
  Object.fromEntries(api.callsTo(route).at(-1)?.query ?? []);

describe("the pages list", () => {
  it("lists the pages and opens one", async () => {
    const api = pagesServer();
    await renderApp("/admin/pages");
    await screen.findByRole("heading", { level: 1, name: "Information pages" });
    expect(queryOf(api, "GET /api/admin/pages")).toEqual({ sort: "slug", order: "asc", page: "1" });
    expect(await screen.findByText("2 pages")).toBeTruthy();
    expect(screen.getByText("/summer")).toBeTruthy();
    expect(screen.getByText("own page")).toBeTruthy();
    expect(screen.getByText("Draft")).toBeTruthy();
    await userEvent.click(screen.getByRole("link", { name: "Terms of use" }));
    await screen.findByRole("heading", { level: 1, name: "Terms of use" });
  });

  it("filters by site and language", async () => {
    const api = pagesServer();
    await renderApp("/admin/pages");
    await screen.findByRole("option", { name: "Amour Secret" });
    await userEvent.selectOptions(screen.getByLabelText("Site"), "Amour Secret");
    await userEvent.selectOptions(screen.getByLabelText("Page language"), "Français");
    await waitFor(() =>
      expect(queryOf(api, "GET /api/admin/pages")).toEqual({
        site_id: "2",
        language: "fr",
        sort: "slug",
        order: "asc",
        page: "1",
      }),
    );
  });
});

describe("the page editor", () => {
  it("previews the draft once the typing pauses, as the server renders it", async () => {
    const api = pagesServer();
    await renderApp("/admin/pages?page-id=7");
    const form = await screen.findByRole("form", { name: "Page text" });
    expect(screen.getByText("Amora · English · /terms")).toBeTruthy();
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(await within(preview).findByText("Hello from Amora.")).toBeTruthy();
    const body = within(form).getByLabelText("Text (Markdown)");
    await userEvent.clear(body);
    await userEvent.type(body, "<script>x</script> at {{site_name}");
    await waitFor(() => expect(within(preview).getByText("<script>x</script> at Amora")).toBeTruthy(), {
      timeout: 2_000,
    });
    // Typing sent one preview after the pause, not one per key.
    expect(api.callsTo("POST /api/admin/pages/preview")).toHaveLength(2);
    expect(api.callsTo("POST /api/admin/pages/preview").at(-1)?.body).toEqual({
      site_id: 1,
      language: "en",
      slug: "terms",
      title: "Terms of use",
      body: "<script>x</script> at {site_name}",
    });
    expect(preview.querySelector("script")).toBeNull();
    expect(screen.getByText("{site_name}")).toBeTruthy();
    expect(screen.getByText("the table of cookies and browser storage")).toBeTruthy();
  });

  it("saves a new version", async () => {
    const api = pagesServer({
      "PUT /api/admin/pages/7": json(200, { page: testPage({ title: "Terms", version: 3 }) }),
    });
    await renderApp("/admin/pages?page-id=7");
    const form = await screen.findByRole("form", { name: "Page text" });
    await userEvent.clear(within(form).getByLabelText("Title"));
    await userEvent.type(within(form).getByLabelText("Title"), "Terms");
    await userEvent.click(within(form).getByLabelText("Published (visitors see it)"));
    await userEvent.click(within(form).getByRole("button", { name: "Save as a new version" }));
    expect(await screen.findByText("Saved as version 3.")).toBeTruthy();
    expect(api.callsTo("PUT /api/admin/pages/7")[0]?.body).toEqual({
      title: "Terms",
      body: "Hello from {site_name}.",
      published: false,
      material_change: false,
    });
  });

  it("refuses an empty title before sending", async () => {
    const api = pagesServer();
    await renderApp("/admin/pages?page-id=7");
    const form = await screen.findByRole("form", { name: "Page text" });
    await userEvent.clear(within(form).getByLabelText("Title"));
    await userEvent.click(within(form).getByRole("button", { name: "Save as a new version" }));
    expect(await within(form).findByText("Enter a title.")).toBeTruthy();
    expect(within(form).getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("PUT /api/admin/pages/7")).toEqual([]);
  });

  it("asks before making members accept the terms again", async () => {
    const api = pagesServer({
      "PUT /api/admin/pages/7": json(200, { page: testPage({ version: 3 }) }),
    });
    await renderApp("/admin/pages?page-id=7");
    const form = await screen.findByRole("form", { name: "Page text" });
    await userEvent.click(within(form).getByLabelText("Members must accept these terms again"));
    await userEvent.click(within(form).getByRole("button", { name: "Save as a new version" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/will have to accept these terms again/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.callsTo("PUT /api/admin/pages/7")).toEqual([]);
    await userEvent.click(within(form).getByRole("button", { name: "Save as a new version" }));
    await userEvent.click(await screen.findByRole("button", { name: "Save and ask members" }));
    expect(await screen.findByText("Saved as version 3.")).toBeTruthy();
    expect(api.callsTo("PUT /api/admin/pages/7")[0]?.body).toMatchObject({ material_change: true });
  });

  it("offers no such choice on other pages", async () => {
    pagesServer({ "GET /api/admin/pages/7": json(200, { page: testPage({ slug: "privacy" }) }) });
    await renderApp("/admin/pages?page-id=7");
    await screen.findByRole("form", { name: "Page text" });
    expect(screen.queryByLabelText("Members must accept these terms again")).toBeNull();
  });

  it("lists the versions and restores one as a new version", async () => {
    const api = pagesServer({
      "POST /api/admin/pages/7/restore": json(200, {
        page: testPage({ title: "Terms", body: "Default.", version: 3 }),
      }),
    });
    await renderApp("/admin/pages?page-id=7");
    const versions = await screen.findByRole("region", { name: "Versions" });
    expect(within(versions).getByText(/by ada@example\.test/)).toBeTruthy();
    expect(within(versions).getByText(/default text/)).toBeTruthy();
    expect(within(versions).getByText("shown now")).toBeTruthy();
    await userEvent.click(within(versions).getByRole("button", { name: "Restore version 1" }));
    expect(await screen.findByText("Version 1 restored as version 3.")).toBeTruthy();
    expect(api.callsTo("POST /api/admin/pages/7/restore")[0]?.body).toEqual({ version: 1 });
    expect((screen.getByLabelText("Text (Markdown)") as HTMLTextAreaElement).value).toBe("Default.");
  });
});

describe("a new page", () => {
  it("checks the address as the server will, then creates the page and opens it", async () => {
    const api = pagesServer({
      "POST /api/admin/pages": (call: ApiCall) =>
        (call.body as { slug: string }).slug === "taken"
          ? validationFailed(["body.slug", "slug_taken"])
          : json(200, { page: testPage({ id: 9, slug: "summer-offer", title: "Summer", fixed: false }) }),
      "GET /api/admin/pages/9": json(200, {
        page: testPage({ id: 9, slug: "summer-offer", title: "Summer", fixed: false }),
      }),
    });
    await renderApp("/admin/pages");
    await userEvent.click(await screen.findByRole("link", { name: "New page" }));
    const form = await screen.findByRole("form", { name: "New page" });
    await waitFor(() => expect((within(form).getByLabelText("Site") as HTMLSelectElement).value).toBe("1"));
    await userEvent.type(within(form).getByLabelText("Address"), "admin");
    await userEvent.type(within(form).getByLabelText("Title"), "Summer");
    await userEvent.click(within(form).getByRole("button", { name: "Create the page" }));
    expect(
      await within(form).findByText("This address is one of the site's own pages: choose another."),
    ).toBeTruthy();
    await userEvent.clear(within(form).getByLabelText("Address"));
    await userEvent.type(within(form).getByLabelText("Address"), "../x");
    await userEvent.click(within(form).getByRole("button", { name: "Create the page" }));
    expect(await within(form).findByText(/Use lower-case letters, digits and dashes only/)).toBeTruthy();
    expect(api.callsTo("POST /api/admin/pages")).toEqual([]);
    await userEvent.clear(within(form).getByLabelText("Address"));
    await userEvent.type(within(form).getByLabelText("Address"), "taken");
    await userEvent.click(within(form).getByRole("button", { name: "Create the page" }));
    expect(
      await within(form).findByText("This site already has a page at this address in this language."),
    ).toBeTruthy();
    await userEvent.clear(within(form).getByLabelText("Address"));
    await userEvent.type(within(form).getByLabelText("Address"), "summer-offer");
    await userEvent.selectOptions(within(form).getByLabelText("Language"), "Français");
    await userEvent.click(within(form).getByRole("button", { name: "Create the page" }));
    await screen.findByRole("heading", { level: 1, name: "Summer" });
    expect(api.callsTo("POST /api/admin/pages").at(-1)?.body).toEqual({
      site_id: 1,
      language: "fr",
      slug: "summer-offer",
      title: "Summer",
      body: "",
      published: false,
    });
  });
});

describe("in French", () => {
  it("speaks French to a French-speaking staff member", async () => {
    localStorage.setItem("admin-language", "fr");
    pagesServer();
    await renderApp("/admin/pages?page-id=7", { language: "fr" });
    const form = await screen.findByRole("form", { name: "Texte de la page" });
    expect(within(form).getByLabelText("Les membres doivent accepter à nouveau ces conditions")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Aperçu" })).toBeTruthy();
    expect(screen.getByText("Amora · English · /terms")).toBeTruthy();
    localStorage.clear();
  });
});
