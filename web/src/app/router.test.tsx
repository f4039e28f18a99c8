/** The route tree: every route of spec §2 is there, in the right layout, lazily loaded; unknown paths are 404. */
import { APP_ROUTES } from "@amora/contract/app-routes";
import { screen, waitFor, within } from "@testing-library/react";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { testUser } from "../test/fixtures.ts";
import { json, mockApi } from "../test/mock-api.ts";
import { renderApp } from "../test/render-app.tsx";
import { createAppRoutes } from "./router.tsx";

const routes = createAppRoutes(() => null);

function leafRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => (route.children ? leafRoutes(route.children) : [route]));
}

/** A concrete URL for a pattern: parameters filled in, optional ones too. */
function sampleUrl(pattern: string): string {
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => (name === "id" ? "42" : `sample-${name}`));
}

function leafFor(url: string): RouteObject | undefined {
  return matchRoutes(routes, url)?.at(-1)?.route;
}

describe("the route tree", () => {
  it.each([...APP_ROUTES])("has a route for %s", (pattern) => {
    expect(leafFor(sampleUrl(pattern))?.path).toBe(pattern);
  });

  it("loads every screen lazily", () => {
    const screens = leafRoutes(routes).filter((route) => route.path !== "*");
    expect(screens.filter((route) => !route.lazy).map((route) => route.path)).toEqual([]);
  });

  it("serves only the contract's routes, plus the 404 catch-all", () => {
    const paths = leafRoutes(routes).map((route) => route.path);
    expect(paths.sort()).toEqual([...APP_ROUTES, "*"].sort());
  });
});

function footer() {
  return screen.queryByRole("contentinfo");
}

describe("pages", () => {
  it("show their title, intro and document title", async () => {
    await renderApp("/pricing");
    expect(await screen.findByRole("heading", { level: 1, name: "Pricing" })).toBeTruthy();
    expect(screen.getByText("What credits cost and what you can do with them.")).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Pricing | Amora"));
  });

  it("are translated", async () => {
    await renderApp("/faq", { language: "fr" });
    expect(await screen.findByRole("heading", { level: 1, name: "Questions fréquentes" })).toBeTruthy();
  });

  it("in the default layout have the navigation and the footer", async () => {
    await renderApp("/members/42");
    await screen.findByRole("heading", { level: 1, name: "Profile" });
    expect(screen.getByRole("link", { name: "Log in" })).toBeTruthy();
    expect(footer()).not.toBeNull();
  });

  it("in the chat layout have the navigation but no footer", async () => {
    // Chats are for members: a visitor would be sent to the login page.
    mockApi({ "GET /api/chats.php": json(200, { chats: [], next_before: null }) }, { user: testUser() });
    await renderApp("/chats", { user: testUser() });
    await screen.findByRole("heading", { level: 1, name: "Messages" });
    expect(screen.getByRole("navigation", { name: "Main navigation" })).toBeTruthy();
    expect(footer()).toBeNull();
  });

  it("in the lander layout have only the logo", async () => {
    await renderApp("/landers/video/summer");
    await screen.findByRole("heading", { level: 1, name: "Meet the women of your town" });
    const navigation = screen.getByRole("navigation", { name: "Main navigation" });
    expect(
      within(navigation)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/"]);
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
    expect(footer()).toBeNull();
  });

  it("in the empty layout have no navigation", async () => {
    await renderApp("/activate/done");
    await screen.findByRole("heading", { level: 1, name: "Your account is active!" });
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(footer()).toBeNull();
  });
});

describe("unknown paths", () => {
  it.each(["/members/42/unknown", "/landers/nope", "/a/b/c"])("show the 404 page for %s", async (path) => {
    await renderApp(path);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This page could not be found" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
    expect(screen.getByText("Error 404")).toBeTruthy();
  });

  it("keep the layout around the 404 page", async () => {
    await renderApp("/a/b/c");
    await screen.findByRole("heading", { level: 1, name: "This page could not be found" });
    expect(screen.getByRole("link", { name: "Log in" })).toBeTruthy();
    expect(footer()).not.toBeNull();
  });

  it("show the 404 page in French", async () => {
    await renderApp("/a/b/c", { language: "fr" });
    document.documentElement.lang = "fr";
    expect(await screen.findByRole("heading", { level: 1, name: "Cette page est introuvable" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Retour à la page d'accueil" })).toBeTruthy();
  });
});
