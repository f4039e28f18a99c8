/**
 * The visitor's first minutes: the home page in English and in French, the language switch, the
 * site-entry warning exactly once, and the 404 page. Hosts *.test resolve to the test server
 * (see playwright.config.ts), so each white-label site is reached by its own host.
 */
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y.ts";
import { E2E_PORT } from "./support/ports.ts";

const PORT = E2E_PORT;
const siteUrl = (host: string, path = "/") => `http://${host}:${PORT}${path}`;

// Seven page loads and five accessibility scans: 10 s on a quiet machine, past the default 30 s on a loaded one.
test.describe.configure({ timeout: 90_000 });

async function enterSite(page: Page, title: RegExp, enter: string) {
  const warning = page.getByRole("dialog", { name: title });
  await expect(warning).toBeVisible();
  await expectAccessible(page, `the site-entry warning on ${page.url()}`);
  await warning.getByRole("button", { name: enter }).click();
  await expect(warning).toBeHidden();
}

test("the English home page, the entry warning once, the switch to French, and the 404 page", async ({
  page,
}) => {
  await page.goto(siteUrl("amora.test"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Amora – meet singles near you");
  await enterSite(page, /Adults only \(18\+\)/, "Enter");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Flirt, chat and date with people");
  await expect(page.getByRole("link", { name: "Terms and conditions" })).toBeVisible();
  // Member cards of the teaser, with photos.
  await expect(page.locator("main img[alt]").first()).toBeVisible();
  await expectAccessible(page, "the English home page");

  // Dismissed once: neither a reload nor another page shows it again.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Terms and conditions" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectAccessible(page, "the terms");

  // The language dropdown switches at once and the choice survives a reload.
  await page.goto(siteUrl("amora.test"));
  await page.getByRole("combobox", { name: "Language" }).selectOption("fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("link", { name: "Conditions générales" })).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("combobox", { name: "Langue" })).toHaveValue("fr");
  await expectAccessible(page, "the home page in French");
  const cookies = await page.context().cookies();
  const lang = cookies.find((c) => c.name === "lang");
  expect(lang?.value).toBe("fr");
  // 365 days, give or take the test's own seconds.
  expect((lang?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // A path that is no route: the 404 page, and its way home.
  await page.getByRole("combobox", { name: "Langue" }).selectOption("en");
  const response = await page.goto(siteUrl("amora.test", "/members/42/nothing-here"));
  expect(response?.status()).toBe(404);
  await expect(page.getByText("This page could not be found")).toBeVisible();
  await expectAccessible(page, "the 404 page");
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(siteUrl("amora.test"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the French site opens in French, with its own warning; a site without the warning shows none", async ({
  browser,
}) => {
  // A page of its own context: axe (support/a11y.ts) needs one to analyse the page.
  const french = await (await browser.newContext()).newPage();
  await french.goto(siteUrl("amoursecret.test"));
  await expect(french.locator("html")).toHaveAttribute("lang", "fr");
  await enterSite(french, /Réservé aux adultes/, "Entrer");
  await expect(french.getByRole("link", { name: "Conditions générales" })).toBeVisible();
  await expect(french).toHaveTitle(/Amour Secret/);
  await expectAccessible(french, "the French site's home page");
  await french.context().close();

  const dutch = await (await browser.newContext()).newPage();
  await dutch.goto(siteUrl("liefdesdate.test"));
  // In its own language, Dutch, whatever the browser's (issue 18).
  await expect(dutch.locator("html")).toHaveAttribute("lang", "nl");
  await expect(dutch.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(dutch.getByRole("dialog")).toHaveCount(0);
  await expectAccessible(dutch, "the Dutch site's home page");
  await dutch.context().close();
});
