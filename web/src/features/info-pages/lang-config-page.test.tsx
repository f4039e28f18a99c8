/** /lang-config: the languages by their own names, the current one chosen; a choice switches and is remembered. */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { testSettings, testUser } from "../../test/fixtures.ts";
import { json, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

beforeEach(() => {
  localStorage.setItem("site-entry-warning-dismissed", "1");
});

function main() {
  return screen.getByRole("main");
}

describe("the language page", () => {
  it("lists the languages in their own names, the current one chosen, and says the default rule", async () => {
    await renderApp("/lang-config", { settings: { domain_language: "fr-FR" } });
    expect(await screen.findByRole("heading", { level: 1, name: "Language" })).toBeTruthy();
    const english = screen.getByRole("radio", { name: /^English/ }) as HTMLInputElement;
    const french = screen.getByRole("radio", { name: /^Français/ }) as HTMLInputElement;
    expect(english.checked).toBe(true);
    expect(french.checked).toBe(false);
    expect(french.closest("label")?.textContent).toBe("FrançaisFrench");
    expect(english.closest("label")?.textContent).toBe("EnglishCurrent");
    expect(main().textContent).toContain(
      "If you don't choose, the website speaks the language of the site you are on when it is available, and English otherwise. Here that is French.",
    );
  });

  it("says the site's language is English when the site's own is not offered", async () => {
    await renderApp("/lang-config", { settings: { domain_language: "ru-RU" } });
    expect(await screen.findByText(/Here that is English\./)).toBeTruthy();
  });

  it("switches a visitor's language at once and keeps it in the cookie, without calling the account", async () => {
    const api = mockApi();
    await renderApp("/lang-config");
    await userEvent.click(await screen.findByRole("radio", { name: /^Français/ }));
    expect(await screen.findByRole("heading", { level: 1, name: "Langue" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: /^Français/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Enregistré : cet appareil affichera le site dans cette langue.")).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe("fr"));
    expect(document.cookie).toContain("lang=fr");
    expect(api.callsTo("PUT /api/user.php")).toEqual([]);
  });

  it("asks the site's settings again, whose site texts answer in the language now chosen", async () => {
    const api = mockApi({
      "GET /api/settings.php": json(200, { settings: testSettings({ fictional_plural: "profils fictifs" }) }),
    });
    await renderApp("/lang-config");
    await userEvent.click(await screen.findByRole("radio", { name: /^Français/ }));
    await waitFor(() => expect(api.callsTo("GET /api/settings.php")).toHaveLength(1));
    expect(document.cookie).toContain("lang=fr");
  });

  it("saves a member's language on the account too", async () => {
    const api = mockApi(
      { "PUT /api/user.php": json(200, { user: testUser({ language: "fr" }) }) },
      { user: testUser() },
    );
    await renderApp("/lang-config", { user: testUser() });
    await userEvent.click(await screen.findByRole("radio", { name: /^Français/ }));
    await waitFor(() => expect(api.callsTo("PUT /api/user.php")[0]?.body).toEqual({ language: "fr" }));
    expect(
      await screen.findByText("Enregistré sur votre compte : nos e-mails seront aussi dans cette langue."),
    ).toBeTruthy();
    expect(document.cookie).toContain("lang=fr");
  });
});
