/** The logged-out top navigation: logo, Login, and the language dropdown that switches at once. */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { testUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";

async function renderNav(options: Parameters<typeof renderApp>[1] = {}) {
  localStorage.setItem("site-entry-warning-dismissed", "1");
  const app = await renderApp("/pricing", options);
  const nav = await screen.findByRole("navigation", { name: /Main navigation|Navigation principale/ });
  return { ...app, nav };
}

describe("the top navigation", () => {
  it("shows the site's name linking home, and Login", async () => {
    const { nav } = await renderNav();
    expect(within(nav).getByRole("link", { name: "Amora, home page" }).getAttribute("href")).toBe("/");
    expect(within(nav).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
  });

  it("offers the languages by their own names", async () => {
    const { nav } = await renderNav();
    const select = within(nav).getByRole("combobox", { name: "Language" });
    const options = within(select).getAllByRole("option");
    expect(options.map((option) => [option.textContent, option.getAttribute("lang")])).toEqual([
      ["English", "en"],
      ["Français", "fr"],
      ["Dansk", "da"],
      ["Deutsch", "de"],
      ["Español", "es"],
      ["Suomi", "fi"],
      ["Italiano", "it"],
      ["Norsk", "no"],
      ["Nederlands", "nl"],
      ["Polski", "pl"],
      ["Svenska", "sv"],
    ]);
  });

  it("switches the language at once, remembers it and sets <html lang>", async () => {
    const { nav } = await renderNav();
    await userEvent.selectOptions(within(nav).getByRole("combobox", { name: "Language" }), "fr");

    expect(await screen.findByRole("heading", { level: 1, name: "Tarifs" })).toBeTruthy();
    expect(within(nav).getByRole("link", { name: "Se connecter" })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe("fr"));
    expect(document.cookie).toContain("lang=fr");
  });

  it("hides the language dropdown when the site says so", async () => {
    const { nav } = await renderNav({ settings: { show_language_dropdown: false } });
    expect(within(nav).queryByRole("combobox")).toBeNull();
  });

  it("has no Login button for members", async () => {
    const { nav } = await renderNav({ user: testUser() });
    expect(within(nav).queryByRole("link", { name: "Log in" })).toBeNull();
  });
});
